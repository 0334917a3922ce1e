import { CHECKOUT_TTL_SECONDS } from '@pitchside/contract/payments';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayKey } from '../../lib/game-day.ts';
import type { GameGateway } from '../game/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { renderMail } from '../mail/index.ts';
import { campaignBonusTickets } from '@pitchside/contract/campaigns';
import { campaignBonusFor, findActiveCampaign, findCurrentSeason } from '../shop/index.ts';
import type { ValueCore } from '../wallet/index.ts';
import { hasDeliveredOrder, vipBonusTickets, vipStanding } from '../wallet/index.ts';
import { constraintOf, createFulfilment, DuplicateDelivery } from './fulfilment.ts';
import {
  activeProduct,
  buyerNickname,
  buyerOrderBySession,
  closePendingOrder,
  hasFulfilledOrderFor,
  insertOrder,
  orderById,
  orderBySession,
  recordCheckoutSession,
  retirePendingOrders,
  userById,
  userIdOfGamePlayer,
  type OrderRow,
  type ProductRow,
  type UserRow,
} from './order-repository.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { createOrderRefunds, type RefundRequest } from './order-refunds.ts';
import { createReceipts, type ReceiptSettings, type RefundReason } from './receipts.ts';
import {
  acceptUpsellOffer,
  declineUpsellOffer,
  openUpsellOfOrder,
  reofferUpsell,
} from './upsell-repository.ts';

/** How many times a checkout may find its once-only slot taken by a newer one before giving up. */
const MAX_CHECKOUT_RETIREMENTS = 10;

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  game: GameGateway;
  /** The one door through which value moves (ledger, grants, notifications). */
  core: ValueCore;
  clock: () => Date;
  publicUrl: string;
  timeZone: string;
  /** Gift recipients are told by e-mail too (optional so unit tests can leave mail out). */
  mail?: MailOutbox;
  productName?: string;
  /** VAT rate and merchant for receipt e-mails (defaults: 20 %, the product's studio). */
  receipts?: ReceiptSettings;
}

