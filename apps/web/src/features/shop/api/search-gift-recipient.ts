import type { GameUser } from '@pitchside/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/**
 * GET /api/account/search-with-referral?referralID=…&forGift=true: the player a gift goes to.
 * `forGift` lets the search find players who already have a portal account (sign-up refuses those).
 */
export async function searchGiftRecipient(referralId: string): Promise<GameUser> {
  const query = new URLSearchParams({ referralID: referralId.trim(), forGift: 'true' });
  return apiRequest(`/account/search-with-referral?${query.toString()}`, {
    // Loaded with the first search: a shop page starts without building it.
    schema: (await import('@pitchside/contract/account')).gameUser,
    // A wrong ID is the player's typo, not a lost session.
    skipAuthLogout: true,
  });
}

/** A mutation rather than a query: the search runs when the player presses Search. */
export function useSearchGiftRecipient() {
  return useMutation({ mutationFn: searchGiftRecipient });
}
