import type { giftLinkResponse } from '@pitchside/contract/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { getSessionUser } from '@/lib/session/session';
import { requireCheckoutUrl, startCheckout, type VariantId } from './create-payment-link';

export type GiftLink = z.infer<typeof giftLinkResponse>;

export interface GiftRequest {
  variantId: VariantId;
  recipientReferralId: string;
}

/** POST /api/payments/gift: a checkout for a pack that goes to another player (spec §7). */
export async function createGiftLink({ variantId, recipientReferralId }: GiftRequest): Promise<GiftLink> {
  const user = getSessionUser();
  // Called only after the player agreed to immediate delivery (useCheckoutConsent).
  const body: {
    variantId: VariantId;
    recipientReferralId: string;
    consent: true;
    buyerId?: number;
    buyerEmail?: string;
  } = { variantId, recipientReferralId, consent: true };
  if (typeof user?.id === 'number') body.buyerId = user.id;
  if (user?.email) body.buyerEmail = user.email;
  const response = await apiRequest('/payments/gift', { method: 'POST', body, wholeBody: true });
  await requireCheckoutUrl(response);
  return (await import('@pitchside/contract/payments')).giftLinkResponse.parse(response);
}

export function useCreateGiftLink() {
  return useMutation({
    mutationFn: createGiftLink,
    onSuccess: (link) => startCheckout(link.checkoutUrl),
  });
}
