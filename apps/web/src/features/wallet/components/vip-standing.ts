import type { VipTier } from '@pitchside/contract/vip';
import { VIP_TIER_MAX, VIP_TIER_MIN } from '@pitchside/contract/vip-limits';

/** The player's VIP standing as the page needs it, every field filled (spec §3 "vip object"). */
export interface VipStanding {
  tier: number;
  tierName: string;
  tierSlug: string;
  tierColor: string;
  bonusPercentage: number;
  last30DaysWebpoints: number;
  totalLifetimeWebpoints: number;
  minRequirement: number;
  maxRequirement: number | null;
  nextTierRequirement: number | null;
}

// The vip object comes from the session's user, already checked against its schema when stored or
// received (`sessionUser`); these only take what is usable and leave the rest to the defaults below,
// without a schema library of their own in the VIP page's start (decision 0037).
const numberIn = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textIn = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Spec §3: tier null becomes 0, tierName "No VIP", tierSlug "no-vip", tierColor grey, and
 * missing numbers become 0. The requirement bounds stay null when unknown, so the tier table
 * can fill them in (a bound of 0 would read as "already reached").
 */
export function readVipStanding(value: unknown): VipStanding {
  const vip: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  const tier = Math.min(Math.max(Math.trunc(numberIn(vip.tier) ?? 0), VIP_TIER_MIN), VIP_TIER_MAX);
  return {
    tier,
    tierName: textIn(vip.tierName) || 'No VIP',
    tierSlug: textIn(vip.tierSlug) || 'no-vip',
    tierColor: textIn(vip.tierColor) || 'grey',
    bonusPercentage: numberIn(vip.bonusPercentage) ?? 0,
    last30DaysWebpoints: numberIn(vip.last30DaysWebpoints) ?? 0,
    totalLifetimeWebpoints: numberIn(vip.totalLifetimeWebpoints) ?? 0,
    minRequirement: numberIn(vip.minRequirement) ?? 0,
    maxRequirement: numberIn(vip.maxRequirement),
    nextTierRequirement: numberIn(vip.nextTierRequirement),
  };
}

export interface VipProgress {
  /** The tier after the player's, or null at the top. */
  nextTier: VipTier | null;
  /** Web points bought in the window that are still missing for the next tier. */
  remaining: number;
  /** 0 to 1 across the player's current tier range; 1 at the top tier. */
  ratio: number;
  /** Where the bar starts and ends, in web points. */
  from: number;
  to: number | null;
}

/** How far the player is through their tier, towards the next one. */
export function vipProgress(standing: VipStanding, tiers: readonly VipTier[]): VipProgress {
  const current = tiers.find((t) => t.tier === standing.tier);
  const nextTier = tiers.find((t) => t.tier === standing.tier + 1) ?? null;
  const from = current?.minWebPoints ?? standing.minRequirement;
  const to = nextTier?.minWebPoints ?? standing.nextTierRequirement;
  if (to === null || standing.tier >= VIP_TIER_MAX) {
    return { nextTier: null, remaining: 0, ratio: 1, from, to: null };
  }
  const points = standing.last30DaysWebpoints;
  const span = Math.max(to - from, 1);
  return {
    nextTier,
    remaining: Math.max(to - points, 0),
    ratio: Math.min(Math.max((points - from) / span, 0), 1),
    from,
    to,
  };
}

export { vipBonusTickets } from '@pitchside/contract/vip-bonus';
