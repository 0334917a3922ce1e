import type { CreatorPage } from '@pitchside/contract/codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export type { CreatorPage };

/**
 * GET /api/creators/me. The schema (classic zod, with the codes' bounds) comes with the first call:
 * the user menu, in every player's start, imports this module (decision 0037).
 */
async function fetchCreatorPage(signal?: AbortSignal): Promise<CreatorPage> {
  const { creatorPageResponse } = await import('@pitchside/contract/codes');
  const body = await apiRequest('/creators/me', { schema: creatorPageResponse, wholeBody: true, signal });
  return body.data;
}

/** GET /api/creators/me: a creator's supporters and earnings per month (403 for anyone else). */
export function creatorPageQueryOptions() {
  return queryOptions({
    queryKey: ['codes', 'creator-page'] as const,
    queryFn: ({ signal }) => fetchCreatorPage(signal),
    retry: false,
  });
}

export function useCreatorPage() {
  return useQuery(creatorPageQueryOptions());
}
