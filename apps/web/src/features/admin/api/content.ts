import {
  adminBannerListResponse,
  adminBannerResponse,
  adminFaqListResponse,
  adminFaqResponse,
  adminNewsListResponse,
  adminNewsResponse,
  imageUploadResponse,
  newsPreviewResponse,
  type AdminBanner,
  type AdminFaqEntry,
  type FaqBody,
  type AdminNewsItem,
  type BannerBody,
  type NewsBody,
} from '@pitchside/contract/admin-content';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { AdminBanner, AdminFaqEntry, AdminNewsItem, BannerBody, FaqBody, NewsBody };
export type ContentKind = 'news' | 'banners' | 'faq';

export const contentKeys = {
  list: (kind: ContentKind) => [...adminKeys.all, 'content', kind] as const,
};

/** GET /api/admin/news: every news item, drafts and expired ones included, all languages. */
export function adminNewsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('news'),
    queryFn: ({ signal }) =>
      apiRequest('/admin/news', { schema: adminNewsListResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

/** GET /api/admin/banners: every banner in carousel order. */
export function adminBannersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('banners'),
    queryFn: ({ signal }) =>
      apiRequest('/admin/banners', { schema: adminBannerListResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

/** GET /api/admin/faq: the FAQ in reading order, every language. */
export function adminFaqQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('faq'),
    queryFn: ({ signal }) =>
      apiRequest('/admin/faq', { schema: adminFaqListResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export const useAdminNews = () => useQuery(adminNewsQueryOptions());
export const useAdminFaq = () => useQuery(adminFaqQueryOptions());
export const useAdminBanners = () => useQuery(adminBannersQueryOptions());

/** After a change: the lists, the audit log, and the home page's own news and banners. */
function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['content'] });
  void queryClient.invalidateQueries({ queryKey: ['support', 'faq'] });
}

/** POST /api/admin/faq, or PUT /api/admin/faq/{id}. */
export function useSaveFaq(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqBody) =>
      apiRequest(id === null ? '/admin/faq' : `/admin/faq/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: adminFaqResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** POST /api/admin/news, or PUT /api/admin/news/{id} for an existing item. */
export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsBody) =>
      apiRequest(id === null ? '/admin/news' : `/admin/news/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: adminNewsResponse,
        wholeBody: true,
      }).then((answer) => answer.data),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

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
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** DELETE /api/admin/{news|banners}/{id}. */
export function useDeleteContent(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/admin/${kind}/${id}`, {
        method: 'DELETE',
        schema: z.object({ success: z.literal(true) }),
        wholeBody: true,
      }),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

/** POST /api/admin/images (multipart): the picture re-encoded by the server, and its URL. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file, file.name);
      return apiRequest('/admin/images', {
        method: 'POST',
        body: form,
        schema: imageUploadResponse,
        wholeBody: true,
      }).then((answer) => answer.data.url);
    },
  });
}

/**
 * POST /api/admin/news/preview: an article body through the server's allow-list, as players
 * will read it. Kept per text, and the last one stays shown while the next is on its way.
 */
export function newsPreviewQueryOptions(html: string) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'content', 'preview', html] as const,
    queryFn: ({ signal }) =>
      apiRequest('/admin/news/preview', {
        method: 'POST',
        body: { html },
        schema: newsPreviewResponse,
        wholeBody: true,
        signal,
      }).then((answer) => answer.data.html),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export const useNewsPreview = (html: string) => useQuery(newsPreviewQueryOptions(html));
