import { BALANCE_RANGES, type BalanceRange } from '@pitchside/contract/balance-limits';
import { ToggleGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';

interface BalanceRangePickerProps {
  value: BalanceRange;
  onChange: (range: BalanceRange) => void;
}

/** The six date ranges of spec §9 as one single-choice group (arrow keys move, Space picks). */
export function BalanceRangePicker({ value, onChange }: BalanceRangePickerProps) {
  const { t } = useTranslation('wallet');
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports "" when the active item is pressed again; a range is always chosen.
      onValueChange={(next) => {
        const range = BALANCE_RANGES.find((candidate) => candidate === next);
        if (range) onChange(range);
      }}
      aria-label={t('balance.ranges.label')}
      className="flex flex-wrap gap-1.5"
    >
      {BALANCE_RANGES.map((range) => (
        <ToggleGroup.Item
          key={range}
          value={range}
          className="focus-ring h-9 rounded-full border border-border-strong bg-surface-2 px-3.5 text-sm font-medium text-fg-muted transition-colors hover:text-fg data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-fg"
        >
          {t(`balance.ranges.${range}`)}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
