import {
  creatorResponse,
  creatorsResponse,
  type Creator,
  type CreatorCreate,
  promoCodeResponse,
  promoCodesResponse,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodeStatus,
  type PromoCodeUpdate,
} from '@pitchside/contract/codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadProtectedFile } from '@/lib/api/api-blob';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { Creator, CreatorCreate, PromoCode, PromoCodeCreate, PromoCodeStatus, PromoCodeUpdate };

const promoCodesKey = [...adminKeys.all, 'promo-codes'] as const;

/** GET /api/admin/promo-codes: every campaign, newest first, with its redemptions. */
export function promoCodesQueryOptions() {
  return queryOptions({
    queryKey: promoCodesKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/promo-codes', { schema: promoCodesResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

function useChange<Input>(send: (input: Input) => Promise<PromoCode>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // The list, and the audit log that records the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

const answer = (path: string, method: 'POST' | 'PUT', body: object) =>
  apiRequest(path, { method, body, schema: promoCodeResponse, wholeBody: true }).then((a) => a.data);

/** POST /api/admin/promo-codes: a new campaign, as a draft. */
export const useCreatePromoCode = () =>
  useChange((body: PromoCodeCreate) => answer('/admin/promo-codes', 'POST', body));

/** PUT /api/admin/promo-codes/{id}: its reward and rules. */
export const useUpdatePromoCode = (id: number) =>
  useChange((body: PromoCodeUpdate) => answer(`/admin/promo-codes/${id}`, 'PUT', body));

/** POST /api/admin/promo-codes/{id}/status: publish, pause, resume or end. */
export const useSetPromoCodeStatus = () =>
  useChange(({ id, status }: { id: number; status: PromoCodeStatus }) =>
    answer(`/admin/promo-codes/${id}/status`, 'POST', { status }),
  );

/** GET /api/admin/promo-codes/{id}/codes.csv: a batch's codes for a partner. */
export const downloadPromoCodesCsv = (id: number) =>
  downloadProtectedFile(`/admin/promo-codes/${id}/codes.csv`, `promo-codes-${id}.csv`);

/** GET /api/admin/creators: the studio's creators with supporters and earnings. */
export function creatorsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.all, 'creators'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/admin/creators', { schema: creatorsResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export function useCreators() {
  return useQuery(creatorsQueryOptions());
}

/** POST /api/admin/creators: a portal account becomes a creator. */
export function useCreateCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatorCreate) =>
      apiRequest('/admin/creators', { method: 'POST', body, schema: creatorResponse, wholeBody: true }).then(
        (a) => a.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** GET /api/admin/creators/payouts.csv?month=: one month's payouts for the finance team. */
export const downloadCreatorPayouts = (month: string) =>
  downloadProtectedFile(`/admin/creators/payouts.csv?month=${month}`, `creator-payouts-${month}.csv`);
