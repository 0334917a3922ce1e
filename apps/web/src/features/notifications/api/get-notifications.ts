import type { NotificationsResponse } from '@pitchside/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { closePushesOf } from '@/lib/pwa/close-read-pushes';
import { useSessionCheckStore } from '@/lib/session/session-check-store';
import { useSessionToken } from '@/lib/session/session-store';

export type NotificationsResult = NotificationsResponse;

/** Spec §4: how often the bell looks for new notifications while the page is open. */
export const NOTIFICATIONS_REFRESH_MS = 120_000;

/** `GET /api/user/notifications`: newest first, at most 50, with the unread count. */
export async function getNotifications(signal?: AbortSignal) {
  // Loaded with the first fetch: the header's bell is in every signed-in page's start (decision 0037).
  const { notificationsResponse } = await import('@pitchside/contract/notifications');
  return apiRequest('/user/notifications', { signal, wholeBody: true, schema: notificationsResponse });
}

export function notificationsKey(token: string | null) {
  return ['notifications', token] as const;
}

/** The signed-in player's notifications (the hook adds when it may run: after the session check). */
export function notificationsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: notificationsKey(token),
    queryFn: async ({ signal }) => {
      const result = await getNotifications(signal);
      // Read here or on another device: its push, if this device shows one, goes too.
      closePushesOf(result.data.filter((item) => item.read).map((item) => item.id));
      return result;
    },
    staleTime: 30_000,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function useNotifications() {
  const token = useSessionToken();
  // Waits for the session check, so a returning player's possibly dead token is not used twice at start.
  const checked = useSessionCheckStore(
    (state) => state.checkedToken !== null && state.checkedToken === token,
  );
  return useQuery({ ...notificationsQueryOptions(token), enabled: Boolean(token) && checked });
}
