import {
  adminCampaignResponse,
  adminCampaignsResponse,
  type AdminCampaign,
  type CampaignBody,
} from '@pitchside/contract/campaigns';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { AdminCampaign, CampaignBody };

const campaignsKey = [...adminKeys.all, 'campaigns'] as const;

/** GET /api/admin/campaigns: every campaign, newest start first (admin). */
export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignsKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/campaigns', { schema: adminCampaignsResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}

/** POST /api/admin/campaigns (no id) or PUT /api/admin/campaigns/{id}. */
export function useSaveCampaign(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignBody) =>
      apiRequest(id === null ? '/admin/campaigns' : `/admin/campaigns/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: adminCampaignResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/campaigns/{id}/end: ends a running campaign now, or calls off a scheduled one. */
export function useEndCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/campaigns/${id}/end`, {
        method: 'POST',
        schema: adminCampaignResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
