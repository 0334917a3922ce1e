import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordClasses, PASSWORD_MIN_NEW } from '@pitchside/contract/account';
import type { InviteView } from '@pitchside/contract/staff-accounts';
import type { StaffRole } from '@pitchside/contract/staff-roles';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { staffInvites } from '../../db/schema/staff-invites.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/security/passwords.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';
import { recordAudit } from '../audit/index.ts';
import { inviteByTokenHash } from './staff-repository.ts';

type UserRow = typeof users.$inferSelect;

/** The parts of the account module's two-factor service an invitation uses (passed in by app.ts). */
export interface InviteTwoFactor {
  isEnabled(userId: number): Promise<boolean>;
  beginSetup(user: UserRow): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }>;
  enable(user: UserRow, code: string, ip?: string): Promise<string[]>;
  verify(handle: Database | Transaction, userId: number, code: string): Promise<string | null>;
}

const invalid = () => new AppError('INVITE_INVALID', 'This invitation link is not valid.', 404);

/**
 * The invitee's side (issue 35): open the link, set a password (or prove the existing account's),
 * scan an authenticator and type its code. Only then is the role theirs and the link used up; a
 * revoked, used or expired link answers in words and changes nothing.
 */
export function createInviteAcceptance(deps: {
  db: Database;
  clock: () => Date;
  twoFactor: InviteTwoFactor;
}) {
  const { db, clock, twoFactor } = deps;

  async function usable(token: string) {
    const invite = await inviteByTokenHash(db, hashToken(token));
    if (!invite || invite.revokedAt) throw invalid();
    if (invite.usedAt) throw new AppError('INVITE_USED', 'This invitation has already been used.', 410);
    if (invite.expiresAt <= clock()) {
      throw new AppError('INVITE_EXPIRED', 'This invitation has expired. Ask an admin for a new one.', 410);
    }
    return invite;
  }

  const accountOf = async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1)
    )[0];

  return {
    async view(token: string): Promise<InviteView> {
      const invite = await usable(token);
      return {
        email: invite.email,
        role: invite.role as StaffRole,
        hasAccount: Boolean(await accountOf(invite.email)),
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /** Step one: the account, then the authenticator to scan (none when it already has one). */
    async account(token: string, body: { password: string; name?: string; confirmPassword?: string }) {
      const invite = await usable(token);
      let user = await accountOf(invite.email);
      if (user) {
        if (!(await verifyPassword(user.passwordHash, body.password))) {
          // 400, not 401: the invitee is not signed in, nothing is to be signed out.
          throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password', 400);
        }
        if (user.blockedAt)
          throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
        if (user.role !== 'player')
          throw new AppError('ALREADY_STAFF', 'This address already belongs to a staff member.', 409);
      } else {
        if (!body.name) throw new AppError('VALIDATION_FAILED', 'Please enter your name.', 400);
        if (body.password !== body.confirmPassword)
          throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.');
        if (body.password.length < PASSWORD_MIN_NEW || passwordClasses(body.password) < 3) {
          throw new AppError(
            'PASSWORD_TOO_WEAK',
            'Password must be at least 8 characters and contain at least 3 of: uppercase, lowercase, number, special character',
          );
        }
        const [created] = await db
          .insert(users)
          .values({
            email: invite.email,
            passwordHash: await hashPassword(body.password),
            name: body.name,
            surname: 'Staff',
            nickname: body.name,
            referralId: `STAFF-${randomToken().slice(0, 12).toUpperCase()}`,
            // The link came to this address: it is proven.
            emailConfirmedAt: clock(),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new AppError('EMAIL_TAKEN', 'This email is already registered.');
        user = created;
      }
      await db.update(staffInvites).set({ userId: user.id }).where(eq(staffInvites.id, invite.id));
      return { setup: (await twoFactor.isEnabled(user.id)) ? null : await twoFactor.beginSetup(user) };
    },

    /** Step two: a code of the authenticator; with it the role is given and the link is spent. */
    async confirm(token: string, code: string, ip?: string) {
      const invite = await usable(token);
      const [user] = invite.userId
        ? await db.select().from(users).where(eq(users.id, invite.userId)).limit(1)
        : [];
      if (!user) throw new AppError('CONFLICT', 'Set your password first.', 409);
      let recoveryCodes: string[] | null = null;
      if (await twoFactor.isEnabled(user.id)) {
        if (!(await twoFactor.verify(db, user.id, code)))
          throw new AppError('CODE_INVALID', 'Invalid code', 400);
      } else {
        recoveryCodes = await twoFactor.enable(user, code, ip);
      }
      await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(staffInvites)
          .set({ usedAt: clock() })
          .where(
            and(
              eq(staffInvites.id, invite.id),
              isNull(staffInvites.usedAt),
              isNull(staffInvites.revokedAt),
              gt(staffInvites.expiresAt, clock()),
            ),
          )
          .returning();
        if (!spent) throw new AppError('INVITE_USED', 'This invitation has already been used.', 410);
        await tx.update(users).set({ role: invite.role, updatedAt: clock() }).where(eq(users.id, user.id));
        await recordAudit(tx, {
          at: clock(),
          actor: user,
          action: 'staff.invite_accepted',
          target: { type: 'user', id: user.id },
          before: { role: user.role },
          after: { role: invite.role, invite: invite.id },
          ip,
        });
      });
      return { email: user.email, role: invite.role as StaffRole, recoveryCodes };
    },
  };
}

export type InviteAcceptance = ReturnType<typeof createInviteAcceptance>;
