import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorStatus } from '@pitchside/contract/account-security';
import type { Database, Transaction } from '../../db/client.ts';
import { sessions, type users } from '../../db/schema/accounts.ts';
import { recoveryCodes, twoFactor } from '../../db/schema/two-factor.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/security/passwords.ts';
import { recordAudit } from '../audit/index.ts';

type UserRow = typeof users.$inferSelect;
type Handle = Database | Transaction;

const PERIOD = 30;
/** One step either side: a phone clock 30 s off still signs in. */
const WINDOW = 1;

const totpOf = (secret: string, label: string, issuer: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** `abcde-fghij`: 50 bits from a lower-case alphabet without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const invalidCode = () => new AppError('CODE_INVALID', 'Invalid code', 400);

export type SecondFactorMethod = 'app' | 'recovery';

/**
 * The authenticator second factor (RFC 6238 through otpauth). A code is accepted once: the step
 * it belongs to is stored, and a later login needs a later step. Recovery codes work once each.
 */
export function createTwoFactorService(options: {
  db: Database;
  clock: () => Date;
  productName: string;
  staffRequired: boolean;
}) {
  const { db, clock, productName } = options;

  const rowOf = async (handle: Handle, userId: number) =>
    (await handle.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1))[0];

  /** Checks an app code against `secret` and takes its step if it is newer than the last one. */
  async function takeAppCode(
    handle: Handle,
    userId: number,
    secret: string,
    code: string,
    field: 'secret' | 'pending',
  ) {
    if (!/^\d{6}$/.test(code)) return false;
    const now = clock().getTime();
    const delta = totpOf(secret, '', productName).validate({ token: code, timestamp: now, window: WINDOW });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD) + delta;
    const column = field === 'secret' ? twoFactor.secret : twoFactor.pendingSecret;
    const taken = await handle
      .update(twoFactor)
      .set({ lastStep: step, updatedAt: clock() })
      .where(
        and(
          eq(twoFactor.userId, userId),
          eq(column, secret),
          sql`(${twoFactor.lastStep} is null or ${twoFactor.lastStep} < ${step})`,
        ),
      )
      .returning({ userId: twoFactor.userId });
    return taken.length === 1;
  }

  async function takeRecoveryCode(handle: Handle, userId: number, code: string) {
    const used = await handle
      .update(recoveryCodes)
      .set({ usedAt: clock() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashCode(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length === 1;
  }

  async function newRecoveryCodes(handle: Handle, userId: number) {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await handle.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await handle.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
    return codes;
  }

  const audit = (
    handle: Handle,
    user: UserRow,
    action: string,
    ip?: string,
    detail?: Record<string, unknown>,
  ) =>
    recordAudit(handle, {
      at: clock(),
      actor: user,
      action,
      target: { type: 'user', id: user.id },
      ip,
      after: detail,
    });

  return {
    staffRequired: options.staffRequired,

    async isEnabled(userId: number): Promise<boolean> {
      const row = await rowOf(db, userId);
      return Boolean(row?.secret && row.enabledAt);
    },

    async status(user: UserRow): Promise<TwoFactorStatus> {
      const row = await rowOf(db, user.id);
      const [left] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
      const enabled = Boolean(row?.secret && row.enabledAt);
      return {
        enabled,
        required: options.staffRequired && user.role !== 'player',
        recoveryCodesLeft: enabled ? (left?.n ?? 0) : 0,
      };
    },

    /** A fresh secret to scan; it only counts once a code from it is confirmed. */
    async beginSetup(user: UserRow) {
      if (await this.isEnabled(user.id)) {
        throw new AppError('CONFLICT', 'Two-factor sign-in is already on.', 409);
      }
      const secret = new Secret({ size: 20 }).base32;
      await db
        .insert(twoFactor)
        .values({ userId: user.id, pendingSecret: secret, updatedAt: clock() })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { pendingSecret: secret, updatedAt: clock() } });
      const otpauthUrl = totpOf(secret, user.email, productName).toString();
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrSvg };
    },

    /** Confirms the scanned secret with a code from it; answers the recovery codes, once. */
    async enable(user: UserRow, code: string, ip?: string, sessionId?: number) {
      return db.transaction(async (tx) => {
        const row = await rowOf(tx, user.id);
        if (row?.secret && row.enabledAt)
          throw new AppError('CONFLICT', 'Two-factor sign-in is already on.', 409);
        const pending = row?.pendingSecret;
        if (!pending || !(await takeAppCode(tx, user.id, pending, code, 'pending'))) throw invalidCode();
        await tx
          .update(twoFactor)
          .set({ secret: pending, pendingSecret: null, enabledAt: clock(), updatedAt: clock() })
          .where(eq(twoFactor.userId, user.id));
        const codes = await newRecoveryCodes(tx, user.id);
        // The session that typed the code has shown the authenticator; every other session of
        // the account was opened without it and is no staff session from now on (issue 31).
        if (sessionId !== undefined) {
          await tx.update(sessions).set({ secondFactorAt: clock() }).where(eq(sessions.id, sessionId));
        }
        await audit(tx, user, 'security.two_factor_enabled', ip);
        return codes;
      });
    },

    async disable(user: UserRow, password: string, code: string, ip?: string) {
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('WRONG_CURRENT_PASSWORD', 'Current password is incorrect');
      }
      await db.transaction(async (tx) => {
        if (!(await this.verify(tx, user.id, code))) throw invalidCode();
        await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
        await audit(tx, user, 'security.two_factor_disabled', ip);
      });
    },

    /** A second-factor code (app or recovery) of an account that has it on; each works once. */
    async verify(handle: Handle, userId: number, code: string): Promise<SecondFactorMethod | null> {
      const row = await rowOf(handle, userId);
      if (!row?.secret || !row.enabledAt) return null;
      if (await takeAppCode(handle, userId, row.secret, code, 'secret')) return 'app';
      if (await takeRecoveryCode(handle, userId, code)) return 'recovery';
      return null;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
