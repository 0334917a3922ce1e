import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { requireCheckoutUrl, startCheckout, type PaymentLink } from './create-payment-link';

/** POST /api/payments/accept-upsell: a new checkout at the offer's special price. */
export async function acceptUpsell(upsellId: number): Promise<PaymentLink> {
  const response = await apiRequest('/payments/accept-upsell', {
    method: 'POST',
    // Called only after the player agreed to immediate delivery (useCheckoutConsent).
    body: { upsellId, consent: true },
    wholeBody: true,
  });
  return requireCheckoutUrl(response);
}

export function useAcceptUpsell() {
  return useMutation({
    mutationFn: acceptUpsell,
    onSuccess: (link) => startCheckout(link.checkoutUrl),
  });
}
