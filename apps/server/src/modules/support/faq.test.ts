import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGE_CODES } from '@pitchside/contract/languages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { faqEntries } from '../../db/schema/support.ts';
import { ensureFaq, FAQ_SEED } from './faq-seed.ts';

type Faq = Array<{ id: number; category: string; question: string; answer: string }>;

describe('FAQ seed translations', () => {
  it('has a seed for every interface language', () => {
    expect(Object.keys(FAQ_SEED).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has the English entries in the same order, each translated',
    (code) => {
      const local = FAQ_SEED[code];
      expect(local.map((e) => e.category)).toEqual(FAQ_SEED.en.map((e) => e.category));
      local.forEach((entry, i) => {
        const english = FAQ_SEED.en[i]!;
        expect(Object.keys(entry).sort()).toEqual(['answer', 'category', 'question']);
        expect(entry.question.trim()).not.toBe('');
        expect(entry.answer.trim()).not.toBe('');
        expect(entry.question).not.toBe(english.question);
        expect(entry.answer).not.toBe(english.answer);
      });
    },
  );
});

describe('FAQ by language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const faq = async (query: string) =>
    (await t.request({ method: 'GET', url: `/api/public/faq${query}` })).json().data as Faq;

  it('serves German text for ?lang=de, Arabic for ?lang=ar and English otherwise', async () => {
    const german = await faq('?lang=de');
    expect(german.map((f) => f.question)).toEqual(FAQ_SEED.de.map((e) => e.question));
    expect(german[0]?.question).toBe('Wie registriere ich mich im Portal?');
    expect(german.map((f) => f.category)).toEqual(FAQ_SEED.en.map((e) => e.category));

    const arabic = await faq('?lang=ar');
    expect(arabic.map((f) => f.answer)).toEqual(FAQ_SEED.ar.map((e) => e.answer));

    for (const query of ['', '?lang=xx']) {
      expect((await faq(query)).map((f) => f.question)).toEqual(FAQ_SEED.en.map((e) => e.question));
    }
  });

  it('adds missing languages to a database seeded in English only, keeping edited entries', async () => {
    const { db } = t.database;
    const rows = await db.select().from(faqEntries);
    for (const row of rows) {
      const english = row.content.en!;
      const edited = row.position === 0;
      await db
        .update(faqEntries)
        .set({ content: { en: edited ? { ...english, question: 'How do I join?' } : english } })
        .where(eq(faqEntries.id, row.id));
    }

    // What the next server start does (the route checks the seed once per process).
    await ensureFaq(db);
    const french = await faq('?lang=fr');
    expect(french[0]?.question).toBe('How do I join?');
    expect(french.slice(1).map((f) => f.question)).toEqual(FAQ_SEED.fr.slice(1).map((e) => e.question));
    expect((await faq('?lang=zh'))[1]?.question).toBe(FAQ_SEED.zh[1]?.question);

    // A shipped entry the studio translated itself, leaving French out, keeps French out.
    const [second] = (await db.select().from(faqEntries)).filter((row) => row.position === 1);
    await db
      .update(faqEntries)
      .set({
        content: { en: second!.content.en!, de: { question: 'Eigene Frage', answer: 'Eigene Antwort' } },
      })
      .where(eq(faqEntries.id, second!.id));
    await ensureFaq(db);
    const [after] = await db.select().from(faqEntries).where(eq(faqEntries.id, second!.id));
    expect(Object.keys(after!.content).sort()).toEqual(['de', 'en']);
  });
});
