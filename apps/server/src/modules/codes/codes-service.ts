import { randomInt } from 'node:crypto';
import {
  normalisePromoCode,
  PROMO_CODE_PATTERN,
  type PromoCodeStatus,
  type RedeemResult,
} from '@pitchside/contract/codes';
import type { z } from 'zod';
import type { promoCodeCreateBody, promoCodeUpdateBody } from '@pitchside/contract/codes';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { vipStanding, type ValueCore } from '../wallet/index.ts';
import {
  codeTaken,
  findPromoCode,
  hasPaidOrder,
  insertPromoCode,
  insertPurchaseBonus,
  insertUnits,
  listPromoCodes,
  lockPromoCode,
  lockSharedCode,
  lockUnit,
  playerForRedemption,
  recordRedemption,
  redemptionsOfPlayer,
  unitsOf,
  updatePromoCode,
  type PromoCodeRow,
} from './repository.ts';

export type PromoCodeCreateInput = z.output<typeof promoCodeCreateBody>;
export type PromoCodeUpdateInput = z.output<typeof promoCodeUpdateBody>;

/** Who is acting, as the audit log records them. */
export interface Actor {
  id: number;
  email: string;
  ip?: string;
}

const DAY_MS = 86_400_000;
/** No 0/O, 1/I/L: a code read aloud on a stream or copied from paper comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const generateCode = () => {
  let code = '';
  for (let i = 0; i < 12; i++) {
    if (i > 0 && i % 4 === 0) code += '-';
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return code;
};

const refusals = {
  unknown: () => new AppError('PROMO_CODE_UNKNOWN', 'This code does not exist. Check it and try again.'),
  expired: () => new AppError('PROMO_CODE_EXPIRED', 'This code has expired.'),
  usedUp: () => new AppError('PROMO_CODE_USED_UP', 'This code has been used up.'),
  already: () => new AppError('PROMO_CODE_ALREADY_REDEEMED', 'You have already redeemed this code.'),
  notEligible: () => new AppError('PROMO_CODE_NOT_ELIGIBLE', 'Your account is not eligible for this code.'),
  paused: () => new AppError('PROMO_CODE_PAUSED', 'This code is paused for now. Please try again later.'),
};

const UNIQUE_VIOLATION = '23505';
const pgCode = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code;

/** What the audit log keeps of a campaign: its rules, not its redemption count. */
const auditView = ({ uses: _uses, createdAt: _c, updatedAt: _u, ...rest }: PromoCodeRow) => rest;

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

