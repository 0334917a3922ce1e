import { CACHE_WINDOWS } from './cache-windows.ts';

/*
 * The content lists' limits and cache windows, apart from their schemas (content.ts): a screen that
 * needs only these does not build zod schemas at its start (decision 0037).
 */

/** The home page asks for 10 (spec §9); larger asks are clamped, not refused. */
export const CONTENT_LIST_DEFAULT = 10;
export const CONTENT_LIST_MAX = 50;
export const CONTENT_CACHE = CACHE_WINDOWS.content;
