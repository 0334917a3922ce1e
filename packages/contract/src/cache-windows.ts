/**
 * Fresh and stale-allowed windows (seconds) of the public read endpoints. The server sends them
 * as `Cache-Control: public, max-age=<fresh>, stale-while-revalidate=<stale>` and keeps its own
 * copy for `fresh` seconds; the web client uses the same numbers for its query cache.
 * Leaderboard values are spec §9; the others are our choice where the spec is silent.
 */
export interface CacheWindow {
  fresh: number;
  stale: number;
}

export const CACHE_WINDOWS = {
  /** Top lists and all stats (spec §9). */
  topLists: { fresh: 300, stale: 600 },
  /** Season lists (spec §9). */
  seasonLists: { fresh: 600, stale: 1200 },
  /** Referral lists (spec §9). */
  referrals: { fresh: 900, stale: 1800 },
  /** Best attackers and best matches (spec §9); finals history changes as rarely. */
  hallOfFame: { fresh: 1800, stale: 3600 },
  /** Team event rankings "update every 30 min to 1 hour" (spec §9). */
  teamEvent: { fresh: 1800, stale: 3600 },
  /** Today's and live matches: the screen refreshes every 30 s, so a copy may be 15 s old. */
  liveMatches: { fresh: 15, stale: 30 },
  /** Match ranges and single matches, which may include live ones. */
  matches: { fresh: 60, stale: 120 },
  /** News and banners. */
  content: { fresh: 120, stale: 600 },
  /** VIP tier table: changes only when the business changes it. */
  vipTiers: { fresh: 3600, stale: 7200 },
  /** Public shop catalogue (seasonal packs): prices change rarely, the season at its boundary. */
  catalogue: { fresh: 300, stale: 600 },
} as const satisfies Record<string, CacheWindow>;
