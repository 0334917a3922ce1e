import { CREATOR_SUPPORT_DAYS, normalisePromoCode, CREATOR_CODE_PATTERN } from '@pitchside/contract/codes';
import type { CreatorCreate } from '@pitchside/contract/codes';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { Actor } from './codes-service.ts';
import {
  activeSupport,
  deleteSupport,
  earningsByMonth,
  findCreatorByCode,
  findCreatorOfUser,
  findUserByEmail,
  insertCreator,
  listCreators,
  payoutsOfMonth,
  supportersOf,
  upsertSupport,
} from './creators-repository.ts';

const DAY_MS = 86_400_000;
const noSuchCreator = () =>
  new AppError('CREATOR_NOT_FOUND', 'No creator has this code. Check it and try again.');
/** A cell starting with = + - @ would be a formula in a spreadsheet: made inert. */
const cell = (value: string | number) => {
  const text = String(value);
  const inert = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
};

/** "Support a creator" (issue 36): the studio's creators, a player's choice, a creator's page. */
export function createCreatorsService(deps: { db: Database; clock: () => Date; timeZone: string }) {
  const { db, clock, timeZone } = deps;

  return {
    async list() {
      const rows = await listCreators(db, clock());
      return rows.map((row) => ({
        ...row.creator,
        nickname: row.nickname,
        email: row.email,
        supporters: row.supporters,
        earnedCents: row.earnedCents,
      }));
    },

    async create(actor: Actor, body: { email: string; code: string; sharePercent: number }) {
      const now = clock();
      return db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, body.email);
        if (!user) throw notFound('No account has this e-mail');
        const row = await insertCreator(tx, {
          userId: user.id,
          code: body.code,
          shareBasisPoints: Math.round(body.sharePercent * 100),
          createdAt: now,
        });
        if (!row) throw new AppError('CONFLICT', 'This account or this code is a creator already', 409);
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'creator.create',
          target: { type: 'creator', id: row.id },
          after: { userId: user.id, code: row.code, shareBasisPoints: row.shareBasisPoints },
          ip: actor.ip,
        });
        return { ...row, nickname: user.nickname, email: user.email, supporters: 0, earnedCents: 0 };
      });
    },

    async support(userId: number) {
      const found = await activeSupport(db, userId, clock());
      return found
        ? {
            creator: { code: found.creator.code, nickname: found.nickname },
            expiresAt: found.support.expiresAt.toISOString(),
          }
        : { creator: null, expiresAt: null };
    },

    async setSupport(userId: number, typed: string) {
      const code = normalisePromoCode(typed);
      if (!CREATOR_CODE_PATTERN.test(code)) throw noSuchCreator();
      const found = await findCreatorByCode(db, code);
      if (!found) throw noSuchCreator();
      if (found.creator.userId === userId)
        throw new AppError('CREATOR_SELF_SUPPORT', 'You cannot support yourself.');
      const now = clock();
      const expiresAt = new Date(now.getTime() + CREATOR_SUPPORT_DAYS * DAY_MS);
      await upsertSupport(db, { userId, creatorId: found.creator.id, expiresAt, now });
      return { creator: { code, nickname: found.nickname }, expiresAt: expiresAt.toISOString() };
    },

    async clearSupport(userId: number) {
      await deleteSupport(db, userId);
      return { creator: null, expiresAt: null };
    },

    async page(userId: number) {
      const mine = await findCreatorOfUser(db, userId);
      if (!mine) throw new AppError('FORBIDDEN', 'This page is for creators.', 403);
      const [supporters, months] = await Promise.all([
        supportersOf(db, mine.id, clock()),
        earningsByMonth(db, mine.id, timeZone),
      ]);
      return { code: mine.code, sharePercent: mine.shareBasisPoints / 100, supporters, months };
    },

    /** One month's payouts as CSV; the export itself is recorded. */
    async payoutsCsv(actor: Actor, month: string) {
      const rows = await payoutsOfMonth(db, month, timeZone);
      await recordAudit(db, {
        at: clock(),
        actor,
        action: 'creator.export',
        after: { month, creators: rows.length },
        ip: actor.ip,
      });
      const lines = ['month,code,nickname,email,share_percent,orders,amount_eur,share_eur'];
      for (const row of rows)
        lines.push(
          [
            month,
            row.code,
            row.nickname,
            row.email,
            row.shareBasisPoints / 100,
            row.orders,
            (row.amountCents / 100).toFixed(2),
            (row.shareCents / 100).toFixed(2),
          ]
            .map(cell)
            .join(','),
        );
      return `${lines.join('\n')}\n`;
    },
  };
}

export type CreatorsService = ReturnType<typeof createCreatorsService>;
export type { CreatorCreate };
