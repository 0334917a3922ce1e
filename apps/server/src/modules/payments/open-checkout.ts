import { campaignBonusTickets } from '@pitchside/contract/campaigns';
import { CHECKOUT_TTL_SECONDS } from '@pitchside/contract/payments';
import { AppError } from '../../lib/app-error.ts';
import { campaignBonusFor, findActiveCampaign } from '../shop/index.ts';
import { vipBonusTickets, vipStanding } from '../wallet/index.ts';
import { constraintOf } from './fulfilment.ts';
import {
  insertOrder,
  recordCheckoutSession,
  retirePendingOrders,
  type OrderRow,
  type ProductRow,
  type UserRow,
} from './order-repository.ts';
import type { PaymentContext } from './payment-deps.ts';
import { checkAllowed, refuseIfDelivered } from './purchase-rules.ts';
import { settle } from './settle.ts';
import { freeRetiredCode, releaseHeldCode, reserveCheckoutCode } from './checkout-discount.ts';

/** How many times a checkout may find its once-only slot taken by a newer one before giving up. */
const MAX_CHECKOUT_RETIREMENTS = 10;

export interface CheckoutOptions {
  kind: 'purchase' | 'gift' | 'upsell';
  recipient: { playerId: number; userId: number | null; nickname: string } | null;
  priceCents?: number;
  baseTickets?: number;
  upsellOfferId?: number;
  /** The buyer consented to immediate delivery (checked by the route): recorded now. */
  consent: true;
  /** A discount code typed at checkout (decision 0031): reserved with the order, or refused. */
  code?: string;
}

/**
 * Retires the open checkouts of a once-only offer before a new one opens: the provider closes
 * each session, so its page and verify answer "expired". A session the player paid in the
 * meantime is settled instead (delivered, or refunded if something else was delivered).
 * Answers true when one of them was paid, so the caller re-checks what the player may buy.
 */
async function retireOpenCheckouts(ctx: PaymentContext, onceKey: string, buyerId: number): Promise<boolean> {
  // Retire in the database first, so a checkout being opened right now sees it and closes
  // its own session; then close each retired session at the provider.
  const retired = await retirePendingOrders(ctx.db, onceKey, buyerId, ctx.clock());
  let paid = false;
  for (const order of retired) {
    if (!order.providerSessionId) continue;
    const status = await ctx.provider.expireCheckout(order.providerSessionId);
    if (status === 'paid' || status === 'refunded') {
      // The payment got there first: deliver it now (or refund it if something else was).
      paid = true;
      await settle(ctx, order);
    } else {
      await freeRetiredCode(ctx, order);
    }
  }
  return paid;
}

