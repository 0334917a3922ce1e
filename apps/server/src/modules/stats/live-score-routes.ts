import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveScoreHub } from './live-scores.ts';

/**
 * `GET /api/public/matches/stream`: today's score and status changes as server-sent events
 * (`event: scores`, data in the contract's `liveScores`). Today's matches page listens and
 * keeps its 30 s refresh for when the stream is down.
 */
export const liveScoreRoutes: FastifyPluginAsyncZod<{ hub: LiveScoreHub }> = async (app, { hub }) => {
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
      // The stream outlives the handler: Fastify hands the socket over and sends nothing itself.
      reply.hijack();
      hub.attach(reply.raw);
      request.log.debug({ openStreams: hub.openStreams }, 'live score stream opened');
    },
  );
};
