import * as z from 'zod/mini';

/**
 * The stored user (spec §3 "User"), reduced to what the app reads. Loose on purpose: extra
 * fields the server adds survive a reload, and every field but `emailconfirmed` may be missing
 * so an older stored record never logs the player out. `zod/mini`: the app needs it before its
 * first render, and the classic API would add 20 KB to a phone's first visit.
 */
export const sessionUser = z.looseObject({
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
  role: z.optional(z.enum(['player', 'support', 'admin'])),
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
export type SessionUser = z.infer<typeof sessionUser>;
