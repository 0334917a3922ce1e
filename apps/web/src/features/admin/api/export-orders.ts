import { downloadProtectedFile } from '@/lib/api/api-blob';

/** GET /api/admin/stats/orders.csv: the period's orders, saved as a spreadsheet file. */
export function downloadOrdersCsv(range: { from: string; to: string }): Promise<void> {
  return downloadProtectedFile(
    `/admin/stats/orders.csv?${new URLSearchParams(range)}`,
    `orders-${range.from.slice(0, 10)}-${range.to.slice(0, 10)}.csv`,
  );
}
