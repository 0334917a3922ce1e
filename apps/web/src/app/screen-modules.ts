import type { ComponentType } from 'react';
import type { ScreenTitleKey } from './route-handle';

type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** One lazily loaded chunk per screen; the Record type makes a missing screen a compile error. */
export const SCREEN_MODULES: Record<ScreenTitleKey, ScreenModule> = {
  home: () => import('@/app/home-page').then((m) => ({ Component: m.HomePage })),
  social: () => import('@/features/content/routes/social-page').then((m) => ({ Component: m.SocialPage })),
  todaysMatches: () =>
    import('@/features/stats/routes/todays-matches-page').then((m) => ({ Component: m.TodaysMatchesPage })),
  yesterdaysScores: () =>
    import('@/features/stats/routes/yesterdays-scores-page').then((m) => ({
      Component: m.YesterdaysScoresPage,
    })),
  topReferrals: () =>
    import('@/features/stats/routes/top-referrals-page').then((m) => ({ Component: m.TopReferralsPage })),
  topSeason: () =>
    import('@/features/stats/routes/top-season-page').then((m) => ({ Component: m.TopSeasonPage })),
  topGlobal: () =>
    import('@/features/stats/routes/top-global-page').then((m) => ({ Component: m.TopGlobalPage })),
  topPurchasers: () =>
    import('@/features/stats/routes/top-purchasers-page').then((m) => ({ Component: m.TopPurchasersPage })),
  finalMatches: () =>
    import('@/features/stats/routes/final-matches-page').then((m) => ({ Component: m.FinalMatchesPage })),
  bestMatches: () =>
    import('@/features/stats/routes/best-matches-page').then((m) => ({ Component: m.BestMatchesPage })),
  hallOfFame: () =>
    import('@/features/stats/routes/hall-of-fame-page').then((m) => ({ Component: m.HallOfFamePage })),
  topEventTeams: () =>
    import('@/features/stats/routes/top-event-teams-page').then((m) => ({ Component: m.TopEventTeamsPage })),
  seasonalGoals: () =>
    import('@/features/stats/routes/seasonal-goals-page').then((m) => ({ Component: m.SeasonalGoalsPage })),
  goldenCards: () =>
    import('@/features/stats/routes/golden-cards-page').then((m) => ({ Component: m.GoldenCardsPage })),
  vip: () => import('@/features/wallet/routes/vip-page').then((m) => ({ Component: m.VipPage })),
  balanceHistory: () =>
    import('@/features/wallet/routes/balance-history-page').then((m) => ({
      Component: m.BalanceHistoryPage,
    })),
  seasonalOffers: () =>
    import('@/features/shop/routes/seasonal-offers-page').then((m) => ({ Component: m.SeasonalOffersPage })),
  dailyOffer: () =>
    import('@/features/shop/routes/daily-offer-page').then((m) => ({ Component: m.DailyOfferPage })),
  freeTicket: () =>
    import('@/features/shop/routes/free-ticket-page').then((m) => ({ Component: m.FreeTicketPage })),
  ticketPackages: () =>
    import('@/features/shop/routes/ticket-packages-page').then((m) => ({ Component: m.TicketPackagesPage })),
  premiumPackages: () =>
    import('@/features/shop/routes/premium-packages-page').then((m) => ({
      Component: m.PremiumPackagesPage,
    })),
  paymentConfirmation: () =>
    import('@/features/shop/routes/payment-confirmation-page').then((m) => ({
      Component: m.PaymentConfirmationPage,
    })),
  spin: () => import('@/features/spin/routes/spin-page').then((m) => ({ Component: m.SpinPage })),
  support: () => import('@/features/support/routes/support-page').then((m) => ({ Component: m.SupportPage })),
  staffConsole: () =>
    import('@/features/staff/routes/staff-console-page').then((m) => ({ Component: m.StaffConsolePage })),
  // The back office: its own chunks (and its texts), never downloaded by a player.
  adminPlayers: () =>
    import('@/features/admin/routes/admin-players-page').then((m) => ({ Component: m.AdminPlayersPage })),
  adminPlayer: () =>
    import('@/features/admin/routes/admin-player-page').then((m) => ({ Component: m.AdminPlayerPage })),
  adminDashboard: () =>
    import('@/features/admin/routes/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
  adminCatalogue: () =>
    import('@/features/admin/routes/admin-catalogue-page').then((m) => ({ Component: m.AdminCataloguePage })),
  adminContent: () =>
    import('@/features/admin/routes/admin-content-page').then((m) => ({ Component: m.AdminContentPage })),
  adminLogs: () =>
    import('@/features/admin/routes/admin-logs-page').then((m) => ({ Component: m.AdminLogsPage })),
  accountSettings: () =>
    import('@/features/account/routes/account-settings-page').then((m) => ({
      Component: m.AccountSettingsPage,
    })),
  resetPassword: () =>
    import('@/features/account/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  gameSignIn: () =>
    import('@/features/account/routes/game-sign-in-page').then((m) => ({ Component: m.GameSignInPage })),
  endSession: () =>
    import('@/features/account/routes/end-session-page').then((m) => ({ Component: m.EndSessionPage })),
};
