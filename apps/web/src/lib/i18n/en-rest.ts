import account from '@/locales/en/account.json';
import content from '@/locales/en/content.json';
import events from '@/locales/en/events.json';
import home from '@/locales/en/home.json';
import notifications from '@/locales/en/notifications.json';
import offers from '@/locales/en/offers.json';
import payments from '@/locales/en/payments.json';
import shop from '@/locales/en/shop.json';
import social from '@/locales/en/social.json';
import spin from '@/locales/en/spin.json';
import staff from '@/locales/en/staff.json';
import stats from '@/locales/en/stats.json';
import support from '@/locales/en/support.json';
import vip from '@/locales/en/vip.json';
import wallet from '@/locales/en/wallet.json';

/** The English namespaces not bundled with the shell, fetched as one chunk (see locale-backend.ts). */
export const EN_REST_RESOURCES = {
  account,
  content,
  events,
  home,
  notifications,
  offers,
  payments,
  shop,
  social,
  spin,
  staff,
  stats,
  support,
  vip,
  wallet,
} as const;
