import type { CacheWindow } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_REFRESH_MS } from '@pitchside/contract/home';
import { cacheWindowOptions } from '@/lib/query/cache-window';

/**
 * Options every leaderboard shares: its cache window (spec §9) and a quiet refresh every 120 s.
 * Screens show the skeleton only while nothing is cached, so a refresh never shows a spinner.
 */
export function leaderboardQueryOptions(window: CacheWindow) {
  return {
    ...cacheWindowOptions(window),
    refetchInterval: LEADERBOARD_REFRESH_MS,
    // Back on the tab after a while: a list past its fresh window is reloaded right away.
    refetchOnWindowFocus: true,
  } as const;
}
