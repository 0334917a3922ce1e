import { LIVE_SCORES_EVENT } from '@pitchside/contract/live-scores-event';
import type { liveScores as liveScoresSchema } from '@pitchside/contract/match-stats';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '@/lib/api/client';
import { applyLiveScores } from '../lib/apply-live-scores';
import { statsKeys, type MatchFilter } from './query-keys';
import type { fetchTodaysMatches } from './todays-matches';

export const LIVE_SCORES_PATH = '/public/matches/stream';

/**
 * Today's score changes pushed by the server (server-sent events) into every cached list of
 * today's matches. Returns whether the stream is open: while it is, the page needs no polling;
 * when it drops (the browser retries by itself), the 30 s refresh takes over.
 */
export function useLiveScores(): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(apiUrl(LIVE_SCORES_PATH));
    // The changes' schema is built with the first change, not at the page's start (decision 0037);
    // every change waits on the same import, so they are applied in the order they came.
    let schemas: Promise<{ liveScores: typeof liveScoresSchema }> | undefined;
    source.onopen = () => setOpen(true);
    source.onerror = () => setOpen(false);
    const apply = (liveScores: typeof liveScoresSchema, text: string) => {
      const update = liveScores.safeParse(JSON.parse(text));
      if (!update.success) return;
      const lists = queryClient.getQueriesData<Awaited<ReturnType<typeof fetchTodaysMatches>>>({
        queryKey: statsKeys.todaysMatchesAll(),
      });
      for (const [key, data] of lists) {
        if (!data) continue;
        const filter = key[key.length - 1] as MatchFilter;
        queryClient.setQueryData(key, applyLiveScores(data, filter, update.data));
      }
    };
    source.addEventListener(LIVE_SCORES_EVENT, (event) => {
      schemas ??= import('@pitchside/contract/match-stats');
      const text = (event as MessageEvent<string>).data;
      void schemas.then(({ liveScores }) => apply(liveScores, text));
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [queryClient]);

  return open;
}
