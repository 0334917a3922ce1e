import {
  PROMO_CODE_PATTERN,
  PROMO_REWARD_KINDS,
  normalisePromoCode,
  type PromoRewardKind,
} from '@pitchside/contract/codes';
import { TicketPercent } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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

const ITEMS = ['tickets', 'energy', 'skillPoints'] as const;
const TIERS = [0, 1, 2, 3, 4, 5] as const;
const whole = (text: string, max: number) => /^\d{1,8}$/.test(text.trim()) && Number(text) <= max;
/** `datetime-local` / `date` values in the browser's zone ↔ ISO instants. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);
const toLocal = (iso: string | null, length: 16 | 10) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, length);
};

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

  const amount = (key: keyof typeof amounts, max: number) =>
    whole(amounts[key], max) ? undefined : t('promo.form.amountInvalid');
  const errors = {
    name: name.trim() ? undefined : t('promo.form.nameRequired'),
    code:
      campaign || kind === 'batch' || PROMO_CODE_PATTERN.test(normalisePromoCode(code))
        ? undefined
        : t('promo.form.codeInvalid'),
    cap: campaign?.kind === 'batch' || whole(cap, 10_000_000) ? undefined : t('promo.form.amountInvalid'),
    perPlayer: whole(perPlayer, 100) && Number(perPlayer) >= 1 ? undefined : t('promo.form.amountInvalid'),
    window: startsAt && endsAt && endsAt <= startsAt ? t('promo.form.windowInvalid') : undefined,
    reward:
      rewardKind === 'web_points'
        ? (amount('webPoints', 100_000) ??
          (Number(amounts.webPoints) > 0 ? undefined : t('promo.form.rewardEmpty')))
        : rewardKind === 'game_items'
          ? (ITEMS.map((key) => amount(key, 10_000)).find(Boolean) ??
            (ITEMS.some((key) => Number(amounts[key]) > 0) ? undefined : t('promo.form.rewardEmpty')))
          : rewardKind === 'discount'
            ? (amount('discountPercent', 90) ??
              amount('discountProductId', 1_000_000) ??
              (Number(amounts.discountPercent) > 0 ? undefined : t('promo.form.rewardEmpty')))
            : (amount('bonusPercent', 100) ??
              amount('bonusDays', 365) ??
              (Number(amounts.bonusPercent) > 0 && Number(amounts.bonusDays) > 0
                ? undefined
                : t('promo.form.rewardEmpty'))),
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
  const numberField = (key: keyof typeof amounts, label: string, max: number) => (
    <Field key={key} label={label} error={touched ? amount(key, max) : undefined}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          value={amounts[key]}
          onChange={(e) => setAmounts({ ...amounts, [key]: e.target.value })}
        />
      )}
    </Field>
  );

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
          <Field label={t('promo.form.name')} error={touched ? errors.name : undefined}>
            {(control) => (
              <Input {...control} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
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
            <Field
              label={t('promo.form.code')}
              hint={t('promo.form.codeHint')}
              error={touched ? errors.code : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  value={code}
                  disabled={campaign !== null}
                  dir="ltr"
                  className="font-mono uppercase"
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                />
              )}
            </Field>
          )}
          <Field
            label={kind === 'shared' ? t('promo.form.maxUses') : t('promo.form.quantity')}
            error={touched ? errors.cap : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={cap}
                disabled={campaign?.kind === 'batch'}
                onChange={(e) => setCap(e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-fg">{t('promo.form.reward')}</legend>
          <Select
            aria-label={t('promo.form.reward')}
            value={rewardKind}
            onChange={(e) => setRewardKind(e.target.value as PromoRewardKind)}
          >
            {PROMO_REWARD_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`promo.rewards.${value}`)}
              </option>
            ))}
          </Select>
          <div className="grid gap-4 sm:grid-cols-3">
            {rewardKind === 'web_points' && numberField('webPoints', t('promo.items.webPoints'), 100_000)}
            {rewardKind === 'game_items' &&
              ITEMS.map((key) => numberField(key, t(`promo.items.${key}`), 10_000))}
            {rewardKind === 'purchase_bonus' && (
              <>
                {numberField('bonusPercent', t('promo.items.bonusPercent'), 100)}
                {numberField('bonusDays', t('promo.items.bonusDays'), 365)}
              </>
            )}
            {rewardKind === 'discount' && (
              <>
                {numberField('discountPercent', t('promo.items.discountPercent'), 90)}
                {numberField('discountProductId', t('promo.items.discountProductId'), 1_000_000)}
              </>
            )}
          </div>
          {touched && errors.reward && <p className="text-xs font-medium text-danger">{errors.reward}</p>}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('promo.form.startsAt')} error={touched ? errors.window : undefined}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('promo.form.endsAt')}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('promo.form.perPlayer')} error={touched ? errors.perPlayer : undefined}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={perPlayer}
                onChange={(e) => setPerPlayer(e.target.value)}
              />
            )}
          </Field>
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-fg">{t('promo.form.eligibility')}</legend>
          <p className="text-xs text-fg-subtle">{t('promo.form.tiersHint')}</p>
          <div className="flex flex-wrap gap-4">
            {TIERS.map((tier) => (
              <Checkbox
                key={tier}
                label={t(`promo.tiers.${tier}`)}
                checked={tiers.includes(tier)}
                onCheckedChange={(on) =>
                  setTiers(on ? [...tiers, tier].sort() : tiers.filter((value) => value !== tier))
                }
              />
            ))}
          </div>
          <Checkbox
            label={t('promo.form.neverBought')}
            checked={neverBought}
            onCheckedChange={setNeverBought}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('promo.form.registeredAfter')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={registeredAfter}
                  onChange={(e) => setRegisteredAfter(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('promo.form.registeredBefore')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={registeredBefore}
                  onChange={(e) => setRegisteredBefore(e.target.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <FormButtons
          onCancel={() => onClose(null)}
          submitLabel={campaign ? t('promo.form.save') : t('promo.form.create')}
          pending={saving.isPending}
        />
      </form>
    </Dialog>
  );
}
