import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from './input-field';

const TIERS = [0, 1, 2, 3, 4, 5] as const;

/** Who may redeem a promo campaign: VIP tiers, never bought, registered between two days. */
export function PromoEligibilityFields(props: {
  tiers: number[];
  onTiers: (tiers: number[]) => void;
  neverBought: boolean;
  onNeverBought: (on: boolean) => void;
  registeredAfter: string;
  onRegisteredAfter: (day: string) => void;
  registeredBefore: string;
  onRegisteredBefore: (day: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { tiers } = props;
  return (
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
              props.onTiers(on ? [...tiers, tier].sort() : tiers.filter((value) => value !== tier))
            }
          />
        ))}
      </div>
      <Checkbox
        label={t('promo.form.neverBought')}
        checked={props.neverBought}
        onCheckedChange={props.onNeverBought}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('promo.form.registeredAfter')}
          type="date"
          value={props.registeredAfter}
          onValue={props.onRegisteredAfter}
        />
        <InputField
          label={t('promo.form.registeredBefore')}
          type="date"
          value={props.registeredBefore}
          onValue={props.onRegisteredBefore}
        />
      </div>
    </fieldset>
  );
}