/** Records a pending order with everything it will deliver, then opens the provider's checkout. */
export async function openCheckout(
  ctx: PaymentContext,
  buyer: UserRow,
  product: ProductRow,
  options: CheckoutOptions,
) {
  const { db, clock } = ctx;
  if (!buyer.gamePlayerId && !options.recipient)
    throw new AppError('PURCHASE_NOT_ALLOWED', 'This purchase is not allowed', 409);
  let rules = await checkAllowed(ctx, buyer, product, options.recipient);
  if (options.code) await releaseHeldCode(ctx, buyer.id, options.code);
  const onceKey = options.upsellOfferId ? `upsell:${options.upsellOfferId}` : rules.onceKey;
  const vip = await vipStanding(db, buyer.id, buyer.webPoints, clock());
  const baseTickets = options.baseTickets ?? product.tickets;
  const bonus = vipBonusTickets(baseTickets, vip.tier, vip.bonusPercentage);
  // The running campaign's bonus, as the card shows it now; the order keeps it after the campaign ends.
  // An upsell's extra tickets are their own offer and carry none.
  const campaign =
    options.kind === 'upsell' ? null : campaignBonusFor(await findActiveCampaign(db, clock()), product.id);
  const campaignTickets = campaign ? campaignBonusTickets(baseTickets, campaign.percent) : 0;
  const amountCents = options.priceCents ?? product.priceCents;
  // Built on each call: `rules` may be re-checked between rounds.
  const insertPendingOrder = () =>
    insertOrder(db, {
      userId: buyer.id,
      productId: product.id,
      productSlug: product.slug,
      productName: product.displayName,
      productKind: product.kind,
      kind: options.kind,
      recipientGamePlayerId: options.recipient?.playerId ?? (buyer.gamePlayerId as number),
      recipientUserId: options.recipient ? options.recipient.userId : buyer.id,
      recipientNickname: options.recipient?.nickname ?? buyer.nickname,
      amountCents,
      vipTier: vip.tier,
      vipBonusPercent: vip.bonusPercentage,
      baseTickets,
      vipBonusTickets: bonus,
      campaignId: campaign?.campaignId ?? null,
      campaignBonusPercent: campaign?.percent ?? 0,
      campaignBonusTickets: campaignTickets,
      totalTickets: baseTickets + campaignTickets + bonus,
      webPoints: options.kind === 'upsell' ? 0 : product.webPoints,
      energy: options.kind === 'upsell' ? 0 : product.energy,
      skillPoints: options.kind === 'upsell' ? 0 : product.skillPoints,
      superGoal: options.kind === 'upsell' ? 0 : product.superGoal,
      premiumType: rules.premiumType,
      seasonNumber: rules.seasonNumber,
      gameDay: rules.gameDay,
      onceKey,
      upsellOfferId: options.upsellOfferId ?? null,
      provider: ctx.provider.name,
      consentAt: clock(),
      createdAt: clock(),
    });
  let order: OrderRow | undefined;
  // One open checkout per once-only offer (a unique index): retire the open one, then open
  // ours; a concurrent open that slipped in between is retired on the next round.
  for (let round = 0; !order; round += 1) {
    if (onceKey && (await retireOpenCheckouts(ctx, onceKey, buyer.id))) {
      // A retired checkout had been paid and is delivered now: may this one still open?
      rules = await checkAllowed(ctx, buyer, product, options.recipient);
      await refuseIfDelivered(ctx, onceKey);
    }
    try {
      order = await insertPendingOrder();
    } catch (error) {
      if (constraintOf(error) !== 'orders_once_open_unique') throw error;
      // Newer checkouts of the same offer kept replacing this one: it is as good as retired.
      if (round >= MAX_CHECKOUT_RETIREMENTS)
        throw new AppError('PAYMENT_SESSION_EXPIRED', 'Payment session has expired.');
    }
  }
  if (options.code) order = await reserveCheckoutCode(ctx, order, options.code);
  const base = ctx.publicUrl.replace(/\/$/, '');
  const checkout = await ctx.provider.createCheckout({
    orderId: order.id,
    // The discounted price when a code was reserved: what the provider charges.
    amountCents: order.amountCents,
    currency: order.currency,
    description:
      options.kind === 'gift'
        ? `${product.displayName} (gift for ${order.recipientNickname})`
        : product.displayName,
    customerEmail: buyer.email,
    successUrl: `${base}/payment-confirmation?session_id={SESSION_ID}`,
    // A cancelled purchase is not a dead end: the confirmation page offers the same product again.
    cancelUrl:
      options.kind === 'purchase'
        ? `${base}/payment-confirmation?cancelled=${encodeURIComponent(product.slug)}`
        : `${base}/webshop/tickets?payment=cancelled`,
    expiresAt: new Date(clock().getTime() + CHECKOUT_TTL_SECONDS * 1000),
  });
  // Recorded even on a retired order, so a payment that still reaches this session is found.
  const live = await recordCheckoutSession(db, order.id, checkout.sessionId, checkout.url);
  if (live?.status !== 'pending') {
    // A newer checkout of the same offer retired this one while it was being opened.
    await ctx.provider.expireCheckout(checkout.sessionId);
    await freeRetiredCode(ctx, order);
    throw new AppError('PAYMENT_SESSION_EXPIRED', 'Payment session has expired.');
  }
  return { order: { ...order, providerSessionId: checkout.sessionId }, checkoutUrl: checkout.url };
}
