import * as accounts from './schema/accounts.ts';
import * as appMeta from './schema/app-meta.ts';
import * as audit from './schema/audit.ts';
import * as codes from './schema/codes.ts';
import * as content from './schema/content.ts';
import * as game from './schema/game.ts';
import * as gameIngestSignatures from './schema/game-ingest-signatures.ts';
import * as gameMatches from './schema/game-matches.ts';
import * as gamePurchases from './schema/game-purchases.ts';
import * as gameInventory from './schema/game-inventory.ts';
import * as gameSignIn from './schema/game-sign-in.ts';
import * as mail from './schema/mail.ts';
import * as spin from './schema/spin.ts';
import * as support from './schema/support.ts';
import * as wallet from './schema/wallet.ts';
import * as orders from './schema/orders.ts';
import * as shop from './schema/shop.ts';
import * as vip from './schema/vip.ts';
import * as twoFactor from './schema/two-factor.ts';
import * as refunds from './schema/refunds.ts';
import * as push from './schema/push.ts';
import * as staffInvites from './schema/staff-invites.ts';

/**
 * Every table module, for the typed client's relational queries. drizzle-kit reads the same
 * files by glob (drizzle.config.ts); a new area adds its module here as well.
 */
export const schema = {
  ...appMeta,
  ...mail,
  ...game,
  ...gameMatches,
  ...gamePurchases,
  ...gameIngestSignatures,
  ...content,
  ...accounts,
  ...wallet,
  ...orders,
  ...gameInventory,
  ...gameSignIn,
  ...spin,
  ...support,
  ...vip,
  ...shop,
  ...audit,
  ...twoFactor,
  ...refunds,
  ...codes,
  ...push,
  ...staffInvites,
};
