import * as z from 'zod/mini';

/**
 * `GET /api/public/product-names?lang=`: every product's name in the reader's language (English
 * where the studio has not written one), by slug. The web names products with it everywhere:
 * shop, balance history, notifications (issue 14). A module of its own, which the web loads with
 * the list's first fetch (`lib/i18n/product-name.ts`); `zod/mini`, as that fetch can be part of a
 * first visit. The list is cached for the catalogue's window (`CACHE_WINDOWS.catalogue`).
 */
export const productNamesResponse = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.string()),
});
