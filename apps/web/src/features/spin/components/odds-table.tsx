import type { SpinSegment } from '@pitchside/contract/spin';
import { Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/format-number';
import type { SpinWheel } from '../api/get-spin-wheel';
import { jackpotIndex, usePrizeText } from './prize-text';
import { segmentColors } from './segment-colors';
import { numberFormat } from '@/lib/format/intl-formats';

const KIND_ORDER: Record<SpinSegment['kind'], number> = { none: 0, tickets: 1, web_points: 2 };

/**
 * The published odds of the player's tier (loot odds must be disclosed), straight from the
 * server that draws with exactly these weights, and the daily limit of the jackpot.
 */
export function OddsTable({ wheel }: { wheel: SpinWheel }) {
  const { t, i18n } = useTranslation('spin');
  const prizeText = usePrizeText();
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const rows = [...wheel.segments].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.amount - b.amount,
  );
  const columns: DataTableColumn<SpinSegment>[] = [
    {
      id: 'prize',
      header: t('odds.prize'),
      rowHeader: true,
      cell: (segment) => (
        <span className="flex flex-wrap items-center gap-2">
          <span
            aria-hidden="true"
            className="size-3 shrink-0 rounded-full ring-2 ring-black/40"
            style={{ backgroundColor: segmentColors(segment).fill }}
          />
          <span className={cn('font-medium', !segment.available && 'text-fg-muted')}>
            {prizeText(segment)}
          </span>
          {!segment.available && <Badge variant="warning">{t('odds.unavailable')}</Badge>}
        </span>
      ),
    },
    {
      id: 'chance',
      header: t('odds.chance'),
      align: 'end',
      className: 'font-display text-base font-bold',
      cell: (segment) => percent.format(segment.probability),
    },
  ];
  const jackpot = wheel.segments[jackpotIndex(wheel.segments)];
  const limit = wheel.jackpot.dailyLimit;

  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="display-caps flex items-center gap-2 text-2xl text-fg">
          <Percent aria-hidden="true" className="size-5 text-primary" />
          {t('odds.title')}
        </h2>
        <Badge variant={wheel.tier > 0 ? 'vip' : 'neutral'} withIcon={wheel.tier > 0}>
          {t('odds.tier', { tier: wheel.tierName })}
        </Badge>
      </div>

      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(segment) => segment.slug}
        caption={t('odds.caption', { tier: wheel.tierName })}
        density="compact"
        className="-mx-2.5 sm:mx-0"
      />

      <div className="mt-4 space-y-1.5 rounded-xl border border-border bg-surface-2/70 p-3 text-sm text-fg-muted">
        {jackpot && (
          <p>
            {t('odds.jackpotLimit', {
              count: limit,
              limit: formatNumber(limit, i18n.language),
              prize: prizeText(jackpot),
            })}
          </p>
        )}
        <p className="font-medium text-fg">
          {t('odds.jackpotWon', {
            won: formatNumber(wheel.jackpot.wonToday, i18n.language),
            limit: formatNumber(limit, i18n.language),
          })}
        </p>
        <p>{t('odds.reset')}</p>
      </div>
    </Card>
  );
}
