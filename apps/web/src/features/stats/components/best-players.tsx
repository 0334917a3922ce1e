import { type LeaderboardsAll } from '@pitchside/contract/stats';
import { Footprints, Goal, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { CompactValue, PlainNumber, useFallbackLabels } from './leaderboard-cells';

/** The leader of each list at a glance (spec §2 "best-players stats"). */
export function BestPlayers({ data, loading }: { data: LeaderboardsAll; loading: boolean }) {
  const { t } = useTranslation('stats');
  const labels = useFallbackLabels();
  const team = data.topTeams[0];
  const player = data.topPlayers[0];
  const scorer = data.topScorers[0];
  const assister = data.topAssists[0];

  return (
    <div>
      <h3 className="sr-only">{t('home.bestPlayers')}</h3>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <BestTile
          icon={<Trophy />}
          label={t('home.bestTeam')}
          loading={loading}
          name={team?.TeamName}
          detail={team && labels.captain(team.CaptainNickName)}
          value={team && <CompactValue value={team.TeamPower} />}
          unit={t('columns.teamPower')}
        />
        <BestTile
          icon={<Users />}
          label={t('home.bestPlayer')}
          loading={loading}
          name={player?.NickName}
          detail={player && labels.team(player.TeamName)}
          value={player && <PlainNumber value={player.UserLevel} />}
          unit={t('columns.power')}
        />
        <BestTile
          icon={<Goal />}
          label={t('home.bestScorer')}
          loading={loading}
          name={scorer?.NickName}
          detail={scorer && labels.team(scorer.TeamName)}
          value={scorer && <PlainNumber value={scorer.GoalCount} />}
          unit={t('columns.goals')}
        />
        <BestTile
          icon={<Footprints />}
          label={t('home.bestAssister')}
          loading={loading}
          name={assister?.NickName}
          detail={assister && labels.team(assister.TeamName)}
          value={assister && <PlainNumber value={assister.AssistCount} />}
          unit={t('columns.assists')}
        />
      </ul>
    </div>
  );
}

interface BestTileProps {
  icon: ReactNode;
  label: string;
  loading: boolean;
  name: string | undefined;
  detail: ReactNode;
  value: ReactNode;
  unit: string;
}

function BestTile({ icon, label, loading, name, detail, value, unit }: BestTileProps) {
  return (
    <li className="relative overflow-hidden rounded-xl border border-rank-gold/30 bg-linear-to-br from-rank-gold/[0.1] via-surface/90 to-surface/90 p-3 shadow-raised sm:p-4">
      <p className="flex items-center gap-2 text-xs font-medium uppercase tracking-wider text-fg-muted">
        <span aria-hidden="true" className="text-rank-gold [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </p>
      {loading ? (
        <div className="mt-3 space-y-2" aria-hidden="true">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ) : name === undefined ? (
        <p className="mt-3 font-display text-2xl font-bold text-fg-subtle">—</p>
      ) : (
        <>
          <p className="mt-2 truncate font-display text-lg font-bold leading-tight text-fg sm:text-xl">
            {name}
          </p>
          <p className="truncate text-xs text-fg-muted">{detail}</p>
          <p className="mt-2 flex items-baseline gap-1.5">
            <span className="font-display text-2xl font-bold leading-none text-rank-gold">{value}</span>
            <span className="text-xs text-fg-muted">{unit}</span>
          </p>
        </>
      )}
    </li>
  );
}
