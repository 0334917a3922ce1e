import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate every route. */
export async function registerApiDocs(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${productName} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The explorer sets its own policy on its pages. Its default blocks the inline styles Swagger UI
  // writes (a console error on every visit) and asks to upgrade to https even on a local http
  // server, so it gets the portal's policy with inline styles allowed, as the portal's is.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_CSP });
}

const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
