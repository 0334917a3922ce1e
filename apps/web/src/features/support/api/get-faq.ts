import type { faqEntry } from '@pitchside/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export type FaqEntry = z.infer<typeof faqEntry>;

/** The FAQ in the reader's language (the server falls back to English per entry). */
export async function fetchFaq(language: string, signal?: AbortSignal) {
  // Loaded with the first fetch: the page starts with the server's answer (decision 0037).
  const { faqEntries } = await import('@pitchside/contract/support');
  return apiRequest(`/public/faq?lang=${encodeURIComponent(language)}`, { schema: faqEntries, signal });
}

/** The query of `useFaq`, for prefetching and reading the cache by the same key. */
export function faqQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['support', 'faq', language],
    queryFn: ({ signal }) => fetchFaq(language, signal),
    // Edited rarely, in the back office; the server caches it for 10 minutes too.
    staleTime: 10 * 60 * 1000,
  });
}

export function useFaq(language: string) {
  return useQuery(faqQueryOptions(language));
}
