import { successEnvelope } from '@pitchside/contract/api';
import {
  inviteAccountResponse,
  inviteConfirmResponse,
  inviteViewResponse,
  staffInviteResponse,
  staffListResponse,
} from '@pitchside/contract/staff-accounts';
import type { StaffRole } from '@pitchside/contract/staff-roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

const staffKey = [...adminKeys.all, 'staff'] as const;

/** GET /api/admin/staff: staff accounts and open invitations (admins). */
export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/staff', { schema: staffListResponse, wholeBody: true, signal }).then((b) => b.data),
  });

export const useStaffList = () => useQuery(staffListQueryOptions());

function useStaffChange<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The list and the audit log both show the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useInviteStaff = () =>
  useStaffChange((body: { email: string; role: StaffRole }) =>
    apiRequest('/admin/staff/invites', {
      method: 'POST',
      body,
      schema: staffInviteResponse,
      wholeBody: true,
    }),
  );

export const useChangeStaffRole = () =>
  useStaffChange(({ id, role }: { id: number; role: StaffRole }) =>
    apiRequest(`/admin/staff/${id}/role`, {
      method: 'PUT',
      body: { role },
      schema: successEnvelope,
      wholeBody: true,
    }),
  );

export const useRemoveStaff = () =>
  useStaffChange((id: number) =>
    apiRequest(`/admin/staff/${id}`, { method: 'DELETE', schema: successEnvelope, wholeBody: true }),
  );

export const useRevokeInvite = () =>
  useStaffChange((id: number) =>
    apiRequest(`/admin/staff/invites/${id}`, { method: 'DELETE', schema: successEnvelope, wholeBody: true }),
  );

/** GET /api/invites/{token}: the invitation a link stands for (no session needed). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff-invite', token],
    queryFn: ({ signal }) =>
      apiRequest(`/invites/${encodeURIComponent(token)}`, {
        schema: inviteViewResponse,
        wholeBody: true,
        signal,
      }).then((b) => b.data),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

export function useInviteAccount(token: string) {
  return useMutation({
    mutationFn: (body: { password: string; name?: string; confirmPassword?: string }) =>
      apiRequest(`/invites/${encodeURIComponent(token)}/account`, {
        method: 'POST',
        body,
        schema: inviteAccountResponse,
        wholeBody: true,
      }).then((b) => b.data),
  });
}

export function useInviteConfirm(token: string) {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`/invites/${encodeURIComponent(token)}/confirm`, {
        method: 'POST',
        body: { code },
        schema: inviteConfirmResponse,
        wholeBody: true,
      }).then((b) => b.data),
  });
}
