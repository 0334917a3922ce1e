/** Timings of the home page (spec §4 "Banner carousel", "News carousel", "Leaderboard load"; §9). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_PROGRESS_TICK_MS = 50;
export const SWIPE_THRESHOLD_PX = 50;
/** Home rankings reload in the background this often, without a spinner. */
export const LEADERBOARD_REFRESH_MS = 120_000;
