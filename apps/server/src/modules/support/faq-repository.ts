import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/support.ts';

export type FaqRow = typeof faqEntries.$inferSelect;
export type FaqValues = Omit<typeof faqEntries.$inferInsert, 'id'>;

/** The FAQ in reading order. */
export function listFaq(db: Database) {
  return db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

/** The shipped seed, on first start. */
export async function insertFaqRows(db: Database, values: FaqValues[]): Promise<void> {
  await db.insert(faqEntries).values(values);
}

/** Replaces an entry's texts (the seed's languages added to a row in English alone). */
export async function setFaqContent(db: Database, id: number, content: FaqValues['content']): Promise<void> {
  await db.update(faqEntries).set({ content }).where(eq(faqEntries.id, id));
}

export async function insertFaq(tx: Transaction, values: FaqValues): Promise<FaqRow> {
  const [row] = await tx.insert(faqEntries).values(values).returning();
  return row as FaqRow;
}

/** Locks the entry and replaces it; both versions come back for the audit record. */
export async function updateFaq(
  tx: Transaction,
  id: number,
  values: FaqValues,
): Promise<{ before: FaqRow; after: FaqRow } | null> {
  const [before] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(faqEntries).set(values).where(eq(faqEntries.id, id)).returning();
  return { before, after: after as FaqRow };
}

export async function deleteFaq(tx: Transaction, id: number): Promise<FaqRow | undefined> {
  const [row] = await tx.delete(faqEntries).where(eq(faqEntries.id, id)).returning();
  return row;
}
