import { PROMO_CODE_PATTERN, normalisePromoCode, type PromoRewardKind } from '@pitchside/contract/codes';
import { TicketPercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api/api-error';
import {
  useCreatePromoCode,
  useUpdatePromoCode,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodeUpdate,
} from '../api/promo-codes';
import { FormButtons } from './form-buttons';
import { InputField, toIsoInstant as toIso, toLocalInput as toLocal } from './input-field';
import { PromoEligibilityFields } from './promo-eligibility-fields';
import { PromoRewardFields, promoRewardError, whole } from './promo-reward-fields';

/** Creates a campaign (a shared code or a batch) or edits one's reward and rules. */
export function PromoCodeDialog({
  campaign,
  onClose,
}: {
  campaign: PromoCode | null;
  onClose: (saved: string | null) => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode(campaign?.id ?? 0);
  const saving = campaign ? update : create;
  const [name, setName] = useState(campaign?.name ?? '');
  const [kind, setKind] = useState<'shared' | 'batch'>(campaign?.kind ?? 'shared');
  const [code, setCode] = useState(campaign?.code ?? '');
  const [cap, setCap] = useState(String(campaign?.maxUses ?? 100));
  const [rewardKind, setRewardKind] = useState<PromoRewardKind>(campaign?.rewardKind ?? 'web_points');
  const [amounts, setAmounts] = useState({
    webPoints: String(campaign?.webPoints ?? 100),
    tickets: String(campaign?.tickets ?? 0),
    energy: String(campaign?.energy ?? 0),
    skillPoints: String(campaign?.skillPoints ?? 0),
    bonusPercent: String(campaign?.bonusPercent ?? 10),
    bonusDays: String(campaign?.bonusDays ?? 7),
    discountPercent: String(campaign?.discountPercent ?? 10),
    // 0: any product (decision 0031).
    discountProductId: String(campaign?.discountProductId ?? 0),
  });
  const [startsAt, setStartsAt] = useState(toLocal(campaign?.startsAt ?? null, 16));
  const [endsAt, setEndsAt] = useState(toLocal(campaign?.endsAt ?? null, 16));
  const [perPlayer, setPerPlayer] = useState(String(campaign?.perPlayerLimit ?? 1));
  const [tiers, setTiers] = useState<number[]>(campaign?.vipTiers ?? []);
  const [neverBought, setNeverBought] = useState(campaign?.neverBought ?? false);
  const [registeredAfter, setRegisteredAfter] = useState(toLocal(campaign?.registeredAfter ?? null, 10));
  const [registeredBefore, setRegisteredBefore] = useState(toLocal(campaign?.registeredBefore ?? null, 10));
  const [touched, setTouched] = useState(false);

  const errors = {
    name: name.trim() ? undefined : t('promo.form.nameRequired'),
    code:
      campaign || kind === 'batch' || PROMO_CODE_PATTERN.test(normalisePromoCode(code))
        ? undefined
        : t('promo.form.codeInvalid'),
    cap: campaign?.kind === 'batch' || whole(cap, 10_000_000) ? undefined : t('promo.form.amountInvalid'),
    perPlayer: whole(perPlayer, 100) && Number(perPlayer) >= 1 ? undefined : t('promo.form.amountInvalid'),
    window: startsAt && endsAt && endsAt <= startsAt ? t('promo.form.windowInvalid') : undefined,
    reward: promoRewardError(rewardKind, amounts, t),
  };
  const invalid = Object.values(errors).some(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    const rules = {
      name: name.trim(),
      rewardKind,
      webPoints: Number(amounts.webPoints),
      tickets: Number(amounts.tickets),
      energy: Number(amounts.energy),
      skillPoints: Number(amounts.skillPoints),
      bonusPercent: Number(amounts.bonusPercent),
      bonusDays: Number(amounts.bonusDays),
      discountPercent: Number(amounts.discountPercent),
      discountProductId: Number(amounts.discountProductId) || null,
      startsAt: toIso(startsAt),
      endsAt: toIso(endsAt),
      perPlayerLimit: Number(perPlayer),
      vipTiers: tiers,
      neverBought,
      registeredAfter: toIso(registeredAfter),
      registeredBefore: toIso(registeredBefore),
    };
    try {
      if (campaign) {
        const body: PromoCodeUpdate = { ...rules, maxUses: campaign.kind === 'batch' ? null : Number(cap) };
        await update.mutateAsync(body);
      } else {
        const body: PromoCodeCreate =
          kind === 'shared'
            ? { ...rules, kind, code: normalisePromoCode(code), maxUses: Number(cap) }
            : { ...rules, kind, quantity: Number(cap) };
        await create.mutateAsync(body);
      }
      onClose(rules.name);
    } catch {
      /* shown from saving.error */
    }
  };

  const taken = isApiError(saving.error) && saving.error.status === 409;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(null)}
      icon={<TicketPercent />}
      title={campaign ? t('promo.form.editTitle', { name: campaign.name }) : t('promo.form.createTitle')}
      description={t('promo.form.body')}
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {saving.isError && (
          <Alert severity="high">{taken ? t('promo.form.conflict') : t('actions.failed')}</Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('promo.form.name')}
            error={touched ? errors.name : undefined}
            value={name}
            maxLength={100}
            onValue={setName}
          />
          <Field label={t('promo.form.kind')}>
            {(control) => (
              <Select
                {...control}
                value={kind}
                disabled={campaign !== null}
                onChange={(e) => setKind(e.target.value as 'shared' | 'batch')}
              >
                <option value="shared">{t('promo.kinds.shared')}</option>
                <option value="batch">{t('promo.kinds.batch')}</option>
              </Select>
            )}
          </Field>
          {kind === 'shared' && (
            <InputField
              label={t('promo.form.code')}
              hint={t('promo.form.codeHint')}
              error={touched ? errors.code : undefined}
              value={code}
              disabled={campaign !== null}
              dir="ltr"
              className="font-mono uppercase"
              onValue={(value) => setCode(value.toUpperCase())}
            />
          )}
          <InputField
            label={kind === 'shared' ? t('promo.form.maxUses') : t('promo.form.quantity')}
            error={touched ? errors.cap : undefined}
            inputMode="numeric"
            value={cap}
            disabled={campaign?.kind === 'batch'}
            onValue={setCap}
          />
        </div>
        <PromoRewardFields
          kind={rewardKind}
          onKind={setRewardKind}
          amounts={amounts}
          onAmounts={setAmounts}
          touched={touched}
          error={errors.reward}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField
            label={t('promo.form.startsAt')}
            error={touched ? errors.window : undefined}
            type="datetime-local"
            value={startsAt}
            onValue={setStartsAt}
          />
          <InputField
            label={t('promo.form.endsAt')}
            type="datetime-local"
            value={endsAt}
            onValue={setEndsAt}
          />
          <InputField
            label={t('promo.form.perPlayer')}
            error={touched ? errors.perPlayer : undefined}
            inputMode="numeric"
            value={perPlayer}
            onValue={setPerPlayer}
          />
        </div>
        <PromoEligibilityFields
          tiers={tiers}
          onTiers={setTiers}
          neverBought={neverBought}
          onNeverBought={setNeverBought}
          registeredAfter={registeredAfter}
          onRegisteredAfter={setRegisteredAfter}
          registeredBefore={registeredBefore}
          onRegisteredBefore={setRegisteredBefore}
        />
        <FormButtons
          onCancel={() => onClose(null)}
          submitLabel={campaign ? t('promo.form.save') : t('promo.form.create')}
          pending={saving.isPending}
        />
      </form>
    </Dialog>
  );
}
