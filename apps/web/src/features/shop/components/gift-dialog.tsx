import type { GameUser } from '@pitchside/contract/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Gift, Search, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format/format-money';
import { formatNumber } from '@/lib/format/format-number';
import { useCreateGiftLink } from '../api/create-gift-link';
import { useSearchGiftRecipient } from '../api/search-gift-recipient';
import { usePaymentErrorText } from '../lib/payment-errors';

export interface GiftProduct {
  slug: string;
  name: string;
  priceCents: number;
}

interface GiftDialogProps {
  /** The pack to gift; null keeps the dialog closed. */
  product: GiftProduct | null;
  onClose: () => void;
}

// The message is an i18n key, resolved when shown, so a language change re-translates it.
const searchSchema = z.object({
  referralId: z.string().trim().min(1, { message: 'gift.referralRequired' }).max(40),
});
type SearchValues = z.infer<typeof searchSchema>;

/**
 * Gifting (spec §1, §7): find the recipient by referral ID, show who they are, confirm, then
 * pay by redirect. Keyed by the product outside, so each opening starts at the search step.
 */
export function GiftDialog({ product, onClose }: GiftDialogProps) {
  const { t } = useTranslation('shop');
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('gift.title')}
      description={product ? t('gift.description', { product: product.name }) : undefined}
      icon={<Gift />}
    >
      {product && <GiftFlow key={product.slug} product={product} />}
    </Dialog>
  );
}

function GiftFlow({ product }: { product: GiftProduct }) {
  const [recipient, setRecipient] = useState<GameUser | null>(null);
  return recipient ? (
    <ConfirmStep product={product} recipient={recipient} onBack={() => setRecipient(null)} />
  ) : (
    <SearchStep onFound={setRecipient} />
  );
}

function SearchStep({ onFound }: { onFound: (user: GameUser) => void }) {
  const { t } = useTranslation('shop');
  const errorText = usePaymentErrorText();
  const search = useSearchGiftRecipient();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SearchValues>({ resolver: zodResolver(searchSchema), defaultValues: { referralId: '' } });

  const submit = handleSubmit(({ referralId }) => {
    search.mutate(referralId, { onSuccess: onFound });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="referralId"
        render={({ field }) => (
          <Field
            label={t('gift.referralLabel')}
            hint={t('gift.referralHint')}
            error={
              errors.referralId?.message ? t(errors.referralId.message as 'gift.referralRequired') : undefined
            }
          >
            {(wiring) => (
              <Input
                {...wiring}
                {...field}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={t('gift.referralPlaceholder')}
                disabled={search.isPending}
              />
            )}
          </Field>
        )}
      />
      {search.isError && (
        <Alert severity="high">{errorText(search.error, 'searchUser', { isGift: true })}</Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={search.isPending}>
          {!search.isPending && <Search aria-hidden="true" />}
          {t('gift.search')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmStep({
  product,
  recipient,
  onBack,
}: {
  product: GiftProduct;
  recipient: GameUser;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const errorText = usePaymentErrorText();
  const gift = useCreateGiftLink();
  // EU CRD art. 16(m): the buyer agrees to delivery at once and the loss of withdrawal first.
  const [agreed, setAgreed] = useState(false);
  const [asked, setAsked] = useState(false);
  // On success the browser is leaving for checkout: keep the button busy until it has.
  const busy = gift.isPending || gift.isSuccess;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg">{t('gift.confirmQuestion')}</p>
      <dl className="grid grid-cols-1 gap-2 rounded-xl border border-border bg-surface-2/70 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs uppercase tracking-wider text-fg-muted">{t('gift.nickname')}</dt>
          <dd className="mt-0.5 font-semibold text-fg" data-testid="gift-recipient-nickname">
            {recipient.NickName}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-fg-muted">{t('gift.team')}</dt>
          <dd className="mt-0.5 font-semibold text-fg">{recipient.TeamName ?? t('gift.noTeam')}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wider text-fg-muted">{t('gift.level')}</dt>
          <dd className="mt-0.5 font-semibold tabular-nums text-fg">
            {formatNumber(recipient.UserLevel, i18n.language)}
          </dd>
        </div>
      </dl>
      <p className="flex items-center justify-between gap-3 rounded-xl border border-border px-4 py-3 text-sm">
        <span className="text-fg">{product.name}</span>
        <span className="font-display text-xl font-bold tabular-nums text-fg">
          {formatMoney(product.priceCents, i18n.language)}
        </span>
      </p>
      <p className="flex items-start gap-2 text-xs text-fg-muted [&_svg]:size-4">
        <ShieldCheck aria-hidden="true" className="mt-px shrink-0 text-primary" />
        {t('gift.payNote', { nickname: recipient.NickName })}
      </p>
      <Checkbox
        label={t('consent.label')}
        checked={agreed}
        onCheckedChange={setAgreed}
        className="items-start"
      />
      {asked && !agreed && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('consent.required')}
        </p>
      )}
      {gift.isError && (
        <Alert severity="high">{errorText(gift.error, 'createGiftLink', { isGift: true })}</Alert>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('gift.back')}
        </Button>
        <Button
          onClick={() => {
            setAsked(true);
            if (agreed) gift.mutate({ variantId: product.slug, recipientReferralId: recipient.ReferralId });
          }}
          loading={busy}
        >
          {!busy && <Gift aria-hidden="true" />}
          {busy ? t('card.redirecting') : t('gift.confirm')}
        </Button>
      </div>
    </div>
  );
}
