import type { RedeemResult } from '@pitchside/contract/codes';
import { CircleCheck, LogIn, TicketPercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CodeInput, useCodeErrorText } from '@/components/codes/code-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { formatNumber } from '@/lib/format/format-number';
import { formatLocalTime } from '@/lib/format/local-time';
import { useModalStore } from '@/lib/modals/modal-store';
import { useIsLoggedIn } from '@/lib/session/session';
import { useRedeemCode } from '../api/redeem-code';

/** `/redeem` (issue 36): a promo code from a stream, a post or an e-mail; `?code=` fills it in. */
export function RedeemPage() {
  const { t } = useTranslation(['routes', 'offers']);
  return (
    <>
      <PageHeader
        title={t('routes:redeem')}
        icon={<TicketPercent />}
        description={t('offers:redeem.description')}
      />
      <div className="mx-auto grid max-w-xl gap-4">
        <RedeemCard />
        <p className="px-1 text-sm text-fg-muted">{t('offers:redeem.where')}</p>
      </div>
    </>
  );
}

function RedeemCard() {
  const { t } = useTranslation(['offers', 'errors']);
  const [params] = useSearchParams();
  const [code, setCode] = useState(() => (params.get('code') ?? '').trim().toUpperCase().slice(0, 32));
  const loggedIn = useIsLoggedIn();
  const openModal = useModalStore((state) => state.openModal);
  const redeem = useRedeemCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loggedIn) {
      openModal('login');
      return;
    }
    if (code.trim() === '' || redeem.isPending) return;
    redeem.mutate(code.trim());
  };

  const errorText = useCodeErrorText(redeem.error);

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('offers:redeem.label')} hint={t('offers:redeem.hint')}>
          {(control) => (
            <CodeInput
              {...control}
              value={code}
              onValue={(value) => {
                setCode(value);
                if (redeem.isError || redeem.isSuccess) redeem.reset();
              }}
              className="h-12 font-mono text-lg tracking-widest uppercase"
            />
          )}
        </Field>
        {loggedIn ? (
          <Button type="submit" size="lg" loading={redeem.isPending} disabled={code.trim() === ''}>
            <TicketPercent aria-hidden="true" />
            {t('offers:redeem.submit')}
          </Button>
        ) : (
          <Button type="submit" size="lg">
            <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
            {t('offers:redeem.login')}
          </Button>
        )}
        <div aria-live="polite">
          {redeem.isSuccess && <Redeemed result={redeem.data} />}
          {errorText && (
            <Alert severity="high" title={t('offers:redeem.failed')}>
              {errorText}
            </Alert>
          )}
        </div>
      </form>
    </Card>
  );
}

function Redeemed({ result }: { result: RedeemResult }) {
  const { t, i18n } = useTranslation('offers');
  const n = (value: number) => formatNumber(value, i18n.language);
  let detail: string;
  if (result.rewardKind === 'web_points') {
    detail = t('redeem.reward.webPoints', { count: result.webPoints, amount: n(result.webPoints) });
  } else if (result.rewardKind === 'game_items') {
    const items = [
      result.tickets > 0
        ? t('redeem.items.tickets', { count: result.tickets, amount: n(result.tickets) })
        : null,
      result.energy > 0 ? t('redeem.items.energy', { count: result.energy, amount: n(result.energy) }) : null,
      result.skillPoints > 0
        ? t('redeem.items.skillPoints', { count: result.skillPoints, amount: n(result.skillPoints) })
        : null,
    ].filter(Boolean);
    detail = t('redeem.reward.gameItems', { items: items.join(' · ') });
  } else {
    detail = t('redeem.reward.purchaseBonus', {
      percent: n(result.bonusPercent),
      date: result.bonusExpiresAt ? formatLocalTime(result.bonusExpiresAt, i18n.language, 'date') : '',
    });
  }
  return (
    <Alert severity="low" title={t('redeem.success')}>
      <span className="inline-flex items-start gap-2">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        {detail}
      </span>
    </Alert>
  );
}
