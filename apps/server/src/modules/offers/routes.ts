import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dailyOfferResponse,
  freeDailyResponse,
  freeTicketBody,
  freeTicketResponse,
  productListResponse,
  seasonalEligibility,
  shopHealthResponse,
  specialPacksQuery,
} from '@pitchside/contract/webshop';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GameGateway } from '../game/index.ts';
import { campaignStatusOf, findActiveCampaign, findCurrentSeason } from '../shop/index.ts';
import { campaignStatusResponse } from '@pitchside/contract/campaigns';
import { readerLanguage } from '../../lib/accept-language.ts';
import { contentLanguageParam } from '@pitchside/contract/content';
import type { ValueCore } from '../wallet/index.ts';
import { hasDeliveredOrder, vipStanding } from '../wallet/index.ts';
import { dailyWindow } from './daily-window.ts';
import { claimFreeGift, FREE_DAILY_SLUG } from './free-gift.ts';
import { toShopProduct } from './product-view.ts';
import {
  activeProduct,
  activeProductCount,
  activeProducts,
  dailyClaimOn,
  lastPurchaseInSeason,
} from './repository.ts';
import { idParam } from '@pitchside/contract/bounds';

const tags = ['webshop'];
const security = [{ bearer: [] }];
const DAILY_OFFER_SLUG = 'daily-offer';

export const offerRoutes: FastifyPluginAsyncZod<{
  db: Database;
  game: GameGateway;
  core: ValueCore;
  clock: () => Date;
  timeZone: string;
}> = async (app, { db, game, core, clock, timeZone }) => {
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
  const list = (kind: 'ticket_package' | 'premium') => activeProducts(db, kind);
  /** Bundles and special packs: no campaign bonus (campaigns name ticket packages), VIP bonus as everywhere. */
  const listWithVip = async (
    request: FastifyRequest & { query: { lang?: LanguageCode } },
    kind: 'bundle' | 'special_pack',
    eventId?: string,
  ) => {
    const { user } = request.authenticated();
    const language = readerLanguage(request, request.query.lang);
    const vip = await vipStanding(db, user.id, user.webPoints, clock());
    // The name in the reader's language (the English one where the studio wrote none).
    const data = (await activeProducts(db, kind, eventId)).map((row) => ({
      ...toShopProduct(row, vip, null),
      name: row.nameTranslations[language]?.trim() || row.displayName,
    }));
    return { success: true as const, data, count: data.length };
  };

  app.get(
    '/api/shop/tickets',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        querystring: z.object({ lang: contentLanguageParam.optional() }),
        response: { 200: productListResponse },
      },
    },
    async (request) => {
      const { user } = request.authenticated();
      const vip = await vipStanding(db, user.id, user.webPoints, clock());
      const campaign = await findActiveCampaign(db, clock());
      const rows = await list('ticket_package');
      const data = rows.map((row) => toShopProduct(row, vip, campaign));
      const slugs = new Map(rows.map((row) => [row.id, row.slug]));
      const language = readerLanguage(request, request.query.lang);
      return {
        success: true as const,
        data,
        count: data.length,
        campaign: campaignStatusOf(campaign, language, (id) => slugs.get(id)),
      };
    },
  );

  app.get(
    '/api/shop/health',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        summary: 'Whether the webshop can sell: products and ticket packages on sale, a campaign running',
        response: { 200: shopHealthResponse, 503: shopHealthResponse },
      },
    },
    async (_request, reply) => {
      const [products, campaign] = await Promise.all([
        activeProductCount(db),
        findActiveCampaign(db, clock()),
      ]);
      const data = {
        status: products.ticketPackages > 0 ? ('ok' as const) : ('degraded' as const),
        products: products.all,
        ticketPackages: products.ticketPackages,
        campaignActive: campaign !== null,
      };
      reply.header('cache-control', 'no-store');
      return reply.status(data.status === 'ok' ? 200 : 503).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/shop/campaign',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        summary:
          'Whether a campaign runs now (data.active), its name in the reader’s language, end and bonuses',
        querystring: z.object({ lang: contentLanguageParam.optional() }),
        response: { 200: campaignStatusResponse },
      },
    },
    async (request) => {
      const campaign = await findActiveCampaign(db, clock());
      const slugs = new Map((await list('ticket_package')).map((row) => [row.id, row.slug]));
      const language = readerLanguage(request, request.query.lang);
      return { success: true as const, data: campaignStatusOf(campaign, language, (id) => slugs.get(id)) };
    },
  );

  app.get(
    '/api/shop/bundles',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        summary: 'Bundles: tickets, energy and skill points together for one price',
        querystring: z.object({ lang: contentLanguageParam.optional() }),
        response: { 200: productListResponse },
      },
    },
    (request) => listWithVip(request, 'bundle'),
  );

  app.get(
    '/api/shop/special-packs',
    {
      preHandler: app.guards.requireConfirmed,
      schema: {
        tags,
        security,
        summary: 'Special packs on sale, all or one event’s (?eventId=top-event-teams, …)',
        querystring: specialPacksQuery,
        response: { 200: productListResponse },
      },
    },
    (request) => listWithVip(request, 'special_pack', request.query.eventId),
  );

  app.get(
    '/api/shop/premiums',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, response: { 200: productListResponse } },
    },
    async (request) => {
      const { user } = request.authenticated();
      const vip = await vipStanding(db, user.id, user.webPoints, clock());
      const data = (await list('premium')).map((row) => toShopProduct(row, vip, null));
      const currentPremium = user.gamePlayerId ? await game.premiumOf(user.gamePlayerId) : 'none';
      return { success: true as const, data, count: data.length, currentPremium };
    },
  );

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
