import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogueResponse,
  productIdParams,
  productResponse,
  productUpdateBody,
} from '@pitchside/contract/admin-catalogue';
import type { CatalogueService } from './catalogue-service.ts';
import { actorOf } from './request-actor.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** `/api/admin/products`: catalogue editors list the shop's products and change one (audited). */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  const catalogueEditors = app.guards.requireStaff('catalogue');

  app.get(
    '/api/admin/products',
    { preHandler: catalogueEditors, schema: { tags, security, response: { 200: catalogueResponse } } },
    async () => ({ success: true as const, data: await catalogue.list() }),
  );

  app.put(
    '/api/admin/products/:id',
    {
      preHandler: catalogueEditors,
      schema: {
        tags,
        security,
        params: productIdParams,
        body: productUpdateBody,
        response: { 200: productResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.update(actorOf(request), request.params.id, request.body),
    }),
  );
};
