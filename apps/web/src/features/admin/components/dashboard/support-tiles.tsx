import { Clock, LifeBuoy, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/ui/stat-tile';
import type { SalesStats } from '../../api/get-sales-stats';
import type { DashboardFormat } from './use-dashboard-format';

/** Support's queue and reply time, and the players who came and played. */
export function SupportTiles({ stats, format }: { stats: SalesStats; format: DashboardFormat }) {
  const { t } = useTranslation('admin');
  const reply = stats.medianFirstReplySeconds === null ? '—' : format.duration(stats.medianFirstReplySeconds);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label={t('dashboard.openTickets')}
        value={format.count(stats.openTickets)}
        icon={<LifeBuoy />}
      />
      <StatTile label={t('dashboard.medianFirstReply')} value={reply} icon={<Clock />} />
      <StatTile label={t('dashboard.signUps')} value={format.count(stats.signUps)} icon={<UserPlus />} />
      <StatTile
        label={t('dashboard.activePlayers')}
        value={format.count(stats.activePlayers)}
        icon={<Users />}
      />
    </div>
  );
}
