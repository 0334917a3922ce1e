import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  PASSWORD_MIN_NEW,
  RESEND_COOLDOWN_SECONDS,
  RESET_LINK_TTL_SECONDS,
  passwordClasses,
  type GameUser,
} from '@pitchside/contract/account';
import type { Database, Transaction } from '../../db/client.ts';
import { notifications, passwordResets, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/security/passwords.ts';
import { hashToken, randomToken } from '../../lib/security/tokens.ts';
import type { GameGateway } from '../game/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { renderMail } from '../mail/index.ts';
import { addNotification } from '../notifications/index.ts';
import { recordAudit } from '../audit/index.ts';
import { consumeCode, issueCode, latestCode } from './email-codes.ts';
import { openSession, revokeAllSessions } from './sessions.ts';
import { noticeNewDevice } from './new-device-notice.ts';
import type { TwoFactorService } from './two-factor.ts';
import type { PasswordLimit, SecondFactorLimit } from './rate-limits.ts';
import { isKnownDevice, rememberDevice } from './known-devices.ts';
import { attemptLoginChallenge, closeLoginChallenge, openLoginChallenge } from './login-challenges.ts';
import { findUserByEmail, findUserById, findUserByReferralId, uniqueViolation } from './user-repository.ts';
import { cancelDeletionOnSignIn } from './account-deletion.ts';

export interface AccountDeps {
  db: Database;
  game: GameGateway;
  mail: MailOutbox;
  clock: () => Date;
  productName: string;
  publicUrl: string;
  /** The second factor; without it logins take the password alone. */
  twoFactor?: TwoFactorService;
  /** Wrong second-factor codes per account, across challenges (rate-limits.ts). */
  secondFactorLimit?: SecondFactorLimit;
  /** Wrong passwords per account, address and known browser (rate-limits.ts). */
  passwordLimit?: PasswordLimit;
}

type UserRow = typeof users.$inferSelect;

/** Ends every unused reset link of a player (a newer link, a reset or a password change). */
const retireResetLinks = (db: Pick<Database, 'update'>, userId: number, now: Date) =>
  db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );

const referralUsed = () =>
  new AppError('REFERRAL_ALREADY_USED', 'This referral ID has already been used for registration.');

