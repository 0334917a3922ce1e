import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CACHE_CLEAN_INTERVAL_MS,
  cleanQueryCache,
  dropQueriesOlderThan,
  FOCUS_MAX_AGE_MS,
  startQueryCacheMaintenance,
} from './cache-maintenance';
import { cacheWindowOptions } from './cache-window';

const MINUTE = 60_000;
const T0 = new Date('2026-03-10T12:00:00Z').getTime();

function seed(client: QueryClient, key: string, gcMinutes: number, ageMinutes: number) {
  client.setQueryDefaults([key], { gcTime: gcMinutes * MINUTE });
  client.setQueryData([key], `${key} rows`, { updatedAt: Date.now() - ageMinutes * MINUTE });
}

const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey[0])
    .sort();

describe('query cache maintenance', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    focusManager.setFocused(undefined);
  });

  it('turns a cache window into staleTime and gcTime in milliseconds', () => {
    expect(cacheWindowOptions({ fresh: 300, stale: 600 })).toEqual({ staleTime: 300_000, gcTime: 600_000 });
  });

  it('cleans answers older than their stale-allowed window, keeping younger ones', () => {
    seed(client, 'top-lists', 10, 11);
    seed(client, 'season', 20, 11);
    seed(client, 'hall-of-fame', 60, 59);
    expect(cleanQueryCache(client)).toBe(1);
    expect(keys(client)).toEqual(['hall-of-fame', 'season']);
  });

  it('never removes a list that is on screen', () => {
    seed(client, 'top-lists', 10, 45);
    const observer = new QueryObserver(client, {
      queryKey: ['top-lists'],
      queryFn: () => 'new',
      enabled: false,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(cleanQueryCache(client)).toBe(0);
    expect(dropQueriesOlderThan(client)).toBe(0);
    unsubscribe();
    expect(cleanQueryCache(client)).toBe(1);
  });

  it('runs the clean every 10 minutes once started, counting age from the answer, and stops when asked', () => {
    seed(client, 'a', 60, 0);
    seed(client, 'b', 15, 0);
    // b stays on screen for 20 minutes: the library alone would keep it until minute 35.
    const observer = new QueryObserver(client, { queryKey: ['b'], enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    const stop = startQueryCacheMaintenance(client);

    vi.advanceTimersByTime(CACHE_CLEAN_INTERVAL_MS * 2);
    expect(keys(client)).toEqual(['a', 'b']);
    unsubscribe();
    vi.advanceTimersByTime(CACHE_CLEAN_INTERVAL_MS); // minute 30: b's answer is 30 min old, window 15
    expect(keys(client)).toEqual(['a']);

    stop();
    seed(client, 'c', 60, 70); // would go at the next clean
    vi.advanceTimersByTime(CACHE_CLEAN_INTERVAL_MS - 1);
    expect(keys(client)).toEqual(['a', 'c']);
  });

  it('drops entries older than 30 minutes when the tab gets focus back', () => {
    seed(client, 'old', 120, 31);
    seed(client, 'recent', 120, 29);
    const stop = startQueryCacheMaintenance(client);

    focusManager.setFocused(false);
    expect(keys(client)).toEqual(['old', 'recent']);
    focusManager.setFocused(true);
    expect(keys(client)).toEqual(['recent']);

    vi.setSystemTime(T0 + FOCUS_MAX_AGE_MS);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(keys(client)).toEqual([]);
    stop();
  });
});
