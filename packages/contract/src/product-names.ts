import * as z from 'zod/mini';
import { CACHE_WINDOWS } from './cache-windows.ts';

/**
 * `GET /api/public/product-names?lang=`: every product's name in the reader's language (English
 * where the studio has not written one), by slug. The web names products with it everywhere:
 * shop, balance history, notifications (issue 14). A module of its own, light enough for the
 * header's notifications to import (its query, `productNamesQuery`, is in shop.ts); `zod/mini`, as
 * it is part of the first visit.
 */
export const productNamesResponse = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.string()),
});
export const PRODUCT_NAMES_CACHE = CACHE_WINDOWS.catalogue;
