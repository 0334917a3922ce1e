import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import { spinHistoryItem, spinResult, spinWheel } from '@pitchside/contract/spin';
import { authOf, type AuthGuards } from '../account/authenticate.ts';
import type { createSpinService } from './spin-service.ts';

const tags = ['spin'];
const security = [{ bearer: [] }];

export const spinRoutes: FastifyPluginAsyncZod<{
  spin: ReturnType<typeof createSpinService>;
  guards: AuthGuards;
}> = async (app, { spin, guards }) => {
  app.get(
    '/api/spin/wheel',
    {
      preHandler: guards.requireConfirmed,
      schema: { tags, security, response: { 200: okEnvelope(spinWheel) } },
    },
    async (request) => ({ success: true as const, data: await spin.wheel(authOf(request).user) }),
  );

  app.post(
    '/api/spin',
    {
      preHandler: guards.requireConfirmed,
      schema: { tags, security, response: { 200: okEnvelope(spinResult) } },
    },
    async (request) => ({ success: true as const, data: await spin.spin(authOf(request).user.id) }),
  );

  app.get(
    '/api/spin/history',
    {
      preHandler: guards.requireConfirmed,
      schema: { tags, security, response: { 200: okEnvelope(z.array(spinHistoryItem)) } },
    },
    async (request) => ({ success: true as const, data: await spin.history(authOf(request).user.id) }),
  );
};
