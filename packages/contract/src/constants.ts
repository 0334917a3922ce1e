/** Business constants of spec §9 and DESIGN.md §1 that both sides need. */
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SHADOW_SCROLL_PX = 10;
export const MODAL_SWITCH_DELAY_MS = 300;
export const API_TIMEOUT_MS = 45_000;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/**
 * Hints the browser leaves for the server's page renderer (decision 0012): the language the
 * player chose, and that a session is stored (the server then sends the plain app shell rather
 * than a guest's page). Neither carries anything secret: the session itself is a bearer token.
 */
export const LANGUAGE_COOKIE = 'pitchside_lang';
export const SIGNED_IN_COOKIE = 'pitchside_signed_in';
/** Spec §5: how long "Resend code" waits between two sends (here so the shell need not load account.ts). */
export const RESEND_COOLDOWN_SECONDS = 120;
