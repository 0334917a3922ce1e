import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { useSessionToken } from '@/lib/session/session-store';
import { notificationsKey, type NotificationsResult } from './get-notifications';

/**
 * `POST /api/user/notifications/read`: the given ones, or every one when `ids` is left out. Its
 * answer says only that it succeeded, which the client's envelope check sees: no schema of its own,
 * whose zod the header's bell would bring into every player's start.
 */
export async function markNotificationsRead(ids?: number[]): Promise<void> {
  await apiRequest('/user/notifications/read', {
    method: 'POST',
    body: ids ? { ids } : {},
    wholeBody: true,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const key = notificationsKey(token);
  return useMutation({
    mutationFn: (ids?: number[]) => markNotificationsRead(ids),
    // Shown as read at once; a failure puts the previous list back.
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationsResult>(key);
      if (previous) {
        const data = previous.data.map((item) =>
          !ids || ids.includes(item.id) ? { ...item, read: true } : item,
        );
        queryClient.setQueryData<NotificationsResult>(key, {
          ...previous,
          data,
          unread: data.filter((item) => !item.read).length,
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