export function createAccountService(deps: AccountDeps) {
  const { db, clock } = deps;

  const sendCode = async (user: UserRow, purpose: 'verify_email' | 'change_email', to = user.email) => {
    const code = await issueCode(db, { userId: user.id, purpose, sentTo: to, now: clock() });
    await deps.mail.send(
      renderMail(purpose === 'verify_email' ? 'verifyEmail' : 'changeEmail', {
        to,
        language: user.language,
        product: deps.productName,
        vars: { name: user.name },
        code,
      }),
    );
  };

  /** Seconds left before another code may be sent (spec §4: 120 s). */
  const cooldownRemaining = async (userId: number, purpose: 'verify_email' | 'change_email') => {
    const last = await latestCode(db, userId, purpose);
    if (!last) return 0;
    const elapsed = (clock().getTime() - last.createdAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed));
  };

  /** A new code only once the cooldown is over; the 429 tells the client how long to wait. */
  const sendCodeAfterCooldown = async (
    user: UserRow,
    purpose: 'verify_email' | 'change_email',
    to = user.email,
  ) => {
    const wait = await cooldownRemaining(user.id, purpose);
    if (wait > 0) {
      throw new AppError('RESEND_COOLDOWN', `Please wait ${wait} seconds before requesting a new code`, 429, {
        cooldownRemaining: wait,
        retryAfter: wait,
      });
    }
    await sendCode(user, purpose, to);
  };

  /** Security events go to the audit log with the player as actor and target (issue 14). */
  const securityEvent = (handle: Database | Transaction, user: UserRow, action: string, ip?: string) =>
    recordAudit(handle, { at: clock(), actor: user, action, target: { type: 'user', id: user.id }, ip });

  /** Mails "new sign-in" with a link that ends the session, for an unfamiliar device and network. */
  const newDevice = (user: UserRow, sessionToken: string, userAgent?: string, ip?: string) =>
    noticeNewDevice(db, {
      mail: deps.mail,
      user,
      sessionToken,
      userAgent,
      ip,
      now: clock(),
      productName: deps.productName,
      publicUrl: deps.publicUrl,
    });

  const welcome = async (user: UserRow, kind: 'signup' | 'login') => {
    if (kind === 'login') {
      // One unread "welcome back" a day is a greeting; one per login (every device) would be noise.
      const [recent] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, user.id),
            eq(notifications.type, 'login'),
            isNull(notifications.readAt),
            gt(notifications.createdAt, new Date(clock().getTime() - 24 * 3600_000)),
          ),
        )
        .limit(1);
      if (recent) return;
    }
    await addNotification(db, {
      userId: user.id,
      type: kind === 'signup' ? 'welcome' : 'login',
      key: kind === 'signup' ? 'welcome' : 'welcomeBack',
      params: { nickname: user.nickname ?? '', product: deps.productName },
      now: clock(),
    });
  };

  return {
    /**
     * What follows a session opened by other means than login() (a sign-in link from the game,
     * game-sign-in.ts), as after a login: the greeting, the new-device notice and the end of a
     * pending deletion. Answers the user as the session should show it.
     */
    async afterSignIn(user: UserRow, sessionToken: string, userAgent?: string, ip?: string) {
      await welcome(user, 'login');
      await newDevice(user, sessionToken, userAgent, ip);
      return cancelDeletionOnSignIn(db, user, clock(), ip);
    },

    async searchReferral(referralId: string, forGift: boolean): Promise<GameUser> {
      const player = await deps.game.findPlayerByReferralId(referralId);
      if (!player)
        throw new AppError('REFERRAL_NOT_FOUND', 'Referral ID not found. Please check and try again.');
      if (!forGift && (await findUserByReferralId(db, player.ReferralId))) throw referralUsed();
      return player;
    },

    async register(input: {
      email: string;
      password: string;
      name: string;
      surname: string;
      referralid: string;
      language?: string | undefined;
    }) {
      const player = await deps.game.findPlayerByReferralId(input.referralid);
      if (!player)
        throw new AppError('REFERRAL_NOT_FOUND', 'Referral ID not found. Please check and try again.');
      if (await findUserByReferralId(db, player.ReferralId)) throw referralUsed();
      if (await findUserByEmail(db, input.email)) {
        throw new AppError('EMAIL_TAKEN', 'This email address is already registered.');
      }
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        [user] = (await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            name: input.name,
            surname: input.surname,
            referralId: player.ReferralId,
            gamePlayerId: player.Id,
            nickname: player.NickName,
            teamName: player.TeamName,
            mainLevel: player.UserLevel,
            seasonLevel: player.SeasonLevel,
            language: input.language ?? 'en',
            createdAt: clock(),
            updatedAt: clock(),
          })
          .returning()) as [UserRow];
      } catch (error) {
        // Two sign-ups racing for one referral ID or e-mail: the unique index decides.
        const index = uniqueViolation(error);
        if (index === 'users_referral_id_unique') throw referralUsed();
        if (index === 'users_email_unique')
          throw new AppError('EMAIL_TAKEN', 'This email address is already registered.');
        throw error;
      }
      await sendCode(user, 'verify_email');
      await welcome(user, 'signup');
      return { requiresVerification: true as const, user };
    },

    async verifyEmail(email: string, code: string, userAgent?: string, ip?: string) {
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError('EMAIL_NOT_FOUND', 'Email not found');
      if (user.emailConfirmedAt) throw new AppError('EMAIL_ALREADY_VERIFIED', 'Email is already verified');
      await consumeCode(db, { userId: user.id, purpose: 'verify_email', code, now: clock() });
      const [confirmed] = (await db
        .update(users)
        .set({ emailConfirmedAt: clock(), updatedAt: clock() })
        .where(eq(users.id, user.id))
        .returning()) as [UserRow];
      const token = await openSession(db, { userId: user.id, remember: false, userAgent, ip, now: clock() });
      return { token, user: confirmed };
    },

    async resendCode(email: string) {
      const user = await findUserByEmail(db, email);
      if (!user) throw new AppError('EMAIL_NOT_FOUND', 'Email not found');
      if (user.emailConfirmedAt) throw new AppError('EMAIL_ALREADY_VERIFIED', 'Email is already verified');
      await sendCodeAfterCooldown(user, 'verify_email');
    },

    /**
     * A password login. `device` is the browser's device cookie (known-devices.ts); a signed-in
     * answer carries the id to keep in it.
     */
    async login(
      email: string,
      password: string,
      remember: boolean,
      userAgent?: string,
      ip?: string,
      device?: string,
    ): Promise<{ token: string; user: UserRow; device: string } | { challenge: string; user: UserRow }> {
      const user = await findUserByEmail(db, email);
      const attempt = {
        account: email,
        ip,
        knownDevice: user && (await isKnownDevice(db, user.id, device)) ? hashToken(device ?? '') : undefined,
      };
      await deps.passwordLimit?.refuseIfSpent(attempt);
      if (!user) {
        await burnPasswordCheck(password);
        await deps.passwordLimit?.countFailure(attempt);
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password.');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await deps.passwordLimit?.countFailure(attempt);
        await securityEvent(db, user, 'auth.login_failed', ip);
        throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password.');
      }
      if (user.blockedAt) {
        await securityEvent(db, user, 'auth.login_blocked', ip);
        throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
      }
      if (deps.twoFactor && (await deps.twoFactor.isEnabled(user.id))) {
        // The password was right; the session waits for the code (login/two-factor).
        const challenge = await openLoginChallenge(db, {
          userId: user.id,
          remember,
          userAgent,
          ip,
          now: clock(),
        });
        return { challenge, user };
      }
      const token = await db.transaction(async (tx) => {
        await recordAudit(tx, {
          at: clock(),
          actor: user,
          action: 'auth.login',
          target: { type: 'user', id: user.id },
          ip,
          after: { method: 'password', userAgent: userAgent?.slice(0, 300) ?? null },
        });
        return openSession(tx, { userId: user.id, remember, userAgent, ip, now: clock() });
      });
      await welcome(user, 'login');
      await newDevice(user, token, userAgent, ip);
      const known = await rememberDevice(db, user.id, device, clock());
      // Data rights: signing in during a deletion's grace period cancels it (account-deletion.ts).
      return { token, user: await cancelDeletionOnSignIn(db, user, clock(), ip), device: known };
    },

    /** The second step of a login with two-factor: the challenge and a code open the session. */
    async completeTwoFactorLogin(
      challenge: string,
      code: string,
      userAgent?: string,
      ip?: string,
      device?: string,
    ) {
      const twoFactor = deps.twoFactor;
      const expired = () =>
        new AppError('CODE_EXPIRED', 'Your sign-in has expired. Please log in again.', 400);
      if (!twoFactor) throw expired();
      const attempt = await attemptLoginChallenge(db, challenge, clock());
      if (!attempt) throw expired();
      const user = await findUserById(db, attempt.userId);
      if (!user) throw expired();
      // The browser that typed the password is the one that types the code.
      userAgent = attempt.userAgent ?? userAgent;
      ip ??= attempt.ip ?? undefined;
      if (user.blockedAt) {
        throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
      }
      await deps.secondFactorLimit?.refuseIfSpent(user.id);
      const opened = await db.transaction(async (tx) => {
        const method = await twoFactor.verify(tx, user.id, code);
        if (!method) return null;
        await closeLoginChallenge(tx, attempt.id, clock());
        await recordAudit(tx, {
          at: clock(),
          actor: user,
          action: 'auth.login',
          target: { type: 'user', id: user.id },
          ip,
          after: { method, userAgent: userAgent?.slice(0, 300) ?? null },
        });
        return openSession(tx, {
          userId: user.id,
          remember: attempt.remember,
          userAgent,
          ip,
          secondFactor: true,
          now: clock(),
        });
      });
      if (!opened) {
        await deps.secondFactorLimit?.countFailure(user.id);
        await recordAudit(db, {
          at: clock(),
          actor: user,
          // The password was right; the second factor was not (issue 35: the real event).
          action: 'auth.two_factor_failed',
          target: { type: 'user', id: user.id },
          ip,
          after: { method: 'app', userAgent: userAgent?.slice(0, 300) ?? null },
        });
        throw new AppError('CODE_INVALID', 'Invalid code', 400);
      }
      await welcome(user, 'login');
      await newDevice(user, opened, userAgent, ip);
      const known = await rememberDevice(db, user.id, device, clock());
      // Signing in during a deletion's grace period cancels it, with a second factor too.
      return {
        token: opened,
        user: await cancelDeletionOnSignIn(db, user, clock(), ip),
        device: known,
      };
    },

    async forgotPassword(email: string) {
      const user = await findUserByEmail(db, email);
      // The answer is the same whether or not the address has an account.
      if (!user) return;
      const token = randomToken();
      // A newer link retires every older one: only the latest mail works.
      await retireResetLinks(db, user.id, clock());
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: clock(),
        expiresAt: new Date(clock().getTime() + RESET_LINK_TTL_SECONDS * 1000),
      });
      await deps.mail.send(
        renderMail('resetPassword', {
          to: user.email,
          language: user.language,
          product: deps.productName,
          vars: { name: user.name },
          link: `${deps.publicUrl.replace(/\/$/, '')}/reset-password/${token}`,
        }),
      );
    },

    async checkResetToken(token: string) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) throw new AppError('RESET_LINK_INVALID', 'Invalid reset link. Please request a new one.');
      if (row.usedAt) throw new AppError('RESET_LINK_USED', 'This reset link has already been used.');
      if (row.expiresAt <= clock()) {
        throw new AppError('RESET_LINK_EXPIRED', 'This reset link has expired. Please request a new one.');
      }
      return row;
    },

    async resetPassword(
      token: string,
      password: string,
      confirmPassword: string,
      userAgent?: string,
      ip?: string,
    ) {
      if (password !== confirmPassword)
        throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.');
      const reset = await this.checkResetToken(token);
      const user = await findUserById(db, reset.userId);
      if (!user) throw new AppError('RESET_LINK_INVALID', 'Invalid reset link. Please request a new one.');
      if (user.blockedAt)
        throw new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
      const passwordHash = await hashPassword(password);
      const secondFactor = Boolean(deps.twoFactor && (await deps.twoFactor.isEnabled(user.id)));
      return db.transaction(
        async (tx): Promise<{ token: string; user: UserRow } | { challenge: string; user: UserRow }> => {
          const used = await tx
            .update(passwordResets)
            .set({ usedAt: clock() })
            .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
            .returning({ id: passwordResets.id });
          if (used.length === 0)
            throw new AppError('RESET_LINK_USED', 'This reset link has already been used.');
          await retireResetLinks(tx, user.id, clock());
          // Following the link proves the mailbox, so an unverified address becomes verified.
          const [updated] = (await tx
            .update(users)
            .set({ passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? clock(), updatedAt: clock() })
            .where(eq(users.id, user.id))
            .returning()) as [UserRow];
          await revokeAllSessions(tx, user.id, clock());
          await securityEvent(tx, user, 'auth.password_reset', ip);
          if (secondFactor) {
            // The reset proves the mailbox, not the authenticator: with two-factor on, no session
            // exists until the code step of the login passes (issue 31).
            const challenge = await openLoginChallenge(tx, {
              userId: user.id,
              remember: false,
              userAgent,
              ip,
              now: clock(),
            });
            return { challenge, user: updated };
          }
          const sessionToken = await openSession(tx, {
            userId: user.id,
            remember: false,
            userAgent,
            ip,
            now: clock(),
          });
          return { token: sessionToken, user: updated };
        },
      );
    },

    async changePassword(user: UserRow, current: string, next: string, confirm: string) {
      if (!(await verifyPassword(user.passwordHash, current))) {
        throw new AppError('WRONG_CURRENT_PASSWORD', 'Current password is incorrect');
      }
      if (next !== confirm) throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match');
      if (next.length < PASSWORD_MIN_NEW || passwordClasses(next) < 3) {
        throw new AppError(
          'PASSWORD_TOO_WEAK',
          'Password must be at least 8 characters and contain at least 3 of: uppercase, lowercase, number, special character',
        );
      }
      if (next === current)
        throw new AppError('PASSWORD_UNCHANGED', 'New password must be different from the current password');
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, user.id));
        await revokeAllSessions(tx, user.id, clock());
        await securityEvent(tx, user, 'auth.password_changed');
        // A reset link mailed before the change must not undo it.
        await retireResetLinks(tx, user.id, clock());
      });
    },

    /**
     * An e-mail change starts with a code to the NEW address (it proves the address is the
     * player's) and a notice to the current one, so a stolen session cannot move the account
     * away unseen. Nothing changes until the code comes back.
     */
    async sendChangeEmailCode(user: UserRow, newEmail: string) {
      if (newEmail === user.email.toLowerCase()) {
        throw new AppError('EMAIL_UNCHANGED', 'New email must be different from the current email');
      }
      if (await findUserByEmail(db, newEmail))
        throw new AppError('EMAIL_TAKEN', 'This email address is already registered.');
      await sendCodeAfterCooldown(user, 'change_email', newEmail);
      await deps.mail.send(
        renderMail('emailChangeNotice', {
          to: user.email,
          language: user.language,
          product: deps.productName,
          vars: { name: user.name, newEmail },
        }),
      );
    },

    async changeEmail(user: UserRow, code: string, newEmail: string, confirmEmail: string) {
      if (newEmail !== confirmEmail)
        throw new AppError('EMAILS_DO_NOT_MATCH', 'Email addresses do not match');
      if (newEmail === user.email.toLowerCase()) {
        throw new AppError('EMAIL_UNCHANGED', 'New email must be different from the current email');
      }
      if (await findUserByEmail(db, newEmail))
        throw new AppError('EMAIL_TAKEN', 'This email address is already registered.');
      const { sentTo } = await consumeCode(db, {
        userId: user.id,
        purpose: 'change_email',
        code,
        now: clock(),
      });
      // The code proves only the address it was sent to.
      if (sentTo.toLowerCase() !== newEmail) throw new AppError('CODE_INVALID', 'Invalid verification code');
      try {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ email: newEmail, updatedAt: clock() }).where(eq(users.id, user.id));
          await revokeAllSessions(tx, user.id, clock());
          await recordAudit(tx, {
            at: clock(),
            actor: user,
            action: 'auth.email_changed',
            target: { type: 'user', id: user.id },
            before: { email: user.email },
            after: { email: newEmail },
          });
        });
      } catch (error) {
        if (uniqueViolation(error))
          throw new AppError('EMAIL_TAKEN', 'This email address is already registered.');
        throw error;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
