import { LEADERBOARD_SIZES, assistRow } from '@pitchside/contract/stats';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

/** Top 30 assist makers of the season (a fallback of the home rankings when `leaderboards/all` fails). */
export function fetchTopAssists(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/assists/top/${LEADERBOARD_SIZES.topAssists}`, {
    schema: z.array(assistRow),
    signal,
  });
}
