import { gameUser } from '@pitchside/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

/** `GET /api/account/search-with-referral?referralID=`: the game player behind a referral ID. */
export function searchReferral(referralId: string) {
  return apiRequest(`/account/search-with-referral?referralID=${encodeURIComponent(referralId.trim())}`, {
    schema: gameUser,
  });
}

// A search the player starts with a button, so a mutation: no caching, no refetching.
export function useSearchReferral() {
  return useMutation({ mutationFn: searchReferral });
}
