import type { RedeemResult } from '@pitchside/contract/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { updateUser, withWebPoints } from '@/lib/session/session';

export type { RedeemResult };

/** POST /api/codes/redeem: the reward arrives once; the answer says what it was. */
export async function redeemCode(code: string): Promise<RedeemResult> {
  // Loaded with the first code sent, not with the page's start (decision 0037).
  const { redeemResponse } = await import('@pitchside/contract/codes');
  return apiRequest('/codes/redeem', {
    method: 'POST',
    body: { code },
    schema: redeemResponse,
    wholeBody: true,
  }).then((answer) => answer.data);
}

export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: (result) => {
      // The header shows the new balance at once; the history and the bell read it again.
      updateUser((user) => withWebPoints(user, result.balance));
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'balance-history'] });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
