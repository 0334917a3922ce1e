import { campaignBonusTickets } from '@pitchside/contract/campaigns';
import type { ShopProduct } from '@pitchside/contract/webshop';
import type { shopProducts } from '../../db/schema/shop.ts';
import { campaignBonusFor, productBasics, type CampaignRow } from '../shop/index.ts';
import { vipBonusTickets } from '../wallet/index.ts';

type ProductRow = typeof shopProducts.$inferSelect;
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * A catalogue row as the shop shows it to one player: with the running campaign's bonus (none
 * outside a campaign) and that player's VIP bonus, the same sum a purchase opened now delivers.
 */
export function toShopProduct(
  row: ProductRow,
  vip: { tier: number; bonusPercentage: number },
  campaign: CampaignRow | null,
): ShopProduct {
  const bonus = vipBonusTickets(row.tickets, vip.tier, vip.bonusPercentage);
  const offer = campaignBonusFor(campaign, row.id);
  const campaignTickets = offer ? campaignBonusTickets(row.tickets, offer.percent) : 0;
  const premium = row.extra.premiumType;
  return {
    ...productBasics(row),
    discountPercentage: num(row.extra.discountPercentage) ?? 0,
    campaignBonusPercentage: offer?.percent ?? 0,
    campaignBonusTickets: campaignTickets,
    campaignEndsAt: offer ? offer.endsAt.toISOString() : null,
    vipBonusTickets: bonus,
    finalTickets: row.tickets + campaignTickets + bonus,
    premiumType: premium === 'silver' || premium === 'platinum' ? premium : null,
    dailySpinPoints: num(row.extra.dailySpinPoints),
    levels: num(row.extra.levels),
    attackPoints: num(row.extra.attackPoints),
    benefits: Array.isArray(row.extra.benefits) ? row.extra.benefits.map(String) : [],
    spins: num(row.extra.spins),
    eventId: row.kind === 'special_pack' && typeof row.extra.eventId === 'string' ? row.extra.eventId : null,
  };
}
