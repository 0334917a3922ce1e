/**
 * The balance history's ranges and categories (spec §5 "Balance history"), without a schema: the
 * web's balance page names them at its start, which builds no zod (decision 0038); `webshop.ts`
 * builds its schemas from them and re-exports them.
 */
export const BALANCE_RANGES = [
  'today',
  'yesterday',
  'last7days',
  'last30days',
  'thisMonth',
  'allTime',
] as const;
export type BalanceRange = (typeof BALANCE_RANGES)[number];

export const BALANCE_CATEGORIES = ['paid', 'free', 'bonus', 'deduction'] as const;
