import { API_TIMEOUT_MS, CSRF_HEADER } from '@pitchside/contract/constants';
import type { $ZodType, output } from 'zod/v4/core';
import { apiOrigin } from '@/lib/origin';
import { useSessionStore } from '@/lib/session/session-store';
import { ApiError } from './api-error';
import { ensureCsrfToken, refreshCsrfToken } from './csrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** JSON-encoded, except a FormData (file uploads), which is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** For calls whose 401 means "wrong credentials" or "check only" rather than "session over". */
  skipAuthLogout?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * Some endpoints answer with a flat success body (`{ success, checkoutUrl, message }`) rather
   * than `{ success, data }`: with this set, the schema checks (and the call returns) the whole body.
   */
  wholeBody?: boolean;
}

interface ApiClientCallbacks {
  onUnauthorized?: () => void;
  /** A staff tool refused a staff account that has no second factor yet (issue 16). */
  onSecondFactorRequired?: () => void;
}

// English texts of spec §8; the screens show the translated text via error-messages.ts.
const TIMEOUT_MESSAGE = 'Request timeout. Server is taking too long to respond.';
const NETWORK_MESSAGE = 'Cannot connect to server. Please check your internet connection.';
const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

/**
 * The envelopes' schemas (zod), loaded with the first call rather than with the app's start, which
 * makes none on a guest's server-rendered page (decision 0037); fetched beside that call's request.
 */
const loadEnvelopes = () => import('./envelopes');
type Envelopes = Awaited<ReturnType<typeof loadEnvelopes>>;

let callbacks: ApiClientCallbacks = {};

/** The app wires navigation and modals in here, so lib/ never imports app/. Returns an undo. */
export function configureApiClient(next: ApiClientCallbacks): () => void {
  callbacks = next;
  return () => {
    if (callbacks === next) callbacks = {};
  };
}

export function apiUrl(path: string): string {
  // Absolute, because fetch outside a browser (tests) cannot resolve relative URLs.
  return `${apiOrigin()}/api${path}`;
}

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
  retryAfterHeader: string | null;
}

export function apiRequest<S extends $ZodType>(
  path: string,
  options: ApiRequestOptions & { schema: S },
): Promise<output<S>>;
export function apiRequest(path: string, options?: ApiRequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  options: ApiRequestOptions & { schema?: $ZodType } = {},
): Promise<unknown> {
  const method = options.method ?? 'GET';
  const stateChanging = method !== 'GET';
  // Its code unreachable is the network failing, as for the call itself.
  const envelopes = loadEnvelopes().catch(() => {
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  });
  // Settled below; a call that fails first must not leave it an unhandled rejection.
  envelopes.catch(() => undefined);
  const csrfToken = stateChanging ? await ensureCsrfToken(apiUrl) : undefined;
  let response = await send(path, method, options, csrfToken);
  const envelope = await envelopes;

  if (stateChanging && isCsrfRejection(response, envelope)) {
    // The cookie expired or rotated: fetch a fresh one and try exactly once more.
    response = await send(path, method, options, await refreshCsrfToken(apiUrl));
  }

  const { failureEnvelope, flatSuccess, safeParse, successEnvelope } = envelope;
  const failure = failureEnvelope.safeParse(response.body);
  // A blocked account's session is over too (the server ended it); the call's error says why.
  const sessionOver =
    response.status === 401 || (response.status === 403 && failure.data?.error === 'ACCOUNT_BLOCKED');
  if (sessionOver && !options.skipAuthLogout) callbacks.onUnauthorized?.();
  if (response.status === 403 && failure.data?.error === 'TWO_FACTOR_REQUIRED')
    callbacks.onSecondFactorRequired?.();

  if (!response.ok || failure.success) {
    throw new ApiError({
      status: response.status,
      code: failure.success ? failure.data.error : 'HTTP_ERROR',
      message: failure.success ? failure.data.message : `Request failed with status ${response.status}`,
      retryAfter: failure.success ? failure.data.retryAfter : parseRetryAfter(response.retryAfterHeader),
      details: failure.success ? failureDetails(failure.data) : undefined,
    });
  }

  if (options.wholeBody && !flatSuccess.safeParse(response.body).success) {
    throw invalidResponse(response.status);
  }
  const success = options.wholeBody ? undefined : successEnvelope.safeParse(response.body);
  if (success && !success.success) throw invalidResponse(response.status);
  const payload = success ? success.data.data : response.body;
  if (!options.schema) return payload;
  const parsed = safeParse(options.schema, payload);
  if (!parsed.success) throw invalidResponse(response.status);
  return parsed.data;
}

async function send(
  path: string,
  method: HttpMethod,
  options: ApiRequestOptions,
  csrfToken: string | undefined,
): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(options, csrfToken),
      // A FormData body (file uploads) goes as multipart; the browser writes its boundary header.
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    // The body read stays inside the timeout: a server that stalls mid-body is still too slow.
    const text = await response.text();
    return {
      status: response.status,
      ok: response.ok,
      body: parseJson(text),
      retryAfterHeader: response.headers.get('retry-after'),
    };
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    // A caller that cancels (React Query on unmount) expects its own abort back, not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_MESSAGE });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function buildHeaders(options: ApiRequestOptions, csrfToken: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  // A caller naming the session (logout ends the one it was given) keeps it: the stored one may
  // already be the next session's.
  const token = useSessionStore.getState().token;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  return headers;
}

function isCsrfRejection(response: RawResponse, { failureEnvelope }: Envelopes): boolean {
  if (response.status !== 403) return false;
  const failure = failureEnvelope.safeParse(response.body);
  return failure.success && failure.data.error === 'CSRF_TOKEN_INVALID';
}

function failureDetails(body: Record<string, unknown>): Record<string, unknown> {
  const { success: _success, error: _error, message: _message, retryAfter: _retryAfter, ...rest } = body;
  return rest;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function invalidResponse(status: number): ApiError {
  return new ApiError({ status, code: 'INVALID_RESPONSE', message: INVALID_RESPONSE_MESSAGE });
}
