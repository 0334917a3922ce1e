import * as z from 'zod/mini';

/**
 * Runtime settings the web app needs. The server embeds them in index.html as a JSON data block
 * (`<script id="pitchside-config" type="application/json">`), so one build serves any deployment
 * and no extra request delays the first paint. The server checks them against this schema when it
 * starts (app.ts); the browser reads the block it wrote without zod (web lib/config.ts). Their
 * names and defaults: public-config.ts.
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
