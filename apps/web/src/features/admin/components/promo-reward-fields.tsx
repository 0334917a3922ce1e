import { PROMO_REWARD_KINDS, type PromoRewardKind } from '@pitchside/contract/codes';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { InputField } from './input-field';

const ITEMS = ['tickets', 'energy', 'skillPoints'] as const;
export type PromoAmounts = Record<
  | 'webPoints'
  | 'tickets'
  | 'energy'
  | 'skillPoints'
  | 'bonusPercent'
  | 'bonusDays'
  | 'discountPercent'
  | 'discountProductId',
  string
>;

export const whole = (text: string, max: number) => /^\d{1,8}$/.test(text.trim()) && Number(text) <= max;

/** What is wrong with the reward of the chosen kind: an amount out of range, or nothing to give. */
export function promoRewardError(kind: PromoRewardKind, amounts: PromoAmounts, t: TFunction<'admin'>) {
  const amount = (key: keyof PromoAmounts, max: number) =>
    whole(amounts[key], max) ? undefined : t('promo.form.amountInvalid');
  if (kind === 'web_points')
    return (
      amount('webPoints', 100_000) ??
      (Number(amounts.webPoints) > 0 ? undefined : t('promo.form.rewardEmpty'))
    );
  if (kind === 'game_items')
    return (
      ITEMS.map((key) => amount(key, 10_000)).find(Boolean) ??
      (ITEMS.some((key) => Number(amounts[key]) > 0) ? undefined : t('promo.form.rewardEmpty'))
    );
  if (kind === 'discount')
    return (
      amount('discountPercent', 90) ??
      amount('discountProductId', 1_000_000) ??
      (Number(amounts.discountPercent) > 0 ? undefined : t('promo.form.rewardEmpty'))
    );
  return (
    amount('bonusPercent', 100) ??
    amount('bonusDays', 365) ??
    (Number(amounts.bonusPercent) > 0 && Number(amounts.bonusDays) > 0
      ? undefined
      : t('promo.form.rewardEmpty'))
  );
}

/** The reward of a promo campaign: its kind, then the amounts that kind gives. */
export function PromoRewardFields(props: {
  kind: PromoRewardKind;
  onKind: (kind: PromoRewardKind) => void;
  amounts: PromoAmounts;
  onAmounts: (amounts: PromoAmounts) => void;
  touched: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const { kind, amounts, touched } = props;
  const numberField = (key: keyof PromoAmounts, label: string, max: number) => (
    <InputField
      key={key}
      label={label}
      error={touched && !whole(amounts[key], max) ? t('promo.form.amountInvalid') : undefined}
      inputMode="numeric"
      value={amounts[key]}
      onValue={(value) => props.onAmounts({ ...amounts, [key]: value })}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-fg">{t('promo.form.reward')}</legend>
      <Select
        aria-label={t('promo.form.reward')}
        value={kind}
        onChange={(e) => props.onKind(e.target.value as PromoRewardKind)}
      >
        {PROMO_REWARD_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`promo.rewards.${value}`)}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-3">
        {kind === 'web_points' && numberField('webPoints', t('promo.items.webPoints'), 100_000)}
        {kind === 'game_items' && ITEMS.map((key) => numberField(key, t(`promo.items.${key}`), 10_000))}
        {kind === 'purchase_bonus' && (
          <>
            {numberField('bonusPercent', t('promo.items.bonusPercent'), 100)}
            {numberField('bonusDays', t('promo.items.bonusDays'), 365)}
          </>
        )}
        {kind === 'discount' && (
          <>
            {numberField('discountPercent', t('promo.items.discountPercent'), 90)}
            {/* 0: any product (decision 0031). */}
            {numberField('discountProductId', t('promo.items.discountProductId'), 1_000_000)}
          </>
        )}
      </div>
      {touched && props.error && <p className="text-xs font-medium text-danger">{props.error}</p>}
    </fieldset>
  );
}
