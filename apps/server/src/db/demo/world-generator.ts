import type { CupStage } from '@pitchside/contract/match-stats';
import type { PremiumType } from '@pitchside/contract/stats';
import { dayKey, dayNumber, dayStart } from '../../lib/game-day.ts';
import { intBetween, randomFor } from '../../lib/prng.ts';
import {
  goldenCardChance,
  RANDOM_STREAMS,
  strongLineChance,
  trainingPoints,
} from '../../modules/game/simulator/rules.ts';
import {
  CURRENT_SEASON,
  DAYS_INTO_SEASON,
  DEMO_SCALES,
  DEMO_SEED,
  FIRST_SEASON,
  SEASON_DAYS,
  type DemoScale,
  type DemoScaleName,
} from './demo-scale.ts';
import { countryAt, drawCountry, nicknameFor, referralIdFor, teamNameFor } from './names.ts';

/**
 * The demo game world as a pure function of (scale, seed, now, time zone). Numbers every list
 * sorts by are drawn once into typed arrays (a million players fit in a few MB); text such
 * as nicknames is derived per row while streaming, so the large world never sits in memory
 * as objects.
 */
export interface WorldOptions {
  scale: DemoScaleName;
  now: Date;
  timeZone: string;
  seed?: number;
}

export interface SeasonSeed {
  number: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
}

export interface PlayerSeed {
  id: number;
  nickname: string;
  level: number;
  seasonLevel: number;
  teamId: number | null;
  premiumType: PremiumType;
  referralId: string;
  referralCount: number;
}

export interface TeamSeed {
  id: number;
  name: string;
  power: number;
  captainPlayerId: number | null;
  memberCount: number;
  seasonPower: number;
  totalPower: number;
}

export interface PlayerSeasonSeed {
  playerId: number;
  seasonLevel: number;
  goals: number;
  assists: number;
  goldenCards: number;
  matchesPlayed: number;
  referrals: number;
}

export interface TeamSeasonSeed {
  teamId: number;
  goalPoints: number;
  assistPoints: number;
  trainingPoints: number;
  linePoints: number;
}

export interface ReferralSeed {
  referredId: number;
  referrerId: number;
  seasonNumber: number | null;
  createdAt: Date;
}

export interface PurchaseSeed {
  playerId: number;
  webPoints: number;
  amountCents: number;
  purchasedAt: Date;
}

export interface CupFinalSeed {
  seasonNumber: number;
  stage: Exclude<CupStage, 'league'>;
  kickoffAt: Date;
  homeTeamId: number;
  awayTeamId: number;
}

const PREMIUM: readonly PremiumType[] = ['none', 'silver', 'platinum'];
/** Web point packs of the demo purchase history (prices in cents). */
const PACKS = [
  { amountCents: 499, webPoints: 2 },
  { amountCents: 999, webPoints: 3 },
  { amountCents: 1999, webPoints: 7 },
  { amountCents: 4999, webPoints: 18 },
  { amountCents: 9999, webPoints: 40 },
  { amountCents: 19_999, webPoints: 85 },
] as const;
const DAY_MS = 86_400_000;
export class DemoWorld {
  readonly scale: DemoScale;
  readonly seed: number;
  readonly now: Date;
  readonly timeZone: string;
  readonly seasons: SeasonSeed[];

  private readonly country: Uint8Array;
  private readonly level: Uint16Array;
  private readonly seasonLevel: Uint16Array;
  private readonly team: Int32Array;
  private readonly premium: Uint8Array;
  private readonly goals: Uint16Array;
  private readonly assists: Uint16Array;
  private readonly goldenCards: Uint16Array;
  private readonly matchesPlayed: Uint16Array;
  private readonly referrer: Int32Array;
  private readonly referredAt: Float64Array;
  private readonly referralCount: Uint32Array;
  private readonly seasonReferrals: Uint32Array;
  private readonly teamSeeds: TeamSeed[];
  private readonly teamSeasonSeeds: TeamSeasonSeed[];

  constructor(options: WorldOptions) {
    this.scale = DEMO_SCALES[options.scale];
    this.seed = options.seed ?? DEMO_SEED;
    this.now = options.now;
    this.timeZone = options.timeZone;
    this.seasons = this.planSeasons();
    const n = this.scale.players + 1;
    this.country = new Uint8Array(n);
    this.level = new Uint16Array(n);
    this.seasonLevel = new Uint16Array(n);
    this.team = new Int32Array(n);
    this.premium = new Uint8Array(n);
    this.goals = new Uint16Array(n);
    this.assists = new Uint16Array(n);
    this.goldenCards = new Uint16Array(n);
    this.matchesPlayed = new Uint16Array(n);
    this.referrer = new Int32Array(n);
    this.referredAt = new Float64Array(n);
    this.referralCount = new Uint32Array(n);
    this.seasonReferrals = new Uint32Array(n);
    for (let id = 1; id < n; id++) this.drawPlayer(id);
    [this.teamSeeds, this.teamSeasonSeeds] = this.drawTeams();
  }

