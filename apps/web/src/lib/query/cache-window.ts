import type { CacheWindow } from '@pitchside/contract/cache-windows';

/**
 * A list's fresh and stale-allowed windows (spec §9, contract cache-windows.ts) as query options:
 * within `fresh` a cached answer is used without asking the server again; an answer nobody shows
 * is kept (and shown at once while a new one loads) until `stale` has passed.
 */
export function cacheWindowOptions(window: CacheWindow): { staleTime: number; gcTime: number } {
  return { staleTime: window.fresh * 1000, gcTime: window.stale * 1000 };
}
