import { z } from 'zod';
import { sessionUser } from './account.ts';
import { okEnvelope } from './api.ts';
import { spinRecord } from './spin.ts';

/**
 * Data rights (issue 16): a player downloads everything held about them, and deletes their
 * account. A deletion waits a grace period in which signing in cancels it; then the personal
 * data is erased while orders and ledger rows stay (accounting law keeps them).
 */
export const DELETION_GRACE_DAYS = 7;

/** `POST /api/account/deletion`: the password, and the second factor's code when it is on. */
export const deletionBody = z.strictObject({
  password: z.string().min(1).max(200),
  code: z.string().trim().max(40).optional(),
});
export type DeletionBody = z.infer<typeof deletionBody>;

/** Answer of scheduling and cancelling: when the account will be erased (null: not pending). */
export const deletionStatus = z.object({
  deletionDueAt: z.string().nullable(),
  user: sessionUser,
});
export type DeletionStatus = z.infer<typeof deletionStatus>;
export const deletionResponse = okEnvelope(deletionStatus);

const when = z.string();
const maybeWhen = z.string().nullable();

/**
 * `GET /api/account/export`: a JSON attachment. Every section is declared field by field, so
 * nothing undeclared (a password hash, a token hash, a stored file name) can ever leave.
 */
export const accountExport = z.object({
  format: z.literal('pitchside.account-export.v1'),
  exportedAt: when,
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    referralId: z.string(),
    gamePlayerId: z.number().int().nullable(),
    role: z.string(),
    emailConfirmedAt: maybeWhen,
    blockedAt: maybeWhen,
    deletionDueAt: maybeWhen,
    webPoints: z.number().int(),
    createdAt: when,
    updatedAt: when,
  }),
  profile: z.object({
    name: z.string(),
    surname: z.string(),
    nickname: z.string(),
    teamName: z.string().nullable(),
    mainLevel: z.number().int(),
    seasonLevel: z.number().int(),
    language: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: when,
      lastSeenAt: when,
      expiresAt: when,
      revokedAt: maybeWhen,
      remember: z.boolean(),
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      productSlug: z.string(),
      productName: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      webPoints: z.number().int(),
      baseTickets: z.number().int(),
      vipBonusTickets: z.number().int(),
      campaignBonusTickets: z.number().int(),
      totalTickets: z.number().int(),
      energy: z.number().int(),
      skillPoints: z.number().int(),
      superGoal: z.number().int(),
      premiumType: z.string().nullable(),
      recipientNickname: z.string(),
      provider: z.string(),
      /** When the buyer consented to immediate delivery and the loss of the right of withdrawal. */
      consentAt: maybeWhen,
      createdAt: when,
      fulfilledAt: maybeWhen,
      refundedAt: maybeWhen,
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      amount: z.number().int(),
      balanceAfter: z.number().int(),
      description: z.string(),
      reference: z.string(),
      createdAt: when,
    }),
  ),
  spins: z.array(spinRecord),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      description: z.string(),
      category: z.string(),
      priority: z.string(),
      status: z.string(),
      createdAt: when,
      updatedAt: when,
      closedAt: maybeWhen,
      messages: z.array(
        z.object({ id: z.number().int(), authorRole: z.string(), body: z.string(), createdAt: when }),
      ),
      /** The files' names as uploaded; the files themselves stay in the support centre. */
      attachments: z.array(
        z.object({
          id: z.number().int(),
          messageId: z.number().int().nullable(),
          name: z.string(),
          contentType: z.string(),
          size: z.number().int(),
          createdAt: when,
        }),
      ),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      title: z.string(),
      message: z.string(),
      link: z.string().nullable(),
      createdAt: when,
      readAt: maybeWhen,
    }),
  ),
  /** Sign-ins and other security events recorded about the account. */
  securityEvents: z.array(z.object({ at: when, action: z.string(), ip: z.string().nullable() })),
});
export type AccountExport = z.infer<typeof accountExport>;