  get currentSeason(): SeasonSeed {
    return this.seasons[this.seasons.length - 1] as SeasonSeed;
  }

  /** Seasons 9–11 finished back to back; season 12 started DAYS_INTO_SEASON days ago. */
  private planSeasons(): SeasonSeed[] {
    const seasons: SeasonSeed[] = [];
    for (let number = FIRST_SEASON; number <= CURRENT_SEASON; number++) {
      const back = (CURRENT_SEASON - number) * SEASON_DAYS + DAYS_INTO_SEASON;
      seasons.push({
        number,
        name: `Season ${number}`,
        startsAt: dayStart(this.now, this.timeZone, -back),
        endsAt: dayStart(this.now, this.timeZone, -back + SEASON_DAYS),
      });
    }
    return seasons;
  }

  private seasonAt(time: number): SeasonSeed | undefined {
    return this.seasons.find((s) => s.startsAt.getTime() <= time && time < s.endsAt.getTime());
  }

  private drawPlayer(id: number): void {
    const random = randomFor(this.seed, RANDOM_STREAMS.player, id);
    this.country[id] = drawCountry(random);
    const level = 1 + Math.floor(119 * random() ** 1.6);
    this.level[id] = level;
    this.seasonLevel[id] = Math.min(60, Math.floor(level * 0.25 + random() * 15));
    this.team[id] = random() < 0.93 ? 1 + Math.floor(random() * this.scale.teams) : 0;
    const tier = random();
    this.premium[id] = tier < 0.03 ? 2 : tier < 0.11 ? 1 : 0;

    if (this.team[id] !== 0) {
      const stats = randomFor(this.seed, RANDOM_STREAMS.seasonStats, id);
      const strength = level / 120;
      const played = Math.floor(DAYS_INTO_SEASON * (0.55 + 0.45 * stats()));
      this.matchesPlayed[id] = played;
      this.goals[id] = Math.round(played * (0.04 + 0.5 * strength * stats()));
      this.assists[id] = Math.round(played * (0.03 + 0.3 * strength * stats()));
      const cardChance = goldenCardChance(PREMIUM[this.premium[id] ?? 0] ?? 'none');
      this.goldenCards[id] = Math.round(played * cardChance * 2 * stats());
    }

    const ref = randomFor(this.seed, RANDOM_STREAMS.referral, id);
    if (id > 10 && ref() < 0.3) {
      // Early players brought in most others: the referrer is drawn with a strong bias to low ids.
      const referrerId = 1 + Math.floor((id - 1) * ref() ** 2.5);
      const at = this.now.getTime() - ref() * 240 * DAY_MS;
      this.referrer[id] = referrerId;
      this.referredAt[id] = at;
      this.referralCount[referrerId] = (this.referralCount[referrerId] ?? 0) + 1;
      if (at >= this.currentSeason.startsAt.getTime()) {
        this.seasonReferrals[referrerId] = (this.seasonReferrals[referrerId] ?? 0) + 1;
      }
    }
  }

  private drawTeams(): [TeamSeed[], TeamSeasonSeed[]] {
    const t = this.scale.teams + 1;
    const members = new Uint32Array(t);
    const levels = new Float64Array(t);
    const seasonLevels = new Float64Array(t);
    const captain = new Int32Array(t);
    const goals = new Float64Array(t);
    const assists = new Float64Array(t);
    const strongLines = new Float64Array(t);
    for (let id = 1; id <= this.scale.players; id++) {
      const team = this.team[id] ?? 0;
      if (team === 0) continue;
      const level = this.level[id] ?? 0;
      members[team] = (members[team] ?? 0) + 1;
      levels[team] = (levels[team] ?? 0) + level;
      seasonLevels[team] = (seasonLevels[team] ?? 0) + (this.seasonLevel[id] ?? 0);
      goals[team] = (goals[team] ?? 0) + (this.goals[id] ?? 0);
      assists[team] = (assists[team] ?? 0) + (this.assists[id] ?? 0);
      // A member plays a line in about half the matches; each such line may reach 90,000 attacks.
      strongLines[team] =
        (strongLines[team] ?? 0) + (this.matchesPlayed[id] ?? 0) * 0.5 * strongLineChance(level);
      const current = captain[team] ?? 0;
      if (current === 0 || level > (this.level[current] ?? 0)) captain[team] = id;
    }

    const firstDay = dayNumber(dayKey(this.currentSeason.startsAt, this.timeZone));
    const today = dayNumber(dayKey(this.now, this.timeZone));
    const usedNames = new Map<string, number>();
    const teams: TeamSeed[] = [];
    const teamSeasons: TeamSeasonSeed[] = [];
    for (let id = 1; id < t; id++) {
      const random = randomFor(this.seed, RANDOM_STREAMS.team, id);
      const name = teamNameFor(random, usedNames);
      const power = Math.round((levels[id] ?? 0) * 150 + random() * 500);
      const seasonPower = Math.round((seasonLevels[id] ?? 0) * 120 + random() * 300);
      teams.push({
        id,
        name,
        power,
        captainPlayerId: captain[id] || null,
        memberCount: members[id] ?? 0,
        seasonPower,
        totalPower: power + seasonPower + Math.floor(power * (1 + 3 * random())),
      });
      let training = 0;
      for (let day = firstDay; day < today; day++) training += trainingPoints(this.seed, id, day);
      teamSeasons.push({
        teamId: id,
        goalPoints: 12 * (goals[id] ?? 0),
        assistPoints: 4 * (assists[id] ?? 0),
        trainingPoints: training,
        linePoints: Math.round(strongLines[id] ?? 0),
      });
    }
    return [teams, teamSeasons];
  }

