import { describe, expect, it } from 'vitest';
import { draw, probabilities, weightsFor, type Prize } from './odds.ts';
import type { VipTier } from '@pitchside/contract/vip';

const PRIZES: Prize[] = [
  { slug: 'no-prize', position: 0, kind: 'none', amount: 0, baseWeight: 3300, boost: null },
  { slug: 'tickets-10', position: 1, kind: 'tickets', amount: 10, baseWeight: 2500, boost: null },
  {
    slug: 'web-points-10',
    position: 2,
    kind: 'web_points',
    amount: 10,
    baseWeight: 700,
    boost: 'spin10WebPoints',
  },
  { slug: 'tickets-25', position: 3, kind: 'tickets', amount: 25, baseWeight: 1500, boost: null },
  { slug: 'tickets-100', position: 4, kind: 'tickets', amount: 100, baseWeight: 800, boost: 'spin100Ticket' },
  { slug: 'tickets-50', position: 5, kind: 'tickets', amount: 50, baseWeight: 1000, boost: null },
  { slug: 'tickets-500', position: 6, kind: 'tickets', amount: 500, baseWeight: 180, boost: null },
  {
    slug: 'tickets-2000',
    position: 7,
    kind: 'tickets',
    amount: 2000,
    baseWeight: 20,
    boost: 'spin2000Tickets',
  },
];

const tier = (n: number, boost: number): VipTier => ({
  tier: n,
  slug: `t${n}`,
  name: `T${n}`,
  color: 'x',
  icon: 'x',
  minWebPoints: 0,
  maxWebPoints: null,
  bonusPercentage: 0,
  discountPercentage: 0,
  spin10WebPointsBoost: boost,
  spin100TicketBoost: boost,
  spin2000TicketsBoost: boost * 2,
  spin2000LimitBoost: n,
});

describe('spin odds', () => {
  for (const [n, boost] of [
    [0, 0],
    [1, 5],
    [2, 10],
    [3, 20],
    [4, 30],
    [5, 50],
  ] as const) {
    it(`tier ${n}: 100,000 real draws land within tolerance of the published odds`, () => {
      const weights = weightsFor(PRIZES, tier(n, boost), true);
      const published = probabilities(weights);
      const draws = 100_000;
      const counts = new Array<number>(PRIZES.length).fill(0);
      for (let i = 0; i < draws; i++) {
        const index = draw(weights);
        counts[index] = (counts[index] ?? 0) + 1;
      }
      published.forEach((p, i) => {
        // 5 standard deviations: a fair wheel fails this about once in 3 million runs.
        const tolerance = 5 * Math.sqrt((p * (1 - p)) / draws);
        expect(Math.abs((counts[i] ?? 0) / draws - p), PRIZES[i]?.slug).toBeLessThanOrEqual(tolerance);
      });
    });
  }

  it('boosts only the segments the VIP table names, and drops an exhausted jackpot', () => {
    const base = weightsFor(PRIZES, tier(0, 0), true);
    const vip = weightsFor(PRIZES, tier(3, 20), true);
    expect(vip[2]).toBe(Math.round(700 * 1.2));
    expect(vip[7]).toBe(Math.round(20 * 1.4));
    expect(vip[1]).toBe(base[1]);
    expect(probabilities(vip)[7]).toBeGreaterThan(probabilities(base)[7] as number);
    expect(weightsFor(PRIZES, tier(3, 20), false)[7]).toBe(0);
  });

  it('walks the weights exactly: the first and last ticket of each segment', () => {
    const weights = [3, 0, 2];
    expect([0, 1, 2, 3, 4].map((ticket) => draw(weights, () => ticket))).toEqual([0, 0, 0, 2, 2]);
  });
});
