import { ERROR_STATUS, type ErrorCode } from '@pitchside/contract/errors';

/**
 * A failure the player is meant to see. `message` is the spec's English text; the client
 * shows its own translation keyed by `code`, so the two never drift apart in meaning.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number = ERROR_STATUS[code] ?? 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Resource not found') => new AppError('NOT_FOUND', message);
