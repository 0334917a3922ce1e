import { z } from 'zod';
import { ledgerEntryTypeSchema } from './ledger-descriptions';
import { vipObject } from './account';
import { boundedText, hasNulByte, idBody, idParam } from './bounds';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { shopProduct } from './webshop';
import { USER_ROLES } from './staff-roles';
import { spinRecord } from './spin';

/**
 * The back office (`/api/admin`, issue 14). Who may call what: `staff-roles.ts` (issue 35).
 */

/** `GET /api/admin/users?q=`: an e-mail or nickname start, a referral ID or an order id (`#123` or `123`). */
export const playerSearchQuery = z.object({ q: boundedText(100) });

export const playerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  referralId: z.string(),
  role: z.enum(USER_ROLES),
  webPoints: z.number().int(),
  emailConfirmed: z.boolean(),
  blocked: z.boolean(),
  createdAt: z.string(),
  /** How the query found this player: the order id it matched, when it was one. */
  matchedOrderId: z.number().int().nullable(),
});
export type PlayerSummary = z.infer<typeof playerSummary>;
export const playerSearchResponse = z.object({ success: z.literal(true), data: z.array(playerSummary) });

export const playerIdParams = z.object({ id: idParam });

const ledgerRow = z.object({
  id: z.number().int(),
  type: ledgerEntryTypeSchema,
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  description: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
const orderRow = z.object({
  id: z.number().int(),
  productName: z.string(),
  kind: z.enum(['purchase', 'gift', 'upsell']),
  status: z.enum(['pending', 'fulfilled', 'failed', 'expired', 'refunded']),
  amountCents: z.number().int(),
  currency: z.string(),
  webPoints: z.number().int(),
  totalTickets: z.number().int(),
  recipientNickname: z.string(),
  provider: z.string(),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundShortfall: z.number().int(),
});
const grantRow = z.object({
  id: z.number().int(),
  reference: z.string(),
  items: z.record(z.string(), z.union([z.number(), z.string()])),
  status: z.enum(['pending', 'applied']),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
const ticketRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.string(),
  priority: z.string(),
  createdAt: z.string(),
});
const sessionRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  userAgent: z.string().nullable(),
  active: z.boolean(),
});
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  /** The actor's nickname, when the account still exists. */
  actorName: z.string().nullable().optional(),
  /** Who the target is in words: a player's nickname, or the buyer of an order. */
  targetName: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * The audit log's action groups (issue 35): each lists areas (`order`) or full actions
 * (`player.grant`) it covers.
 */
export const AUDIT_GROUPS = {
  money: ['order', 'player.grant', 'product'],
  content: ['news', 'banner', 'faq', 'campaign'],
  players: ['player.block', 'player.unblock', 'player.end_sessions', 'player.export', 'account', 'ticket'],
  security: ['auth', 'security'],
  staff: ['staff'],
} as const;
export type AuditGroup = keyof typeof AUDIT_GROUPS;
export const AUDIT_GROUP_NAMES = Object.keys(AUDIT_GROUPS) as AuditGroup[];

/** `GET /api/admin/users/{id}`: everything support needs to help one player, newest first. */
export const playerDetail = z.object({
  account: playerSummary.omit({ matchedOrderId: true }).extend({
    name: z.string(),
    surname: z.string(),
    teamName: z.string().nullable(),
    language: z.string(),
    gamePlayerId: z.number().int().nullable(),
    blockedAt: z.string().nullable(),
    /** A deletion the player asked for, pending until then; and when their data was erased. */
    deletionDueAt: z.string().nullable(),
    erasedAt: z.string().nullable(),
  }),
  vip: vipObject,
  ledger: z.array(ledgerRow),
  orders: z.array(orderRow),
  grants: z.array(grantRow),
  spins: z.array(spinRecord),
  tickets: z.array(ticketRow),
  sessions: z.array(sessionRow),
  /** Sign-ins and failed sign-ins from the audit log. */
  logins: z.array(auditEntry),
  /** The player's data exports and account deletion (scheduled, cancelled, erased) from the audit log. */
  dataRights: z.array(auditEntry),
  /** What staff did to this player (changes, compensation, refunds), each with its ticket if named. */
  staffActions: z.array(auditEntry),
});
export type PlayerDetail = z.infer<typeof playerDetail>;
export const playerDetailResponse = z.object({ success: z.literal(true), data: playerDetail });

/** Block, unblock and end-sessions say why; the audit log keeps it. */
export const reasonBody = z.object({ reason: boundedText(500) });
/** `POST /api/admin/orders/{id}/refund`: why, and the support ticket it answers, if any. */
export const refundBody = z.object({ reason: boundedText(500), ticketId: idBody.optional() });

/** The most a single compensation may grant, so a typo (an extra zero or three) cannot. */
export const GRANT_MAX_WEB_POINTS = 100_000;
export const GRANT_MAX_TICKETS = 10_000;

