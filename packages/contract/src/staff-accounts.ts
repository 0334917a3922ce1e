import { z } from 'zod';
import { PASSWORD_MIN_NEW } from './account';
import { idParam } from './bounds';
import { STAFF_ROLES } from './staff-roles';

/**
 * Staff accounts managed in the console by an admin (issue 35, decision 0030): the list, a role
 * change, removing staff access, and invitations by e-mail with a one-time link that makes the
 * invitee set a second factor before the role is theirs.
 */

/** How long an invitation's link works. */
export const STAFF_INVITE_TTL_HOURS = 72;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  role: z.enum(STAFF_ROLES),
  twoFactor: z.boolean(),
  /** The start of their latest session; null when they never signed in. */
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffInvite = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvite = z.infer<typeof staffInvite>;

/** `GET /api/admin/staff`: every staff account and the invitations not yet used, revoked or expired. */
export const staffListResponse = z.object({
  success: z.literal(true),
  data: z.object({ members: z.array(staffMember), invites: z.array(staffInvite) }),
});
export type StaffList = z.infer<typeof staffListResponse>['data'];

export const staffIdParams = z.object({ id: idParam });
/** `PUT /api/admin/staff/{id}/role` */
export const staffRoleBody = z.strictObject({ role: z.enum(STAFF_ROLES) });
/** `POST /api/admin/staff/invites` */
export const staffInviteBody = z.strictObject({ email, role: z.enum(STAFF_ROLES) });
export const staffInviteResponse = z.object({ success: z.literal(true), data: staffInvite });

/** The token of an invitation's link (`/staff-invite/{token}`). */
export const inviteTokenParams = z.object({ token: z.string().min(10).max(200) });

/** `GET /api/invites/{token}`: what the invitee is invited to, before they answer. */
export const inviteViewResponse = z.object({
  success: z.literal(true),
  data: z.object({
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    /** The address already has a portal account: the invitee signs in with its password. */
    hasAccount: z.boolean(),
    expiresAt: z.string(),
  }),
});
export type InviteView = z.infer<typeof inviteViewResponse>['data'];

/**
 * `POST /api/invites/{token}/account`: a new account's name and password, or the existing
 * account's password (name and confirmation are then ignored).
 */
export const inviteAccountBody = z.strictObject({
  password: z.string().min(6).max(200),
  name: z.string().trim().min(2).max(60).optional(),
  confirmPassword: z.string().max(200).optional(),
});
export const NEW_STAFF_PASSWORD_MIN = PASSWORD_MIN_NEW;

/** The authenticator to scan, or `null` when the account already has a second factor. */
export const inviteAccountResponse = z.object({
  success: z.literal(true),
  data: z.object({
    setup: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }).nullable(),
  }),
});

/** `POST /api/invites/{token}/confirm`: a code of the authenticator; the role is given with it. */
export const inviteConfirmBody = z.strictObject({ code: z.string().trim().min(6).max(20) });
export const inviteConfirmResponse = z.object({
  success: z.literal(true),
  data: z.object({
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    /** Shown once when the second factor was set up through the link. */
    recoveryCodes: z.array(z.string()).nullable(),
  }),
});
