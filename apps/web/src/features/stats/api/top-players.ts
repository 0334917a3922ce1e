import { LEADERBOARD_SIZES, playerRow } from '@pitchside/contract/stats';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

/** Top 20 players by level (a fallback of the home rankings when `leaderboards/all` fails). */
export function fetchTopPlayers(signal?: AbortSignal) {
  return apiRequest(`/public/leaderboards/players/top/${LEADERBOARD_SIZES.topPlayers}`, {
    schema: z.array(playerRow),
    signal,
  });
}