/**
 * `POST /api/admin/users/{id}/grant`. `requestId` (made once per form, kept across retries) makes
 * a repeated submit a no-op: the same request grants once.
 */
export const grantBody = z
  .object({
    requestId: z.uuid(),
    webPoints: z.number().int().min(0).max(GRANT_MAX_WEB_POINTS).default(0),
    tickets: z.number().int().min(0).max(GRANT_MAX_TICKETS).default(0),
    reason: boundedText(500),
    /** The support ticket this compensation answers; the audit log and the player page name it. */
    ticketId: idBody.optional(),
  })
  .refine((body) => body.webPoints > 0 || body.tickets > 0, {
    message: 'Grant at least one web point or one ticket',
    path: ['webPoints'],
  });
export type GrantBody = z.infer<typeof grantBody>;

export const grantResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** False when this requestId had already been granted: nothing was added the second time. */
    granted: z.boolean(),
    webPoints: z.number().int(),
    tickets: z.number().int(),
    balance: z.number().int(),
  }),
});

export const orderIdParams = z.object({ id: idParam });

/** `POST /api/admin/orders/{id}/refund`: what the refund did (`refunded` false: it had been refunded before). */
export const refundResponse = z.object({
  success: z.literal(true),
  data: z.object({
    refunded: z.boolean(),
    status: z.enum(['pending', 'fulfilled', 'failed', 'expired', 'refunded']),
    webPointsTaken: z.number().int(),
    /** Web points the player had already spent: the refund could not take them back. */
    shortfall: z.number().int(),
  }),
});

/** `GET /api/admin/users/{id}/export`: a data-protection copy of everything held about the player. */
export const playerExportResponse = z.object({
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()),
  ledger: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  spins: z.array(z.record(z.string(), z.unknown())),
  tickets: z.array(z.record(z.string(), z.unknown())),
  notifications: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
});

/** `GET /api/admin/stats?from&to`: a period of at most a year, both ends instants. */
export const STATS_MAX_DAYS = 366;
export const statsQuery = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'must end after it starts', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= STATS_MAX_DAYS * 86_400_000, {
    message: `must be at most ${STATS_MAX_DAYS} days`,
    path: ['to'],
  });
export type StatsQuery = z.infer<typeof statsQuery>;

const money = z.number().int();

/** Open tickets' age groups on the dashboard: under a day, 1–3 days, 3–7 days, over a week. */
export const TICKET_AGE_BUCKETS = [
  'underOneDay',
  'oneToThreeDays',
  'threeToSevenDays',
  'overSevenDays',
] as const;
export type TicketAgeBucket = (typeof TICKET_AGE_BUCKETS)[number];
/** Where each age group starts, in days (the last has no end). */
export const TICKET_AGE_STARTS_DAYS: Record<TicketAgeBucket, number> = {
  underOneDay: 0,
  oneToThreeDays: 1,
  threeToSevenDays: 3,
  overSevenDays: 7,
};

/**
 * One campaign on the dashboard (issue 35): orders delivered between its start and its end (or
 * early end), cut to the period; `bonusOrders` of them were opened with its bonus.
 */
export const campaignResult = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  /** When it stopped: its end, or the earlier time an admin ended it. */
  endsAt: z.string(),
  orders: z.number().int(),
  revenueCents: money,
  bonusOrders: z.number().int(),
});
export type CampaignResult = z.infer<typeof campaignResult>;

export const salesStats = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Delivered orders' amounts, by delivery time (refunded ones included: they were sold). */
  grossCents: money,
  /** Orders refunded in the period, by refund time. */
  refundsCents: money,
  refunds: z.number().int(),
  /** gross − refunds. */
  revenueCents: money,
  orders: z.number().int(),
  payingPlayers: z.number().int(),
  /** Revenue per paying player, in cents; 0 without payers. */
  arppuCents: money,
  /** Players seen (a session used) in the period. */
  activePlayers: z.number().int(),
  /** payingPlayers / activePlayers, 0–1. */
  conversion: z.number(),
  signUps: z.number().int(),
  spins: z.number().int(),
  freeClaims: z.number().int(),
  openTickets: z.number().int(),
  /** Median time from a ticket's creation to the first staff reply, for tickets opened in the period. */
  medianFirstReplySeconds: z.number().nullable(),
  vipDistribution: z.array(z.object({ tier: z.number().int(), name: z.string(), players: z.number().int() })),
  topProducts: z.array(z.object({ name: z.string(), orders: z.number().int(), revenueCents: money })),
  /** One entry per day of the period (game time zone), zeros included. */
  daily: z.array(z.object({ day: z.string(), revenueCents: money, orders: z.number().int() })),
  /** Payments disputed at the provider, by the time the dispute was reported, and their amounts. */
  chargebacks: z.number().int(),
  chargebacksCents: money,
  /** Each campaign overlapping the period: what was delivered while it ran, within the period. */
  campaigns: z.array(campaignResult),
  /** Support tickets not closed, as of now, by how long ago they were opened. */
  openTicketsByAge: z.object({
    underOneDay: z.number().int(),
    oneToThreeDays: z.number().int(),
    threeToSevenDays: z.number().int(),
    overSevenDays: z.number().int(),
  }) satisfies z.ZodType<Record<TicketAgeBucket, number>>,
  /** The same figures for the period of the same length just before (issue 35). */
  previous: z.object({
    from: z.string(),
    to: z.string(),
    revenueCents: money,
    refundsCents: money,
    refunds: z.number().int(),
    orders: z.number().int(),
    payingPlayers: z.number().int(),
    arppuCents: money,
    chargebacks: z.number().int(),
    chargebacksCents: money,
  }),
});
export type SalesStats = z.infer<typeof salesStats>;
export const salesStatsResponse = z.object({ success: z.literal(true), data: salesStats });

