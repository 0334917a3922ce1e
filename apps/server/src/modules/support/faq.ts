import fs from 'node:fs';
import path from 'node:path';
import { asc, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import { isLanguageCode, LANGUAGE_CODES } from '@pitchside/contract/languages';
import { faqEntry } from '@pitchside/contract/support';
import type { Database } from '../../db/client.ts';
import { faqEntries } from '../../db/schema/support.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';

type SeedEntry = { category: string; question: string; answer: string };
const SEED_DIR = path.join(SERVER_ROOT, 'src', 'modules', 'support', 'faq-seed');

/** Fills the FAQ from the shipped seed files the first time; afterwards it is content in the database. */
export async function ensureFaq(db: Database): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(faqEntries);
  if ((existing?.n ?? 0) > 0) return;
  const byLanguage = new Map<string, SeedEntry[]>();
  for (const code of LANGUAGE_CODES) {
    const file = path.join(SEED_DIR, `${code}.json`);
    if (fs.existsSync(file)) byLanguage.set(code, JSON.parse(fs.readFileSync(file, 'utf8')) as SeedEntry[]);
  }
  const english = byLanguage.get('en') ?? [];
  await db.insert(faqEntries).values(
    english.map((entry, i) => ({
      category: entry.category,
      position: i,
      content: Object.fromEntries(
        [...byLanguage].flatMap(([code, list]) => {
          const local = list[i];
          return local ? [[code, { question: local.question, answer: local.answer }]] : [];
        }),
      ),
    })),
  );
}

export const faqRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/public/faq',
    {
      schema: {
        tags: ['support'],
        querystring: z.object({ lang: z.string().max(5).optional() }),
        response: { 200: okEnvelope(z.array(faqEntry)) },
      },
    },
    async (request, reply) => {
      await ensureFaq(db);
      const lang = isLanguageCode(request.query.lang) ? request.query.lang : 'en';
      const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
      reply.header('Cache-Control', 'public, max-age=600');
      return {
        success: true as const,
        data: rows.map((row) => {
          const text = row.content[lang] ?? row.content.en ?? { question: '', answer: '' };
          return {
            id: row.id,
            category: row.category as never,
            question: text.question,
            answer: text.answer,
          };
        }),
      };
    },
  );
};
