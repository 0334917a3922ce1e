import { apiBlob } from '@/lib/api/api-blob';

/**
 * GET /api/admin/users/{id}/export, saved as `player-<id>.json`. The file carries a person's whole
 * record, so it goes straight to a download and is never kept in the query cache.
 */
export async function downloadPlayerExport(id: number): Promise<void> {
  const blob = await apiBlob(`/admin/users/${id}/export`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `player-${id}.json`;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
