import * as z from 'zod/mini';

/*
 * `GET /api/user/notifications` (spec §4, the header's bell). A module of its own in `zod/mini`,
 * which the web loads with the bell's first fetch: in the classic-zod account module, that fetch
 * evaluated every account schema a few seconds into a signed-in page, one of its longest tasks
 * (decision 0039). The account module re-exports it.
 */

/**
 * What a notification says, as an i18n key (namespace `notifications`, `items.<key>.title` and
 * `.message`) with its values; `title` and `message` carry the English text for anything else.
 */
export const NOTIFICATION_KEYS = [
  'welcome',
  'welcomeBack',
  'purchaseComplete',
  'paymentRefunded',
  'giftSent',
  'giftReceived',
  'freeGiftClaimed',
  'supportReply',
  'compensationGranted',
  'orderRefunded',
  'orderRefundedBySupport',
  'orderReversed',
  'orderChargedBack',
  'accountDeletionCancelled',
  'promoCodeRedeemed',
  'freeGiftReady',
  'matchReminder',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export const notificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParams>;

export const notification = z.object({
  id: z.int(),
  type: z.string(),
  key: z.nullable(z.enum(NOTIFICATION_KEYS)),
  params: notificationParams,
  title: z.string(),
  message: z.string(),
  link: z.nullable(z.string()),
  time: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** Newest first, at most 50 (`NOTIFICATIONS_CAP`), with the unread count. */
export const notificationsResponse = z.object({
  success: z.literal(true),
  data: z.array(notification),
  unread: z.int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
