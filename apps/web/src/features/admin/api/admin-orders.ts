import { adminOrderListResponse, adminOrderResponse } from '@pitchside/contract/admin-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { adminKeys } from './admin-keys';

export interface OrderFilter {
  q?: string;
  player?: string;
  product?: string;
  status?: string;
  /** Days (yyyy-mm-dd) in the reader's time zone. */
  from?: string;
  to?: string;
  page: number;
}

export const ORDERS_PAGE_SIZE = 25;

/** GET /api/admin/orders: one page of every order, newest first (finance and admin). */
export function adminOrdersQueryOptions(filter: OrderFilter) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'orders', filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(filter.page), pageSize: String(ORDERS_PAGE_SIZE) });
      for (const key of ['q', 'player', 'product', 'status'] as const) {
        const value = filter[key];
        if (value) query.set(key, value);
      }
      const day = (value: string | undefined, end: boolean) => {
        const date = value ? new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`) : null;
        return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
      };
      const from = day(filter.from, false);
      const to = day(filter.to, true);
      if (from) query.set('from', from);
      if (to) query.set('to', to);
      return apiRequest(`/admin/orders?${query}`, {
        schema: adminOrderListResponse,
        wholeBody: true,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(filter: OrderFilter) {
  return useQuery(adminOrdersQueryOptions(filter));
}

/** GET /api/admin/orders/{id}: the order, what it delivered, and what happened to it since. */
export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKeys.all, 'order', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/orders/${id}`, { schema: adminOrderResponse, wholeBody: true, signal }).then(
        (body) => body.data,
      ),
  });
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}
