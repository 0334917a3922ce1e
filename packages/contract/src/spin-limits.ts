/*
 * The wheel's price and history size, without its schemas (spin.ts, classic zod): the spin page's
 * code reads them, and its schemas come with its first call (decision 0037).
 */

/** Spin The Wheel (spec §1, §4, §8, §9; DESIGN.md §1): each spin costs this many web points. */
export const SPIN_COST_WEB_POINTS = 5;
export const SPIN_HISTORY_SIZE = 20;
