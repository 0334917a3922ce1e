import type { paymentLinkResponse } from '@pitchside/contract/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { apiRequest } from '@/lib/api/client';
import { getSessionUser } from '@/lib/session/session';
import { startCheckout } from '../lib/checkout-redirect';

export type PaymentLink = z.infer<typeof paymentLinkResponse>;
export type VariantId = string | number;
/** A checkout for a product, with the discount code the player applied (decision 0031). */
export type CheckoutRequest = VariantId | { variantId: VariantId; code: string };
/** The product a checkout request is for (cards compare it to show which one is busy). */
export const variantOf = (request: CheckoutRequest | undefined) =>
  typeof request === 'object' ? request.variantId : request;

/**
 * POST /api/payments/create-link. The body is flat (`{ success, checkoutUrl, message }`);
 * a missing or empty URL is the spec's "Checkout URL not found".
 */
export async function createPaymentLink(request: CheckoutRequest): Promise<PaymentLink> {
  const user = getSessionUser();
  // Called only after the player agreed to immediate delivery (useCheckoutConsent).
  const body: { variantId: VariantId; consent: true; code?: string; userId?: number; email?: string } = {
    variantId: variantOf(request) as VariantId,
    consent: true,
  };
  if (typeof request === 'object') body.code = request.code;
  if (typeof user?.id === 'number') body.userId = user.id;
  if (user?.email) body.email = user.email;
  const response = await apiRequest('/payments/create-link', { method: 'POST', body, wholeBody: true });
  return requireCheckoutUrl(response);
}

/** Shared with the gift and upsell calls, whose bodies also carry a `checkoutUrl`. */
export async function requireCheckoutUrl(response: unknown): Promise<PaymentLink> {
  // The schema comes with the first checkout: a shop page starts without building it.
  const { paymentLinkResponse } = await import('@pitchside/contract/payments');
  const parsed = paymentLinkResponse.safeParse(response);
  if (!parsed.success || !parsed.data.checkoutUrl) {
    throw new ApiError({ status: 0, code: 'CHECKOUT_URL_MISSING', message: 'Checkout URL not found' });
  }
  return parsed.data;
}

// Re-exported: the screens that start a payment import both from this one module.
export { startCheckout };

/** Create the link and go: on success the browser leaves, so the button stays busy. */
export function useCreatePaymentLink() {
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: (link) => startCheckout(link.checkoutUrl),
  });
}
