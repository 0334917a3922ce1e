import { z } from 'zod';
import { vipObject } from './account';
import { auditEntry } from './admin-audit';
import { ORDER_STATUSES } from './admin-orders';
import { boundedText, idBody, idParam } from './bounds';
import { ledgerEntryTypeSchema } from './ledger-descriptions';
import { spinRecord } from './spin';
import { USER_ROLES } from './staff-roles';

/**
 * The back office's players (`/api/admin/users`, issue 14): search, one player's page, block,
 * compensation and the data-protection copy. Who may call what: `staff-roles.ts` (issue 35).
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
  status: z.enum(ORDER_STATUSES),
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
