import type { CatalogueProduct, ProductUpdate } from '@pitchside/contract/admin-catalogue';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { listAllProducts, productBasics, updateProduct, type ProductRow } from '../shop/index.ts';
import type { Actor } from './players-service.ts';

export function toCatalogueProduct(row: ProductRow): CatalogueProduct {
  return {
    ...productBasics(row),
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
    names: { ...row.nameTranslations, en: row.displayName },
  };
}

/** English becomes the display name; other languages are kept trimmed, blank ones left out. */
function namesOf(names: NonNullable<ProductUpdate['names']>) {
  const { en, ...others } = names;
  const nameTranslations: Partial<Record<LanguageCode, string>> = {};
  for (const [code, name] of Object.entries(others)) {
    if (name?.trim()) nameTranslations[code as LanguageCode] = name.trim();
  }
  return { displayName: en.trim(), nameTranslations };
}

/** The fields an edit compares, for the audit record's before and after. */
const editable = (product: CatalogueProduct) => {
  const { id: _id, slug: _slug, kind: _kind, name: _name, updatedAt: _at, ...fields } = product;
  return fields;
};

/**
 * The catalogue editor. Orders copy a product's price and contents when they are opened, so an
 * edit changes what is sold from now on and never a checkout already under way.
 */
export function createCatalogueService(deps: {
  db: Database;
  clock: () => Date;
  /** Cached public answers that show products (the seasonal packs) are dropped after an edit. */
  onChange: () => Promise<void>;
}) {
  const { db, clock } = deps;
  return {
    list: async () => (await listAllProducts(db)).map(toCatalogueProduct),

    async update(actor: Actor, id: number, body: ProductUpdate): Promise<CatalogueProduct> {
      const result = await db.transaction(async (tx) => {
        const now = clock();
        const changed = await updateProduct(tx, id, (before) => ({
          priceCents: body.priceCents,
          originalPriceCents: body.originalPriceCents,
          tickets: body.tickets,
          energy: body.energy,
          skillPoints: body.skillPoints,
          superGoal: body.superGoal,
          webPoints: body.webPoints,
          mostPopular: body.mostPopular,
          active: body.active,
          ...(body.names ? namesOf(body.names) : {}),
          // The badge's discount follows the two prices, so it can never contradict them.
          extra: {
            ...before.extra,
            discountPercentage: body.originalPriceCents
              ? Math.round((1 - body.priceCents / body.originalPriceCents) * 100)
              : 0,
          },
          updatedAt: now,
        }));
        if (!changed) throw notFound('Product not found');
        const before = toCatalogueProduct(changed.before);
        const after = toCatalogueProduct(changed.after);
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'product.update',
          target: { type: 'product', id },
          before: editable(before),
          after: editable(after),
          ...(actor.ip ? { ip: actor.ip } : {}),
        });
        return after;
      });
      await deps.onChange();
      return result;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
