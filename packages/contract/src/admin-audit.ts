import { z } from 'zod';
import { boundedText } from './bounds';

/** The back office's audit log (`/api/admin/logs`, issues 14 and 35): its entries, groups and queries. */

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
