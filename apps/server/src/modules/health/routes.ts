import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope, okEnvelope } from '@pitchside/contract/api';
import { healthData } from '@pitchside/contract/health';
import type { Database } from '../../db/client.ts';
import { databaseReachable } from './repository.ts';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; version: string }> = async (
  app,
  { db, version },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: okEnvelope(healthData), 503: okEnvelope(healthData).or(errorEnvelope) },
      },
    },
    async (_request, reply) => {
      const database = (await databaseReachable(db)) ? ('up' as const) : ('down' as const);
      const data = {
        status: database === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        version,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      };
      return reply.status(database === 'up' ? 200 : 503).send({ success: true as const, data });
    },
  );
};
