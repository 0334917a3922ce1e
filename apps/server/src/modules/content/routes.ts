import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope } from '@pitchside/contract/api';
import {
  CONTENT_CACHE,
  bannerDetailResponse,
  bannerListResponse,
  contentDetailQuery,
  contentIdParams,
  contentListQuery,
  newsDetailResponse,
  newsListResponse,
} from '@pitchside/contract/content';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { readerLanguage } from '../../lib/accept-language.ts';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import { CONTENT_IMAGE_FOLDER, CONTENT_IMAGE_NAME } from './content-images.ts';
import { createContentService } from './service.ts';

/** News and banners of the home page (spec §7 "Public content"): public, cached, ETagged. */
export const contentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  respond: PublicResponder;
  clock: () => Date;
  dataDir: string;
}> = async (app, { db, respond, clock, dataDir }) => {
  const service = createContentService(db, clock);
  const common = { tags: ['content'], response: {} };
  const config = { csrf: false };

  app.get(
    '/api/public/news',
    {
      config,
      schema: {
        ...common,
        summary: 'Live news, newest first (without the HTML body), in the reader’s language',
        querystring: contentListQuery,
        response: { 200: newsListResponse },
      },
    },
    (request, reply) => {
      const language = readerLanguage(request, request.query.lang);
      return respond(request, reply, {
        window: CONTENT_CACHE,
        schema: newsListResponse,
        language,
        load: async () => ({
          success: true as const,
          data: await service.listNews(request.query.limit, language),
        }),
      });
    },
  );

  app.get(
    '/api/public/news/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'One news item with its sanitised HTML body, in the reader’s language',
        params: contentIdParams,
        querystring: contentDetailQuery,
        response: { 200: newsDetailResponse, 404: errorEnvelope },
      },
    },
    (request, reply) => {
      const language = readerLanguage(request, request.query.lang);
      return respond(request, reply, {
        window: CONTENT_CACHE,
        schema: newsDetailResponse,
        language,
        load: async () => ({
          success: true as const,
          data: await service.getNews(request.params.id, language),
        }),
      });
    },
  );

  app.get(
    '/api/public/banners',
    {
      config,
      schema: {
        ...common,
        summary: 'Live banners in carousel order, in the reader’s language',
        querystring: contentListQuery,
        response: { 200: bannerListResponse },
      },
    },
    (request, reply) => {
      const language = readerLanguage(request, request.query.lang);
      return respond(request, reply, {
        window: CONTENT_CACHE,
        schema: bannerListResponse,
        language,
        load: async () => ({
          success: true as const,
          data: await service.listBanners(request.query.limit, language),
        }),
      });
    },
  );

  app.get(
    '/api/public/banners/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'One banner, in the reader’s language',
        params: contentIdParams,
        querystring: contentDetailQuery,
        response: { 200: bannerDetailResponse, 404: errorEnvelope },
      },
    },
    (request, reply) => {
      const language = readerLanguage(request, request.query.lang);
      return respond(request, reply, {
        window: CONTENT_CACHE,
        schema: bannerDetailResponse,
        language,
        load: async () => ({
          success: true as const,
          data: await service.getBanner(request.params.id, language),
        }),
      });
    },
  );

  // Images uploaded in the back office: named by their content's hash, so cached for good.
  const folder = path.join(dataDir, CONTENT_IMAGE_FOLDER);
  app.get(
    '/media/content/:file',
    {
      config,
      schema: { tags: ['content'], hide: true, params: z.object({ file: z.string().max(100) }) },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!CONTENT_IMAGE_NAME.test(file)) throw notFound('Image not found');
      const image = await fs.readFile(path.join(folder, file)).catch(() => null);
      if (!image) throw notFound('Image not found');
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
