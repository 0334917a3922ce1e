import { isApiError } from './api-error';

/** i18n keys (namespace `errors`) for failures every screen can meet; features add their own. */
export type ApiErrorMessageKey =
  | 'errors:api.timeout'
  | 'errors:api.network'
  | 'errors:api.sessionExpired'
  | 'errors:api.forbidden'
  | 'errors:api.notFound'
  | 'errors:api.tooManyRequests'
  | 'errors:api.server'
  | 'errors:api.validation'
  | 'errors:api.unexpected';

const BY_CODE: Partial<Record<string, ApiErrorMessageKey>> = {
  TIMEOUT: 'errors:api.timeout',
  NETWORK: 'errors:api.network',
  UNAUTHORIZED: 'errors:api.sessionExpired',
  FORBIDDEN: 'errors:api.forbidden',
  CSRF_TOKEN_INVALID: 'errors:api.forbidden',
  NOT_FOUND: 'errors:api.notFound',
  RATE_LIMITED: 'errors:api.tooManyRequests',
  VALIDATION_FAILED: 'errors:api.validation',
  INTERNAL_ERROR: 'errors:api.server',
  SERVICE_UNAVAILABLE: 'errors:api.server',
};

function byStatus(status: number): ApiErrorMessageKey {
  if (status === 401) return 'errors:api.sessionExpired';
  if (status === 403) return 'errors:api.forbidden';
  if (status === 404) return 'errors:api.notFound';
  if (status === 429) return 'errors:api.tooManyRequests';
  if (status >= 500) return 'errors:api.server';
  if (status === 400 || status === 422) return 'errors:api.validation';
  return 'errors:api.unexpected';
}

/** Chooses the translated text for an error: its code first, then its HTTP status. */
export function errorMessageKey(error: unknown): ApiErrorMessageKey {
  if (!isApiError(error)) return 'errors:api.unexpected';
  return BY_CODE[error.code] ?? byStatus(error.status);
}
