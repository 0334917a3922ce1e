import { LEADERBOARD_SIZES, scorerRow } from '@pitchside/contract/stats';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

/** Top 30 goal scorers of the season (a fallback of the home rankings when `leaderboards/all` fails). */
export function fetchTopScorers(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/goals/top/${LEADERBOARD_SIZES.topScorers}`, {
    schema: z.array(scorerRow),
    signal,
  });
}
