/**
 * The route table of spec §2, shared by the web router, the server (which answers unknown
 * paths with status 404) and the browser tests (which visit every route).
 */
import type { StaffArea } from './staff-roles.ts';

/**
 * `staff`: a confirmed user whose staff role may use the route's `area` of the console
 * (`STAFF_AREAS`, decision 0025).
 */
export type RouteAccess = 'public' | 'guest' | 'confirmed' | 'staff';

export interface ScreenRoute {
  path: string;
  /** i18n key in the `routes` namespace; the document title is `<title> | <product>`. */
  titleKey: string;
  access: RouteAccess;
  /** For `staff` routes: the console area whose roles may open it. */
  area?: StaffArea;
  /**
   * False for public screens the server should not render: one-off pages reached from a link
   * with a token, whose texts load with the screen (nothing to paint early, nothing to index).
   */
  serverRendered?: false;
}

export const SCREEN_ROUTES = [
  { path: '/', titleKey: 'home', access: 'public' },
  { path: '/vip', titleKey: 'vip', access: 'public' },
  { path: '/social', titleKey: 'social', access: 'public' },
  { path: '/stats/todays-matches', titleKey: 'todaysMatches', access: 'public' },
  { path: '/stats/yesterdays-scores', titleKey: 'yesterdaysScores', access: 'public' },
  { path: '/stats/top-referrals', titleKey: 'topReferrals', access: 'public' },
  { path: '/stats/top-season', titleKey: 'topSeason', access: 'public' },
  { path: '/stats/top-global', titleKey: 'topGlobal', access: 'public' },
  { path: '/stats/top-purchasers', titleKey: 'topPurchasers', access: 'public' },
  { path: '/stats/final-matches', titleKey: 'finalMatches', access: 'public' },
  { path: '/stats/best-matches', titleKey: 'bestMatches', access: 'public' },
  { path: '/stats/hall-of-fame', titleKey: 'hallOfFame', access: 'public' },
  { path: '/events/top-event-teams', titleKey: 'topEventTeams', access: 'public' },
  { path: '/events/seasonal-goals', titleKey: 'seasonalGoals', access: 'public' },
  { path: '/events/golden-cards', titleKey: 'goldenCards', access: 'public' },
  { path: '/account/settings', titleKey: 'accountSettings', access: 'confirmed' },
  { path: '/account/balance-history', titleKey: 'balanceHistory', access: 'confirmed' },
  { path: '/offers/seasonal', titleKey: 'seasonalOffers', access: 'confirmed' },
  { path: '/offers/daily', titleKey: 'dailyOffer', access: 'confirmed' },
  { path: '/offers/free-ticket', titleKey: 'freeTicket', access: 'confirmed' },
  { path: '/webshop/tickets', titleKey: 'ticketPackages', access: 'confirmed' },
  { path: '/webshop/premiums', titleKey: 'premiumPackages', access: 'confirmed' },
  { path: '/spin', titleKey: 'spin', access: 'confirmed' },
  // Public, so a code link from an e-mail or a stream opens with its code for anyone (issue 36).
  { path: '/redeem', titleKey: 'redeem', access: 'public' },
  // A creator's own page: supporters and earnings per month (issue 36).
  { path: '/creator', titleKey: 'creator', access: 'confirmed' },
  { path: '/payment-confirmation', titleKey: 'paymentConfirmation', access: 'confirmed' },
  { path: '/support', titleKey: 'support', access: 'public' },
  { path: '/support/console', titleKey: 'staffConsole', access: 'staff', area: 'tickets' },
  { path: '/admin', titleKey: 'adminPlayers', access: 'staff', area: 'players' },
  { path: '/admin/players/:id', titleKey: 'adminPlayer', access: 'staff', area: 'players' },
  { path: '/admin/orders', titleKey: 'adminOrders', access: 'staff', area: 'money' },
  { path: '/admin/orders/:id', titleKey: 'adminOrder', access: 'staff', area: 'money' },
  { path: '/admin/dashboard', titleKey: 'adminDashboard', access: 'staff', area: 'revenue' },
  { path: '/admin/catalogue', titleKey: 'adminCatalogue', access: 'staff', area: 'catalogue' },
  { path: '/admin/campaigns', titleKey: 'adminCampaigns', access: 'staff', area: 'promotions' },
  { path: '/admin/content', titleKey: 'adminContent', access: 'staff', area: 'content' },
  { path: '/admin/logs', titleKey: 'adminLogs', access: 'staff', area: 'audit' },
  { path: '/admin/promo-codes', titleKey: 'adminPromoCodes', access: 'staff', area: 'promotions' },
  { path: '/admin/staff', titleKey: 'adminStaff', access: 'staff', area: 'staff' },
  { path: '/reset-password/:token', titleKey: 'resetPassword', access: 'guest' },
  // Sign-in from the game (docs/game-integration.md): public, so a signed-in player is switched too.
  { path: '/game-sign-in', titleKey: 'gameSignIn', access: 'public' },
  // The "this wasn't me" link of a new-sign-in e-mail: public, the link's token is the proof.
  { path: '/end-session', titleKey: 'endSession', access: 'public', serverRendered: false },
  // An admin's invitation to the console (issue 35): public, the link's token is the proof.
  { path: '/staff-invite/:token', titleKey: 'staffInvite', access: 'public', serverRendered: false },
] as const satisfies readonly ScreenRoute[];

/** Paths that only redirect (spec §2). */
export const ROUTE_REDIRECTS = [
  { from: '/stats', to: '/stats/todays-matches' },
  { from: '/events', to: '/events/top-event-teams' },
  { from: '/account', to: '/account/settings' },
  { from: '/offers', to: '/offers/daily' },
  { from: '/webshop', to: '/webshop/tickets' },
] as const;

/** True when a browser path belongs to a screen or a redirect of the table. */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ROUTE_REDIRECTS.some((r) => r.from === path)) return true;
  return SCREEN_ROUTES.some((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}
