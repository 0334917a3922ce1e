import { BALANCE_CATEGORIES } from '@pitchside/contract/balance-limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import type { BalanceSummary } from '../api/balance-summary';

const BAR: Record<(typeof BALANCE_CATEGORIES)[number], string> = {
  paid: 'bg-primary',
  free: 'bg-info',
  bonus: 'bg-accent',
  deduction: 'bg-danger',
};

/**
 * Web points per category as horizontal bars. Drawn with CSS, no chart library: each bar is a
 * list item whose label and number are real text (what a screen reader reads); the bar itself is
 * decoration sized relative to the largest category.
 */
export function BalanceCategoryChart({ categories }: { categories: BalanceSummary['categories'] }) {
  const { t, i18n } = useTranslation('wallet');
  const headingId = useId();
  const largest = Math.max(...BALANCE_CATEGORIES.map((category) => Math.abs(categories[category])));
  return (
    <Card className="p-5 sm:p-6">
      <h3 id={headingId} className="font-display text-lg font-bold uppercase tracking-wide text-fg">
        {t('balance.chart.title')}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t('balance.chart.description')}</p>
      {largest === 0 ? (
        <p className="mt-4 text-sm text-fg-muted">{t('balance.chart.empty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-5 flex flex-col gap-4">
          {BALANCE_CATEGORIES.map((category) => {
            const value = Math.abs(categories[category]);
            // A non-zero category keeps a sliver of bar so it never looks like nothing happened.
            const width = value === 0 ? 0 : Math.max(2, Math.round((value / largest) * 100));
            return (
              <li
                key={category}
                className="grid grid-cols-[6.5rem_1fr] items-center gap-3 sm:grid-cols-[8rem_1fr]"
              >
                <span className="text-sm font-medium text-fg">{t(`balance.categories.${category}`)}</span>
                <span className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-white/[0.06]"
                  >
                    <span
                      className={cn('block h-full rounded-full', BAR[category])}
                      style={{ width: `${width}%` }}
                      data-category-bar={category}
                    />
                  </span>
                  <span className="w-20 shrink-0 text-end font-display text-base font-bold tabular-nums text-fg">
                    {t('balance.wp', { value: formatNumber(value, i18n.language) })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
