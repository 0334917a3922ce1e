import { downloadProtectedFile } from '@/lib/api/api-blob';

/**
 * GET /api/admin/users/{id}/export, saved as `player-<id>.json`. The file carries a person's whole
 * record, so it goes straight to a download and is never kept in the query cache.
 */
export function downloadPlayerExport(id: number): Promise<void> {
  return downloadProtectedFile(`/admin/users/${id}/export`, `player-${id}.json`);
}