  *players(): Generator<PlayerSeed> {
    for (let id = 1; id <= this.scale.players; id++) {
      const country = countryAt(this.country[id] ?? 0);
      yield {
        id,
        nickname: nicknameFor(randomFor(this.seed, RANDOM_STREAMS.nickname, id), country),
        level: this.level[id] ?? 1,
        seasonLevel: this.seasonLevel[id] ?? 0,
        teamId: this.team[id] || null,
        premiumType: PREMIUM[this.premium[id] ?? 0] ?? 'none',
        referralId: referralIdFor(id),
        referralCount: this.referralCount[id] ?? 0,
      };
    }
  }

  teams(): readonly TeamSeed[] {
    return this.teamSeeds;
  }

  /** Totals of the current season for every player (players without a team have zeros). */
  *playerSeasons(): Generator<PlayerSeasonSeed> {
    for (let id = 1; id <= this.scale.players; id++) {
      yield {
        playerId: id,
        seasonLevel: this.seasonLevel[id] ?? 0,
        goals: this.goals[id] ?? 0,
        assists: this.assists[id] ?? 0,
        goldenCards: this.goldenCards[id] ?? 0,
        matchesPlayed: this.matchesPlayed[id] ?? 0,
        referrals: this.seasonReferrals[id] ?? 0,
      };
    }
  }

  teamSeasons(): readonly TeamSeasonSeed[] {
    return this.teamSeasonSeeds;
  }

  *referrals(): Generator<ReferralSeed> {
    for (let id = 1; id <= this.scale.players; id++) {
      const referrerId = this.referrer[id] ?? 0;
      if (referrerId === 0) continue;
      const at = this.referredAt[id] ?? 0;
      yield {
        referredId: id,
        referrerId,
        seasonNumber: this.seasonAt(at)?.number ?? null,
        createdAt: new Date(at),
      };
    }
  }

  /** A purchase history over the last 180 days, with a few big spenders and many small ones. */
  *purchases(): Generator<PurchaseSeed> {
    for (let i = 1; i <= this.scale.purchases; i++) {
      const random = randomFor(this.seed, RANDOM_STREAMS.purchase, i);
      const buyer = Math.floor(this.scale.players * random() ** 2.2);
      // Spread the heavy buyers over the id range instead of always the lowest ids.
      const playerId = 1 + ((buyer * 7919 + 13) % this.scale.players);
      const pack = PACKS[Math.min(PACKS.length - 1, Math.floor(PACKS.length * random() ** 1.8))] ?? PACKS[0];
      yield {
        playerId,
        webPoints: pack.webPoints,
        amountCents: pack.amountCents,
        purchasedAt: new Date(this.now.getTime() - random() ** 1.5 * 180 * DAY_MS),
      };
    }
  }

  /** Cup final and bronze final of every finished season, between strong teams, on its last evening. */
  cupFinals(): CupFinalSeed[] {
    const strongest = [...this.teamSeeds]
      .sort((a, b) => b.power - a.power || a.id - b.id)
      .slice(0, 16)
      .map((team) => team.id);
    const finals: CupFinalSeed[] = [];
    for (const season of this.seasons.slice(0, -1)) {
      const random = randomFor(this.seed, RANDOM_STREAMS.finals, season.number);
      const pool = [...strongest];
      const drawn: number[] = [];
      while (drawn.length < 4 && pool.length > 0) {
        drawn.push(pool.splice(intBetween(random, 0, pool.length - 1), 1)[0] as number);
      }
      const [a, b, c, d] = drawn;
      if (a === undefined || b === undefined || c === undefined || d === undefined) continue;
      const lastDay = dayStart(new Date(season.endsAt.getTime() - 1), this.timeZone).getTime();
      finals.push(
        {
          seasonNumber: season.number,
          stage: 'bronze_final',
          kickoffAt: new Date(lastDay + 17 * 3_600_000),
          homeTeamId: c,
          awayTeamId: d,
        },
        {
          seasonNumber: season.number,
          stage: 'final',
          kickoffAt: new Date(lastDay + 19 * 3_600_000),
          homeTeamId: a,
          awayTeamId: b,
        },
      );
    }
    return finals;
  }

  /** The league days the demo starts with: yesterday (played), today and tomorrow. */
  leagueDays(): string[] {
    return [-1, 0, 1].map((delta) => dayKey(dayStart(this.now, this.timeZone, delta), this.timeZone));
  }
}
