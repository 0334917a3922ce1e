import { z } from 'zod';
import { okEnvelope } from './api.ts';
import { CACHE_WINDOWS } from './cache-windows.ts';

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

const int = z.number().int();
const percent = int.min(0).max(100);

export const vipTier = z.object({
  tier: int.min(VIP_TIER_MIN).max(VIP_TIER_MAX),
  slug: z.string(),
  name: z.string(),
  /** CSS colour, e.g. #f8c84a. */
  color: z.string(),
  icon: z.string(),
  /** Web points bought in the last 30 days needed for this tier. */
  minWebPoints: int.nonnegative(),
  /** Highest count still in this tier; null for the top tier. */
  maxWebPoints: int.nonnegative().nullable(),
  /** Extra tickets on every ticket purchase: floor(base × bonus / 100) (spec §5). */
  bonusPercentage: percent,
  discountPercentage: percent,
  /** Better prize odds on the 10 web point spin, in percent. */
  spin10WebPointsBoost: percent,
  /** Better prize odds on the 100 ticket spin, in percent. */
  spin100TicketBoost: percent,
  /** Better prize odds on the 2000 ticket spin, in percent. */
  spin2000TicketsBoost: percent,
  /** Extra 2000 ticket spins allowed per day. */
  spin2000LimitBoost: int.nonnegative(),
});
export type VipTier = z.infer<typeof vipTier>;

export const vipTiersResponse = okEnvelope(z.array(vipTier));
