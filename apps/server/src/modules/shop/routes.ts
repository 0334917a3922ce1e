import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_CACHE,
  SEASONAL_PACKS,
  SEASONAL_PACK_PATHS,
  centsToEuros,
  productNamesQuery,
  seasonalPackResponse,
  type SeasonalPack,
  type SeasonalPackKey,
} from '@pitchside/contract/shop';
import { productNamesResponse } from '@pitchside/contract/product-names';
import type { Database } from '../../db/client.ts';
import { readerLanguage } from '../../lib/accept-language.ts';
import type { PublicResponder } from '../../plugins/public-cache.ts';
import { findActiveProduct, findCurrentSeason, listProductNames } from './repository.ts';

/**
 * The webshop's public catalogue calls. Seasonal packs are public (spec §5): the home page
 * shows them to guests too. Purchases and eligibility arrive with the webshop.
 */
export const shopRoutes: FastifyPluginAsyncZod<{ db: Database; respond: PublicResponder }> = async (
  app,
  { db, respond },
) => {
  const loadSeasonalPack = async (key: SeasonalPackKey): Promise<SeasonalPack[]> => {
    const [product, season] = await Promise.all([
      findActiveProduct(db, SEASONAL_PACKS[key]),
      findCurrentSeason(db),
    ]);
    if (!product || product.kind !== 'seasonal_pack') return [];
    return [
      {
        id: product.id,
        slug: product.slug,
        display_name: product.displayName,
        final_price: centsToEuros(product.priceCents),
        original_price: product.originalPriceCents === null ? null : centsToEuros(product.originalPriceCents),
        final_tickets: product.tickets,
        final_energy: product.energy,
        final_skillpoints: product.skillPoints,
        final_supergol: product.superGoal,
        final_webpoints: product.webPoints,
        current_season: season,
      },
    ];
  };

  app.get(
    '/api/public/product-names',
    {
      config: { csrf: false },
      schema: {
        tags: ['shop'],
        summary: 'Every product’s name in the reader’s language (?lang=, else Accept-Language), by slug',
        querystring: productNamesQuery,
        response: { 200: productNamesResponse },
      },
    },
    (request, reply) => {
      const language = readerLanguage(request, request.query.lang);
      return respond(request, reply, {
        window: CATALOGUE_CACHE,
        schema: productNamesResponse,
        language,
        load: async () => {
          const rows = await listProductNames(db);
          const names = Object.fromEntries(
            rows.map((row) => [row.slug, row.nameTranslations[language]?.trim() || row.displayName]),
          );
          return { success: true as const, data: names };
        },
      });
    },
  );

  for (const key of ['welcome', 'winner'] as const) {
    app.get(
      `/api${SEASONAL_PACK_PATHS[key]}`,
      {
        config: { csrf: false },
        schema: {
          tags: ['shop'],
          summary: `The seasonal ${key} pack with its price and contents (the first item is the pack)`,
          response: { 200: seasonalPackResponse },
        },
      },
      (request, reply) =>
        respond(request, reply, {
          window: CATALOGUE_CACHE,
          schema: seasonalPackResponse,
          load: async () => ({ success: true as const, data: await loadSeasonalPack(key) }),
        }),
    );
  }
};
