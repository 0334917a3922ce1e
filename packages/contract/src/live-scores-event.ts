/**
 * The server-sent event that carries today's score changes (`GET /api/public/matches/stream`), apart
 * from the schemas of match-stats.ts: the page that listens builds them only with the first change
 * (decision 0037).
 */
export const LIVE_SCORES_EVENT = 'scores';
