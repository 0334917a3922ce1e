import type { PlayerRow, TeamRow } from '@pitchside/contract/stats';
import { Shield, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import type { QueryLike } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ListState } from './list-state';
import { PlayerTable, type PlayerMetric } from './player-table';
import { TeamTable, type TeamMetric } from './team-table';

interface PlayerTeamTabsProps {
  players: { query: QueryLike<PlayerRow[]>; metric: PlayerMetric; title: string };
  teams: { query: QueryLike<TeamRow[]>; metric: TeamMetric; title: string };
  size: number;
  /** Shown beside the tabs (the refresh note). */
  aside?: ReactNode;
}

/** A players tab and a teams tab, each a full leaderboard (season and global screens). */
export function PlayerTeamTabs({ players, teams, size, aside }: PlayerTeamTabsProps) {
  const { t } = useTranslation('stats');
  return (
    <Tabs defaultValue="players">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label={t('leaderboards.tabsLabel')}>
          <TabsTrigger value="players">
            <Users aria-hidden="true" />
            {players.title}
          </TabsTrigger>
          <TabsTrigger value="teams">
            <Shield aria-hidden="true" />
            {teams.title}
          </TabsTrigger>
        </TabsList>
        {aside}
      </div>
      <TabsContent value="players">
        <Card className="overflow-hidden">
          <ListState
            query={players.query}
            loading={
              <PlayerTable
                rows={[]}
                caption={players.title}
                metric={players.metric}
                loading
                skeletonRows={size}
              />
            }
          >
            {(rows) => <PlayerTable rows={rows} caption={players.title} metric={players.metric} />}
          </ListState>
        </Card>
      </TabsContent>
      <TabsContent value="teams">
        <Card className="overflow-hidden">
          <ListState
            query={teams.query}
            loading={
              <TeamTable rows={[]} caption={teams.title} metric={teams.metric} loading skeletonRows={size} />
            }
          >
            {(rows) => <TeamTable rows={rows} caption={teams.title} metric={teams.metric} />}
          </ListState>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
