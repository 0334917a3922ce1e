import {
  TICKET_AGE_BUCKETS,
  TICKET_AGE_STARTS_DAYS,
  type TicketAgeBucket,
} from '@pitchside/contract/admin-sales';
import { useTranslation } from 'react-i18next';
import type { SalesStats } from '../../api/get-sales-stats';
import { DashboardCard } from './dashboard-card';
import { ShareBars } from './share-bars';
import type { DashboardFormat } from './use-dashboard-format';

/** Support tickets not closed, by how long ago they were opened: where the queue is ageing. */
export function TicketAgesCard({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  // Labels built from the contract's day boundaries, numbers and plurals by Intl in any language.
  const label = (bucket: TicketAgeBucket, index: number) => {
    const start = TICKET_AGE_STARTS_DAYS[bucket];
    const nextBucket = TICKET_AGE_BUCKETS[index + 1];
    if (!nextBucket) return t('dashboard.ageOver', { age: format.days(start) });
    const end = TICKET_AGE_STARTS_DAYS[nextBucket];
    if (start === 0) return t('dashboard.ageUnder', { age: format.days(end) });
    return t('dashboard.ageBetween', { from: format.count(start), to: format.days(end) });
  };
  return (
    <DashboardCard title={t('dashboard.ticketAges')}>
      <ShareBars
        rows={TICKET_AGE_BUCKETS.map((bucket, index) => ({
          key: bucket,
          label: label(bucket, index),
          value: stats.openTicketsByAge[bucket],
        }))}
        formatValue={format.count}
        barClassName="bg-primary"
      />
    </DashboardCard>
  );
}
