import type { DiscountPreview } from '@pitchside/contract/codes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { VariantId } from './create-payment-link';

export type { DiscountPreview };

/** POST /api/payments/discount: what a discount code takes off this product (nothing is reserved yet). */
export async function previewDiscount(input: {
  variantId: VariantId;
  code: string;
}): Promise<DiscountPreview> {
  // Loaded with the first code a player applies: a shop page starts without building it.
  const { discountPreviewResponse } = await import('@pitchside/contract/codes');
  return apiRequest('/payments/discount', {
    method: 'POST',
    body: input,
    schema: discountPreviewResponse,
    wholeBody: true,
  }).then((answer) => answer.data);
}

export function useDiscountPreview() {
  return useMutation({ mutationFn: previewDiscount });
}