export function createCodesService(deps: { db: Database; core: ValueCore; clock: () => Date }) {
  const { db, core, clock } = deps;

  const campaignValues = (body: PromoCodeUpdateInput | PromoCodeCreateInput) => ({
    name: body.name,
    rewardKind: body.rewardKind,
    webPoints: body.rewardKind === 'web_points' ? body.webPoints : 0,
    tickets: body.rewardKind === 'game_items' ? body.tickets : 0,
    energy: body.rewardKind === 'game_items' ? body.energy : 0,
    skillPoints: body.rewardKind === 'game_items' ? body.skillPoints : 0,
    bonusPercent: body.rewardKind === 'purchase_bonus' ? body.bonusPercent : 0,
    bonusDays: body.rewardKind === 'purchase_bonus' ? body.bonusDays : 0,
    startsAt: dateOrNull(body.startsAt),
    endsAt: dateOrNull(body.endsAt),
    perPlayerLimit: body.perPlayerLimit,
    vipTiers: body.vipTiers.length > 0 ? [...new Set(body.vipTiers)].sort() : null,
    neverBought: body.neverBought,
    registeredAfter: dateOrNull(body.registeredAfter),
    registeredBefore: dateOrNull(body.registeredBefore),
  });

  async function existing(id: number) {
    const row = await findPromoCode(db, id);
    if (!row) throw notFound('Promo code not found');
    return row;
  }

  /** Every check of spec'd order: what the code is, then whether this player may have it. */
  async function checkRedeemable(
    tx: Parameters<Parameters<ValueCore['transact']>[0]>[0]['tx'],
    campaign: PromoCodeRow,
    userId: number,
    now: Date,
  ) {
    if (campaign.status === 'draft') throw refusals.unknown();
    if (campaign.startsAt && campaign.startsAt > now) throw refusals.unknown();
    if (campaign.status === 'ended' || (campaign.endsAt && campaign.endsAt <= now)) throw refusals.expired();
    if (campaign.status === 'paused') throw refusals.paused();
    const used = await redemptionsOfPlayer(tx, campaign.id, userId);
    if (used >= campaign.perPlayerLimit) throw refusals.already();
    if (campaign.maxUses !== null && campaign.uses >= campaign.maxUses) throw refusals.usedUp();
    const player = await playerForRedemption(tx, userId);
    if (!player) throw notFound('User not found');
    if (campaign.registeredAfter && player.createdAt < campaign.registeredAfter) throw refusals.notEligible();
    if (campaign.registeredBefore && player.createdAt >= campaign.registeredBefore)
      throw refusals.notEligible();
    if (campaign.neverBought && (await hasPaidOrder(tx, userId))) throw refusals.notEligible();
    if (campaign.vipTiers && campaign.vipTiers.length > 0) {
      const vip = await vipStanding(tx, userId, player.webPoints, now);
      if (!campaign.vipTiers.includes(vip.tier)) throw refusals.notEligible();
    }
    if (campaign.rewardKind === 'game_items' && player.gamePlayerId === null)
      throw new AppError('PROMO_CODE_NOT_ELIGIBLE', 'This code needs a game account linked to yours.');
    return { player, seq: used + 1 };
  }

  return {
    list: () => listPromoCodes(db),

    async create(actor: Actor, body: PromoCodeCreateInput) {
      const now = clock();
      return db.transaction(async (tx) => {
        if (body.kind === 'shared' && (await codeTaken(tx, body.code)))
          throw new AppError('CONFLICT', 'This code already exists', 409);
        const row = await insertPromoCode(tx, {
          ...campaignValues(body),
          kind: body.kind,
          code: body.kind === 'shared' ? body.code : null,
          maxUses: body.kind === 'shared' ? body.maxUses : body.quantity,
          status: 'draft',
          createdAt: now,
          updatedAt: now,
        });
        if (body.kind === 'batch') {
          let made = 0;
          // Collisions with earlier codes are skipped by the unique index and made again.
          for (let round = 0; made < body.quantity && round < 10; round++) {
            const wanted = Math.min(1000, body.quantity - made);
            made += await insertUnits(tx, row.id, Array.from({ length: wanted }, generateCode));
          }
        }
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'promo.create',
          target: { type: 'promo_code', id: row.id },
          after: { ...auditView(row), ...(body.kind === 'batch' ? { quantity: body.quantity } : {}) },
          ip: actor.ip,
        });
        return row;
      });
    },

    async update(actor: Actor, id: number, body: PromoCodeUpdateInput) {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockPromoCode(tx, id);
        if (!before) throw notFound('Promo code not found');
        if (before.status === 'ended') throw new AppError('CONFLICT', 'An ended code cannot change', 409);
        // A batch's cap is its number of codes; a shared cap never goes below what was redeemed.
        const maxUses = before.kind === 'batch' ? before.maxUses : (body.maxUses ?? before.maxUses);
        if (maxUses !== null && maxUses < before.uses)
          throw new AppError('CONFLICT', 'The cap cannot be lower than the redemptions so far', 409);
        const after = await updatePromoCode(tx, id, { ...campaignValues(body), maxUses, updatedAt: now });
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'promo.update',
          target: { type: 'promo_code', id },
          before: auditView(before),
          after: auditView(after),
          ip: actor.ip,
        });
        return after;
      });
    },

    async setStatus(actor: Actor, id: number, status: PromoCodeStatus) {
      const now = clock();
      return db.transaction(async (tx) => {
        const before = await lockPromoCode(tx, id);
        if (!before) throw notFound('Promo code not found');
        if (before.status === status) return before;
        if (before.status === 'ended') throw new AppError('CONFLICT', 'An ended code cannot change', 409);
        if (status === 'draft')
          throw new AppError('CONFLICT', 'A published code cannot go back to draft', 409);
        const after = await updatePromoCode(tx, id, { status, updatedAt: now });
        await recordAudit(tx, {
          at: now,
          actor,
          action: 'promo.status',
          target: { type: 'promo_code', id },
          before: { status: before.status },
          after: { status },
          ip: actor.ip,
        });
        return after;
      });
    },

    /** A batch's codes as CSV for a partner; the export itself is recorded. */
    async exportCsv(actor: Actor, id: number) {
      const campaign = await existing(id);
      if (campaign.kind !== 'batch') throw new AppError('CONFLICT', 'Only a batch has codes to export', 409);
      const units = await unitsOf(db, id);
      await recordAudit(db, {
        at: clock(),
        actor,
        action: 'promo.export',
        target: { type: 'promo_code', id },
        after: { codes: units.length },
        ip: actor.ip,
      });
      // Codes are letters, digits and dashes only: no cell needs quoting or defusing.
      const lines = ['code,redeemed,redeemed_at'];
      for (const unit of units)
        lines.push(`${unit.code},${unit.redeemedAt ? 'yes' : 'no'},${unit.redeemedAt?.toISOString() ?? ''}`);
      return { campaign, csv: `${lines.join('\n')}\n` };
    },

    /**
     * A player redeems a code: in one value-core transaction, the campaign's row is locked (and a
     * batch code's own row first), every rule is checked, the redemption is written (unique per
     * player and use, and per batch code), the use is counted under the cap's CHECK, and the
     * reward moves: a `promo` ledger row, a game grant or a purchase bonus, with a notification.
     */
    async redeem(userId: number, typed: string, ip: string | null): Promise<RedeemResult> {
      const code = normalisePromoCode(typed);
      if (!PROMO_CODE_PATTERN.test(code)) throw refusals.unknown();
      try {
        const { result } = await core.transact(async (scope) => {
          const { tx, now } = scope;
          let campaign = await lockSharedCode(tx, code);
          let unit = null;
          if (!campaign) {
            unit = await lockUnit(tx, code);
            if (!unit) throw refusals.unknown();
            campaign = await lockPromoCode(tx, unit.promoCodeId);
            if (!campaign) throw refusals.unknown();
          }
          if (unit?.redeemedBy === userId) throw refusals.already();
          const { player, seq } = await checkRedeemable(tx, campaign, userId, now);
          if (unit?.redeemedBy) throw refusals.usedUp();
          const redemptionId = await recordRedemption(tx, {
            promoCodeId: campaign.id,
            userId,
            unitId: unit?.id ?? null,
            seq,
            ip,
            now,
          });
          const reference = `promo:${redemptionId}`;
          let balance = player.webPoints;
          let bonusExpiresAt: Date | null = null;
          if (campaign.rewardKind === 'web_points') {
            const moved = await scope.moveWebPoints({
              userId,
              amount: campaign.webPoints,
              type: 'promo',
              reference,
              description: { key: 'promoCode', params: { code } },
            });
            balance = moved.balanceAfter;
          } else if (campaign.rewardKind === 'game_items') {
            await scope.owe({
              reference,
              playerId: player.gamePlayerId as number,
              items: {
                tickets: campaign.tickets,
                energy: campaign.energy,
                skillPoints: campaign.skillPoints,
              },
            });
          } else {
            bonusExpiresAt = new Date(now.getTime() + campaign.bonusDays * DAY_MS);
            await insertPurchaseBonus(tx, {
              userId,
              redemptionId,
              percent: campaign.bonusPercent,
              expiresAt: bonusExpiresAt,
            });
          }
          await scope.notify({
            userId,
            type: 'promo',
            key: 'promoCodeRedeemed',
            params: { code },
            link: campaign.rewardKind === 'web_points' ? '/account/balance-history' : '/redeem',
          });
          return {
            rewardKind: campaign.rewardKind,
            webPoints: campaign.webPoints,
            tickets: campaign.tickets,
            energy: campaign.energy,
            skillPoints: campaign.skillPoints,
            bonusPercent: campaign.bonusPercent,
            bonusExpiresAt: bonusExpiresAt?.toISOString() ?? null,
            balance,
          };
        });
        return result;
      } catch (error) {
        // The database's last guards: a second use by the same player or of the same batch
        // code, or one past the cap, that slipped past the row lock (never expected).
        if (pgCode(error) === UNIQUE_VIOLATION) throw refusals.already();
        if (pgCode(error) === '23514') throw refusals.usedUp();
        throw error;
      }
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
