import { describe, expect, it } from 'vitest';
import { ticketBreakdown, vipBonusTickets } from './vip-bonus';

describe('VIP bonus tickets (spec §5)', () => {
  it('is floor(base × bonus % / 100)', () => {
    expect(vipBonusTickets(1200, 1, 5)).toBe(60);
    expect(vipBonusTickets(500, 2, 10)).toBe(50);
    // 333 × 15 / 100 = 49.95: rounded down, never up.
    expect(vipBonusTickets(333, 3, 15)).toBe(49);
    expect(vipBonusTickets(19, 1, 5)).toBe(0);
  });

  it('is nothing at tier 0, whatever the percentage says', () => {
    expect(vipBonusTickets(1200, 0, 25)).toBe(0);
  });

  it('breaks a package down into base, bonus and final tickets, shown only above tier 0', () => {
    expect(ticketBreakdown(1200, { tier: 1, bonusPercentage: 5 })).toEqual({
      baseTickets: 1200,
      campaignBonusTickets: 0,
      showVip: true,
      tier: 1,
      bonusPercentage: 5,
      vipBonusTickets: 60,
      finalTickets: 1260,
    });
    expect(ticketBreakdown(1200, { tier: 0, bonusPercentage: 5 })).toMatchObject({
      showVip: false,
      vipBonusTickets: 0,
      finalTickets: 1200,
    });
    // spec §3: a null tier is tier 0.
    expect(ticketBreakdown(1200, { tier: null, bonusPercentage: null })).toMatchObject({ showVip: false });
    expect(ticketBreakdown(1200, undefined)).toMatchObject({ showVip: false, finalTickets: 1200 });
  });

  it('adds the campaign bonus the server worked out to base and VIP tickets', () => {
    expect(ticketBreakdown(1200, { tier: 1, bonusPercentage: 5 }, 420)).toMatchObject({
      campaignBonusTickets: 420,
      vipBonusTickets: 60,
      finalTickets: 1680,
    });
  });
});
