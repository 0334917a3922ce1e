import { productListResponse, type ShopProduct } from '@pitchside/contract/webshop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';

export const TICKET_PACKAGES_QUERY_KEY = ['shop', 'tickets'] as const;

/** GET /api/shop/tickets: the ticket packages, with the caller's VIP bonus worked in by the server. */
export async function fetchTicketPackages(): Promise<ShopProduct[]> {
  const body = await apiRequest('/shop/tickets', { schema: productListResponse, wholeBody: true });
  return body.data;
}

export function ticketPackagesQueryOptions() {
  return queryOptions({ queryKey: TICKET_PACKAGES_QUERY_KEY, queryFn: fetchTicketPackages });
}

export function useTicketPackages() {
  return useQuery(ticketPackagesQueryOptions());
}
