import type { VipTier } from '@pitchside/contract/vip';
import { describe, expect, it } from 'vitest';
import { readVipStanding, vipBonusTickets, vipProgress } from './vip-standing';

const tier = (n: number, min: number, max: number | null, bonus: number): VipTier => ({
  tier: n,
  slug: ['bronze', 'silver', 'gold', 'platinum', 'emerald', 'diamond'][n] ?? 'x',
  name: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Emerald', 'Diamond'][n] ?? 'x',
  color: '#ffffff',
  icon: 'crown',
  minWebPoints: min,
  maxWebPoints: max,
  bonusPercentage: bonus,
  discountPercentage: 0,
  spin10WebPointsBoost: 0,
  spin100TicketBoost: 0,
  spin2000TicketsBoost: 0,
  spin2000LimitBoost: 0,
});

const TIERS = [
  tier(0, 0, 99, 0),
  tier(1, 100, 499, 5),
  tier(2, 500, 1499, 10),
  tier(3, 1500, 4999, 15),
  tier(4, 5000, 14999, 20),
  tier(5, 15000, null, 25),
];

describe('readVipStanding', () => {
  it('fills the spec defaults when the vip object is missing', () => {
    expect(readVipStanding(undefined)).toEqual({
      tier: 0,
      tierName: 'No VIP',
      tierSlug: 'no-vip',
      tierColor: 'grey',
      bonusPercentage: 0,
      last30DaysWebpoints: 0,
      totalLifetimeWebpoints: 0,
      minRequirement: 0,
      maxRequirement: null,
      nextTierRequirement: null,
    });
  });

  it('turns a null tier and nulls into 0 and ignores values of the wrong type', () => {
    const standing = readVipStanding({
      tier: null,
      tierName: 'Gold',
      last30DaysWebpoints: 'many',
      bonusPercentage: 10,
    });
    expect(standing).toMatchObject({
      tier: 0,
      tierName: 'Gold',
      last30DaysWebpoints: 0,
      bonusPercentage: 10,
    });
  });

  it('keeps the numbers the server sent', () => {
    expect(readVipStanding({ tier: 2, last30DaysWebpoints: 750, nextTierRequirement: 1500 })).toMatchObject({
      tier: 2,
      last30DaysWebpoints: 750,
      nextTierRequirement: 1500,
    });
  });
});

describe('vipProgress', () => {
  it('measures the way through the current tier to the next one', () => {
    const progress = vipProgress(readVipStanding({ tier: 2, last30DaysWebpoints: 1000 }), TIERS);
    expect(progress.nextTier?.name).toBe('Platinum');
    expect(progress.remaining).toBe(500);
    expect(progress.ratio).toBe(0.5);
    expect([progress.from, progress.to]).toEqual([500, 1500]);
  });

  it('starts a player without VIP at zero towards Silver', () => {
    const progress = vipProgress(readVipStanding(null), TIERS);
    expect(progress.nextTier?.name).toBe('Silver');
    expect(progress.remaining).toBe(100);
    expect(progress.ratio).toBe(0);
  });

  it('is full with nothing remaining at the top tier', () => {
    const progress = vipProgress(readVipStanding({ tier: 5, last30DaysWebpoints: 20_000 }), TIERS);
    expect(progress).toMatchObject({ nextTier: null, remaining: 0, ratio: 1, to: null });
  });

  it('falls back to the requirements of the vip object before the table has loaded', () => {
    const standing = readVipStanding({
      tier: 1,
      last30DaysWebpoints: 300,
      minRequirement: 100,
      nextTierRequirement: 500,
    });
    expect(vipProgress(standing, [])).toMatchObject({ remaining: 200, ratio: 0.5, from: 100, to: 500 });
  });

  it('never goes below 0 or above 1', () => {
    expect(vipProgress(readVipStanding({ tier: 2, last30DaysWebpoints: 100 }), TIERS).ratio).toBe(0);
    expect(vipProgress(readVipStanding({ tier: 2, last30DaysWebpoints: 9000 }), TIERS)).toMatchObject({
      ratio: 1,
      remaining: 0,
    });
  });
});

describe('vipBonusTickets', () => {
  it('rounds down the percentage of the base tickets', () => {
    expect(vipBonusTickets(1000, 2, 10)).toBe(100);
    expect(vipBonusTickets(333, 1, 5)).toBe(16);
  });

  it('gives nothing at tier 0', () => {
    expect(vipBonusTickets(1000, 0, 10)).toBe(0);
  });
});
