import type { Match } from '@pitchside/contract/match-stats';
import { useEffect, useState } from 'react';

/** How long a changed score stays highlighted. */
export const SCORE_HIGHLIGHT_MS = 4000;

interface Snapshot {
  matches: readonly Match[] | undefined;
  scores: ReadonlyMap<number, string>;
  changed: ReadonlySet<number>;
}

const scoreOf = (m: Match) => `${m.HomeScore}:${m.AwayScore}`;

/**
 * The ids of matches whose score differs from the previous answer, for a short highlight.
 * Compared while rendering (React's "adjust state when props change" pattern), so the highlight
 * appears in the same paint as the new score. Scores seen under any filter are remembered, so
 * switching filters does not flash every row.
 */
export function useScoreChanges(matches: readonly Match[] | undefined): ReadonlySet<number> {
  const [snapshot, setSnapshot] = useState<Snapshot>(() => ({
    matches,
    scores: new Map(matches?.map((m) => [m.Id, scoreOf(m)])),
    changed: new Set(),
  }));

  if (matches !== snapshot.matches) {
    const scores = new Map(snapshot.scores);
    const changed = new Set<number>();
    for (const m of matches ?? []) {
      const before = scores.get(m.Id);
      if (before !== undefined && before !== scoreOf(m)) changed.add(m.Id);
      scores.set(m.Id, scoreOf(m));
    }
    setSnapshot({ matches, scores, changed: changed.size > 0 ? changed : snapshot.changed });
  }

  useEffect(() => {
    if (snapshot.changed.size === 0) return;
    const timer = setTimeout(
      () => setSnapshot((current) => ({ ...current, changed: new Set() })),
      SCORE_HIGHLIGHT_MS,
    );
    return () => clearTimeout(timer);
  }, [snapshot.changed]);

  return snapshot.changed;
}
