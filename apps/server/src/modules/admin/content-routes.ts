import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_IMAGE_MAX_BYTES,
  adminBannerListResponse,
  adminBannerResponse,
  adminNewsListResponse,
  adminNewsResponse,
  adminFaqListResponse,
  adminFaqResponse,
  bannerBodyFor,
  faqBody,
  contentItemParams,
  imageUploadResponse,
  newsBodyFor,
  newsPreviewBody,
  newsPreviewResponse,
} from '@pitchside/contract/admin-content';
import { successEnvelope } from '@pitchside/contract/api';
import { AppError } from '../../lib/app-error.ts';
import { asUploadError } from '../../lib/multipart-error.ts';
import type { ContentAdminService } from './content-service.ts';
import type { FaqAdminService } from './faq-service.ts';
import { actorOf } from './request-actor.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/api/admin/news`, `/api/admin/banners` and `/api/admin/images` (the content area: content editors and admins). */
export const adminContentRoutes: FastifyPluginAsyncZod<{
  content: ContentAdminService;
  faq: FaqAdminService;
  /** Hosts banners and news may link to over https (issue 31); unset: any https host. */
  linkHosts?: readonly string[];
}> = async (app, { content, faq, linkHosts }) => {
  const editors = app.guards.requireStaff('content');
  const newsBody = newsBodyFor(linkHosts);
  const bannerBody = bannerBodyFor(linkHosts);
  await app.register(multipart, { limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 0 } });

  app.get(
    '/api/admin/news',
    { preHandler: editors, schema: { tags, security, response: { 200: adminNewsListResponse } } },
    async () => ({ success: true as const, data: await content.listNews() }),
  );
  app.post(
    '/api/admin/news',
    { preHandler: editors, schema: { tags, security, body: newsBody, response: { 200: adminNewsResponse } } },
    async (request) => ({
      success: true as const,
      data: await content.createNews(actorOf(request), request.body),
    }),
  );
  app.put(
    '/api/admin/news/:id',
    {
      preHandler: editors,
      schema: {
        tags,
        security,
        params: contentItemParams,
        body: newsBody,
        response: { 200: adminNewsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.updateNews(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/news/:id',
    {
      preHandler: editors,
      schema: { tags, security, params: contentItemParams, response: { 200: successEnvelope } },
    },
    async (request) => {
      await content.deleteNews(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  // The editor's preview: the body through the same allow-list as on save, so what the editor
  // shows is what players will read (and nothing typed there can run in the editor's page).
  app.post(
    '/api/admin/news/preview',
    {
      preHandler: editors,
      schema: { tags, security, body: newsPreviewBody, response: { 200: newsPreviewResponse } },
    },
    async (request) => ({ success: true as const, data: { html: content.previewNews(request.body.html) } }),
  );

  app.get(
    '/api/admin/banners',
    { preHandler: editors, schema: { tags, security, response: { 200: adminBannerListResponse } } },
    async () => ({ success: true as const, data: await content.listBanners() }),
  );
  app.post(
    '/api/admin/banners',
    {
      preHandler: editors,
      schema: { tags, security, body: bannerBody, response: { 200: adminBannerResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await content.createBanner(actorOf(request), request.body),
    }),
  );
  app.put(
    '/api/admin/banners/:id',
    {
      preHandler: editors,
      schema: {
        tags,
        security,
        params: contentItemParams,
        body: bannerBody,
        response: { 200: adminBannerResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await content.updateBanner(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/banners/:id',
    {
      preHandler: editors,
      schema: { tags, security, params: contentItemParams, response: { 200: successEnvelope } },
    },
    async (request) => {
      await content.deleteBanner(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admin/faq',
    { preHandler: editors, schema: { tags, security, response: { 200: adminFaqListResponse } } },
    async () => ({ success: true as const, data: await faq.list() }),
  );
  app.post(
    '/api/admin/faq',
    { preHandler: editors, schema: { tags, security, body: faqBody, response: { 200: adminFaqResponse } } },
    async (request) => ({ success: true as const, data: await faq.create(actorOf(request), request.body) }),
  );
  app.put(
    '/api/admin/faq/:id',
    {
      preHandler: editors,
      schema: {
        tags,
        security,
        params: contentItemParams,
        body: faqBody,
        response: { 200: adminFaqResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await faq.update(actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/admin/faq/:id',
    {
      preHandler: editors,
      schema: { tags, security, params: contentItemParams, response: { 200: successEnvelope } },
    },
    async (request) => {
      await faq.remove(actorOf(request), request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/images',
    {
      preHandler: editors,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: imageUploadResponse },
      },
    },
    async (request) => {
      const file = await request.file().catch((error: unknown) => {
        throw asUploadError(error);
      });
      if (!file) throw new AppError('VALIDATION_FAILED', 'Please choose an image');
      const original = await file.toBuffer().catch(() => {
        throw new AppError('PAYLOAD_TOO_LARGE', `${file.filename} - File is too large (max 5 MB)`);
      });
      const url = await content.storeImage(original, file.filename);
      if (!url) throw new AppError('VALIDATION_FAILED', `${file.filename} - Invalid file type`);
      return { success: true as const, data: { url } };
    },
  );
};
