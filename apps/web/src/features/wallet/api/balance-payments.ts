import type { PageOf, paymentRow } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { freshAtPageStart } from '@/lib/query/page-answers';
import { balanceSearch, type BalancePageParams } from '../lib/balance-params';

export type PaymentRow = z.infer<typeof paymentRow>;
export type PaymentPage = PageOf<typeof paymentRow>;

/** GET /api/account/balance-history/payments?range=&page=&pageSize= (flat body: data, page, pageSize, total). */
export async function fetchBalancePayments(params: BalancePageParams): Promise<PaymentPage> {
  // The schemas come with the first fetch: the balance page starts without zod (decision 0038).
  const { pageOf, paymentRow } = await import('@pitchside/contract/webshop');
  return apiRequest(`/account/balance-history/payments${balanceSearch(params)}`, {
    schema: pageOf(paymentRow),
    wholeBody: true,
  });
}

/** The query of `useBalancePayments`, for prefetching and reading the cache by the same key. */
export function balancePaymentsQueryOptions(params: BalancePageParams) {
  return queryOptions({
    queryKey: ['wallet', 'balance-history', 'payments', params.range, params.page],
    queryFn: () => fetchBalancePayments(params),
    // The current page stays visible while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // Not asked again by the screen the server rendered with it (a player's balance history).
    staleTime: freshAtPageStart(0),
  });
}

export function useBalancePayments(params: BalancePageParams) {
  return useQuery(balancePaymentsQueryOptions(params));
}
