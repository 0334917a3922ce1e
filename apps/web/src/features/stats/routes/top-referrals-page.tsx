import { LEADERBOARD_SIZES, type ReferralRow } from '@pitchside/contract/stats';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useTopReferrals } from '../api/top-referrals';
import { PlainNumber } from '../components/leaderboard-cells';
import { ListState } from '../components/list-state';
import { RankedPlayerTable } from '../components/ranked-player-table';
import { RefreshNote } from '../components/refresh-note';

/** Spec §2 "Referrals leaderboard": top 20 (rank, player, team, referrals count). */
export function TopReferralsPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const query = useTopReferrals();
  const size = LEADERBOARD_SIZES.referrals;
  const caption = t('leaderboards.topReferrers', { size });
  const table = (rows: readonly ReferralRow[], loading = false) => (
    <RankedPlayerTable<ReferralRow>
      rows={rows}
      caption={caption}
      loading={loading}
      skeletonRows={size}
      values={[
        {
          id: 'referrals',
          header: t('columns.referrals'),
          align: 'end',
          cell: (r) => <PlainNumber value={r.ReferralCount} className="font-bold text-primary" />,
        },
      ]}
    />
  );
  return (
    <>
      <PageHeader
        title={t('routes:topReferrals')}
        description={t('leaderboards.referralsDescription')}
        icon={<UserPlus />}
      />
      <RefreshNote className="-mt-2 mb-4 sm:-mt-4" />
      <Card className="overflow-hidden">
        <ListState query={query} loading={table([], true)}>
          {(rows) => table(rows)}
        </ListState>
      </Card>
    </>
  );
}
