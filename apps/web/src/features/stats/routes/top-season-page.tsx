import { LEADERBOARD_SIZES } from '@pitchside/contract/stats';
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useSeasonPlayers } from '../api/season-players';
import { useSeasonTeams } from '../api/season-teams';
import { PlayerTeamTabs } from '../components/player-team-tabs';
import { RefreshNote } from '../components/refresh-note';

/** Spec §2 "Season leaderboard": top 30 players by season level and top 30 teams by season power. */
export function TopSeasonPage() {
  const { t } = useTranslation(['stats', 'routes']);
  const players = useSeasonPlayers();
  const teams = useSeasonTeams();
  const size = LEADERBOARD_SIZES.season;
  return (
    <>
      <PageHeader
        title={t('routes:topSeason')}
        description={t('leaderboards.seasonDescription')}
        icon={<Medal />}
      />
      <PlayerTeamTabs
        aside={<RefreshNote />}
        size={size}
        players={{ query: players, metric: 'season', title: t('leaderboards.topPlayers', { size }) }}
        teams={{ query: teams, metric: 'season', title: t('leaderboards.topTeams', { size }) }}
      />
    </>
  );
}
