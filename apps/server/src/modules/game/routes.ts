import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@pitchside/contract/api';
import {
  ingestEventPoints,
  ingestMatches,
  ingestPlayers,
  ingestResult,
  ingestSeasons,
  ingestTeams,
} from '@pitchside/contract/game-ingest';
import type { DatabaseHandle } from '../../db/client.ts';
import { ingestBatch, type IngestBatch } from './service.ts';
import { registerSignedApi, signedHeaders } from './signed-api.ts';

const BASE = '/api/game/ingest';
const BODY_LIMIT = 10 * 1024 * 1024;
const resultResponse = okEnvelope(ingestResult);

/**
 * The signed ingestion API of a real game server (docs/game-integration.md). Outside CSRF
 * (server to server, signed instead); the exact request bytes are kept for the HMAC.
 */
export const gameIngestRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  secret: string | undefined;
  clock: () => Date;
}> = async (app, { database, secret, clock }) => {
  const signatureOf = registerSignedApi(app, {
    secret,
    clock,
    bodyLimit: BODY_LIMIT,
    disabledMessage: 'Game ingestion is disabled on this server (GAME_INGEST_SECRET is not set)',
  });

  const route = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    toBatch: (data: z.output<S>) => IngestBatch,
  ) => {
    app.post(
      `${BASE}/${path}`,
      {
        bodyLimit: BODY_LIMIT,
        config: { csrf: false },
        schema: {
          tags: ['game ingestion'],
          summary,
          headers: signedHeaders,
          body,
          response: {
            200: resultResponse,
            400: errorEnvelope,
            401: errorEnvelope,
            409: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => {
        const data = await ingestBatch(
          database,
          signatureOf(request),
          toBatch(request.body as z.output<S>),
          clock(),
        );
        return { success: true as const, data };
      },
    );
  };

  route('seasons', 'Upsert seasons by number', ingestSeasons, (body) => ({ kind: 'seasons', body }));
  route('teams', 'Upsert teams by id', ingestTeams, (body) => ({ kind: 'teams', body }));
  route('players', 'Upsert players by id (with season totals and referrer)', ingestPlayers, (body) => ({
    kind: 'players',
    body,
  }));
  route('matches', 'Upsert matches by id (lines replace the stored ones)', ingestMatches, (body) => ({
    kind: 'matches',
    body,
  }));
  route(
    'event-points',
    'Add team event awards (a repeated award id is ignored)',
    ingestEventPoints,
    (body) => ({
      kind: 'event-points',
      body,
    }),
  );
};
