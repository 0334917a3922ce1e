import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** `POST /api/account/reset-password/verify-token`: is this reset link still usable? */
export function verifyResetToken(token: string) {
  return apiRequest('/account/reset-password/verify-token', {
    method: 'POST',
    body: { token },
    wholeBody: true,
    schema: messageResponse,
  });
}

export function useVerifyResetToken(token: string) {
  return useQuery({
    queryKey: ['account', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    // The answer changes only by using the link; a second check would only cost a rate-limit slot.
    staleTime: Infinity,
    gcTime: 0,
  });
}
