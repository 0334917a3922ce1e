import type { LiveScores, Match } from '@pitchside/contract/match-stats';
import type { z } from 'zod';
import type { dayMatchesResponse } from '@pitchside/contract/match-stats';
import type { MatchFilter } from '../api/query-keys';

type DayMatches = z.output<typeof dayMatchesResponse>;

const byKickoff = (x: Match, y: Match) => x.KickoffAt.localeCompare(y.KickoffAt) || x.Id - y.Id;

/**
 * One pushed change applied to a cached list of today's matches under `filter`: changed rows
 * take their new score and status in place, a row whose status no longer fits the filter
 * leaves it, one that now fits joins it in kick-off order, and the counts are the server's.
 * The list stays the same object when the change is about another day.
 */
export function applyLiveScores(data: DayMatches, filter: MatchFilter, update: LiveScores): DayMatches {
  if (update.from !== data.from) return data;
  const fits = (m: Match) => filter === 'all' || m.Status === filter;
  const changed = new Map(update.matches.map((m) => [m.Id, m]));
  const kept = data.data.flatMap((m) => {
    const next = changed.get(m.Id);
    if (!next) return [m];
    changed.delete(m.Id);
    return fits(next) ? [next] : [];
  });
  const joined = [...changed.values()].filter(fits);
  return {
    ...data,
    data: joined.length > 0 ? [...kept, ...joined].sort(byKickoff) : kept,
    counts: update.counts,
  };
}
