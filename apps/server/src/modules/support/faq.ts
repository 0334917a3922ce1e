import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pitchside/contract/api';
import { contentLanguageParam } from '@pitchside/contract/content';
import { faqEntry } from '@pitchside/contract/support';
import { readerLanguage } from '../../lib/accept-language.ts';
import type { Database } from '../../db/client.ts';
import { listFaq } from './faq-repository.ts';
import { ensureFaqOnce } from './faq-seed.ts';

export const faqRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/public/faq',
    {
      schema: {
        tags: ['support'],
        querystring: z.object({ lang: contentLanguageParam }),
        response: { 200: okEnvelope(z.array(faqEntry)) },
      },
    },
    async (request, reply) => {
      await ensureFaqOnce(db);
      const lang = readerLanguage(request, request.query.lang);
      const rows = await listFaq(db);
      reply.header('Cache-Control', 'public, max-age=600').header('Vary', 'Accept-Language');
      return {
        success: true as const,
        data: rows.map((row) => {
          // Field by field, as news: a missing or blank text in the reader's language reads in English.
          const english = row.content.en ?? { question: '', answer: '' };
          const local = row.content[lang];
          return {
            id: row.id,
            category: row.category as never,
            question: local?.question?.trim() ? local.question : english.question,
            answer: local?.answer?.trim() ? local.answer : english.answer,
          };
        }),
      };
    },
  );
};