/** The most a price (in cents) or an item amount may be set to: a typo cannot sell 10× too cheap or dear. */
export const CATALOGUE_MAX_PRICE_CENTS = 100_000;
export const CATALOGUE_MAX_ITEMS = 1_000_000;

/** A product as the shop sells it (its fields and shapes are the shop's), plus what only staff see. */
export const catalogueProduct = shopProduct
  .pick({
    id: true,
    slug: true,
    kind: true,
    name: true,
    priceCents: true,
    originalPriceCents: true,
    tickets: true,
    energy: true,
    skillPoints: true,
    superGoal: true,
    webPoints: true,
    mostPopular: true,
  })
  .extend({
    active: z.boolean(),
    updatedAt: z.string(),
    /** The name per language: `en` always, the others where the studio has written one. */
    names: z.record(z.string(), z.string()),
  });
export type CatalogueProduct = z.infer<typeof catalogueProduct>;
export const catalogueResponse = z.object({ success: z.literal(true), data: z.array(catalogueProduct) });
export const productIdParams = z.object({ id: idParam });

const items = z.number().int().min(0).max(CATALOGUE_MAX_ITEMS);
export const PRODUCT_NAME_MAX = 80;
const otherName = z
  .string()
  .max(PRODUCT_NAME_MAX)
  .refine((value) => !hasNulByte(value), 'must not contain a NUL character')
  .optional();
/** A product's name in English (required) and in any of the other 12 languages (blank: English). */
export const productNames = z.strictObject({
  en: boundedText(PRODUCT_NAME_MAX),
  ...(Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => [code, otherName]),
  ) as Record<Exclude<LanguageCode, 'en'>, typeof otherName>),
});
/**
 * `PUT /api/admin/products/{id}`: what a live-ops manager may change. An order keeps the price and
 * contents it was opened with, so a change never alters a checkout already under way.
 */
export const productUpdateBody = z
  .object({
    priceCents: z.number().int().min(0).max(CATALOGUE_MAX_PRICE_CENTS),
    originalPriceCents: z.number().int().min(0).max(CATALOGUE_MAX_PRICE_CENTS).nullable(),
    tickets: items,
    energy: items,
    skillPoints: items,
    superGoal: items,
    webPoints: items,
    mostPopular: z.boolean(),
    active: z.boolean(),
    /** Optional, so older clients keep working: without it the names stay as they are. */
    names: productNames.optional(),
  })
  .refine((body) => body.originalPriceCents === null || body.originalPriceCents >= body.priceCents, {
    message: 'The original price must be at least the price',
    path: ['originalPriceCents'],
  });
export type ProductUpdate = z.infer<typeof productUpdateBody>;
export const productResponse = z.object({ success: z.literal(true), data: catalogueProduct });

export const AUDIT_PAGE_MAX = 200;

/** `GET /api/admin/logs`: newest first, `before` = the last id of the previous page. */
export const auditQuery = z.object({
  actor: boundedText(200).optional(),
  /** A full action (`player.block`) or its area (`player`). */
  action: z
    .string()
    .regex(/^[a-z]+(\.[a-z_]+)?$/, 'must be an action such as player.block, or an area such as player')
    .optional(),
  targetType: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  targetId: boundedText(100).optional(),
  group: z.enum(['money', 'content', 'players', 'security', 'staff']).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;
/** `GET /api/admin/logs.csv`: the same filters, at most this many rows, newest first. */
export const AUDIT_CSV_MAX = 10_000;
export const auditCsvQuery = auditQuery.omit({ before: true, limit: true });
export const auditResponse = z.object({
  success: z.literal(true),
  data: z.array(auditEntry),
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: z.number().int().nullable(),
});
