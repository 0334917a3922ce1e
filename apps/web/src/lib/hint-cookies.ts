import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@pitchside/contract/constants';

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(name: string, value: string | null): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  } catch {
    /* cookies unavailable: the server sends the plain shell or English, the app still starts */
  }
}

/**
 * The server renders public pages in the language the app will start in (decision 0012); the
 * player's explicit choice lives in localStorage, which the server cannot read, so it is mirrored.
 */
export function rememberLanguageForServer(code: string): void {
  writeCookie(LANGUAGE_COOKIE, code);
}

/** A stored session means the server should send the plain shell, not a guest's page. */
export function rememberSignedInForServer(signedIn: boolean): void {
  writeCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);
}
