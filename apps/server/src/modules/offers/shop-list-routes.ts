import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productListResponse, shopHealthResponse, specialPacksQuery } from '@pitchside/contract/webshop';
import { campaignStatusResponse } from '@pitchside/contract/campaigns';
import { contentLanguageParam } from '@pitchside/contract/content';
import { readerLanguage } from '../../lib/accept-language.ts';
import { campaignStatusOf, findActiveCampaign } from '../shop/index.ts';
import { vipStanding } from '../wallet/index.ts';
import { toShopProduct } from './product-view.ts';
import { activeProductCount, activeProducts } from './repository.ts';
import { security, tags, type OfferRouteOptions } from './route-options.ts';

/** The shop's lists: ticket packages (with the campaign), bundles, special packs, premiums. */
export const shopListRoutes: FastifyPluginAsyncZod<OfferRouteOptions> = async (app, { db, game, clock }) => {
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
};
