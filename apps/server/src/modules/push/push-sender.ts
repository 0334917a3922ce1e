import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import { NOTIFICATION_KEYS } from '@pitchside/contract/account';
import { HOURLY_LIMITED_PUSH_TYPES, PUSH_TYPE_OF, type PushPayload } from '@pitchside/contract/push';
import type { Database } from '../../db/client.ts';
import {
  claimDelivery,
  deleteSubscriptionById,
  disabledTypes,
  notificationForPush,
  releaseDelivery,
  subscriptionsOf,
  takeHourlySlot,
} from './repository.ts';
import { pushText } from './texts.ts';
import type { VapidKeys } from './vapid.ts';

/** Where a tap leads when the notification names no page. */
const DEFAULT_LINK: Record<string, string> = {
  dailyGift: '/offers/free-ticket',
  giftReceived: '/',
  supportReply: '/support',
  payments: '/account/balance-history',
};

export interface PushSender {
  /** Sends a notification's push to each of its player's devices; throws to be retried. */
  deliver(notificationId: number): Promise<{ sent: number; removed: number }>;
}

export function createPushSender(deps: {
  db: Database;
  vapid: VapidKeys;
  clock?: () => Date;
  log?: FastifyBaseLogger;
  /** The HTTPS agent to push services with (tests trust their local push service's certificate). */
  agent?: Agent;
}): PushSender {
  const { db, vapid } = deps;
  const clock = deps.clock ?? (() => new Date());
  return {
    async deliver(notificationId) {
      const result = { sent: 0, removed: 0 };
      const notification = await notificationForPush(db, notificationId);
      const key = NOTIFICATION_KEYS.find((known) => known === notification?.key);
      if (!notification || !key || notification.readAt) return result;
      const type = PUSH_TYPE_OF[key];
      if (!type || (await disabledTypes(db, notification.userId)).includes(type)) return result;

      const now = clock();
      const devices = await subscriptionsOf(db, notification.userId, now);
      // A session that ended without being revoked (it expired) takes its subscription along.
      for (const ended of devices.filter((device) => !device.live))
        await deleteSubscriptionById(db, ended.id);
      const live = devices.filter((device) => device.live);
      if (live.length === 0) return result;
      if (
        HOURLY_LIMITED_PUSH_TYPES.includes(type) &&
        !(await takeHourlySlot(db, { userId: notification.userId, type, notificationId, now }))
      ) {
        return result;
      }

      const text = pushText(notification.language, key, notification.params);
      if (!text) return result;
      const payload: PushPayload = {
        id: notification.id,
        ...text,
        url: sameSitePath(notification.link) ?? DEFAULT_LINK[type] ?? '/',
        tag: `${type}-${notification.id}`,
      };
      const failures: string[] = [];
      for (const device of live) {
        if (!(await claimDelivery(db, notificationId, device.id, now))) continue;
        try {
          await webPush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: vapid,
              TTL: 24 * 3600,
              urgency: type === 'payments' ? 'high' : 'normal',
              contentEncoding: 'aes128gcm',
              timeout: 10_000,
              ...(deps.agent ? { agent: deps.agent } : {}),
            },
          );
          result.sent += 1;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            // The browser dropped the subscription (unsubscribed, uninstalled): so do we.
            await deleteSubscriptionById(db, device.id);
            result.removed += 1;
            continue;
          }
          await releaseDelivery(db, notificationId, device.id);
          failures.push(error instanceof WebPushError ? `HTTP ${error.statusCode}` : String(error));
        }
      }
      if (failures.length > 0) {
        // Retried with back-off by the queue; the devices that got it are not sent it again.
        throw new Error(
          `push of notification ${notificationId} failed on ${failures.length} device(s): ${failures.join(', ')}`,
        );
      }
      return result;
    },
  };
}

/** Only paths of the portal itself: a stored absolute link is reduced to its path. */
function sameSitePath(link: string | null): string | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
