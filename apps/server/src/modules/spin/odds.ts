import { randomInt } from 'node:crypto';
import type { VipTier } from '@pitchside/contract/vip';

export interface Prize {
  slug: string;
  position: number;
  kind: 'none' | 'tickets' | 'web_points';
  amount: number;
  baseWeight: number;
  boost: string | null;
}

/** Base daily number of 2000-ticket wins; VIP adds `spin2000LimitBoost` (DESIGN.md §1 / spec §9). */
export const JACKPOT_SLUG = 'tickets-2000';
export const JACKPOT_BASE_DAILY_LIMIT = 1;

const BOOST_OF: Record<string, (tier: VipTier) => number> = {
  spin10WebPoints: (tier) => tier.spin10WebPointsBoost,
  spin100Ticket: (tier) => tier.spin100TicketBoost,
  spin2000Tickets: (tier) => tier.spin2000TicketsBoost,
};

/**
 * The weight of every segment for one tier: a boosted segment's weight grows by the tier's
 * boost percent; a segment whose daily limit is used up weighs 0. The probabilities shown on
 * the page are exactly these weights over their sum.
 */
export function weightsFor(prizes: Prize[], tier: VipTier | undefined, jackpotAvailable: boolean): number[] {
  return prizes.map((prize) => {
    if (prize.slug === JACKPOT_SLUG && !jackpotAvailable) return 0;
    const boost = prize.boost && tier ? (BOOST_OF[prize.boost]?.(tier) ?? 0) : 0;
    return Math.round((prize.baseWeight * (100 + boost)) / 100);
  });
}

export const probabilities = (weights: number[]) => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (total ? w / total : 0));
};

/** One fair draw: crypto.randomInt over the total weight, walked segment by segment. */
export function draw(weights: number[], random: (max: number) => number = randomInt): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let ticket = random(total);
  for (let i = 0; i < weights.length; i++) {
    ticket -= weights[i] as number;
    if (ticket < 0) return i;
  }
  throw new Error('draw outside the wheel');
}
