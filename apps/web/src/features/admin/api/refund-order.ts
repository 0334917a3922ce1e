import { refundResponse } from '@pitchside/contract/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/orders/{id}/refund: money back at the provider, value taken back, once. */
export function useRefundOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ticketId }: { reason: string; ticketId?: number }) =>
      apiRequest(`/admin/orders/${orderId}/refund`, {
        method: 'POST',
        body: ticketId ? { reason, ticketId } : { reason },
        schema: refundResponse,
        wholeBody: true,
      }).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
