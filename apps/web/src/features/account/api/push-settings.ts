import {
  pushSettings,
  type PushSettings,
  type PushSubscriptionBody,
  type PushType,
} from '@pitchside/contract/push';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import { accountKeys } from './query-keys';

/** `GET /api/user/push`: the server's VAPID key, the kinds of push turned on, the player's devices. */
export const pushSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.push(),
    queryFn: ({ signal }) => apiRequest('/user/push', { schema: pushSettings, signal }),
  });

function useSettingsMutation<Input>(request: (input: Input) => Promise<PushSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.push(), settings),
  });
}

/** `PUT /api/user/push/types`: which kinds of push the player wants. */
export const useSavePushTypes = () =>
  useSettingsMutation((types: Record<PushType, boolean>) =>
    apiRequest('/user/push/types', { method: 'PUT', body: { types }, schema: pushSettings }),
  );

/** `PUT /api/user/push/subscription`: this device opts in. */
export const useSavePushSubscription = () =>
  useSettingsMutation((subscription: PushSubscriptionBody) =>
    apiRequest('/user/push/subscription', { method: 'PUT', body: subscription, schema: pushSettings }),
  );

/** `POST /api/user/push/unsubscribe`: this device opts out. */
export const useRemovePushSubscription = () =>
  useSettingsMutation((endpoint: string) =>
    apiRequest('/user/push/unsubscribe', { method: 'POST', body: { endpoint }, schema: pushSettings }),
  );
