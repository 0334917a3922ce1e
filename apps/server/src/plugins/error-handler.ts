import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@pitchside/contract/api';
import type { ErrorCode } from '@pitchside/contract/errors';
import { AppError } from '../lib/app-error.ts';

const SERVER_ERROR_TEXT = 'Server error. Please try again later.';

/** Maps framework errors that carry a 4xx status to our codes; anything unknown is a 500. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

function isDataException(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = cause?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * One place turns every failure into `{ success: false, error, message }`. 5xx bodies never
 * carry internal detail; the log keeps it, tied to the request id the client can quote.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorEnvelope & Record<string, unknown> = {
        ...error.extra,
        success: false,
        error: error.code,
        message: error.message,
      };
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        success: false,
        error: 'VALIDATION_FAILED',
        message: details[0]?.message ?? 'Invalid request',
        details,
      } satisfies ErrorEnvelope);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
      return reply.status(status).send({
        success: false,
        error: codeForStatus(status),
        message: error.message,
        ...(typeof retryAfter === 'number' ? { retryAfter } : {}),
      } satisfies ErrorEnvelope);
    }

    // Safety net under the contract's bounds: a value PostgreSQL refuses as data (SQLSTATE class 22:
    // a NUL byte, a number out of range, an impossible date) is the caller's bad input, not ours.
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'bad input reached the database');
      return reply.status(400).send({
        success: false,
        error: 'VALIDATION_FAILED',
        message: 'Invalid request',
      } satisfies ErrorEnvelope);
    }

    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, error: 'INTERNAL_ERROR', message: SERVER_ERROR_TEXT } satisfies ErrorEnvelope);
  });
}
