import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { LiveScoreHub } from './live-scores.ts';

/**
 * `GET /api/public/matches/stream`: today's score and status changes as server-sent events
 * (`event: scores`, data in the contract's `liveScores`). Today's matches page listens and
 * keeps its 30 s refresh for when the stream is down.
 */
export const liveScoreRoutes: FastifyPluginAsyncZod<{
  hub: LiveScoreHub;
  /** Told of each stream refused by the caps (the metrics count them). */
  onRefused?: (cap: 'address-full' | 'process-full') => void;
}> = async (app, { hub, onRefused }) => {
  app.get(
    '/api/public/matches/stream',
    {
      config: { csrf: false },
      schema: {
        tags: ['matches'],
        summary: "Today's score and status changes, pushed (text/event-stream, event `scores`)",
      },
    },
    async (request, reply) => {
      // Past the caps (per address, per process) the page keeps its 30 s refresh meanwhile.
      const verdict = hub.admits(request.ip);
      if (verdict !== 'open') {
        onRefused?.(verdict);
        throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', 429, {
          retryAfter: 30,
        });
      }
      // Admitted and attached in one tick: no burst slips past the caps. The stream outlives the
      // handler: Fastify hands the socket over and sends nothing itself.
      reply.hijack();
      hub.attach(reply.raw, request.ip);
      request.log.debug({ openStreams: hub.openStreams }, 'live score stream opened');
    },
  );
};
