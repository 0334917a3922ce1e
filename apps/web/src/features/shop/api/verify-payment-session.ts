import { verifySessionResponse } from '@pitchside/contract/payments';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';

export type VerifiedSession = z.infer<typeof verifySessionResponse>;

/**
 * POST /api/payments/verify-session: settles the order from the provider's word and reports
 * it (fulfilled, still processing, failed). Safe to repeat: the server credits once.
 * Polled by the confirmation page's own state machine, so there is no query hook here.
 */
export async function verifyPaymentSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<VerifiedSession> {
  return apiRequest('/payments/verify-session', {
    method: 'POST',
    body: { session_id: sessionId },
    schema: verifySessionResponse,
    wholeBody: true,
    signal,
  });
}
