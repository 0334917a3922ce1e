/**
 * Spec §5: the VIP ticket bonus of a purchase is floor(base tickets × bonus % / 100), and nothing
 * at tier 0. The server charges by it and the web shows it: one formula for both (kept apart from
 * the zod schemas, so a screen that only needs the sum does not load them).
 */
export function vipBonusTickets(baseTickets: number, tier: number, bonusPercentage: number): number {
  if (tier <= 0 || bonusPercentage <= 0 || baseTickets <= 0) return 0;
  return Math.floor((baseTickets * bonusPercentage) / 100);
}
