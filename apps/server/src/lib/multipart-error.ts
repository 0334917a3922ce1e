import { AppError } from './app-error.ts';

/**
 * The multipart parser throws plain errors for a body it cannot read (no boundary, a cut-off
 * part, a malformed header). Those are the caller's bad input: a 400, never a 500. Errors that
 * already carry a status (limits, our own refusals) and file-system errors pass through.
 */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode === 'number') return error;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error;
  return new AppError('VALIDATION_FAILED', 'The upload could not be read. Please try again.', 400);
}
