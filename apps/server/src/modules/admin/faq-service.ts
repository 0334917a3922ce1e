import type { AdminFaqEntry, FaqBody } from '@pitchside/contract/admin-content';
import { CONTENT_ERRORS } from '@pitchside/contract/admin-content';
import { LANGUAGE_CODES } from '@pitchside/contract/languages';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import {
  deleteFaq,
  ensureFaqOnce,
  insertFaq,
  listFaq,
  updateFaq,
  type FaqRow,
  type FaqValues,
} from '../support/index.ts';
import type { Actor } from './players-service.ts';

type Texts = { question: string; answer: string };

export function toAdminFaq(row: FaqRow): AdminFaqEntry {
  return {
    id: row.id,
    category: row.category as AdminFaqEntry['category'],
    position: row.position,
    translations: row.content,
  };
}

/**
 * English in full; another language only with both texts written (the public FAQ shows an entry
 * per language as a pair, and a missing half would read in English anyway).
 */
function valuesOf(body: FaqBody): FaqValues {
  const content: Record<string, Texts> = {};
  for (const code of LANGUAGE_CODES) {
    const texts = body.translations[code];
    const question = texts?.question?.trim() ?? '';
    const answer = texts?.answer?.trim() ?? '';
    if (code === 'en' || question || answer) content[code] = { question, answer };
  }
  return { category: body.category, position: body.position, content };
}

/** The FAQ editor: every change audited in its own transaction. */
export function createFaqAdminService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  const audited = <R>(
    actor: Actor,
    action: string,
    work: (
      tx: Transaction,
    ) => Promise<{ result: R; id: number; before?: AdminFaqEntry; after?: AdminFaqEntry }>,
  ) =>
    db.transaction(async (tx) => {
      const done = await work(tx);
      await recordAudit(tx, {
        at: clock(),
        actor,
        action,
        target: { type: 'faq', id: done.id },
        ...(done.before ? { before: done.before } : {}),
        ...(done.after ? { after: done.after } : {}),
        ...(actor.ip ? { ip: actor.ip } : {}),
      });
      return done.result;
    });

  return {
    list: async () => {
      // A studio may open the editor before any player has opened the FAQ.
      await ensureFaqOnce(db);
      return (await listFaq(db)).map(toAdminFaq);
    },
    create: (actor: Actor, body: FaqBody) =>
      audited(actor, 'faq.create', async (tx) => {
        const after = toAdminFaq(await insertFaq(tx, valuesOf(body)));
        return { result: after, id: after.id, after };
      }),
    update: (actor: Actor, id: number, body: FaqBody) =>
      audited(actor, 'faq.update', async (tx) => {
        const changed = await updateFaq(tx, id, valuesOf(body));
        if (!changed) throw notFound(CONTENT_ERRORS.notFound);
        const after = toAdminFaq(changed.after);
        return { result: after, id, before: toAdminFaq(changed.before), after };
      }),
    remove: (actor: Actor, id: number) =>
      audited(actor, 'faq.delete', async (tx) => {
        const gone = await deleteFaq(tx, id);
        if (!gone) throw notFound(CONTENT_ERRORS.notFound);
        return { result: undefined, id, before: toAdminFaq(gone) };
      }),
  };
}

export type FaqAdminService = ReturnType<typeof createFaqAdminService>;
