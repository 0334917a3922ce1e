import { LEADERBOARD_SIZES } from '@pitchside/contract/stats';
import { Earth } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useGlobalPlayers } from '../api/global-players';
import { useGlobalTeams } from '../api/global-teams';
import { PlayerTeamTabs } from '../components/player-team-tabs';
import { RefreshNote } from '../components/refresh-note';

/** Spec §2 "Global leaderboard": top 50 teams by total power and top 50 players by total level. */
export function TopGlobalPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const players = useGlobalPlayers();
  const teams = useGlobalTeams();
  const size = LEADERBOARD_SIZES.global;
  return (
    <>
      <PageHeader
        title={t('routes:topGlobal')}
        description={t('leaderboards.globalDescription')}
        icon={<Earth />}
      />
      <PlayerTeamTabs
        aside={<RefreshNote />}
        size={size}
        players={{ query: players, metric: 'total', title: t('leaderboards.topPlayers', { size }) }}
        teams={{ query: teams, metric: 'total', title: t('leaderboards.topTeams', { size }) }}
      />
    </>
  );
}
