import { CACHE_WINDOWS } from './cache-windows.ts';

/*
 * The VIP tiers' names and limits, without their schemas (vip.ts, classic zod): the VIP page's
 * start reads them, and goes without zod (decision 0037).
 */

/**
 * VIP tiers (spec §6 "VIP", DESIGN.md §1): 0 Bronze (No VIP), 1 Silver, 2 Gold, 3 Platinum,
 * 4 Emerald, 5 Diamond. A player's tier follows the web points they bought in the last
 * VIP_WINDOW_DAYS days; free daily web points do not count. Thresholds and benefits are data
 * (table `vip_tiers`), served by `GET /api/public/vip-tiers`.
 */
export const VIP_TIER_MIN = 0;
export const VIP_TIER_MAX = 5;
export const VIP_WINDOW_DAYS = 30;
export const VIP_TIERS_CACHE = CACHE_WINDOWS.vipTiers;

/** Slugs of the seeded tiers; the web translates their names by slug and falls back to `name`. */
export const VIP_TIER_SLUGS = ['bronze', 'silver', 'gold', 'platinum', 'emerald', 'diamond'] as const;
export type VipTierSlug = (typeof VIP_TIER_SLUGS)[number];

/** Icon names the web knows how to draw; any other value falls back to a crown. */
export const VIP_TIER_ICONS = ['shield', 'medal', 'crown', 'award', 'gem', 'diamond'] as const;
