import * as z from 'zod/mini';

/**
 * Runtime settings the web app needs. The server embeds them in index.html as a JSON data
 * block (`<script id="pitchside-config" type="application/json">`), so one build serves any
 * deployment and no extra request delays the first paint. Declared with `zod/mini`, like every
 * schema the first paint needs: the classic API's methods would put 20 KB on a phone's first visit.
 */
export const publicConfig = z.object({
  productName: z.string().check(z.minLength(1)),
  appStoreUrl: z.url(),
  googlePlayUrl: z.url(),
  telegramBotUrl: z.url(),
  /** Set outside production only: where the development mailbox lives. */
  devMailboxUrl: z.optional(z.string()),
  /** Hosts banners and news may link to over https (LINK_HOSTS and the configured store links). */
  linkHosts: z.optional(z.array(z.string())),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'Pitchside',
  appStoreUrl: 'https://apps.apple.com/app/pitchside',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.pitchside.game',
  telegramBotUrl: 'https://t.me/PitchsideBot',
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'pitchside-config';
/** The query cache a server-rendered page was rendered from, for the browser to start with. */
export const QUERY_STATE_ELEMENT_ID = 'pitchside-query-state';
