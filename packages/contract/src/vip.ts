import { z } from 'zod';
import { okEnvelope } from './api.ts';
import { VIP_TIER_MAX, VIP_TIER_MIN } from './vip-limits.ts';

/** VIP tiers (spec §6 "VIP"): their names and limits (vip-limits.ts), and the tier table's schema. */
export * from './vip-limits.ts';

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

/** The tier table, as `GET /api/public/vip-tiers` answers it inside its envelope. */
export const vipTierList = z.array(vipTier);
export const vipTiersResponse = okEnvelope(vipTierList);
