import { messageEnvelope } from '@pitchside/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `POST /api/account/reset-password/verify-token`: is this reset link still usable? */
export function verifyResetToken(token: string) {
  return apiRequest('/account/reset-password/verify-token', {
    method: 'POST',
    body: { token },
    wholeBody: true,
    schema: messageEnvelope,
  });
}

/** The query of `useVerifyResetToken`, for prefetching and reading the cache by the same key. */
export function verifyResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['account', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    // The answer changes only by using the link; a second check would only cost a rate-limit slot.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useVerifyResetToken(token: string) {
  return useQuery(verifyResetTokenQueryOptions(token));
}
