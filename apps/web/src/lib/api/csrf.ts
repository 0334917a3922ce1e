import { CSRF_COOKIE } from '@pitchside/contract/constants';

export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

let refreshing: Promise<string | undefined> | undefined;

/** Asks the server to (re)issue the double-submit cookie; parallel callers share one request. */
export function refreshCsrfToken(apiUrl: (path: string) => string): Promise<string | undefined> {
  refreshing ??= fetch(apiUrl('/csrf'), { credentials: 'same-origin' })
    .then(
      () => readCookie(CSRF_COOKIE),
      // The call that needed the token reports the network failure itself.
      () => undefined,
    )
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

export async function ensureCsrfToken(apiUrl: (path: string) => string): Promise<string | undefined> {
  return readCookie(CSRF_COOKIE) ?? (await refreshCsrfToken(apiUrl));
}
