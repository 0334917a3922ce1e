import { LEADERBOARD_SIZES, PURCHASE_PERIODS, type PurchaserRow } from '@pitchside/contract/stats';
import { Gem } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { PurchasePeriod } from '../api/query-keys';
import { useTopPurchasers } from '../api/top-purchasers';
import { CompactValue, PlainNumber } from '../components/leaderboard-cells';
import { ListState } from '../components/list-state';
import { RankedPlayerTable } from '../components/ranked-player-table';
import { RefreshNote } from '../components/refresh-note';

// The spec lists the periods as all time, last 30 days, this month.
const PERIODS: readonly PurchasePeriod[] = ['alltime', 'last30days', 'monthly'];

/** Spec §2 "Top Web Point Leaderboard": top 20 buyers of web points for a chosen period. */
export function TopPurchasersPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const [period, setPeriod] = useState<PurchasePeriod>('alltime');
  const query = useTopPurchasers(period);
  const size = LEADERBOARD_SIZES.purchasers;
  const caption = t('purchasers.caption', { size, period: t(`purchasers.periods.${period}`) });

  const table = (rows: readonly PurchaserRow[], loading = false) => (
    <RankedPlayerTable<PurchaserRow>
      rows={rows}
      caption={caption}
      loading={loading}
      skeletonRows={size}
      values={[
        {
          id: 'wp',
          header: t('columns.totalWp'),
          align: 'end',
          cell: (r) => <CompactValue value={r.TotalWebPoints} className="font-bold text-accent" />,
        },
        {
          id: 'purchases',
          header: t('columns.purchases'),
          align: 'end',
          cell: (r) => <PlainNumber value={r.PurchaseCount} />,
        },
      ]}
    />
  );

  return (
    <>
      <PageHeader
        title={t('routes:topPurchasers')}
        description={t('purchasers.description')}
        icon={<Gem />}
      />
      <Tabs
        value={period}
        onValueChange={(value) => setPeriod(PURCHASE_PERIODS.find((p) => p === value) ?? 'alltime')}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label={t('purchasers.periodLabel')}>
            {PERIODS.map((p) => (
              <TabsTrigger key={p} value={p}>
                {t(`purchasers.periods.${p}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <RefreshNote />
        </div>
        <TabsContent value={period}>
          <Card
            className={cn('overflow-hidden transition-opacity', query.isPlaceholderData && 'opacity-60')}
            aria-busy={query.isPlaceholderData || undefined}
          >
            <ListState query={query} loading={table([], true)}>
              {(rows) => table(rows)}
            </ListState>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
