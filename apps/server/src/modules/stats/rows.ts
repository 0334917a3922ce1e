import type { Match, MatchLine } from '@pitchside/contract/match-stats';
import {
  NO_TEAM,
  UNKNOWN_CAPTAIN,
  type BestAttackerRow,
  type PlayerRow,
  type PurchaserRow,
  type SeasonInfo,
  type TeamEventRow,
  type TeamRow,
} from '@pitchside/contract/stats';
import type {
  BestAttackerRecord,
  PlayerRecord,
  PurchaserRecord,
  SeasonPlayerRecord,
  TeamEventRecord,
  TeamRecord,
} from './leaderboard-repository.ts';
import type { LineRecord, MatchRecord } from './match-repository.ts';

/** Database records to the contract's rows: spec field names, ranks, and the spec's fallbacks. */
export const toTeamRow = (t: TeamRecord, i: number): TeamRow => ({
  Rank: i + 1,
  TeamId: t.id,
  TeamName: t.name,
  TeamPower: t.power,
  CaptainId: t.captainId,
  CaptainNickName: t.captainNickname ?? UNKNOWN_CAPTAIN,
  MemberCount: t.memberCount,
  SeasonPower: t.seasonPower,
  TotalPower: t.totalPower,
});

export const toPlayerRow = (p: PlayerRecord, i: number): PlayerRow => ({
  Rank: i + 1,
  Id: p.id,
  NickName: p.nickname,
  UserLevel: p.level,
  SeasonLevel: p.seasonLevel,
  TotalLevel: p.totalLevel,
  TeamId: p.teamId,
  TeamName: p.teamName ?? NO_TEAM,
  PremiumType: p.premiumType,
});

/** The common part of rows that rank players by a season counter. */
export const toPlayerRef = (p: SeasonPlayerRecord, i: number) => ({
  Rank: i + 1,
  UserId: p.id,
  NickName: p.nickname,
  TeamName: p.teamName ?? NO_TEAM,
  SeasonLevel: p.seasonLevel,
});

export const toTeamEventRow = (t: TeamEventRecord, i: number, rewards: readonly number[]): TeamEventRow => ({
  Rank: i + 1,
  TeamId: t.teamId,
  TeamName: t.teamName ?? `Team ${t.teamId}`,
  GoalPoints: t.goalPoints,
  AssistPoints: t.assistPoints,
  TrainingPoints: t.trainingPoints,
  LinePoints: t.linePoints,
  TotalPoints: t.totalPoints,
  RewardTicketsPerMember: rewards[i] ?? null,
});

export const toBestAttackerRow = (b: BestAttackerRecord, i: number): BestAttackerRow => ({
  Rank: i + 1,
  UserId: b.id,
  NickName: b.nickname ?? `Player ${b.id}`,
  TeamName: b.teamName ?? NO_TEAM,
  SeasonLevel: b.seasonLevel,
  AttackScore: b.attack,
  MatchId: b.matchId,
});

export const toPurchaserRow = (p: PurchaserRecord, i: number): PurchaserRow => ({
  Rank: i + 1,
  UserId: p.id,
  NickName: p.nickname ?? `Player ${p.id}`,
  TeamName: p.teamName ?? NO_TEAM,
  TotalWebPoints: Number(p.total),
  PurchaseCount: Number(p.purchases),
});

export const toSeasonInfo = (s: {
  id: number;
  number: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
}): SeasonInfo => ({
  Id: s.id,
  Number: s.number,
  Name: s.name,
  StartsAt: s.startsAt.toISOString(),
  EndsAt: s.endsAt.toISOString(),
});

export function toMatch(m: NonNullable<MatchRecord>): Match {
  const finished = m.status === 'finished';
  return {
    Id: m.id,
    SeasonNumber: m.seasonNumber ?? 0,
    Stage: m.stage,
    Status: m.status,
    KickoffAt: m.kickoffAt.toISOString(),
    StartedAt: m.startedAt?.toISOString() ?? null,
    FinishedAt: m.finishedAt?.toISOString() ?? null,
    HomeTeamId: m.homeTeamId,
    HomeTeamName: m.homeTeamName ?? `Team ${m.homeTeamId}`,
    AwayTeamId: m.awayTeamId,
    AwayTeamName: m.awayTeamName ?? `Team ${m.awayTeamId}`,
    HomeScore: m.homeScore,
    AwayScore: m.awayScore,
    Winner: !finished
      ? null
      : m.homeScore > m.awayScore
        ? 'home'
        : m.awayScore > m.homeScore
          ? 'away'
          : 'draw',
    LinesPlayed: m.linesPlayed,
    LineCount: m.lineCount,
    HomeAttackTotal: m.homeAttackTotal,
    AwayAttackTotal: m.awayAttackTotal,
    TotalAttack: m.totalAttack,
  };
}

export const toMatchLine = (l: LineRecord): MatchLine => ({
  LineNumber: l.lineNumber,
  IsExtraLine: l.isExtraLine,
  HomePlayerId: l.homePlayerId,
  HomeNickName: l.homeNickname ?? (l.homePlayerId === null ? '—' : `Player ${l.homePlayerId}`),
  AwayPlayerId: l.awayPlayerId,
  AwayNickName: l.awayNickname ?? (l.awayPlayerId === null ? '—' : `Player ${l.awayPlayerId}`),
  HomeAttack: l.homeAttack,
  AwayAttack: l.awayAttack,
  HomeLineScore: l.homeLineScore,
  AwayLineScore: l.awayLineScore,
  HomeTotalScore: l.homeTotalScore,
  AwayTotalScore: l.awayTotalScore,
  PlayedAt: l.playedAt.toISOString(),
});
