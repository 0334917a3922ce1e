import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INGEST_SIGNATURE_HEADER, INGEST_TIMESTAMP_HEADER } from '@pitchside/contract/game-ingest';
import { AppError } from '../../lib/app-error.ts';
import { verifyIngestSignature, type VerifiedSignature } from './signature.ts';

/** The two headers every signed call of the game API carries (docs/game-integration.md). */
export const signedHeaders = z.object({
  [INGEST_TIMESTAMP_HEADER]: z.string().describe('Unix time in seconds'),
  [INGEST_SIGNATURE_HEADER]: z.string().describe('hex HMAC-SHA256 of `timestamp + "." + raw body`'),
});

/**
 * Makes every route of the calling plugin a signed game API call: server to server, signed with
 * GAME_INGEST_SECRET instead of a session and CSRF token (routes still say `csrf: false`). JSON is
 * parsed from a buffer kept for the HMAC, and the signature is checked before the body is
 * validated, so an unsigned request learns nothing about the schema. Call it inside a plugin of
 * its own: the JSON parser it installs stays in that plugin's scope.
 *
 * Answers how a handler gets the request's verified signature (recorded once per call by the
 * handler's transaction, which is what refuses a replay).
 */
export function registerSignedApi(
  app: FastifyInstance,
  options: {
    secret: string | undefined;
    clock: () => Date;
    bodyLimit: number;
    /** Why the calls answer 503 while GAME_INGEST_SECRET is not set. */
    disabledMessage: string;
  },
): (request: FastifyRequest) => VerifiedSignature {
  const { secret, clock } = options;
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const signatures = new WeakMap<FastifyRequest, VerifiedSignature>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: options.bodyLimit },
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
    if (!secret) throw new AppError('SERVICE_UNAVAILABLE', options.disabledMessage);
  });
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

  return (request) => {
    const signature = signatures.get(request);
    if (!signature) throw new AppError('UNAUTHORIZED', 'Invalid signature');
    return signature;
  };
}
