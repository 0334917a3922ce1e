/**
 * The kinds of product the shop sells, without a schema, for screens that start without zod (the
 * balance history's payments, decision 0038); `shop.ts` builds its schema from them and re-exports
 * them.
 */
export const SHOP_PRODUCT_KINDS = [
  'ticket_package',
  'premium',
  'daily_offer',
  'free_daily',
  'seasonal_pack',
  'special_pack',
  'bundle',
] as const;
