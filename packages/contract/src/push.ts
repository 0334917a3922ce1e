import { z } from 'zod';
import { okEnvelope } from './api.ts';
import type { NotificationKey } from './account.ts';

/**
 * Web push (decision 0026): the kinds of push a player can turn on or off, per player; the
 * device's opt-in is its subscription. Payment results are never held back by the hourly limit.
 */
export const PUSH_TYPES = [
  'dailyGift',
  'giftReceived',
  'supportReply',
  'payments',
  'matchReminders',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];

/** Which notifications a push goes with, by type. */
export const PUSH_TYPE_OF: Partial<Record<NotificationKey, PushType>> = {
  freeGiftReady: 'dailyGift',
  matchReminder: 'matchReminders',
  giftReceived: 'giftReceived',
  supportReply: 'supportReply',
  purchaseComplete: 'payments',
  giftSent: 'payments',
  paymentRefunded: 'payments',
  orderRefunded: 'payments',
};

/** Types whose pushes are at most one an hour per player. */
export const HOURLY_LIMITED_PUSH_TYPES: readonly PushType[] = [
  'dailyGift',
  'giftReceived',
  'supportReply',
  'matchReminders',
];

const base64Url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** `PUT /api/user/push/subscription`: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionBody = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64Url, auth: base64Url }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushEndpointBody = z.strictObject({ endpoint: z.url().max(1000) });

export const pushSettings = z.object({
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  publicKey: z.string(),
  types: z.record(z.enum(PUSH_TYPES), z.boolean()),
  /** How many of the player's devices receive pushes. */
  devices: z.number().int(),
});
export type PushSettings = z.infer<typeof pushSettings>;
export const pushSettingsResponse = okEnvelope(pushSettings);

export const pushTypesBody = z.strictObject({
  types: z.strictObject({
    dailyGift: z.boolean(),
    giftReceived: z.boolean(),
    supportReply: z.boolean(),
    payments: z.boolean(),
    matchReminders: z.boolean(),
  }),
});

/** `POST /api/push/opened`: the service worker, on a tap, with the device's endpoint as proof. */
export const pushOpenedBody = z.strictObject({
  endpoint: z.url().max(1000),
  id: z.number().int().positive(),
});

/** What a push carries (encrypted): the notification it belongs to, in the player's language. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** `GET /api/user/follows`: the teams the player follows (the star on a team's rows). */
export const followsResponse = okEnvelope(z.object({ teamIds: z.array(z.number().int()) }));
export const teamIdParams = z.strictObject({ teamId: z.coerce.number().int().positive().max(2_147_483_647) });
/** How long before kick-off a followed team's match is reminded. */
export const MATCH_REMINDER_MINUTES = 30;
