import { z } from 'zod';
import { authResponse, sessionUser } from './account.ts';
import { idParam } from './bounds.ts';

/**
 * Account security (issue 16): the authenticator second factor, the list of signed-in sessions
 * and the login history.
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const LOGIN_HISTORY_SIZE = 30;
/** Minutes a password-checked login waits for its second factor. */
export const LOGIN_CHALLENGE_MINUTES = 5;

/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
export const secondFactorCode = z
  .string()
  .trim()
  .min(6, { message: 'Enter the 6-digit code' })
  .max(40)
  .transform((code) => code.replace(/\s+/g, ''));

/** The answer of `POST /api/account/login` when the account has two-factor on. */
export const twoFactorChallengeResponse = z.object({
  success: z.literal(true),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export const loginResponse = z.union([authResponse, twoFactorChallengeResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const twoFactorLoginBody = z.strictObject({
  challenge: z.string().min(10).max(200),
  code: secondFactorCode,
});

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Staff and admins must have it before using the staff tools. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
export const twoFactorStatusResponse = z.object({ success: z.literal(true), data: twoFactorStatus });

/** A new secret to scan: the QR code (SVG) and the same secret as text for typing in. */
export const twoFactorSetupResponse = z.object({
  success: z.literal(true),
  data: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
});

export const twoFactorEnableBody = z.strictObject({ code: secondFactorCode });
/** The recovery codes, shown once. */
export const twoFactorEnableResponse = z.object({
  success: z.literal(true),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
  user: sessionUser.optional(),
});

export const twoFactorDisableBody = z.strictObject({
  password: z.string().min(1).max(200),
  code: secondFactorCode,
});

export const accountSession = z.object({
  id: z.number().int(),
  /** Browser and system from the user agent ("Chrome", "Windows"); null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The network of the address (IPv4 /24, IPv6 /48), never the address itself. */
  network: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const accountSessionsResponse = z.object({ success: z.literal(true), data: z.array(accountSession) });
export const sessionIdParams = z.strictObject({ id: idParam });

export const loginHistoryEntry = z.object({
  at: z.string(),
  outcome: z.enum(['success', 'failed', 'blocked']),
  /** How it was proven: password only, or with an app code or a recovery code. */
  method: z.enum(['password', 'app', 'recovery', 'game']).nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  network: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;
export const loginHistoryResponse = z.object({ success: z.literal(true), data: z.array(loginHistoryEntry) });

export const endedSessionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ ended: z.number().int() }),
});

/** `POST /api/account/sessions/end-by-link`: the token of a "new sign-in" e-mail's link. */
export const endSessionByLinkBody = z.strictObject({ token: z.string().min(10).max(200) });
export const END_LINK_INVALID = 'This link is no longer valid. The session may already be over.';
