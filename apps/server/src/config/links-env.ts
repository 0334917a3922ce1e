import { z } from 'zod';
import { DEFAULT_PUBLIC_CONFIG } from '@pitchside/contract/public-config';
import { commaList } from './env-values.ts';

/** Where the portal sends players: the stores, the bot, and the other sites content may link to. */
export const linksEnv = {
  APP_STORE_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.appStoreUrl),
  GOOGLE_PLAY_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.googlePlayUrl),
  TELEGRAM_BOT_URL: z.url().default(DEFAULT_PUBLIC_CONFIG.telegramBotUrl),
  /**
   * Other sites banners, news and notifications may link to (comma-separated host names, over
   * https only); every other link must be a path on the portal.
   */
  LINK_HOSTS: commaList(
    (entry) => entry.trim().toLowerCase(),
    (hosts) => hosts.every((host) => /^[a-z0-9.-]+$/.test(host)),
    'must be host names separated by commas (e.g. pitchside.example,help.example)',
  ),
};
