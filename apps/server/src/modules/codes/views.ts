import type { Creator, PromoCode } from '@pitchside/contract/codes';
import type { CreatorRow } from './creators-repository.ts';
import type { PromoCodeRow } from './repository.ts';

export const toPromoCode = (row: PromoCodeRow & { revenueCents?: number }): PromoCode => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  code: row.code,
  status: row.status,
  rewardKind: row.rewardKind,
  webPoints: row.webPoints,
  tickets: row.tickets,
  energy: row.energy,
  skillPoints: row.skillPoints,
  bonusPercent: row.bonusPercent,
  bonusDays: row.bonusDays,
  discountPercent: row.discountPercent,
  discountCents: row.discountCents,
  discountProductId: row.discountProductId,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  perPlayerLimit: row.perPlayerLimit,
  vipTiers: row.vipTiers ?? [],
  neverBought: row.neverBought,
  registeredAfter: row.registeredAfter?.toISOString() ?? null,
  registeredBefore: row.registeredBefore?.toISOString() ?? null,
  uses: row.uses,
  revenueCents: row.revenueCents ?? 0,
  createdAt: row.createdAt.toISOString(),
});

export const toCreator = (
  row: CreatorRow & { nickname: string; email: string; supporters: number; earnedCents: number },
): Creator => ({
  id: row.id,
  userId: row.userId,
  nickname: row.nickname,
  email: row.email,
  code: row.code,
  sharePercent: row.shareBasisPoints / 100,
  active: row.active,
  supporters: row.supporters,
  earnedCents: row.earnedCents,
  createdAt: row.createdAt.toISOString(),
});
