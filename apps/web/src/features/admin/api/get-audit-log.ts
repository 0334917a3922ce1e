import { auditResponse, type AuditEntry } from '@pitchside/contract/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { AuditEntry };

export interface AuditFilter {
  actor?: string;
  action?: string;
  targetId?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/logs, newest first; "Load more" asks for the rows before the last one shown. */
export function auditLogQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: adminKeys.logs(filter),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
      if (filter.actor) query.set('actor', filter.actor);
      if (filter.action) query.set('action', filter.action);
      if (filter.targetId) {
        query.set('targetType', 'user');
        query.set('targetId', filter.targetId);
      }
      if (pageParam) query.set('before', String(pageParam));
      return apiRequest(`/admin/logs?${query}`, { schema: auditResponse, wholeBody: true, signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
