import {
  adminBannerListResponse,
  adminBannerResponse,
  type BannerBody,
  type AdminBanner,
} from '@pitchside/contract/admin-content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { contentKeys, refreshAfterContentChange } from './content-keys';

export type { BannerBody, AdminBanner };

/** GET /api/admin/banners: every banner in carousel order, all languages. */
export function adminBannersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('banners'),
    queryFn: ({ signal }) =>
      apiRequest('/admin/banners', { schema: adminBannerListResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export const useAdminBanners = () => useQuery(adminBannersQueryOptions());

/** POST /api/admin/banners, or PUT /api/admin/banners/{id}. */
export function useSaveBanner(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerBody) =>
      apiRequest(id === null ? '/admin/banners' : `/admin/banners/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: adminBannerResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => refreshAfterContentChange(queryClient),
  });
}
