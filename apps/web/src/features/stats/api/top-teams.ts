import { LEADERBOARD_SIZES, teamRow } from '@pitchside/contract/stats';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

/** Top 20 teams by power (a fallback of the home rankings when `leaderboards/all` fails). */
export function fetchTopTeams(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/teams/top/${LEADERBOARD_SIZES.topTeams}`, {
    schema: z.array(teamRow),
    signal,
  });
}
