import { focusManager, type Query, type QueryClient } from '@tanstack/react-query';

/** Spec §9: the front-end cache is cleaned every 10 minutes… */
export const CACHE_CLEAN_INTERVAL_MS = 10 * 60_000;
/** …and when the tab gets focus back, entries older than 30 minutes are removed. */
export const FOCUS_MAX_AGE_MS = 30 * 60_000;

function lastAnswerAt(query: Query): number {
  return Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
}

/**
 * Only entries no screen shows are removed: a list on screen keeps its rows (its own refresh
 * interval renews them), and a request in flight is left to finish. A query marked `keep` (the
 * session user) is not a cached answer but the session itself: only a logout removes it.
 */
function removeWhere(
  client: QueryClient,
  tooOld: (query: Query, age: number) => boolean,
  now: number,
): number {
  const cache = client.getQueryCache();
  let removed = 0;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() > 0 || query.state.fetchStatus === 'fetching') continue;
    if (query.meta?.keep === true) continue;
    if (tooOld(query, now - lastAnswerAt(query))) {
      cache.remove(query);
      removed += 1;
    }
  }
  return removed;
}

/**
 * The periodic clean: an answer older than its stale-allowed window (the query's gcTime) must not
 * be shown again. The library only counts that window from when a list left the screen, so a list
 * watched for 20 minutes and then left would otherwise keep its old rows for another window.
 */
export function cleanQueryCache(client: QueryClient, now = Date.now()): number {
  return removeWhere(client, (query, age) => age > query.gcTime, now);
}

/** On tab focus: after a long absence, drop every answer older than `maxAgeMs`. */
export function dropQueriesOlderThan(
  client: QueryClient,
  maxAgeMs = FOCUS_MAX_AGE_MS,
  now = Date.now(),
): number {
  return removeWhere(client, (_query, age) => age > maxAgeMs, now);
}

/** Starts both rules; returns the stop function (for an effect's cleanup). */
export function startQueryCacheMaintenance(client: QueryClient): () => void {
  const interval = setInterval(() => cleanQueryCache(client), CACHE_CLEAN_INTERVAL_MS);
  const unsubscribe = focusManager.subscribe((focused) => {
    if (focused) dropQueriesOlderThan(client);
  });
  return () => {
    clearInterval(interval);
    unsubscribe();
  };
}
