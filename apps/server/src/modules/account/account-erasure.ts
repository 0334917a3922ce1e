import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  emailCodes,
  knownDevices,
  notifications,
  passwordResets,
  sessions,
  users,
} from '../../db/schema/accounts.ts';
import { supportAttachments, supportMessages, supportTickets } from '../../db/schema/support.ts';
import { loginChallenges, recoveryCodes, twoFactor } from '../../db/schema/two-factor.ts';
import { orders } from '../../db/schema/orders.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import { recordAudit } from '../audit/index.ts';
import { pseudonymiseErasedPerson } from './erasure-pseudonyms.ts';

export const ERASE_DUE_JOB = 'account.erase-due';

/** Accounts erased per batch; a run goes on until none is due. */
const BATCH = 100;

/** What an erased account's columns become: unique where the column must be, never a person. */
export const erasedEmail = (id: number) => `erased-${id}@invalid`;
export const erasedReferralId = (id: number) => `erased-${id}`;
/** Not an argon2 hash: no password ever verifies against it. */
const UNUSABLE_PASSWORD = '!erased';
/** What is left of a ticket's text. */
const ERASED_TEXT = '[erased]';

/**
 * Erases one account whose grace period is over, in one transaction (issue 16):
 *
 * - the user row stays (orders and ledger rows point at it) but every personal column goes: the
 *   e-mail becomes `erased-<id>@invalid`, names and team are emptied, the password can never
 *   match, the avatar is dropped, and the referral ID and game player are let go, so the game
 *   player can sign up again with the same referral ID;
 * - sessions, e-mail codes, reset links, notifications and the second factor are deleted;
 * - support tickets stay as empty shells (category, status, times: support's figures), their
 *   subject, description and every message body erased, their attachments deleted;
 * - orders, ledger rows, spins and daily claims stay (accounting law keeps them; they hold
 *   amounts, not a person). The audit log keeps its records with the person pseudonymised as
 *   `erased-<id>`; queued mail, sandbox payment sessions, other players' gift notifications and
 *   compensation texts are cleared of them too (erasure-pseudonyms.ts, issue 31).
 *
 * Answers the files to remove once the transaction is committed, or null when the account was
 * not due any more (a sign-in cancelled it meanwhile).
 */
async function eraseOne(db: Database, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.erasedAt || !user.deletionDueAt || user.deletionDueAt > now) return null;

    const ticketIds = (
      await tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, userId))
    ).map((row) => row.id);
    const attachments = ticketIds.length
      ? await tx
          .select({ storedName: supportAttachments.storedName })
          .from(supportAttachments)
          .where(inArray(supportAttachments.ticketId, ticketIds))
      : [];

    // Before the row forgets them: what other records say of the person (erasure-pseudonyms.ts).
    await pseudonymiseErasedPerson(tx, user);
    await tx
      .update(users)
      .set({
        email: erasedEmail(userId),
        passwordHash: UNUSABLE_PASSWORD,
        name: '',
        surname: '',
        nickname: erasedReferralId(userId),
        teamName: null,
        avatarPath: null,
        referralId: erasedReferralId(userId),
        gamePlayerId: null,
        emailConfirmedAt: null,
        deletionDueAt: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
    await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
    if (ticketIds.length) {
      await tx
        .update(supportTickets)
        .set({
          subject: ERASED_TEXT,
          description: ERASED_TEXT,
          status: 'closed',
          playerUnread: 0,
          closedAt: sql`coalesce(${supportTickets.closedAt}, ${now})`,
          updatedAt: now,
        })
        .where(eq(supportTickets.userId, userId));
      await tx
        .update(supportMessages)
        .set({ body: ERASED_TEXT })
        .where(inArray(supportMessages.ticketId, ticketIds));
      await tx.delete(supportAttachments).where(inArray(supportAttachments.ticketId, ticketIds));
    }
    const [kept] = await tx.select({ orders: count() }).from(orders).where(eq(orders.userId, userId));
    // The system acts; the record names no e-mail, so the erased address is not kept here either.
    await recordAudit(tx, {
      at: now,
      actor: null,
      action: 'account.erased',
      target: { type: 'user', id: userId },
      before: { deletionDueAt: user.deletionDueAt.toISOString() },
      after: {
        erasedAt: now.toISOString(),
        ordersKept: kept?.orders ?? 0,
        ticketsErased: ticketIds.length,
        attachmentsDeleted: attachments.length,
      },
    });
    return {
      avatar: user.avatarPath ? path.join('avatars', path.basename(user.avatarPath)) : null,
      attachments: attachments.map((file) => path.join('attachments', path.basename(file.storedName))),
    };
  });
}

/**
 * Erases every account whose deletion is due (`deletion_due_at` passed). Each account is its
 * own transaction; its files (avatar, ticket attachments) go once that has committed, so a
 * rolled-back erasure never loses a file. Answers the ids erased.
 */
export async function eraseDueAccounts(deps: {
  db: Database;
  dataDir: string;
  now: Date;
}): Promise<number[]> {
  const erased: number[] = [];
  const skipped = new Set<number>();
  for (;;) {
    const due = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(lte(users.deletionDueAt, deps.now), isNull(users.erasedAt)))
      .orderBy(asc(users.deletionDueAt), asc(users.id))
      .limit(BATCH + skipped.size);
    const batch = due.map((row) => row.id).filter((id) => !skipped.has(id));
    if (batch.length === 0) break;
    for (const id of batch) {
      const files = await eraseOne(deps.db, id, deps.now);
      if (!files) {
        skipped.add(id);
        continue;
      }
      erased.push(id);
      await Promise.all(
        [files.avatar, ...files.attachments]
          .filter((file): file is string => file !== null)
          .map((file) => fs.rm(path.join(deps.dataDir, file), { force: true })),
      );
    }
  }
  return erased;
}

/**
 * Every 15 minutes (pg-boss cron, one run however many servers): erase the accounts whose grace
 * period is over. Not retried: the next run picks up whatever is still due.
 */
export function accountErasureJob(
  db: Database,
  options: { dataDir: string; log: FastifyBaseLogger },
): JobDefinition {
  return {
    name: ERASE_DUE_JOB,
    cron: '*/15 * * * *',
    retryLimit: 0,
    // A large backlog may take a while; one run at a time is enough.
    expireInSeconds: 15 * 60,
    async handle() {
      const erased = await eraseDueAccounts({ db, dataDir: options.dataDir, now: new Date() });
      if (erased.length > 0) options.log.info({ erased: erased.length }, 'accounts erased');
    },
  };
}
