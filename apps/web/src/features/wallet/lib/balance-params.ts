import { BALANCE_RANGES, type BalanceRange } from '@pitchside/contract/balance-limits';

export const BALANCE_TABS = ['summary', 'payments', 'transactions', 'spending'] as const;
export type BalanceTab = (typeof BALANCE_TABS)[number];

/** Rows per page of the payments, transactions and spending tabs. */
export const BALANCE_PAGE_SIZE = 10;

export interface BalancePageParams {
  range: BalanceRange;
  page: number;
}

/** The query string every balance-history call takes (range, page, pageSize). */
export function balanceSearch({ range, page }: BalancePageParams): string {
  const params = new URLSearchParams({ range, page: String(page), pageSize: String(BALANCE_PAGE_SIZE) });
  return `?${params.toString()}`;
}

export function parseRange(value: string | null): BalanceRange {
  return BALANCE_RANGES.find((range) => range === value) ?? 'allTime';
}

export function parseTab(value: string | null): BalanceTab {
  return BALANCE_TABS.find((tab) => tab === value) ?? 'summary';
}

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
