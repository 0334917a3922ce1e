import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import { spinHistoryItem, spinResult, spinWheel } from '@pitchside/contract/spin';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import type { createSpinService } from './spin-service.ts';

const tags = ['spin'];
const security = [{ bearer: [] }];

export const spinRoutes: FastifyPluginAsyncZod<{
  spin: ReturnType<typeof createSpinService>;
  limits: CreationLimits;
}> = async (app, { spin, limits }) => {
  app.get(
    '/api/spin/wheel',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, response: { 200: okEnvelope(spinWheel) } },
    },
    async (request) => ({ success: true as const, data: await spin.wheel(request.authenticated().user) }),
  );

  app.post(
    '/api/spin',
    {
      preHandler: [app.guards.requireConfirmed, limits.spin],
      schema: { tags, security, response: { 200: okEnvelope(spinResult) } },
    },
    async (request) => ({ success: true as const, data: await spin.spin(request.authenticated().user.id) }),
  );

  app.get(
    '/api/spin/history',
    {
      preHandler: app.guards.requireConfirmed,
      schema: { tags, security, response: { 200: okEnvelope(z.array(spinHistoryItem)) } },
    },
    async (request) => ({
      success: true as const,
      data: await spin.history(request.authenticated().user.id),
    }),
  );
};
