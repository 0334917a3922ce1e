import { API_TIMEOUT_MS } from '@pitchside/contract/constants';
import { useSessionStore } from '@/lib/session/session-store';
import { ApiError } from './api-error';
import { apiUrl } from './client';

/**
 * Downloads a protected file (a support attachment) with the bearer token. Such files are never
 * linked with a bare URL: an <img src> or <a href> cannot carry the token, and a guessable public
 * path would let anyone read them. The caller shows the blob through an object URL.
 */
export async function apiBlob(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = useSessionStore.getState().token;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (timeout.aborted)
      throw new ApiError({
        status: 0,
        code: 'TIMEOUT',
        message: 'Request timeout. Server is taking too long to respond.',
      });
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: 'Cannot connect to server. Please check your internet connection.',
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { error?: unknown; message?: unknown } | undefined;
    throw new ApiError({
      status: response.status,
      code: typeof body?.error === 'string' ? body.error : 'HTTP_ERROR',
      message:
        typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`,
    });
  }
  return response.blob();
}

/** Attachment URLs from the API carry the `/api` prefix that `apiUrl` adds itself. */
export const apiPath = (url: string) => url.replace(/^\/api(?=\/)/, '');

/**
 * Saves a protected file (an attachment, a back-office export) under the given name: the
 * token-fetched blob through a temporary link. `url` may start with `/api`.
 */
export async function downloadProtectedFile(url: string, name: string): Promise<void> {
  const blob = await apiBlob(apiPath(url));
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment before revoking.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
