import type { Database } from '../../db/client.ts';
import { insertFaqRows, listFaq, setFaqContent } from './faq-repository.ts';
import { loadLanguageTable } from '../../lib/language-table.ts';

type SeedEntry = { category: string; question: string; answer: string };
type FaqText = { question: string; answer: string };

/** The shipped FAQ per language: the same entries in the same order as `en`. */
export const FAQ_SEED = await loadLanguageTable<SeedEntry[]>(
  (code) => import(`./faq-seed/${code}.json`, { with: { type: 'json' } }),
);

/** Entry `i` of the seed in every language that has it. */
function seedContent(i: number): Record<string, FaqText> {
  return Object.fromEntries(
    Object.entries(FAQ_SEED).flatMap(([code, list]) => {
      const local = list[i];
      return local ? [[code, { question: local.question, answer: local.answer }]] : [];
    }),
  );
}

/**
 * Fills the FAQ from the shipped seed the first time; afterwards it is content in the database.
 * Rows still carrying a seed question in English alone get the other languages (a database
 * seeded before the translations shipped); a row the studio has translated is never touched.
 */
export async function ensureFaq(db: Database): Promise<void> {
  const rows = await listFaq(db);
  if (rows.length === 0) {
    await insertFaqRows(
      db,
      FAQ_SEED.en.map((entry, i) => ({ category: entry.category, position: i, content: seedContent(i) })),
    );
    return;
  }
  const seedIndex = new Map(FAQ_SEED.en.map((entry, i) => [entry.question, i]));
  for (const row of rows) {
    const i = seedIndex.get(row.content.en?.question ?? '');
    // Only rows in English alone (seeded before the translations shipped): a row with any other
    // language has been written by the studio, and what it left empty stays empty.
    if (i === undefined || Object.keys(row.content).length > 1) continue;
    const missing = Object.entries(seedContent(i)).filter(([code]) => !row.content[code]);
    if (missing.length === 0) continue;
    await setFaqContent(db, row.id, { ...row.content, ...Object.fromEntries(missing) });
  }
}

// The seed check reads the whole table: once per process and database, not on every request.
const seeded = new WeakMap<Database, Promise<void>>();
/** `ensureFaq`, once: the public FAQ and the back office's list both wait for it. */
export function ensureFaqOnce(db: Database): Promise<void> {
  let pending = seeded.get(db);
  if (!pending) {
    pending = ensureFaq(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, pending);
  }
  return pending;
}
