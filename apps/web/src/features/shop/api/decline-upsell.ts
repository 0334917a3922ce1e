import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** POST /api/payments/decline-upsell: the offer is closed for good. */
export async function declineUpsell(upsellId: number): Promise<void> {
  await apiRequest('/payments/decline-upsell', { method: 'POST', body: { upsellId }, wholeBody: true });
}

export function useDeclineUpsell() {
  return useMutation({ mutationFn: declineUpsell });
}
