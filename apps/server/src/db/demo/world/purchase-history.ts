import { randomFor } from '../../../lib/prng.ts';
import { RANDOM_STREAMS } from '../../../modules/game/simulator/rules.ts';
import { DAY_MS, type PurchaseSeed } from './seed-rows.ts';

/** Web point packs of the demo purchase history (prices in cents). */
const PACKS = [
  { amountCents: 499, webPoints: 2 },
  { amountCents: 999, webPoints: 3 },
  { amountCents: 1999, webPoints: 7 },
  { amountCents: 4999, webPoints: 18 },
  { amountCents: 9999, webPoints: 40 },
  { amountCents: 19_999, webPoints: 85 },
] as const;

export interface PurchaseContext {
  purchases: number;
  players: number;
  seed: number;
  now: Date;
}

/** A purchase history over the last 180 days, with a few big spenders and many small ones. */
export function* purchaseHistory(context: PurchaseContext): Generator<PurchaseSeed> {
  for (let i = 1; i <= context.purchases; i++) {
    const random = randomFor(context.seed, RANDOM_STREAMS.purchase, i);
    const buyer = Math.floor(context.players * random() ** 2.2);
    // Spread the heavy buyers over the id range instead of always the lowest ids.
    const playerId = 1 + ((buyer * 7919 + 13) % context.players);
    const pack = PACKS[Math.min(PACKS.length - 1, Math.floor(PACKS.length * random() ** 1.8))] ?? PACKS[0];
    yield {
      playerId,
      webPoints: pack.webPoints,
      amountCents: pack.amountCents,
      purchasedAt: new Date(context.now.getTime() - random() ** 1.5 * 180 * DAY_MS),
    };
  }
}
