import * as z from 'zod/mini';
import type { SessionUser } from './account';
import { USER_ROLES } from './staff-roles';

/**
 * The signed-in user as a browser keeps it (spec §3 "User (stored after login)") and reads it back:
 * the web's reading of `sessionUser` (account.ts), which the server answers with. Loose on purpose:
 * fields a newer server adds survive a reload, and every field but `emailconfirmed` may be missing,
 * so a record stored by an older version never logs the player out. In `zod/mini`: the app needs it
 * before its first render, and classic zod would add 20 KB to a phone's first visit.
 */
export const storedSessionUser = z.looseObject({
  emailconfirmed: z.boolean(),
  id: z.optional(z.union([z.string(), z.number()])),
  email: z.optional(z.string()),
  nickname: z.nullish(z.string()),
  name: z.nullish(z.string()),
  surname: z.nullish(z.string()),
  teamName: z.nullish(z.string()),
  referralid: z.nullish(z.string()),
  level: z.nullish(z.number()),
  mainlevel: z.nullish(z.number()),
  seasonLevel: z.nullish(z.number()),
  webpoint: z.nullish(z.number()),
  webpoint2: z.nullish(z.number()),
  avatar: z.nullish(z.string()),
  language: z.nullish(z.string()),
  role: z.optional(z.enum(USER_ROLES)),
  /** A requested account deletion, pending until this instant (issue 16). */
  deletionDueAt: z.nullish(z.string()),
  vip: z.nullish(
    z.looseObject({
      tier: z.nullish(z.number()),
      tierName: z.nullish(z.string()),
      tierSlug: z.nullish(z.string()),
      bonusPercentage: z.nullish(z.number()),
      discountPercentage: z.nullish(z.number()),
      currentBalance: z.nullish(z.number()),
      last30DaysWebpoints: z.nullish(z.number()),
      totalLifetimeWebpoints: z.nullish(z.number()),
      minRequirement: z.nullish(z.number()),
      maxRequirement: z.nullish(z.number()),
      nextTierRequirement: z.nullish(z.number()),
    }),
  ),
});
export type StoredSessionUser = z.infer<typeof storedSessionUser>;

// Whatever the server answers as a session user, the browser can store and read back; the build
// fails if the two ever drift apart.
type Fits<T extends StoredSessionUser> = T;
export type ServerUserFitsStorage = Fits<SessionUser>;
