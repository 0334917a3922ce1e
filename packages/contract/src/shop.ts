import { z } from 'zod';
import { okEnvelope } from './api.ts';
import { SHOP_PRODUCT_KINDS } from './shop-kinds.ts';
import { CACHE_WINDOWS } from './cache-windows.ts';
import { contentLanguageParam } from './content.ts';

/**
 * The webshop catalogue (spec §3 "Ticket package", "Premium package", "Seasonal pack",
 * "Daily offer"). One table holds every product; prices are integer euro cents (DESIGN.md §1)
 * and leave the API as euros only where the spec's field names say so (`final_price`).
 */
export const shopProductKind = z.enum(SHOP_PRODUCT_KINDS);
export type ShopProductKind = z.infer<typeof shopProductKind>;

export const SHOP_CURRENCY = 'EUR';

/**
 * The events a special pack can belong to (issue 32): the three event screens of spec §2, named
 * by their address under /events. A special pack carries its event in `extra.eventId`.
 */
export const SHOP_EVENT_IDS = ['top-event-teams', 'seasonal-goals', 'golden-cards'] as const;
export const shopEventId = z.enum(SHOP_EVENT_IDS);
export type ShopEventId = z.infer<typeof shopEventId>;
export const CATALOGUE_CACHE = CACHE_WINDOWS.catalogue;

/** The two seasonal packs (spec §9), each bought at most once per season. */
export const SEASONAL_PACKS = {
  welcome: 'seasonal-welcome-pack',
  winner: 'seasonal-winner-pack',
} as const;
export type SeasonalPackKey = keyof typeof SEASONAL_PACKS;
export type SeasonalPackSlug = (typeof SEASONAL_PACKS)[SeasonalPackKey];

/** Public paths of the seasonal pack calls (spec §7 "Webshop": public). */
export const SEASONAL_PACK_PATHS = {
  welcome: '/shop/seasonal/welcome-pack',
  winner: '/shop/seasonal/winner-pack',
} as const satisfies Record<SeasonalPackKey, string>;

const int = z.number().int().nonnegative();
const euros = z.number().nonnegative();

export const currentSeasonRef = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
});

/** Spec §3 "Seasonal pack", with the spec's field names. Prices in euros (9.99). */
export const seasonalPack = z.object({
  id: z.number().int(),
  slug: z.string(),
  display_name: z.string(),
  final_price: euros,
  /** The crossed-out price; null when the pack is not discounted. */
  original_price: euros.nullable(),
  final_tickets: int,
  final_energy: int,
  final_skillpoints: int,
  final_supergol: int,
  final_webpoints: int,
  /** The season the once-per-season rule counts in; null before any season exists. */
  current_season: currentSeasonRef.nullable(),
});
export type SeasonalPack = z.infer<typeof seasonalPack>;

/** `data` is a list; the caller uses its first item (spec §7). Empty when the pack is inactive. */
export const seasonalPackResponse = okEnvelope(z.array(seasonalPack));

/** Euro cents → euros for the spec's price fields, without floating-point dust (999 → 9.99). */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** `GET /api/public/product-names?lang=` (its answer is in product-names.ts). */
export const productNamesQuery = z.strictObject({ lang: contentLanguageParam });

export { SHOP_PRODUCT_KINDS } from './shop-kinds.ts';
