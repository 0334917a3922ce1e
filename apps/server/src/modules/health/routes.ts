import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { errorEnvelope, okEnvelope } from '@pitchside/contract/api';
import { healthData, readinessData } from '@pitchside/contract/health';
import type { Database } from '../../db/client.ts';
import { redisReachable } from '../../lib/redis.ts';
import { databaseReachable } from './repository.ts';

const startedAt = Date.now();

/**
 * Liveness (`/api/health`: the process answers) apart from readiness (`/api/health/ready`: it
 * can serve, so a load balancer may send it players). A draining server is alive but not ready.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  version: string;
  redis?: Redis | undefined;
  draining: () => boolean;
}> = async (app, { db, version, redis, draining }) => {
  const tags = ['health'];
  app.get(
    '/api/health',
    {
      schema: {
        tags,
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

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags,
        summary:
          'Readiness: the database answers and the server is not draining; Redis reported when configured',
        response: { 200: okEnvelope(readinessData), 503: okEnvelope(readinessData) },
      },
    },
    async (_request, reply) => {
      const [databaseUp, redisUp] = await Promise.all([
        databaseReachable(db),
        redis ? redisReachable(redis) : Promise.resolve(undefined),
      ]);
      const data = {
        database: databaseUp ? ('up' as const) : ('down' as const),
        redis:
          redisUp === undefined ? ('not configured' as const) : redisUp ? ('up' as const) : ('down' as const),
        draining: draining(),
        ready: false,
      };
      // Redis down is reported, not fatal: every server loses it together, and taking them all
      // out of the balancer would stop the portal, where limits per process keep it serving.
      data.ready = data.database === 'up' && !data.draining;
      reply.header('cache-control', 'no-store');
      return reply.status(data.ready ? 200 : 503).send({ success: true as const, data });
    },
  );
};
