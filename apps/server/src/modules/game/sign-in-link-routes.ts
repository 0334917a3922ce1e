import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@pitchside/contract/api';
import { gameSignInLinkBody, gameSignInLinkResponse } from '@pitchside/contract/game-sign-in';
import type { DatabaseHandle } from '../../db/client.ts';
import { issueSignInLink } from './sign-in-links.ts';
import { registerSignedApi, signedHeaders } from './signed-api.ts';

/**
 * `POST /api/game/sign-in-links`: the game server asks for a one-time sign-in link for one of
 * its players (docs/game-integration.md), signed exactly like the ingestion API.
 */
export const gameSignInLinkRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  secret: string | undefined;
  clock: () => Date;
  publicUrl: string;
}> = async (app, { database, secret, clock, publicUrl }) => {
  const signatureOf = registerSignedApi(app, {
    secret,
    clock,
    bodyLimit: 16 * 1024,
    disabledMessage: 'The game API is disabled on this server (GAME_INGEST_SECRET is not set)',
  });

  app.post(
    '/api/game/sign-in-links',
    {
      config: { csrf: false },
      schema: {
        tags: ['game ingestion'],
        summary: 'A one-time sign-in link for a game player (valid 5 minutes, works once)',
        headers: signedHeaders,
        body: gameSignInLinkBody,
        response: {
          200: gameSignInLinkResponse,
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await issueSignInLink(database, signatureOf(request), request.body, {
        now: clock(),
        publicUrl,
      }),
    }),
  );
};
