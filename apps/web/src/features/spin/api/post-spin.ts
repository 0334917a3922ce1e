import type { SpinResult } from '@pitchside/contract/spin';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export type { SpinResult };

/** POST /api/spin: the server draws the prize, debits 5 WP and credits the prize at once. */
export async function postSpin(): Promise<SpinResult> {
  const { spinResult } = await import('@pitchside/contract/spin');
  return apiRequest('/spin', { method: 'POST', schema: spinResult });
}

export function useSpinMutation() {
  return useMutation({ mutationFn: postSpin });
}
