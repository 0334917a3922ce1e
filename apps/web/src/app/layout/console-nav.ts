import { mayUse, type StaffArea } from '@pitchside/contract/staff-roles';

/** The console's navigation in reading order: each link only for the roles of its area (decision 0025). */
export const CONSOLE_NAV = [
  { to: '/admin/dashboard', area: 'revenue', label: 'nav.dashboard', end: false },
  { to: '/admin', area: 'players', label: 'nav.players', end: true },
  { to: '/admin/orders', area: 'money', label: 'nav.orders', end: false },
  { to: '/support/console', area: 'tickets', label: 'nav.support', end: false },
  { to: '/admin/content', area: 'content', label: 'nav.content', end: false },
  { to: '/admin/campaigns', area: 'promotions', label: 'nav.campaigns', end: false },
  { to: '/admin/promo-codes', area: 'promotions', label: 'nav.promoCodes', end: false },
  { to: '/admin/catalogue', area: 'catalogue', label: 'nav.catalogue', end: false },
  { to: '/admin/logs', area: 'audit', label: 'nav.logs', end: false },
  { to: '/admin/staff', area: 'staff', label: 'nav.staff', end: false },
] as const satisfies ReadonlyArray<{ to: string; area: StaffArea; label: string; end: boolean }>;

export type ConsoleLink = (typeof CONSOLE_NAV)[number];

export function consoleLinksFor(role: string | null | undefined): ConsoleLink[] {
  return CONSOLE_NAV.filter((link) => mayUse(role, link.area));
}

/** Where "Console" in the account menu leads: the first screen this role may use. */
export function consoleHome(role: string | null | undefined): string | null {
  return consoleLinksFor(role)[0]?.to ?? null;
}
