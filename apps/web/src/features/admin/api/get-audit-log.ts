import { auditResponse, type AuditEntry } from '@pitchside/contract/admin-audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { downloadProtectedFile } from '@/lib/api/api-blob';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export type { AuditEntry };

export interface AuditFilter {
  actor?: string;
  action?: string;
  group?: string;
  targetType?: string;
  targetId?: string;
  /** Days (yyyy-mm-dd), read in the reader's time zone: from its start, to its end. */
  from?: string;
  to?: string;
}

/** The filter as the API's query: days become instants, a target id alone means a player. */
export function auditQueryOf(filter: AuditFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.actor) query.set('actor', filter.actor);
  if (filter.action) query.set('action', filter.action);
  if (filter.group) query.set('group', filter.group);
  if (filter.targetId) {
    query.set('targetType', filter.targetType || 'user');
    query.set('targetId', filter.targetId);
  } else if (filter.targetType) query.set('targetType', filter.targetType);
  const day = (value: string, end: boolean) => {
    const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  };
  const from = filter.from ? day(filter.from, false) : null;
  const to = filter.to ? day(filter.to, true) : null;
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query;
}

/** GET /api/admin/logs.csv: the filtered log as a spreadsheet file. */
export function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  return downloadProtectedFile(`/admin/logs.csv?${auditQueryOf(filter)}`, 'audit-log.csv');
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/logs, newest first; "Load more" asks for the rows before the last one shown. */
export function auditLogQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: adminKeys.logs(filter),
    queryFn: ({ pageParam, signal }) => {
      const query = auditQueryOf(filter);
      query.set('limit', String(AUDIT_PAGE_SIZE));
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
