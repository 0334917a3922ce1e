import type { FastifyInstance } from 'fastify';
import { hasNulByte } from '@pitchside/contract/bounds';
import { AppError } from '../lib/app-error.ts';

const INVALID_TEXT = 'The request contains characters that are not allowed.';

/** True when any text inside a parsed value holds a NUL byte; depth-bounded like the body itself. */
function containsNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNulByte(value);
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNulByte(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasNulByte(key) || containsNulByte(item, depth + 1));
}

/**
 * One check at the edge for every route: PostgreSQL cannot store a NUL byte, so a text holding
 * one is refused with a 400 before any schema, service or query sees it. The contract's schemas
 * bound ids, numbers and dates; this covers every string in a path, a query or a JSON body.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it finishes in the same tick, so it adds no asynchronous
  // step between a route's send and its end (see public-cache.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    const refused =
      containsNulByte(request.params) || containsNulByte(request.query) || containsNulByte(request.body);
    done(refused ? new AppError('VALIDATION_FAILED', INVALID_TEXT, 400) : undefined);
  });
}
