import { randomInt } from 'node:crypto';
import type { PromoCodeStatus } from '@pitchside/contract/codes';
import type { promoCodeCreateBody, promoCodeUpdateBody } from '@pitchside/contract/codes';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { Actor, CodesDeps } from './codes-deps.ts';
import {
  codeTaken,
  findPromoCode,
  insertPromoCode,
  insertUnits,
  lockPromoCode,
  unitsOf,
  updatePromoCode,
  type PromoCodeRow,
} from './repository.ts';

export type PromoCodeCreateInput = z.output<typeof promoCodeCreateBody>;
export type PromoCodeUpdateInput = z.output<typeof promoCodeUpdateBody>;

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

/** What the audit log keeps of a campaign: its rules, not its redemption count. */
const auditView = ({ uses: _uses, createdAt: _c, updatedAt: _u, ...rest }: PromoCodeRow) => rest;

const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

const campaignValues = (body: PromoCodeUpdateInput | PromoCodeCreateInput) => ({
  name: body.name,
  rewardKind: body.rewardKind,
  webPoints: body.rewardKind === 'web_points' ? body.webPoints : 0,
  tickets: body.rewardKind === 'game_items' ? body.tickets : 0,
  energy: body.rewardKind === 'game_items' ? body.energy : 0,
  skillPoints: body.rewardKind === 'game_items' ? body.skillPoints : 0,
  bonusPercent: body.rewardKind === 'purchase_bonus' ? body.bonusPercent : 0,
  bonusDays: body.rewardKind === 'purchase_bonus' ? body.bonusDays : 0,
  discountPercent: body.rewardKind === 'discount' ? body.discountPercent : 0,
  discountCents: body.rewardKind === 'discount' ? body.discountCents : 0,
  discountProductId: body.rewardKind === 'discount' ? body.discountProductId : null,
  startsAt: dateOrNull(body.startsAt),
  endsAt: dateOrNull(body.endsAt),
  perPlayerLimit: body.perPlayerLimit,
  vipTiers: body.vipTiers.length > 0 ? [...new Set(body.vipTiers)].sort() : null,
  neverBought: body.neverBought,
  registeredAfter: dateOrNull(body.registeredAfter),
  registeredBefore: dateOrNull(body.registeredBefore),
});

export async function createCampaign(deps: CodesDeps, actor: Actor, body: PromoCodeCreateInput) {
  const { db, clock } = deps;
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
}

export async function updateCampaign(deps: CodesDeps, actor: Actor, id: number, body: PromoCodeUpdateInput) {
  const { db, clock } = deps;
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
}

export async function setCampaignStatus(deps: CodesDeps, actor: Actor, id: number, status: PromoCodeStatus) {
  const { db, clock } = deps;
  const now = clock();
  return db.transaction(async (tx) => {
    const before = await lockPromoCode(tx, id);
    if (!before) throw notFound('Promo code not found');
    if (before.status === status) return before;
    if (before.status === 'ended') throw new AppError('CONFLICT', 'An ended code cannot change', 409);
    if (status === 'draft') throw new AppError('CONFLICT', 'A published code cannot go back to draft', 409);
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
}

/** A batch's codes as CSV for a partner; the export itself is recorded. */
export async function exportCampaignCsv(deps: CodesDeps, actor: Actor, id: number) {
  const { db, clock } = deps;
  const campaign = await findPromoCode(db, id);
  if (!campaign) throw notFound('Promo code not found');
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
}
