import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqEntry } from '@pitchside/contract/support';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export type FaqEntry = z.infer<typeof faqEntry>;

/** The FAQ in the reader's language (the server falls back to English per entry). */
export function fetchFaq(language: string, signal?: AbortSignal) {
  return apiRequest(`/public/faq?lang=${encodeURIComponent(language)}`, {
    schema: z.array(faqEntry),
    signal,
  });
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