const PREMIUM_RANK = { none: 0, silver: 1, platinum: 2 } as const;
const PURCHASABLE = new Set([
  'ticket_package',
  'premium',
  'daily_offer',
  'seasonal_pack',
  'special_pack',
  'bundle',
]);
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function createPaymentService(deps: PaymentDeps) {
  const { db, clock } = deps;
  const refunds = createOrderRefunds({ core: deps.core, provider: deps.provider });
  const receipts = createReceipts({
    db,
    mail: deps.mail,
    productName: deps.productName ?? 'Pitchside',
    publicUrl: deps.publicUrl,
    timeZone: deps.timeZone,
    settings: deps.receipts ?? {
      vatRate: 0.2,
      merchantName: `${deps.productName ?? 'Pitchside'} Studio`,
      merchantAddress: 'Address not configured (set MERCHANT_ADDRESS)',
    },
  });
  /** Gives an order back and, the one time it changes, tells the buyer why by e-mail. */
  async function refundAndTell(request: RefundRequest, reason: RefundReason) {
    const outcome = await refunds.refundOrder(
      reason.kind === 'duplicate' ? request : { ...request, kind: reason.kind },
    );
    if (outcome.refunded) await receipts.sendRefund(outcome.order, reason);
    return outcome;
  }

  async function findProduct(variantId: string | number): Promise<ProductRow> {
    const product = await activeProduct(db, variantId);
    if (!product || !PURCHASABLE.has(product.kind)) {
      throw new AppError('NOT_FOUND', 'Product not found');
    }
    return product;
  }

  /** The once-per-season / once-per-day / premium rules, checked before any money moves. */
  async function checkAllowed(
    buyer: UserRow,
    product: ProductRow,
    recipient: { playerId: number; nickname: string } | null,
  ) {
    const now = clock();
    if (product.kind === 'premium') {
      const requested = String(product.extra.premiumType ?? 'silver') as 'silver' | 'platinum';
      const playerId = recipient?.playerId ?? buyer.gamePlayerId;
      const current = playerId ? await deps.game.premiumOf(playerId) : 'none';
      if (PREMIUM_RANK[current] >= PREMIUM_RANK[requested]) {
        const [cur, req] = [capitalise(current), capitalise(requested)];
        throw new AppError(
          'ALREADY_HAS_PREMIUM',
          recipient
            ? `${recipient.nickname} already has ${cur} Premium membership. You cannot gift ${req} Premium.`
            : `You already have ${cur} membership. You cannot purchase ${req} Premium again.`,
          409,
          { current: cur, requested: req, recipient: recipient?.nickname ?? null },
        );
      }
      return {
        premiumType: requested,
        seasonNumber: null,
        gameDay: null,
        onceKey: `premium:${playerId ?? 0}:${requested}`,
      };
    }
    if (product.kind === 'seasonal_pack') {
      const season = await findCurrentSeason(db);
      const seasonNumber = season?.number ?? 0;
      if (await hasDeliveredOrder(db, { userId: buyer.id, productId: product.id, seasonNumber }))
        throw new AppError('ALREADY_PURCHASED', 'This purchase is not allowed', 409);
      return {
        premiumType: null,
        seasonNumber,
        gameDay: null,
        onceKey: `season:${buyer.id}:${product.id}:${seasonNumber}`,
      };
    }
    if (product.kind === 'daily_offer') {
      const gameDay = dayKey(now, deps.timeZone);
      if (await hasDeliveredOrder(db, { userId: buyer.id, productId: product.id, gameDay })) {
        throw new AppError(
          'ALREADY_PURCHASED',
          "You have already claimed today's offer. Come back tomorrow!",
          409,
        );
      }
      return {
        premiumType: null,
        seasonNumber: null,
        gameDay,
        onceKey: `daily:${buyer.id}:${product.id}:${gameDay}`,
      };
    }
    return { premiumType: null, seasonNumber: null, gameDay: null, onceKey: null as string | null };
  }

  /** The game may not show a delivered premium yet (its grant is queued): the order says so. */
  async function refuseIfDelivered(onceKey: string) {
    if (await hasFulfilledOrderFor(db, onceKey))
      throw new AppError('ALREADY_PURCHASED', 'This purchase is not allowed', 409);
  }

  /**
   * Retires the open checkouts of a once-only offer before a new one opens: the provider closes
   * each session, so its page and verify answer "expired". A session the player paid in the
   * meantime is settled instead (delivered, or refunded if something else was delivered).
   * Answers true when one of them was paid, so the caller re-checks what the player may buy.
   */
  async function retireOpenCheckouts(onceKey: string, buyerId: number): Promise<boolean> {
    // Retire in the database first, so a checkout being opened right now sees it and closes
    // its own session; then close each retired session at the provider.
    const retired = await retirePendingOrders(db, onceKey, buyerId, clock());
    let paid = false;
    for (const order of retired) {
      if (!order.providerSessionId) continue;
      const status = await deps.provider.expireCheckout(order.providerSessionId);
      if (status === 'paid' || status === 'refunded') {
        // The payment got there first: deliver it now (or refund it if something else was).
        paid = true;
        await settle(order);
      }
    }
    return paid;
  }

  async function openCheckout(
    buyer: UserRow,
    product: ProductRow,
    options: {
      kind: 'purchase' | 'gift' | 'upsell';
      recipient: { playerId: number; userId: number | null; nickname: string } | null;
      priceCents?: number;
      baseTickets?: number;
      upsellOfferId?: number;
      /** The buyer consented to immediate delivery (checked by the route): recorded now. */
      consent: true;
    },
  ) {
    if (!buyer.gamePlayerId && !options.recipient)
      throw new AppError('PURCHASE_NOT_ALLOWED', 'This purchase is not allowed', 409);
    let rules = await checkAllowed(buyer, product, options.recipient);
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
        provider: deps.provider.name,
        consentAt: clock(),
        createdAt: clock(),
      });
    let order: OrderRow | undefined;
    // One open checkout per once-only offer (a unique index): retire the open one, then open
    // ours; a concurrent open that slipped in between is retired on the next round.
    for (let round = 0; !order; round += 1) {
      if (onceKey && (await retireOpenCheckouts(onceKey, buyer.id))) {
        // A retired checkout had been paid and is delivered now: may this one still open?
        rules = await checkAllowed(buyer, product, options.recipient);
        await refuseIfDelivered(onceKey);
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
    const base = deps.publicUrl.replace(/\/$/, '');
    const checkout = await deps.provider.createCheckout({
      orderId: order.id,
      amountCents,
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
      await deps.provider.expireCheckout(checkout.sessionId);
      throw new AppError('PAYMENT_SESSION_EXPIRED', 'Payment session has expired.');
    }
    return { order: { ...order, providerSessionId: checkout.sessionId }, checkoutUrl: checkout.url };
  }

  const { fulfil, refund } = createFulfilment({
    ...deps,
    // A second payment for a once-only offer, given back: the buyer reads why.
    onDuplicateRefunded: (order) => receipts.sendRefund(order, { kind: 'duplicate' }),
  });

  async function mailGiftRecipient(order: OrderRow) {
    if (!deps.mail || !order.recipientUserId) return;
    const recipient = await userById(db, order.recipientUserId);
    const buyer = await buyerNickname(db, order.userId);
    if (!recipient) return;
    await deps.mail.send(
      renderMail('giftReceived', {
        to: recipient.email,
        language: recipient.language,
        product: deps.productName ?? 'Pitchside',
        vars: {
          name: recipient.name,
          sender: buyer?.nickname ?? '',
          pack: order.productName,
          tickets: new Intl.NumberFormat(recipient.language).format(order.totalTickets),
        },
        link: deps.publicUrl.replace(/\/$/, ''),
      }),
    );
  }

  async function settle(order: OrderRow): Promise<OrderRow> {
    if (order.status === 'fulfilled' || order.status === 'refunded' || !order.providerSessionId) return order;
    const session = await deps.provider.getSession(order.providerSessionId);
    if (session?.status === 'refunded') return refund(order);
    if (session?.status === 'paid') {
      let fulfilled: Awaited<ReturnType<typeof fulfil>>;
      try {
        fulfilled = await fulfil(order.id);
      } catch (error) {
        if (error instanceof DuplicateDelivery) return refund(order);
        throw error;
      }
      const { order: done, delivered } = fulfilled;
      // Only the call that delivered the order (its grant already handed to the game) mails.
      if (delivered) await receipts.sendReceipt(done);
      if (delivered && done.kind === 'gift') await mailGiftRecipient(done);
      return done;
    }
    if (session?.status === 'expired' || session?.status === 'declined') {
      const status = session.status === 'expired' ? 'expired' : 'failed';
      const closed = await closePendingOrder(db, order.id, {
        status,
        failureReason: session.status,
        now: clock(),
      });
      // A declined card or an abandoned checkout does not use up the offer it was for: while its
      // five minutes last, the player may take it again.
      if (closed?.upsellOfferId) await reofferUpsell(db, closed.upsellOfferId, clock());
      return closed ?? order;
    }
    return order;
  }

  return {
    findProduct,

    async createLink(buyer: UserRow, variantId: string | number, consent: true) {
      const product = await findProduct(variantId);
      return openCheckout(buyer, product, { kind: 'purchase', recipient: null, consent });
    },

    async createGiftLink(
      buyer: UserRow,
      variantId: string | number,
      recipientReferralId: string,
      consent: true,
    ) {
      const player = await deps.game.findPlayerByReferralId(recipientReferralId);
      if (!player)
        throw new AppError('REFERRAL_NOT_FOUND', 'Referral ID not found. Please check and try again.');
      if (player.Id === buyer.gamePlayerId)
        throw new AppError('PURCHASE_NOT_ALLOWED', 'You cannot send a gift to yourself.', 409);
      const recipientUser = await userIdOfGamePlayer(db, player.Id);
      const product = await findProduct(variantId);
      if (product.kind === 'daily_offer' || product.kind === 'seasonal_pack') {
        throw new AppError('PURCHASE_NOT_ALLOWED', 'This purchase is not allowed', 409);
      }
      const result = await openCheckout(buyer, product, {
        kind: 'gift',
        recipient: { playerId: player.Id, userId: recipientUser?.id ?? null, nickname: player.NickName },
        consent,
      });
      return { ...result, player, product };
    },

    async acceptUpsell(buyer: UserRow, upsellId: number, consent: true) {
      // Taking the offer is one atomic step: of any number of concurrent accepts, one opens a checkout.
      const offer = await acceptUpsellOffer(db, upsellId, buyer.id, clock());
      if (!offer) throw new AppError('UPSELL_EXPIRED', 'This offer has expired.', 410);
      const order = await orderById(db, offer.orderId);
      const product = order ? await findProduct(order.productId) : null;
      if (!product) throw new AppError('UPSELL_EXPIRED', 'This offer has expired.', 410);
      return openCheckout(buyer, product, {
        kind: 'upsell',
        recipient: null,
        priceCents: offer.specialPriceCents,
        baseTickets: offer.extraTickets,
        upsellOfferId: offer.id,
        consent,
      });
    },

    async declineUpsell(buyer: UserRow, upsellId: number) {
      await declineUpsellOffer(db, upsellId, buyer.id);
    },

    /** The confirmation page's call: settles the order from the provider's word and reports it. */
    async verify(buyer: UserRow, sessionId: string) {
      const order = await buyerOrderBySession(db, deps.provider.name, sessionId, buyer.id);
      if (!order) throw new AppError('PAYMENT_SESSION_NOT_FOUND', 'Payment session not found.');
      const settled = await settle(order);
      if (settled.status === 'expired')
        throw new AppError('PAYMENT_SESSION_EXPIRED', 'Payment session has expired.');
      // A second payment of a once-only offer; a delivered order given back later (support, the
      // provider, a chargeback) is reported as refunded with its real reason (issue 32).
      if (
        settled.status === 'refunded' &&
        (settled.refundKind === 'duplicate' || settled.refundedAt === null)
      ) {
        throw new AppError(
          'ALREADY_PURCHASED',
          'This offer was already delivered, so this payment has been refunded.',
          409,
        );
      }
      const offer =
        settled.status === 'fulfilled' && settled.kind === 'purchase'
          ? await openUpsellOfOrder(db, settled.id, clock())
          : null;
      return { order: settled, upsell: offer };
    },

    /** `GET /api/payments/orders/{id}/receipt`: the receipt of one of the buyer's paid orders, as HTML. */
    async receiptHtml(buyer: UserRow, orderId: number): Promise<{ html: string; orderId: number }> {
      const order = await orderById(db, orderId);
      if (
        !order ||
        order.userId !== buyer.id ||
        (order.status !== 'fulfilled' && order.status !== 'refunded')
      )
        throw new AppError('NOT_FOUND', 'Order not found');
      return { html: receipts.receiptMessage(order, buyer).html, orderId: order.id };
    },

    /** Gives a delivered order back (the back office); the buyer gets a refund e-mail with the reason. */
    refundOrder: (request: RefundRequest) =>
      refundAndTell(request, { kind: 'support', note: request.reason }),

    /** A provider event, already signature-checked by the provider. */
    async handleEvent(event: PaymentEvent) {
      const order = await orderBySession(db, deps.provider.name, event.sessionId);
      if (!order) return;
      if (event.type === 'refunded' || event.type === 'disputed') {
        // The money went back at the provider (a refund made there, or a chargeback): the portal
        // takes back what the order gave, through the same path as an admin's refund. A delivery
        // still on its way is refunded only once it has landed, by the provider's next event.
        if (order.status !== 'fulfilled') return;
        await refundAndTell(
          {
            orderId: order.id,
            reason:
              event.type === 'disputed' ? 'Payment disputed at the provider' : 'Refunded at the provider',
            actor: null,
            refundedAtProvider: true,
          },
          { kind: event.type === 'disputed' ? 'chargeback' : 'provider' },
        );
        return;
      }
      // The provider's own record decides, not the event body: a replayed or reordered event changes nothing.
      await settle(order);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
