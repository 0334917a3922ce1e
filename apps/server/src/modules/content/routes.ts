import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@pitchside/contract/api';
import {
  CONTENT_CACHE,
  bannerDetailResponse,
  bannerListResponse,
  contentIdParams,
  contentListQuery,
  newsDetailResponse,
  newsListResponse,
} from '@pitchside/contract/content';
import type { Database } from '../../db/client.ts';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import { createContentService } from './service.ts';

/** News and banners of the home page (spec §7 "Public content"): public, cached, ETagged. */
export const contentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  respond: PublicResponder;
  clock: () => Date;
}> = async (app, { db, respond, clock }) => {
  const service = createContentService(db, clock);
  const common = { tags: ['content'], response: {} };
  const config = { csrf: false };

  app.get(
    '/api/public/news',
    {
      config,
      schema: {
        ...common,
        summary: 'Published news, newest first (without the HTML body)',
        querystring: contentListQuery,
        response: { 200: newsListResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: CONTENT_CACHE,
        schema: newsListResponse,
        load: async () => ({ success: true as const, data: await service.listNews(request.query.limit) }),
      }),
  );

  app.get(
    '/api/public/news/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'One news item with its sanitised HTML body',
        params: contentIdParams,
        response: { 200: newsDetailResponse, 404: errorEnvelope },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: CONTENT_CACHE,
        schema: newsDetailResponse,
        load: async () => ({ success: true as const, data: await service.getNews(request.params.id) }),
      }),
  );

  app.get(
    '/api/public/banners',
    {
      config,
      schema: {
        ...common,
        summary: 'Active banners in carousel order',
        querystring: contentListQuery,
        response: { 200: bannerListResponse },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: CONTENT_CACHE,
        schema: bannerListResponse,
        load: async () => ({ success: true as const, data: await service.listBanners(request.query.limit) }),
      }),
  );

  app.get(
    '/api/public/banners/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'One banner',
        params: contentIdParams,
        response: { 200: bannerDetailResponse, 404: errorEnvelope },
      },
    },
    (request, reply) =>
      respond(request, reply, {
        window: CONTENT_CACHE,
        schema: bannerDetailResponse,
        load: async () => ({ success: true as const, data: await service.getBanner(request.params.id) }),
      }),
  );
};
