import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { DELETION_GRACE_DAYS, type DeletionBody } from '@pitchside/contract/data-rights';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/security/passwords.ts';
import { recordAudit } from '../audit/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { renderMail } from '../mail/index.ts';
import { addNotification } from '../notifications/index.ts';
import type { TwoFactorService } from './two-factor.ts';

type UserRow = typeof users.$inferSelect;

export interface AccountDeletionDeps {
  db: Database;
  mail: MailOutbox;
  clock: () => Date;
  productName: string;
  publicUrl: string;
  /** The site's time zone (GAME_TIMEZONE): the mail names the deletion time in it. */
  timeZone: string;
  /** With two-factor on, deleting the account needs a code as well as the password. */
  twoFactor?: TwoFactorService;
}

/** Intl locales of the interface languages where the bare code would pick another country. */
const INTL_LOCALE: Record<string, string> = { pt: 'pt-PT', zh: 'zh-CN' };

function mailDate(at: Date, language: string, timeZone: string) {
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
  try {
    return format(INTL_LOCALE[language] ?? language);
  } catch {
    return format('en');
  }
}

/**
 * Ends a pending deletion: answers the row as it is afterwards, or null when nothing was
 * pending (then nothing is written). An erased account is never brought back.
 */
async function clearPendingDeletion(
  db: Database,
  user: UserRow,
  now: Date,
  how: 'sign_in' | 'player',
  ip?: string,
) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ deletionDueAt: null, updatedAt: now })
      .where(and(eq(users.id, user.id), isNotNull(users.deletionDueAt), isNull(users.erasedAt)))
      .returning();
    if (!updated) return null;
    await recordAudit(tx, {
      at: now,
      actor: user,
      action: 'account.deletion_cancelled',
      target: { type: 'user', id: user.id },
      before: { deletionDueAt: user.deletionDueAt?.toISOString() ?? null },
      after: { deletionDueAt: null, by: how },
      ip,
    });
    // Signed in somewhere: the player is told, in the notifications, that the account stays.
    if (how === 'sign_in') {
      await addNotification(tx, {
        userId: user.id,
        type: 'account',
        key: 'accountDeletionCancelled',
        link: '/account/settings?tab=security',
        now,
      });
    }
    return updated;
  });
}

/**
 * Signing in during the grace period cancels the deletion (issue 16). Called by login() once the
 * session is open; answers the user as the session should show it. Costs nothing when no
 * deletion is pending.
 */
export async function cancelDeletionOnSignIn(
  db: Database,
  user: UserRow,
  now: Date,
  ip?: string,
): Promise<UserRow> {
  if (!user.deletionDueAt) return user;
  return (await clearPendingDeletion(db, user, now, 'sign_in', ip)) ?? user;
}

/** "Delete my account": the password (and the second factor), then a grace period. */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { db, clock } = deps;

  return {
    /**
     * Schedules the erasure at now + 7 days and mails the player when, and that signing in
     * cancels it. Asking again while one is pending answers the same date (no second mail).
     */
    async schedule(user: UserRow, input: DeletionBody, ip?: string): Promise<UserRow> {
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        // The same answer as a password change with a wrong current password.
        throw new AppError('WRONG_CURRENT_PASSWORD', 'Current password is incorrect');
      }
      if (deps.twoFactor && (await deps.twoFactor.isEnabled(user.id))) {
        const code = input.code?.replace(/\s+/g, '') ?? '';
        if (!code || !(await deps.twoFactor.verify(db, user.id, code))) {
          throw new AppError('CODE_INVALID', 'Invalid code', 400);
        }
      }
      if (user.deletionDueAt) return user;
      const now = clock();
      const dueAt = new Date(now.getTime() + DELETION_GRACE_DAYS * 86_400_000);
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ deletionDueAt: dueAt, updatedAt: now })
          .where(and(eq(users.id, user.id), isNull(users.deletionDueAt), isNull(users.erasedAt)))
          .returning();
        // Two requests at once: the other one scheduled it.
        if (!row) return null;
        await recordAudit(tx, {
          at: now,
          actor: user,
          action: 'account.deletion_scheduled',
          target: { type: 'user', id: user.id },
          after: { deletionDueAt: dueAt.toISOString() },
          ip,
        });
        return row;
      });
      if (!updated) {
        const [current] = await db.select().from(users).where(eq(users.id, user.id));
        return current ?? user;
      }
      await deps.mail.send(
        renderMail('accountDeletion', {
          to: user.email,
          language: user.language,
          product: deps.productName,
          vars: { name: user.name, date: mailDate(dueAt, user.language, deps.timeZone) },
          link: `${deps.publicUrl.replace(/\/$/, '')}/account/settings?tab=security`,
        }),
      );
      return updated;
    },

    /** "Cancel deletion" on the security tab. */
    async cancel(user: UserRow, ip?: string): Promise<UserRow> {
      return (await clearPendingDeletion(db, user, clock(), 'player', ip)) ?? user;
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
