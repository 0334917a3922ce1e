import type { ComponentType } from 'react';
import type { ScreenTitleKey } from './route-handle';

type ScreenModule = () => Promise<{ Component: ComponentType }>;

/**
 * Every screen's module, each its own lazily loaded chunk, keyed by its path from the web app's
 * folder: the name the build's manifest gives its chunk, by which the server preloads the chunk of
 * the page it sends (decision 0012).
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '/src/app/home-page.tsx',
  '/src/app/event-pages.tsx',
  '/src/features/*/routes/*-page.tsx',
]);

interface Screen {
  /** The screen's module, as the build's manifest names it (`src/…`). */
  file: string;
  load: ScreenModule;
}

function screen(file: string, exportName: string): Screen {
  const load = PAGE_MODULES[`/${file}`];
  // Thrown while the route table is built, so a renamed file fails every test that renders a route.
  if (!load) throw new Error(`No screen module at ${file}`);
  return {
    file,
    load: async () => {
      const module = await load();
      const Component = module[exportName] as ComponentType | undefined;
      if (!Component) throw new Error(`${file} exports no ${exportName}`);
      // A screen may ask for more before it is shown: the home page, the code of its sections
      // already in view (decision 0037).
      const ready = module.beforeShown as (() => Promise<void>) | undefined;
      if (ready) await ready();
      return { Component };
    },
  };
}

/** One per screen; the Record type makes a missing screen a compile error. */
export const SCREENS: Record<ScreenTitleKey, Screen> = {
  home: screen('src/app/home-page.tsx', 'HomePage'),
  social: screen('src/features/content/routes/social-page.tsx', 'SocialPage'),
  todaysMatches: screen('src/features/stats/routes/todays-matches-page.tsx', 'TodaysMatchesPage'),
  yesterdaysScores: screen('src/features/stats/routes/yesterdays-scores-page.tsx', 'YesterdaysScoresPage'),
  topReferrals: screen('src/features/stats/routes/top-referrals-page.tsx', 'TopReferralsPage'),
  topSeason: screen('src/features/stats/routes/top-season-page.tsx', 'TopSeasonPage'),
  topGlobal: screen('src/features/stats/routes/top-global-page.tsx', 'TopGlobalPage'),
  topPurchasers: screen('src/features/stats/routes/top-purchasers-page.tsx', 'TopPurchasersPage'),
  finalMatches: screen('src/features/stats/routes/final-matches-page.tsx', 'FinalMatchesPage'),
  bestMatches: screen('src/features/stats/routes/best-matches-page.tsx', 'BestMatchesPage'),
  hallOfFame: screen('src/features/stats/routes/hall-of-fame-page.tsx', 'HallOfFamePage'),
  // The event screens with the event's special pack (issue 32), composed in app/.
  topEventTeams: screen('src/app/event-pages.tsx', 'TopEventTeamsScreen'),
  seasonalGoals: screen('src/app/event-pages.tsx', 'SeasonalGoalsScreen'),
  goldenCards: screen('src/app/event-pages.tsx', 'GoldenCardsScreen'),
  vip: screen('src/features/wallet/routes/vip-page.tsx', 'VipPage'),
  balanceHistory: screen('src/features/wallet/routes/balance-history-page.tsx', 'BalanceHistoryPage'),
  seasonalOffers: screen('src/features/shop/routes/seasonal-offers-page.tsx', 'SeasonalOffersPage'),
  dailyOffer: screen('src/features/shop/routes/daily-offer-page.tsx', 'DailyOfferPage'),
  freeTicket: screen('src/features/shop/routes/free-ticket-page.tsx', 'FreeTicketPage'),
  ticketPackages: screen('src/features/shop/routes/ticket-packages-page.tsx', 'TicketPackagesPage'),
  premiumPackages: screen('src/features/shop/routes/premium-packages-page.tsx', 'PremiumPackagesPage'),
  paymentConfirmation: screen(
    'src/features/shop/routes/payment-confirmation-page.tsx',
    'PaymentConfirmationPage',
  ),
  spin: screen('src/features/spin/routes/spin-page.tsx', 'SpinPage'),
  redeem: screen('src/features/codes/routes/redeem-page.tsx', 'RedeemPage'),
  creator: screen('src/features/codes/routes/creator-page.tsx', 'CreatorPage'),
  support: screen('src/features/support/routes/support-page.tsx', 'SupportPage'),
  staffConsole: screen('src/features/staff/routes/staff-console-page.tsx', 'StaffConsolePage'),
  // The back office: its own chunks (and its texts), never downloaded by a player.
  adminPlayers: screen('src/features/admin/routes/admin-players-page.tsx', 'AdminPlayersPage'),
  adminPlayer: screen('src/features/admin/routes/admin-player-page.tsx', 'AdminPlayerPage'),
  adminOrders: screen('src/features/admin/routes/admin-orders-page.tsx', 'AdminOrdersPage'),
  adminOrder: screen('src/features/admin/routes/admin-order-page.tsx', 'AdminOrderPage'),
  adminDashboard: screen('src/features/admin/routes/admin-dashboard-page.tsx', 'AdminDashboardPage'),
  adminCatalogue: screen('src/features/admin/routes/admin-catalogue-page.tsx', 'AdminCataloguePage'),
  adminCampaigns: screen('src/features/admin/routes/admin-campaigns-page.tsx', 'AdminCampaignsPage'),
  adminContent: screen('src/features/admin/routes/admin-content-page.tsx', 'AdminContentPage'),
  adminLogs: screen('src/features/admin/routes/admin-logs-page.tsx', 'AdminLogsPage'),
  adminPromoCodes: screen('src/features/admin/routes/admin-promo-codes-page.tsx', 'AdminPromoCodesPage'),
  adminStaff: screen('src/features/admin/routes/admin-staff-page.tsx', 'AdminStaffPage'),
  staffInvite: screen('src/features/admin/routes/staff-invite-page.tsx', 'StaffInvitePage'),
  accountSettings: screen('src/features/account/routes/account-settings-page.tsx', 'AccountSettingsPage'),
  resetPassword: screen('src/features/account/routes/reset-password-page.tsx', 'ResetPasswordPage'),
  gameSignIn: screen('src/features/account/routes/game-sign-in-page.tsx', 'GameSignInPage'),
  endSession: screen('src/features/account/routes/end-session-page.tsx', 'EndSessionPage'),
};
