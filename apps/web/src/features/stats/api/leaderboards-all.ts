import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { leaderboardsAll, type LeaderboardsAll } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';
import { fetchTopAssists } from './top-assists';
import { fetchTopPlayers } from './top-players';
import { fetchTopScorers } from './top-scorers';
import { fetchTopTeams } from './top-teams';

/** The home page's four lists in one call. */
export function fetchLeaderboardsAll(signal?: AbortSignal) {
  return apiRequest('/public/leaderboards/all', { schema: leaderboardsAll, signal });
}

async function orEmpty<T>(request: Promise<T[]>, signal: AbortSignal | undefined): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/**
 * Spec §4 "Leaderboard load": the combined call first; if it fails, the four separate calls
 * (teams top 20, players top 20, goals top 30, assists top 30); a list whose call fails too is
 * empty, so the section shows its no-data text instead of an error. Never rejects except on abort.
 */
export async function loadHomeRankings(signal?: AbortSignal): Promise<LeaderboardsAll> {
  try {
    return await fetchLeaderboardsAll(signal);
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  const [topTeams, topPlayers, topScorers, topAssists] = await Promise.all([
    orEmpty(fetchTopTeams(signal), signal),
    orEmpty(fetchTopPlayers(signal), signal),
    orEmpty(fetchTopScorers(signal), signal),
    orEmpty(fetchTopAssists(signal), signal),
  ]);
  return { topTeams, topPlayers, topScorers, topAssists };
}

/** Home rankings, reloaded quietly every 120 s. */
export function homeRankingsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.homeRankings(),
    queryFn: ({ signal }) => loadHomeRankings(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}

export function useHomeRankings() {
  return useQuery(homeRankingsQueryOptions());
}
