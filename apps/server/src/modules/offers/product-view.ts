import type { ShopProduct } from '@pitchside/contract/webshop';
import type { shopProducts } from '../../db/schema/shop.ts';
import { vipBonusTickets } from '../wallet/index.ts';

type ProductRow = typeof shopProducts.$inferSelect;
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** A catalogue row as the shop shows it to one player, with that player's VIP bonus. */
export function toShopProduct(row: ProductRow, vip: { tier: number; bonusPercentage: number }): ShopProduct {
  const bonus = vipBonusTickets(row.tickets, vip.tier, vip.bonusPercentage);
  const premium = row.extra.premiumType;
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.displayName,
    priceCents: row.priceCents,
    originalPriceCents: row.originalPriceCents,
    discountPercentage: num(row.extra.discountPercentage) ?? 0,
    campaignBonusPercentage: num(row.extra.campaignBonusPercentage) ?? 0,
    mostPopular: row.mostPopular,
    tickets: row.tickets,
    webPoints: row.webPoints,
    energy: row.energy,
    skillPoints: row.skillPoints,
    superGoal: row.superGoal,
    vipBonusTickets: bonus,
    finalTickets: row.tickets + bonus,
    premiumType: premium === 'silver' || premium === 'platinum' ? premium : null,
    dailySpinPoints: num(row.extra.dailySpinPoints),
    levels: num(row.extra.levels),
    attackPoints: num(row.extra.attackPoints),
    benefits: Array.isArray(row.extra.benefits) ? row.extra.benefits.map(String) : [],
    spins: num(row.extra.spins),
  };
}
