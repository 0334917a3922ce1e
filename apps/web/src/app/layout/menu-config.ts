import type { PublicConfig } from '@pitchside/contract/public-config';
import {
  Award,
  BadgeCheck,
  CalendarClock,
  ChartColumn,
  CircleUser,
  Crown,
  Earth,
  FerrisWheel,
  Gamepad2,
  Gem,
  Gift,
  Goal,
  House,
  LifeBuoy,
  ListOrdered,
  Medal,
  ReceiptText,
  RectangleVertical,
  RotateCcwClock,
  Send,
  Settings,
  Shield,
  ShoppingBag,
  Sparkles,
  Swords,
  Ticket,
  TicketPercent,
  Trophy,
  UserPlus,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { EN_RESOURCES } from '@/lib/i18n/en-resources';
import type { ScreenTitleKey } from '../route-handle';

type LayoutMenu = (typeof EN_RESOURCES)['layout']['menu'];
export type MenuItemLabel = `layout:menu.items.${keyof LayoutMenu['items']}` | `routes:${ScreenTitleKey}`;
export type MenuGroupLabel = `layout:menu.groups.${keyof LayoutMenu['groups']}`;

export interface MenuLink {
  kind: 'link';
  to: string;
  label: MenuItemLabel;
  icon: LucideIcon;
  upgraded?: boolean;
}

export interface MenuExternalLink {
  kind: 'external';
  href: (config: PublicConfig) => string;
  label: MenuItemLabel;
  icon: LucideIcon;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: MenuGroupLabel;
  icon: LucideIcon;
  hot?: boolean;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuExternalLink | MenuGroup;

const link = (to: string, label: MenuItemLabel, icon: LucideIcon, upgraded = false): MenuLink => ({
  kind: 'link',
  to,
  label,
  icon,
  upgraded,
});

/** Spec §2 "Layout": the side menu's entries in the spec's order. */
export const MENU: MenuEntry[] = [
  link('/', 'layout:menu.items.home', House),
  link('/social', 'layout:menu.items.social', Users),
  {
    kind: 'external',
    href: (config) => config.telegramBotUrl,
    label: 'layout:menu.items.telegram',
    icon: Send,
  },
  {
    kind: 'group',
    id: 'stats',
    label: 'layout:menu.groups.stats',
    icon: ChartColumn,
    items: [
      link('/stats/top-season', 'routes:topSeason', Medal),
      link('/stats/top-global', 'routes:topGlobal', Earth),
      link('/stats/top-referrals', 'routes:topReferrals', UserPlus),
      link('/stats/top-purchasers', 'routes:topPurchasers', Gem),
      link('/stats/hall-of-fame', 'routes:hallOfFame', Award),
      link('/events/top-event-teams', 'routes:topEventTeams', Shield),
      link('/events/seasonal-goals', 'routes:seasonalGoals', Goal),
      link('/events/golden-cards', 'routes:goldenCards', RectangleVertical),
    ],
  },
  {
    kind: 'group',
    id: 'matches',
    label: 'layout:menu.groups.matches',
    icon: Swords,
    items: [
      link('/stats/todays-matches', 'routes:todaysMatches', CalendarClock),
      link('/stats/yesterdays-scores', 'routes:yesterdaysScores', RotateCcwClock),
      link('/stats/final-matches', 'routes:finalMatches', Trophy),
      link('/stats/best-matches', 'routes:bestMatches', ListOrdered),
    ],
  },
  {
    kind: 'group',
    id: 'profile',
    label: 'layout:menu.groups.profile',
    icon: CircleUser,
    items: [
      link('/account/settings', 'routes:accountSettings', Settings),
      link('/account/balance-history', 'routes:balanceHistory', ReceiptText),
    ],
  },
  {
    kind: 'group',
    id: 'webshop',
    label: 'layout:menu.groups.webshop',
    icon: ShoppingBag,
    hot: true,
    items: [
      link('/webshop/tickets', 'routes:ticketPackages', Ticket),
      link('/webshop/premiums', 'routes:premiumPackages', BadgeCheck),
      link('/offers/daily', 'routes:dailyOffer', Zap, true),
      link('/offers/free-ticket', 'routes:freeTicket', Gift),
      link('/offers/seasonal', 'routes:seasonalOffers', Sparkles, true),
      link('/redeem', 'routes:redeem', TicketPercent),
    ],
  },
  {
    kind: 'group',
    id: 'games',
    label: 'layout:menu.groups.games',
    icon: Gamepad2,
    hot: true,
    items: [link('/spin', 'routes:spin', FerrisWheel)],
  },
  link('/vip', 'layout:menu.items.vip', Crown),
  link('/support', 'layout:menu.items.support', LifeBuoy),
];

/** The group holding the current screen, so the menu opens on it. */
export function groupOfPath(pathname: string): string | undefined {
  for (const entry of MENU) {
    if (entry.kind === 'group' && entry.items.some((item) => item.to === pathname)) return entry.id;
  }
  return undefined;
}
