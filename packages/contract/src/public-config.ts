import type { PublicConfig } from './public-config-schema.ts';

/*
 * The runtime settings' names and defaults, without their schema (public-config-schema.ts): every
 * page's start reads them, and goes without zod (decision 0037).
 */

export type { PublicConfig };

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'Pitchside',
  appStoreUrl: 'https://apps.apple.com/app/pitchside',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.pitchside.game',
  telegramBotUrl: 'https://t.me/PitchsideBot',
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'pitchside-config';
/** The query cache a server-rendered page was rendered from, for the browser to start with. */
export const QUERY_STATE_ELEMENT_ID = 'pitchside-query-state';
