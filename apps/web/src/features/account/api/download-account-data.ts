import { useMutation } from '@tanstack/react-query';
import { downloadProtectedFile } from '@/lib/api/api-blob';

/** The name the server gives the file too: `pitchside-data-<referral ID>-<yyyy-mm-dd>.json`. */
export function accountDataFileName(referralId: string | null | undefined, now = new Date()) {
  const id = (referralId ?? '').replace(/[^A-Za-z0-9_-]/g, '') || 'account';
  return `pitchside-data-${id}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * `GET /api/account/export`, saved as a JSON file. It is the player's whole record, so it goes
 * straight to a download through an object URL and is never kept in the query cache.
 */
export function downloadAccountData(referralId: string | null | undefined): Promise<void> {
  return downloadProtectedFile('/account/export', accountDataFileName(referralId));
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
