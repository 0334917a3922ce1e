import type { PurchaseConfirmation, UpsellOffer } from '@pitchside/contract/payments';
import type { orders, upsellOffers } from '../../db/schema/orders.ts';
import { orderItems } from '../wallet/index.ts';

type OrderRow = typeof orders.$inferSelect;

export function toConfirmation(order: OrderRow): PurchaseConfirmation {
  return {
    id: order.id,
    productName: order.productName,
    productSlug: order.productSlug,
    isGift: order.kind === 'gift',
    recipient: order.kind === 'gift' ? order.recipientNickname : null,
    tickets: order.totalTickets,
    baseTickets: order.baseTickets,
    vipBonusTickets: order.vipBonusTickets,
    campaignBonusTickets: order.campaignBonusTickets,
    vipTier: order.vipTier,
    totalTickets: order.totalTickets,
    webPoints: order.webPoints,
    energy: order.energy,
    skillPoints: order.skillPoints,
    superGoal: order.superGoal,
    premium: order.premiumType,
    totalPaid: order.amountCents,
    promoCode: order.promoCode,
    discountCents: order.discountCents,
    currency: order.currency,
    items: orderItems(order),
    createdAt: order.createdAt.toISOString(),
  };
}

export function toUpsell(offer: typeof upsellOffers.$inferSelect, now: Date): UpsellOffer {
  return {
    id: offer.id,
    productName: offer.productName,
    extraTickets: offer.extraTickets,
    totalTickets: offer.totalTickets,
    specialPrice: offer.specialPriceCents,
    expiresAt: offer.expiresAt.toISOString(),
    secondsRemaining: Math.max(0, Math.floor((offer.expiresAt.getTime() - now.getTime()) / 1000)),
  };
}
