import { AppError } from '../../lib/app-error.ts';
import { orderById, userIdOfGamePlayer, type UserRow } from './order-repository.ts';
import { openCheckout } from './open-checkout.ts';
import type { PaymentContext } from './payment-deps.ts';
import { findProduct } from './purchase-rules.ts';
import { acceptUpsellOffer, declineUpsellOffer } from './upsell-repository.ts';

/** `POST /api/payments/create-link`: a checkout for the buyer's own purchase. */
export async function createLink(
  ctx: PaymentContext,
  buyer: UserRow,
  variantId: string | number,
  consent: true,
  code?: string,
) {
  const product = await findProduct(ctx, variantId);
  return openCheckout(ctx, buyer, product, { kind: 'purchase', recipient: null, consent, code });
}

/** A checkout for a gift to the player with this referral id (never oneself, never a once-only offer). */
export async function createGiftLink(
  ctx: PaymentContext,
  buyer: UserRow,
  variantId: string | number,
  recipientReferralId: string,
  consent: true,
) {
  const player = await ctx.game.findPlayerByReferralId(recipientReferralId);
  if (!player) throw new AppError('REFERRAL_NOT_FOUND', 'Referral ID not found. Please check and try again.');
  if (player.Id === buyer.gamePlayerId)
    throw new AppError('PURCHASE_NOT_ALLOWED', 'You cannot send a gift to yourself.', 409);
  const recipientUser = await userIdOfGamePlayer(ctx.db, player.Id);
  const product = await findProduct(ctx, variantId);
  if (product.kind === 'daily_offer' || product.kind === 'seasonal_pack') {
    throw new AppError('PURCHASE_NOT_ALLOWED', 'This purchase is not allowed', 409);
  }
  const result = await openCheckout(ctx, buyer, product, {
    kind: 'gift',
    recipient: { playerId: player.Id, userId: recipientUser?.id ?? null, nickname: player.NickName },
    consent,
  });
  return { ...result, player, product };
}

export async function acceptUpsell(ctx: PaymentContext, buyer: UserRow, upsellId: number, consent: true) {
  // Taking the offer is one atomic step: of any number of concurrent accepts, one opens a checkout.
  const offer = await acceptUpsellOffer(ctx.db, upsellId, buyer.id, ctx.clock());
  if (!offer) throw new AppError('UPSELL_EXPIRED', 'This offer has expired.', 410);
  const order = await orderById(ctx.db, offer.orderId);
  const product = order ? await findProduct(ctx, order.productId) : null;
  if (!product) throw new AppError('UPSELL_EXPIRED', 'This offer has expired.', 410);
  return openCheckout(ctx, buyer, product, {
    kind: 'upsell',
    recipient: null,
    priceCents: offer.specialPriceCents,
    baseTickets: offer.extraTickets,
    upsellOfferId: offer.id,
    consent,
  });
}

export async function declineUpsell(ctx: PaymentContext, buyer: UserRow, upsellId: number) {
  await declineUpsellOffer(ctx.db, upsellId, buyer.id);
}
