import { pageOf, paymentRow } from '@pitchside/contract/webshop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { balanceSearch, type BalancePageParams } from '../lib/balance-params';

const paymentsPage = pageOf(paymentRow);
export type PaymentRow = z.infer<typeof paymentRow>;
export type PaymentPage = z.infer<typeof paymentsPage>;

/** GET /api/account/balance-history/payments?range=&page=&pageSize= (flat body: data, page, pageSize, total). */
export function fetchBalancePayments(params: BalancePageParams): Promise<PaymentPage> {
  return apiRequest(`/account/balance-history/payments${balanceSearch(params)}`, {
    schema: paymentsPage,
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
  });
}

export function useBalancePayments(params: BalancePageParams) {
  return useQuery(balancePaymentsQueryOptions(params));
}
