import { apiBlob } from '@/lib/api/api-blob';

/** GET /api/admin/stats/orders.csv: the period's orders, saved as a spreadsheet file. */
export async function downloadOrdersCsv(range: { from: string; to: string }): Promise<void> {
  const blob = await apiBlob(`/admin/stats/orders.csv?${new URLSearchParams(range)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${range.from.slice(0, 10)}-${range.to.slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
