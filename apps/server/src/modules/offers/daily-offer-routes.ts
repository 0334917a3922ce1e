import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dailyOfferResponse,
  freeDailyResponse,
  freeTicketBody,
  freeTicketResponse,
  seasonalEligibility,
} from '@pitchside/contract/webshop';
import { idParam } from '@pitchside/contract/bounds';
import { AppError } from '../../lib/app-error.ts';
import { findCurrentSeason } from '../shop/index.ts';
import { hasDeliveredOrder, vipStanding } from '../wallet/index.ts';
import { dailyWindow } from './daily-window.ts';
import { claimFreeGift, FREE_DAILY_SLUG } from './free-gift.ts';
import { toShopProduct } from './product-view.ts';
import { activeProduct, dailyClaimOn, lastPurchaseInSeason } from './repository.ts';
import { security, tags, type OfferRouteOptions } from './route-options.ts';

const DAILY_OFFER_SLUG = 'daily-offer';

/** The day's offers: the daily offer, the free daily gift and the seasonal packs' eligibility. */
export const dailyOfferRoutes: FastifyPluginAsyncZod<OfferRouteOptions> = async (app, options) => {
  const { db, core, clock, timeZone } = options;
  const product = async (slug: string) => {
    const row = await activeProduct(db, slug);
    if (!row) throw new AppError('NOT_FOUND', 'Product not found');
    return row;
  };
  /** spec §7: the user id in the path must be the caller's own. */
  const ownId = (request: { auth?: { user: { id: number } } }, userId: number) => {
    if (request.auth?.user.id !== userId)
      throw new AppError('FORBIDDEN', 'You do not have permission for this action.');
  };

  app.get(
    '/api/offers/daily',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, response: { 200: dailyOfferResponse } },
    },
    async (request) => {
      const { user } = request.authenticated();
      const row = await product(DAILY_OFFER_SLUG);
      const window = dailyWindow(clock(), timeZone);
      const bought = await hasDeliveredOrder(db, {
        userId: user.id,
        productId: row.id,
        gameDay: window.gameDay,
      });
      const vip = await vipStanding(db, user.id, user.webPoints, clock());
      return { success: true as const, data: toShopProduct(row, vip, null), canPurchase: !bought, ...window };
    },
  );

  app.get(
    '/api/offers/free-daily-eligibility/:userId',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        params: z.object({ userId: idParam }),
        response: { 200: freeDailyResponse },
      },
    },
    async (request) => {
      ownId(request, request.params.userId);
      const row = await product(FREE_DAILY_SLUG);
      const window = dailyWindow(clock(), timeZone);
      const claim = await dailyClaimOn(db, request.params.userId, FREE_DAILY_SLUG, window.gameDay);
      return {
        success: true as const,
        canPurchase: !claim,
        tickets: row.tickets,
        webPoints: row.webPoints,
        ...window,
      };
    },
  );

  app.post(
    '/api/offers/free-ticket',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, body: freeTicketBody, response: { 200: freeTicketResponse } },
    },
    async (request) => {
      const { user } = request.authenticated();
      if (request.body.userId !== undefined) ownId(request, request.body.userId);
      if (!user.gamePlayerId) throw new AppError('PURCHASE_NOT_ALLOWED', 'This purchase is not allowed', 409);
      const row = await product(FREE_DAILY_SLUG);
      const { gameDay } = dailyWindow(clock(), timeZone);
      await claimFreeGift(core, {
        userId: user.id,
        gamePlayerId: user.gamePlayerId,
        gameDay,
        tickets: row.tickets,
        webPoints: row.webPoints,
      });
      return {
        success: true as const,
        message: 'Free tickets claimed!',
        tickets: row.tickets,
        webPoints: row.webPoints,
      };
    },
  );

  app.get(
    '/api/offers/seasonal-eligibility/:userId/:slug',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        params: z.object({
          userId: idParam,
          slug: z.enum(['seasonal-welcome-pack', 'seasonal-winner-pack']),
        }),
        response: { 200: seasonalEligibility },
      },
    },
    async (request) => {
      ownId(request, request.params.userId);
      const row = await product(request.params.slug);
      const season = await findCurrentSeason(db);
      const last = await lastPurchaseInSeason(db, request.params.userId, row.id, season?.number ?? 0);
      return {
        success: true as const,
        canPurchase: !last,
        seasonId: season?.id ?? null,
        seasonName: season?.name ?? null,
        lastPurchase: last?.fulfilledAt
          ? { productName: last.productName, purchasedAt: last.fulfilledAt.toISOString() }
          : null,
      };
    },
  );
};
