import type { PremiumType } from '@pitchside/contract/stats';
import { randomFor } from '../../../lib/prng.ts';
import { goldenCardChance, RANDOM_STREAMS } from '../../../modules/game/simulator/rules.ts';
import { DAYS_INTO_SEASON, type DemoScale } from '../demo-scale.ts';
import { drawCountry } from '../names.ts';
import { DAY_MS } from './seed-rows.ts';

/** Premium tiers by the small number the player table stores for them. */
export const PREMIUM: readonly PremiumType[] = ['none', 'silver', 'platinum'];

/**
 * Every number a list sorts by, one typed array per column indexed by player id (index 0 is
 * unused): a million players fit in a few MB, where objects would not.
 */
export interface PlayerTable {
  readonly country: Uint8Array;
  readonly level: Uint16Array;
  readonly seasonLevel: Uint16Array;
  /** The team id, 0 for none. */
  readonly team: Int32Array;
  /** An index into PREMIUM. */
  readonly premium: Uint8Array;
  readonly goals: Uint16Array;
  readonly assists: Uint16Array;
  readonly goldenCards: Uint16Array;
  readonly matchesPlayed: Uint16Array;
  /** The referring player's id, 0 for none. */
  readonly referrer: Int32Array;
  readonly referredAt: Float64Array;
  readonly referralCount: Uint32Array;
  readonly seasonReferrals: Uint32Array;
}

export interface PlayerDrawContext {
  scale: DemoScale;
  seed: number;
  now: Date;
  /** Referrals from this moment on count for the current season. */
  seasonStartsAt: Date;
}

/** Draws every player of the scale; each player from its own random streams, so ids are stable. */
export function drawPlayers(context: PlayerDrawContext): PlayerTable {
  const n = context.scale.players + 1;
  const table: PlayerTable = {
    country: new Uint8Array(n),
    level: new Uint16Array(n),
    seasonLevel: new Uint16Array(n),
    team: new Int32Array(n),
    premium: new Uint8Array(n),
    goals: new Uint16Array(n),
    assists: new Uint16Array(n),
    goldenCards: new Uint16Array(n),
    matchesPlayed: new Uint16Array(n),
    referrer: new Int32Array(n),
    referredAt: new Float64Array(n),
    referralCount: new Uint32Array(n),
    seasonReferrals: new Uint32Array(n),
  };
  for (let id = 1; id < n; id++) drawPlayer(table, context, id);
  return table;
}

function drawPlayer(table: PlayerTable, context: PlayerDrawContext, id: number): void {
  const random = randomFor(context.seed, RANDOM_STREAMS.player, id);
  table.country[id] = drawCountry(random);
  const level = 1 + Math.floor(119 * random() ** 1.6);
  table.level[id] = level;
  table.seasonLevel[id] = Math.min(60, Math.floor(level * 0.25 + random() * 15));
  table.team[id] = random() < 0.93 ? 1 + Math.floor(random() * context.scale.teams) : 0;
  const tier = random();
  table.premium[id] = tier < 0.03 ? 2 : tier < 0.11 ? 1 : 0;

  if (table.team[id] !== 0) {
    const stats = randomFor(context.seed, RANDOM_STREAMS.seasonStats, id);
    const strength = level / 120;
    const played = Math.floor(DAYS_INTO_SEASON * (0.55 + 0.45 * stats()));
    table.matchesPlayed[id] = played;
    table.goals[id] = Math.round(played * (0.04 + 0.5 * strength * stats()));
    table.assists[id] = Math.round(played * (0.03 + 0.3 * strength * stats()));
    const cardChance = goldenCardChance(PREMIUM[table.premium[id] ?? 0] ?? 'none');
    table.goldenCards[id] = Math.round(played * cardChance * 2 * stats());
  }

  const ref = randomFor(context.seed, RANDOM_STREAMS.referral, id);
  if (id > 10 && ref() < 0.3) {
    // Early players brought in most others: the referrer is drawn with a strong bias to low ids.
    const referrerId = 1 + Math.floor((id - 1) * ref() ** 2.5);
    const at = context.now.getTime() - ref() * 240 * DAY_MS;
    table.referrer[id] = referrerId;
    table.referredAt[id] = at;
    table.referralCount[referrerId] = (table.referralCount[referrerId] ?? 0) + 1;
    if (at >= context.seasonStartsAt.getTime()) {
      table.seasonReferrals[referrerId] = (table.seasonReferrals[referrerId] ?? 0) + 1;
    }
  }
}
