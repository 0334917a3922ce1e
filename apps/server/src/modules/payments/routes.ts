import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@pitchside/contract/bounds';
import { okEnvelope, successEnvelope } from '@pitchside/contract/api';
import { discountPreviewBody, discountPreviewResponse } from '@pitchside/contract/codes';
import {
  acceptUpsellBody,
  createGiftLinkBody,
  createPaymentLinkBody,
  giftLinkResponse,
  paymentLinkResponse,
  upsellOffer,
  verifySessionBody,
  verifySessionResponse,
} from '@pitchside/contract/payments';
import type { Database } from '../../db/client.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionUserOf } from '../account/index.ts';
import { findUserById } from '../account/index.ts';
import { toConfirmation, toUpsell } from './order-views.ts';
import { activeUpsellOf } from './upsell-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentService } from './payment-service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];

export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  payments: PaymentService;
  provider: PaymentProvider;
  limits: CreationLimits;
  clock: () => Date;
}> = async (app, { db, payments, provider, limits, clock }) => {
  const sameUser = (request: { auth?: { user: { id: number } } }, userId?: number) => {
    if (userId !== undefined && userId !== request.auth?.user.id) {
      throw new AppError('FORBIDDEN', 'You do not have permission for this action.');
    }
  };

  /**
   * EU CRD art. 16(m): a digital item is delivered at once only after the buyer's express consent,
   * which loses the right of withdrawal. No checkout opens without it; the order records when.
   */
  const consentOf = (body: { consent?: boolean | undefined }): true => {
    if (body.consent !== true)
      throw new AppError(
        'CONSENT_REQUIRED',
        'Please agree to immediate delivery and confirm that you then lose your right of withdrawal.',
        400,
      );
    return true;
  };

  app.post(
    '/api/payments/create-link',
    {
      preHandler: [app.guards.requireConfirmed, limits.checkout],
      schema: { tags, security, body: createPaymentLinkBody, response: { 200: paymentLinkResponse } },
    },
    async (request) => {
      sameUser(request, request.body.userId);
      const { checkoutUrl } = await payments.createLink(
        request.authenticated().user,
        request.body.variantId,
        consentOf(request.body),
        request.body.code,
      );
      return { success: true as const, checkoutUrl, message: 'Redirecting to secure checkout' };
    },
  );

  app.post(
    '/api/payments/discount',
    {
      // Checking codes is guessing codes: the checkout's own limit counts every try.
      preHandler: [app.guards.requireConfirmed, limits.checkout],
      schema: { tags, security, body: discountPreviewBody, response: { 200: discountPreviewResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await payments.previewDiscount(
        request.authenticated().user,
        request.body.variantId,
        request.body.code,
      ),
    }),
  );

  app.post(
    '/api/payments/gift',
    {
      preHandler: [app.guards.requireConfirmed, limits.gift],
      schema: { tags, security, body: createGiftLinkBody, response: { 200: giftLinkResponse } },
    },
    async (request) => {
      sameUser(request, request.body.buyerId);
      const result = await payments.createGiftLink(
        request.authenticated().user,
        request.body.variantId,
        request.body.recipientReferralId,
        consentOf(request.body),
      );
      return {
        success: true as const,
        checkoutUrl: result.checkoutUrl,
        message: 'Redirecting to secure checkout',
        recipient: {
          nickname: result.player.NickName,
          teamName: result.player.TeamName,
          level: result.player.UserLevel,
          referralId: result.player.ReferralId,
        },
        product: { name: result.product.displayName, price: result.product.priceCents },
      };
    },
  );

  app.get(
    '/api/payments/orders/:id/receipt',
    {
      preHandler: app.guards.requireUser,
      schema: {
        tags,
        security,
        summary: 'The receipt of one of the caller’s paid orders, in their language, as an HTML file',
        params: z.object({ id: idParam }),
      },
    },
    async (request, reply) => {
      const { html, orderId } = await payments.receiptHtml(request.authenticated().user, request.params.id);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="receipt-${orderId}.html"`)
        .send(html);
    },
  );

  app.post(
    '/api/payments/verify-session',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, body: verifySessionBody, response: { 200: verifySessionResponse } },
    },
    async (request) => {
      const buyer = request.authenticated().user;
      const { order, upsell } = await payments.verify(buyer, request.body.session_id);
      // Read again: fulfilling the order may just have changed the balance and the VIP tier.
      const user = (await findUserById(db, buyer.id)) ?? buyer;
      const status =
        order.status === 'fulfilled'
          ? 'fulfilled'
          : order.status === 'pending'
            ? 'processing'
            : order.status === 'expired'
              ? 'expired'
              : order.status === 'refunded'
                ? 'refunded'
                : 'failed';
      return {
        success: true as const,
        status,
        user: await sessionUserOf(db, user, clock()),
        purchase: order.status === 'fulfilled' ? toConfirmation(order) : null,
        upsell: upsell ? toUpsell(upsell, clock()) : null,
        // A declined card is not a dead end: the same product may be bought again at once.
        retry:
          status === 'failed' && order.kind === 'purchase' && order.status === 'failed'
            ? { variantId: order.productSlug }
            : null,
        refund:
          order.status === 'refunded'
            ? {
                kind: order.refundKind ?? 'support',
                // Support's own words; the provider's and a chargeback's reasons are the kind itself.
                reason: (order.refundKind ?? 'support') === 'support' ? order.failureReason : null,
              }
            : null,
      } as const;
    },
  );

  app.get(
    '/api/payments/upsell/active',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, response: { 200: okEnvelope(upsellOffer.nullable()) } },
    },
    async (request) => {
      const offer = await activeUpsellOf(db, request.authenticated().user.id, clock());
      return { success: true as const, data: offer ? toUpsell(offer, clock()) : null };
    },
  );

  app.post(
    '/api/payments/accept-upsell',
    {
      preHandler: [app.guards.requireConfirmed, limits.checkout],
      schema: { tags, security, body: acceptUpsellBody, response: { 200: paymentLinkResponse } },
    },
    async (request) => {
      const { checkoutUrl } = await payments.acceptUpsell(
        request.authenticated().user,
        request.body.upsellId,
        consentOf(request.body),
      );
      return { success: true as const, checkoutUrl, message: 'Redirecting to secure checkout' };
    },
  );

  app.post(
    '/api/payments/decline-upsell',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        body: acceptUpsellBody,
        response: { 200: successEnvelope },
      },
    },
    async (request) => {
      await payments.declineUpsell(request.authenticated().user, request.body.upsellId);
      return { success: true as const };
    },
  );

  // Provider webhooks: signed by the provider, so no CSRF; the raw body is what was signed.
  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post(
      `/api/payments/webhook/${provider.name}`,
      { config: { csrf: false }, schema: { hide: true } },
      async (request) => {
        const event = await provider.parseWebhook(request.body as Buffer, request.headers);
        if (event) await payments.handleEvent(event);
        return { received: true };
      },
    );
  });
};
