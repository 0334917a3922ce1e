import { createHmac, timingSafeEqual } from 'node:crypto';
import { INGEST_MAX_SKEW_SECONDS } from '@pitchside/contract/game-ingest';
import { AppError } from '../../lib/app-error.ts';

/**
 * Ingestion requests are signed like webhooks: HMAC-SHA256 over `timestamp + "." + raw body`
 * with the shared secret, hex, in X-Pitchside-Signature (a `sha256=` prefix is accepted).
 * The timestamp (Unix seconds) must be within 5 minutes of our clock, which bounds how long a
 * captured request could be replayed; within that window each signature is accepted once.
 */
export function signIngestBody(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export interface VerifiedSignature {
  signature: string;
  /** When this signature can no longer pass the timestamp check, so the replay record may go. */
  expiresAt: Date;
}

export function verifyIngestSignature(options: {
  secret: string;
  timestamp: string | string[] | undefined;
  signature: string | string[] | undefined;
  rawBody: Buffer;
  now: Date;
}): VerifiedSignature {
  const { timestamp, now } = options;
  const given = typeof options.signature === 'string' ? options.signature.replace(/^sha256=/, '').trim() : '';
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) {
    throw new AppError('UNAUTHORIZED', 'Missing or malformed signature headers');
  }
  const expected = Buffer.from(signIngestBody(options.secret, timestamp, options.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new AppError('UNAUTHORIZED', 'Invalid signature');
  }
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > INGEST_MAX_SKEW_SECONDS) {
    throw new AppError('UNAUTHORIZED', 'Request timestamp is outside the allowed 5-minute window');
  }
  return {
    signature: given.toLowerCase(),
    expiresAt: new Date((seconds + INGEST_MAX_SKEW_SECONDS + 60) * 1000),
  };
}
