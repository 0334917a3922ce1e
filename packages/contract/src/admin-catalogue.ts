import { z } from 'zod';
import { boundedText, hasNulByte, idParam } from './bounds';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { shopProduct } from './webshop';

/** The back office's catalogue (`/api/admin/products`, issue 14): the products and what staff may change. */

/** The most a price (in cents) or an item amount may be set to: a typo cannot sell 10× too cheap or dear. */
export const CATALOGUE_MAX_PRICE_CENTS = 100_000;
export const CATALOGUE_MAX_ITEMS = 1_000_000;

/** A product as the shop sells it (its fields and shapes are the shop's), plus what only staff see. */
export const catalogueProduct = shopProduct
  .pick({
    id: true,
    slug: true,
    kind: true,
    name: true,
    priceCents: true,
    originalPriceCents: true,
    tickets: true,
    energy: true,
    skillPoints: true,
    superGoal: true,
    webPoints: true,
    mostPopular: true,
  })
  .extend({
    active: z.boolean(),
    updatedAt: z.string(),
    /** The name per language: `en` always, the others where the studio has written one. */
    names: z.record(z.string(), z.string()),
  });
export type CatalogueProduct = z.infer<typeof catalogueProduct>;
export const catalogueResponse = z.object({ success: z.literal(true), data: z.array(catalogueProduct) });
export const productIdParams = z.object({ id: idParam });

const items = z.number().int().min(0).max(CATALOGUE_MAX_ITEMS);
export const PRODUCT_NAME_MAX = 80;
const otherName = z
  .string()
  .max(PRODUCT_NAME_MAX)
  .refine((value) => !hasNulByte(value), 'must not contain a NUL character')
  .optional();
/** A product's name in English (required) and in any of the other 12 languages (blank: English). */
export const productNames = z.strictObject({
  en: boundedText(PRODUCT_NAME_MAX),
  ...(Object.fromEntries(
    LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => [code, otherName]),
  ) as Record<Exclude<LanguageCode, 'en'>, typeof otherName>),
});
/**
 * `PUT /api/admin/products/{id}`: what a live-ops manager may change. An order keeps the price and
 * contents it was opened with, so a change never alters a checkout already under way.
 */
export const productUpdateBody = z
  .object({
    priceCents: z.number().int().min(0).max(CATALOGUE_MAX_PRICE_CENTS),
    originalPriceCents: z.number().int().min(0).max(CATALOGUE_MAX_PRICE_CENTS).nullable(),
    tickets: items,
    energy: items,
    skillPoints: items,
    superGoal: items,
    webPoints: items,
    mostPopular: z.boolean(),
    active: z.boolean(),
    /** Optional, so older clients keep working: without it the names stay as they are. */
    names: productNames.optional(),
  })
  .refine((body) => body.originalPriceCents === null || body.originalPriceCents >= body.priceCents, {
    message: 'The original price must be at least the price',
    path: ['originalPriceCents'],
  });
export type ProductUpdate = z.infer<typeof productUpdateBody>;
export const productResponse = z.object({ success: z.literal(true), data: catalogueProduct });
