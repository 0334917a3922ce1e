import { dayKey, dayStart } from '../../lib/game-day.ts';
import { randomFor } from '../../lib/prng.ts';
import { RANDOM_STREAMS } from '../../modules/game/simulator/rules.ts';
import { DEMO_SCALES, DEMO_SEED, type DemoScale } from './demo-scale.ts';
import { countryAt, nicknameFor, referralIdFor } from './names.ts';
import { drawCupFinals } from './world/cup-finals.ts';
import { drawPlayers, PREMIUM, type PlayerTable } from './world/player-draws.ts';
import { purchaseHistory } from './world/purchase-history.ts';
import { planSeasons, seasonAt } from './world/seasons.ts';
import type {
  CupFinalSeed,
  PlayerSeasonSeed,
  PlayerSeed,
  PurchaseSeed,
  ReferralSeed,
  SeasonSeed,
  TeamSeasonSeed,
  TeamSeed,
  WorldOptions,
} from './world/seed-rows.ts';
import { drawTeams } from './world/team-draws.ts';

/**
 * The demo game world as a pure function of (scale, seed, now, time zone). Numbers every list
 * sorts by are drawn once into typed arrays (world/player-draws.ts); text such as nicknames is
 * derived per row while streaming, so the large world never sits in memory as objects.
 */
export class DemoWorld {
  readonly scale: DemoScale;
  readonly seed: number;
  readonly now: Date;
  readonly timeZone: string;
  readonly seasons: SeasonSeed[];

  private readonly table: PlayerTable;
  private readonly teamSeeds: TeamSeed[];
  private readonly teamSeasonSeeds: TeamSeasonSeed[];

  constructor(options: WorldOptions) {
    this.scale = DEMO_SCALES[options.scale];
    this.seed = options.seed ?? DEMO_SEED;
    this.now = options.now;
    this.timeZone = options.timeZone;
    this.seasons = planSeasons(this.now, this.timeZone);
    const seasonStartsAt = this.currentSeason.startsAt;
    this.table = drawPlayers({ scale: this.scale, seed: this.seed, now: this.now, seasonStartsAt });
    [this.teamSeeds, this.teamSeasonSeeds] = drawTeams(this.table, {
      teams: this.scale.teams,
      players: this.scale.players,
      seed: this.seed,
      now: this.now,
      timeZone: this.timeZone,
      seasonStartsAt,
    });
  }

  get currentSeason(): SeasonSeed {
    return this.seasons[this.seasons.length - 1] as SeasonSeed;
  }

  *players(): Generator<PlayerSeed> {
    const table = this.table;
    for (let id = 1; id <= this.scale.players; id++) {
      const country = countryAt(table.country[id] ?? 0);
      yield {
        id,
        nickname: nicknameFor(randomFor(this.seed, RANDOM_STREAMS.nickname, id), country),
        level: table.level[id] ?? 1,
        seasonLevel: table.seasonLevel[id] ?? 0,
        teamId: table.team[id] || null,
        premiumType: PREMIUM[table.premium[id] ?? 0] ?? 'none',
        referralId: referralIdFor(id),
        referralCount: table.referralCount[id] ?? 0,
      };
    }
  }

  teams(): readonly TeamSeed[] {
    return this.teamSeeds;
  }

  /** Totals of the current season for every player (players without a team have zeros). */
  *playerSeasons(): Generator<PlayerSeasonSeed> {
    const table = this.table;
    for (let id = 1; id <= this.scale.players; id++) {
      yield {
        playerId: id,
        seasonLevel: table.seasonLevel[id] ?? 0,
        goals: table.goals[id] ?? 0,
        assists: table.assists[id] ?? 0,
        goldenCards: table.goldenCards[id] ?? 0,
        matchesPlayed: table.matchesPlayed[id] ?? 0,
        referrals: table.seasonReferrals[id] ?? 0,
      };
    }
  }

  teamSeasons(): readonly TeamSeasonSeed[] {
    return this.teamSeasonSeeds;
  }

  *referrals(): Generator<ReferralSeed> {
    for (let id = 1; id <= this.scale.players; id++) {
      const referrerId = this.table.referrer[id] ?? 0;
      if (referrerId === 0) continue;
      const at = this.table.referredAt[id] ?? 0;
      yield {
        referredId: id,
        referrerId,
        seasonNumber: seasonAt(this.seasons, at)?.number ?? null,
        createdAt: new Date(at),
      };
    }
  }

  purchases(): Generator<PurchaseSeed> {
    const { purchases, players } = this.scale;
    return purchaseHistory({ purchases, players, seed: this.seed, now: this.now });
  }

  cupFinals(): CupFinalSeed[] {
    return drawCupFinals(this.seasons, this.teamSeeds, this.seed, this.timeZone);
  }

  /** The league days the demo starts with: yesterday (played), today and tomorrow. */
  leagueDays(): string[] {
    return [-1, 0, 1].map((delta) => dayKey(dayStart(this.now, this.timeZone, delta), this.timeZone));
  }
}
