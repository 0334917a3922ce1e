import type { ProductRow } from './repository.ts';

/** What every view of a catalogue row shows alike: the shop's offer and the back office's list. */
export function productBasics(row: ProductRow) {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.displayName,
    priceCents: row.priceCents,
    originalPriceCents: row.originalPriceCents,
    tickets: row.tickets,
    webPoints: row.webPoints,
    energy: row.energy,
    skillPoints: row.skillPoints,
    superGoal: row.superGoal,
    mostPopular: row.mostPopular,
  };
}
