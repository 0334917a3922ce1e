/**
 * Staff roles and what each may use (issue 35, decision 0025). One table for the server's
 * guards, the web's route guards and navigation, and the role-matrix test: a role not listed for
 * an area gets 403 there.
 */
export const STAFF_ROLES = ['support', 'content', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const USER_ROLES = ['player', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_AREAS = {
  /** Look players up and read a player's page. */
  players: ['support', 'finance', 'admin'],
  /** Block, unblock, end sessions, export a player's data. */
  playerChanges: ['admin'],
  /** The support console: the ticket queue, replies, closing, priority. */
  tickets: ['support', 'finance', 'admin'],
  /** Orders, refunds and compensation (money that moves). */
  money: ['finance', 'admin'],
  /** The sales dashboard and its export. */
  revenue: ['finance', 'admin'],
  /** News, banners, the FAQ, images and campaign texts. */
  content: ['content', 'admin'],
  /** Promo codes and creators (issue 36): campaigns the studio runs with codes. */
  promotions: ['content', 'finance', 'admin'],
  /** Product prices, contents and visibility. */
  catalogue: ['admin'],
  /** The audit log. */
  audit: ['admin'],
  /** Staff accounts and their roles. */
  staff: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** True when this role may use this area of the console. */
export function mayUse(role: string | null | undefined, area: StaffArea): boolean {
  return (STAFF_AREAS[area] as readonly string[]).includes(role ?? '');
}
