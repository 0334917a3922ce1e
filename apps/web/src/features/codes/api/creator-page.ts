import { creatorPageResponse, type CreatorPage } from '@pitchside/contract/codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export type { CreatorPage };

/** GET /api/creators/me: a creator's supporters and earnings per month (403 for anyone else). */
export function creatorPageQueryOptions() {
  return queryOptions({
    queryKey: ['codes', 'creator-page'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/creators/me', { schema: creatorPageResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
    retry: false,
  });
}

export function useCreatorPage() {
  return useQuery(creatorPageQueryOptions());
}
