import { z } from 'zod';
import { USER_ROLES } from './staff-roles.ts';

/**
 * Account calls of spec §7 with the validation rules of §5. Messages are the spec's English
 * texts; the web shows their translations (same keys in locales/<lang>/account.json).
 */
export const PASSWORD_MIN_NEW = 8; // DESIGN.md §1: every new password (sign-up, reset, change)
export const PASSWORD_MIN_LOGIN = 6; // spec §5: the login form accepts 6+
export const NAME_MIN = 2;
export const CODE_LENGTH = 6;
export { RESEND_COOLDOWN_SECONDS } from './constants.ts';
export const RESET_LINK_TTL_SECONDS = 3600;
export const SESSION_TTL_SECONDS = 24 * 3600;
export const SESSION_REMEMBER_TTL_SECONDS = 30 * 24 * 3600;
export const NOTIFICATIONS_CAP = 50;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }));
const code = z.string().regex(/^\d{6}$/, { message: 'Invalid verification code' });

export const loginBody = z.strictObject({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LOGIN, { message: 'Password must be at least 6 characters' })
    .max(200),
  remember: z.boolean().optional(),
});

export const registerBody = z.strictObject({
  email,
  password: z.string().min(PASSWORD_MIN_NEW, { message: 'Password must be at least 8 characters.' }).max(200),
  name: z.string().trim().min(NAME_MIN, { message: 'First name must be at least 2 characters' }).max(60),
  surname: z.string().trim().min(NAME_MIN, { message: 'Last name must be at least 2 characters' }).max(60),
  referralid: z.string().trim().min(1, { message: 'Please enter referral ID' }).max(40),
  // Sent by the form as the spec's payload lists them; the server takes the real values from the game.
  fmid: z.union([z.string(), z.number()]).optional(),
  nickname: z.string().optional(),
  mainlevel: z.number().optional(),
  seasonlevel: z.number().optional(),
  teamname: z.string().nullable().optional(),
  language: z.string().optional(),
});

export const verifyEmailBody = z.strictObject({ email, code });
export const emailOnlyBody = z.strictObject({ email });
export const resetTokenBody = z.strictObject({ token: z.string().min(10).max(200) });
export const resetPasswordBody = z.strictObject({
  token: z.string().min(10).max(200),
  password: z
    .string()
    .min(PASSWORD_MIN_NEW, { message: 'Password must be at least 8 characters long.' })
    .max(200),
  confirmPassword: z.string(),
});

export const changePasswordBody = z.strictObject({
  currentPassword: z.string().min(1),
  newPassword: z.string().min(PASSWORD_MIN_NEW).max(200),
  confirmPassword: z.string(),
});
/** The code goes to the new address: it proves the address is the player's before it is used. */
export const sendChangeEmailCodeBody = z.strictObject({ newEmail: email });
export const changeEmailBody = z.strictObject({
  code,
  newEmail: email,
  confirmEmail: email,
});

export const referralQuery = z.strictObject({
  referralID: z.string().trim().min(1).max(40),
  forGift: z.enum(['true', 'false']).optional(),
});

/** spec §3 "Referral lookup result (game user)". */
export const gameUser = z.object({
  Id: z.number().int(),
  NickName: z.string(),
  UserLevel: z.number().int(),
  SeasonLevel: z.number().int(),
  TeamName: z.string().nullable(),
  PremiumTypeName: z.string(),
  ReferralId: z.string(),
});
export type GameUser = z.infer<typeof gameUser>;

/** spec §3 "vip object", numbers defaulting to 0. */
export const vipObject = z.object({
  tier: z.number().int().min(0).max(5),
  tierName: z.string(),
  tierSlug: z.string(),
  tierColor: z.string(),
  tierIcon: z.string(),
  bonusPercentage: z.number(),
  discountPercentage: z.number(),
  currentBalance: z.number(),
  last30DaysWebpoints: z.number(),
  totalLifetimeWebpoints: z.number(),
  minRequirement: z.number(),
  maxRequirement: z.number().nullable(),
  nextTierRequirement: z.number().nullable(),
});
export type VipObject = z.infer<typeof vipObject>;

/** spec §3 "User (stored after login)". */
export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  name: z.string(),
  surname: z.string(),
  level: z.number().int(),
  seasonLevel: z.number().int(),
  mainlevel: z.number().int(),
  teamName: z.string().nullable(),
  referralid: z.string(),
  emailconfirmed: z.boolean(),
  webpoint: z.number().int(),
  webpoint2: z.number().int(),
  avatar: z.string().nullable(),
  role: z.enum(USER_ROLES),
  language: z.string(),
  vip: vipObject,
  /** A requested account deletion, pending until then (data-rights.ts); absent or null: none. */
  deletionDueAt: z.string().nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

// The notifications' schemas live in a module of their own (`zod/mini`), which the bell loads with
// its first fetch; re-exported here for the server and the types.
export {
  NOTIFICATION_KEYS,
  notification,
  notificationParams,
  notificationsResponse,
  type Notification,
  type NotificationKey,
  type NotificationParams,
  type NotificationsResponse,
} from './notifications.ts';

/** `POST /api/account/register`: the account waits for its e-mail code (spec §4). */
/** `POST /api/account/login/validate`: the user behind the token, as of now. */
export const validateSessionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: sessionUser,
});

export const registerResponse = z.object({
  success: z.literal(true),
  requiresVerification: z.literal(true),
  message: z.string(),
});

/** Character classes of a password: upper, lower, digit, special. Changing a password needs 3. */
export function passwordClasses(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/** The strength meter of the change-password form (spec §5: weak, medium, strong). */
export function passwordStrength(password: string): 'weak' | 'medium' | 'strong' {
  const classes = passwordClasses(password);
  if (password.length >= 12 && classes >= 3) return 'strong';
  if (password.length >= PASSWORD_MIN_NEW && classes >= 3) return 'medium';
  return 'weak';
}

export const authResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: sessionUser,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponse>;
