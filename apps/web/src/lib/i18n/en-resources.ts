import account from '@/locales/en/account.json';
import common from '@/locales/en/common.json';
import content from '@/locales/en/content.json';
import errors from '@/locales/en/errors.json';
import events from '@/locales/en/events.json';
import home from '@/locales/en/home.json';
import layout from '@/locales/en/layout.json';
import notifications from '@/locales/en/notifications.json';
import offers from '@/locales/en/offers.json';
import payments from '@/locales/en/payments.json';
import routes from '@/locales/en/routes.json';
import shop from '@/locales/en/shop.json';
import social from '@/locales/en/social.json';
import spin from '@/locales/en/spin.json';
import staff from '@/locales/en/staff.json';
import stats from '@/locales/en/stats.json';
import support from '@/locales/en/support.json';
import vip from '@/locales/en/vip.json';
import wallet from '@/locales/en/wallet.json';

/**
 * English is the source language and the fallback for every other one; the types of `t()` keys
 * are derived from it (see i18next.d.ts) and the server renders with all of it. The browser
 * bundles only the shell's namespaces (`en-shell-resources.ts`) and fetches the rest in one chunk
 * when it starts (`en-rest.ts`, read by `locale-backend.ts`).
 */
export const EN_RESOURCES = {
  account,
  common,
  content,
  errors,
  events,
  home,
  layout,
  notifications,
  offers,
  payments,
  routes,
  shop,
  social,
  spin,
  staff,
  stats,
  support,
  vip,
  wallet,
} as const;
