import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@pitchside/contract/api';
import {
  INGEST_SIGNATURE_HEADER,
  INGEST_TIMESTAMP_HEADER,
  ingestEventPoints,
  ingestMatches,
  ingestPlayers,
  ingestResult,
  ingestSeasons,
  ingestTeams,
} from '@pitchside/contract/game-ingest';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ingestBatch, type IngestBatch } from './service.ts';
import { verifyIngestSignature, type VerifiedSignature } from './signature.ts';

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
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const signatures = new WeakMap<FastifyRequest, VerifiedSignature>();

  // Only inside this plugin: JSON is parsed from a buffer that stays available for the HMAC.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const raw = Buffer.isBuffer(body) ? body : Buffer.from(body);
      rawBodies.set(request, raw);
      try {
        done(null, JSON.parse(raw.toString('utf8')));
      } catch {
        done(new AppError('VALIDATION_FAILED', 'The body is not valid JSON'), undefined);
      }
    },
  );

  app.addHook('onRequest', async () => {
    if (!secret) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        'Game ingestion is disabled on this server (GAME_INGEST_SECRET is not set)',
      );
    }
  });
  // Before the body is validated: an unsigned request learns nothing about the schema.
  app.addHook('preValidation', async (request) => {
    signatures.set(
      request,
      verifyIngestSignature({
        secret: secret ?? '',
        timestamp: request.headers[INGEST_TIMESTAMP_HEADER],
        signature: request.headers[INGEST_SIGNATURE_HEADER],
        rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
        now: clock(),
      }),
    );
  });

  const headers = z.object({
    [INGEST_TIMESTAMP_HEADER]: z.string().describe('Unix time in seconds'),
    [INGEST_SIGNATURE_HEADER]: z.string().describe('hex HMAC-SHA256 of `timestamp + "." + raw body`'),
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
          headers,
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
        const signature = signatures.get(request);
        if (!signature) throw new AppError('UNAUTHORIZED', 'Invalid signature');
        const data = await ingestBatch(database, signature, toBatch(request.body as z.output<S>), clock());
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
