import { freeTicketResponse } from '@pitchside/contract/webshop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { updateUser, webPointsOf, withWebPoints } from '@/lib/session/session';
import { freeDailyEligibilityKey } from './free-daily-eligibility';

export type FreeTicketClaim = z.infer<typeof freeTicketResponse>;

/** POST /api/offers/free-ticket {userId}: one claim per game day; a second one is a 409. */
export function claimFreeTickets(userId: number): Promise<FreeTicketClaim> {
  return apiRequest('/offers/free-ticket', {
    method: 'POST',
    body: { userId },
    schema: freeTicketResponse,
    wholeBody: true,
  });
}

export function useClaimFreeTickets(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimFreeTickets(userId as number),
    // The free web points show in the header strip at once (the refresh loop would catch up later).
    onSuccess: (claim) => {
      if (claim.webPoints <= 0) return;
      updateUser((user) => withWebPoints(user, webPointsOf(user) + claim.webPoints));
    },
    // Success or "already claimed": either way the server's answer about today has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: freeDailyEligibilityKey(userId) }),
  });
}
