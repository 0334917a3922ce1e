/** Business constants of spec §9 and DESIGN.md §1 that both sides need. */
export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SHADOW_SCROLL_PX = 10;
export const MODAL_SWITCH_DELAY_MS = 300;
export const API_TIMEOUT_MS = 45_000;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
