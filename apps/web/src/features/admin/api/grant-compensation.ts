import { grantResponse } from '@pitchside/contract/admin-players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export interface GrantInput {
  /** Made once per opened form and kept across retries: the server grants a request once. */
  requestId: string;
  webPoints: number;
  tickets: number;
  reason: string;
  /** The support ticket this compensation answers. */
  ticketId?: number;
}
export type GrantResult = z.infer<typeof grantResponse>['data'];

/** POST /api/admin/users/{id}/grant: web points and tickets through the value core (admin). */
export function useGrantCompensation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantInput) =>
      apiRequest(`/admin/users/${id}/grant`, {
        method: 'POST',
        body: input,
        schema: grantResponse,
        wholeBody: true,
      }).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
