import type { ErrorCode } from '@pitchside/contract/errors';

/** Failures that never reach the server, named by the client itself. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'INVALID_RESPONSE' | 'HTTP_ERROR';

// Feature modules add their own server codes later; unknown ones must still pass through.
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & Record<never, never>);

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  retryAfter?: number;
  /** Extra fields of the failure body (e.g. `current`/`requested` of ALREADY_HAS_PREMIUM). */
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly retryAfter: number | undefined;
  readonly details: Record<string, unknown>;

  constructor({ status, code, message, retryAfter, details }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.details = details ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
