import { CACHE_WINDOWS } from '@pitchside/contract/cache-windows';
import { LEADERBOARD_SIZES, goldenCardRow, seasonalListResponse } from '@pitchside/contract/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { leaderboardQueryOptions } from './leaderboard-query';
import { statsKeys } from './query-keys';

const response = seasonalListResponse(goldenCardRow);

/** Golden cards top 30 with the average per match. Comes with the season it belongs to. */
export async function fetchGoldenCards(signal?: AbortSignal) {
  const body = await apiRequest(
    `/public/seasonal-events/goldencards?limit=${LEADERBOARD_SIZES.goldenCards}`,
    {
      schema: response,
      wholeBody: true,
      signal,
    },
  );
  return { rows: body.data, season: body.season };
}

/** The query of `useGoldenCards`, for prefetching and reading the cache by the same key. */
export function goldenCardsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.goldenCards(),
    queryFn: ({ signal }) => fetchGoldenCards(signal),
    ...leaderboardQueryOptions(CACHE_WINDOWS.topLists),
  });
}

export function useGoldenCards() {
  return useQuery(goldenCardsQueryOptions());
}
