import { AppError } from '../../lib/app-error.ts';
import { dayKey } from '../../lib/game-day.ts';
import { findCurrentSeason } from '../shop/index.ts';
import { hasDeliveredOrder } from '../wallet/index.ts';
import { activeProduct, hasFulfilledOrderFor, type ProductRow, type UserRow } from './order-repository.ts';
import type { PaymentDeps } from './payment-deps.ts';

const PREMIUM_RANK = { none: 0, silver: 1, platinum: 2 } as const;
const PURCHASABLE = new Set([
  'ticket_package',
  'premium',
  'daily_offer',
  'seasonal_pack',
  'special_pack',
  'bundle',
]);
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export type PurchaseRules = Awaited<ReturnType<typeof checkAllowed>>;

export async function findProduct(
  deps: Pick<PaymentDeps, 'db'>,
  variantId: string | number,
): Promise<ProductRow> {
  const product = await activeProduct(deps.db, variantId);
  if (!product || !PURCHASABLE.has(product.kind)) {
    throw new AppError('NOT_FOUND', 'Product not found');
  }
  return product;
}

/** The once-per-season / once-per-day / premium rules, checked before any money moves. */
export async function checkAllowed(
  deps: Pick<PaymentDeps, 'db' | 'game' | 'clock' | 'timeZone'>,
  buyer: UserRow,
  product: ProductRow,
  recipient: { playerId: number; nickname: string } | null,
) {
  const { db } = deps;
  if (product.kind === 'premium') {
    const requested = String(product.extra.premiumType ?? 'silver') as 'silver' | 'platinum';
    const playerId = recipient?.playerId ?? buyer.gamePlayerId;
    const current = playerId ? await deps.game.premiumOf(playerId) : 'none';
    if (PREMIUM_RANK[current] >= PREMIUM_RANK[requested]) {
      const [cur, req] = [capitalise(current), capitalise(requested)];
      throw new AppError(
        'ALREADY_HAS_PREMIUM',
        recipient
          ? `${recipient.nickname} already has ${cur} Premium membership. You cannot gift ${req} Premium.`
          : `You already have ${cur} membership. You cannot purchase ${req} Premium again.`,
        409,
        { current: cur, requested: req, recipient: recipient?.nickname ?? null },
      );
    }
    return {
      premiumType: requested,
      seasonNumber: null,
      gameDay: null,
      onceKey: `premium:${playerId ?? 0}:${requested}`,
    };
  }
  if (product.kind === 'seasonal_pack') {
    const season = await findCurrentSeason(db);
    const seasonNumber = season?.number ?? 0;
    if (await hasDeliveredOrder(db, { userId: buyer.id, productId: product.id, seasonNumber }))
      throw new AppError('ALREADY_PURCHASED', 'This purchase is not allowed', 409);
    return {
      premiumType: null,
      seasonNumber,
      gameDay: null,
      onceKey: `season:${buyer.id}:${product.id}:${seasonNumber}`,
    };
  }
  if (product.kind === 'daily_offer') {
    const gameDay = dayKey(deps.clock(), deps.timeZone);
    if (await hasDeliveredOrder(db, { userId: buyer.id, productId: product.id, gameDay })) {
      throw new AppError(
        'ALREADY_PURCHASED',
        "You have already claimed today's offer. Come back tomorrow!",
        409,
      );
    }
    return {
      premiumType: null,
      seasonNumber: null,
      gameDay,
      onceKey: `daily:${buyer.id}:${product.id}:${gameDay}`,
    };
  }
  return { premiumType: null, seasonNumber: null, gameDay: null, onceKey: null as string | null };
}

/** The game may not show a delivered premium yet (its grant is queued): the order says so. */
export async function refuseIfDelivered(deps: Pick<PaymentDeps, 'db'>, onceKey: string) {
  if (await hasFulfilledOrderFor(deps.db, onceKey))
    throw new AppError('ALREADY_PURCHASED', 'This purchase is not allowed', 409);
}
