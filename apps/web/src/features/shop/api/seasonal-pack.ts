import {
  SEASONAL_PACK_PATHS,
  seasonalPack,
  type SeasonalPack,
  type SeasonalPackKey,
} from '@pitchside/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export const SEASONAL_PACK_KEYS = ['welcome', 'winner'] as const satisfies readonly SeasonalPackKey[];

/** Public GET of one seasonal pack; `data` is a list and its first item is the pack (spec §7). */
export async function fetchSeasonalPack(key: SeasonalPackKey): Promise<SeasonalPack | null> {
  const packs = await apiRequest(SEASONAL_PACK_PATHS[key], { schema: z.array(seasonalPack) });
  return packs[0] ?? null;
}

/** The query of `useSeasonalPack`, for prefetching and reading the cache by the same key. */
export function seasonalPackQueryOptions(key: SeasonalPackKey) {
  return queryOptions({
    queryKey: ['offers', 'seasonal-pack', key],
    queryFn: () => fetchSeasonalPack(key),
    // The catalogue changes rarely; the server caches it for minutes too.
    staleTime: 5 * 60_000,
  });
}

export function useSeasonalPack(key: SeasonalPackKey) {
  return useQuery(seasonalPackQueryOptions(key));
}
