import type { CupStage } from '@pitchside/contract/match-stats';
import type { PremiumType } from '@pitchside/contract/stats';
import type { DemoScaleName } from '../demo-scale.ts';

/**
 * The rows the demo world hands to the seeder, one interface per table it fills. They live apart
 * from the drawing code so the seeder and every drawing step agree on one shape.
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

export const DAY_MS = 86_400_000;
