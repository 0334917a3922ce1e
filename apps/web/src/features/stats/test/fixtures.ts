import type { Match } from '@pitchside/contract/match-stats';
import type { AssistRow, PlayerRow, ScorerRow, TeamRow } from '@pitchside/contract/stats';

export function teamRows(n: number, prefix = 'Team'): TeamRow[] {
  return Array.from({ length: n }, (_, i) => ({
    Rank: i + 1,
    TeamId: i + 1,
    TeamName: `${prefix} ${i + 1}`,
    TeamPower: 300_000 - i * 1000,
    CaptainId: i === 1 ? null : 100 + i,
    CaptainNickName: i === 1 ? 'Unknown' : `Captain${i + 1}`,
    MemberCount: 30,
    SeasonPower: 70_000 - i * 100,
    TotalPower: 900_000 - i * 1000,
  }));
}

export function playerRows(n: number, prefix = 'Player'): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    Rank: i + 1,
    Id: i + 1,
    NickName: `${prefix}${i + 1}`,
    UserLevel: 120 - i,
    SeasonLevel: 40,
    TotalLevel: 160 - i,
    TeamId: i === 0 ? null : i,
    TeamName: i === 0 ? 'No Team' : `Club ${i}`,
    PremiumType: 'none',
  }));
}

export function scorerRows(n: number, prefix = 'Scorer'): ScorerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    Rank: i + 1,
    UserId: i + 1,
    NickName: `${prefix}${i + 1}`,
    TeamName: `Club ${i}`,
    SeasonLevel: 30,
    GoalCount: 40 - i,
  }));
}

export function assistRows(n: number, prefix = 'Assister'): AssistRow[] {
  return Array.from({ length: n }, (_, i) => ({
    Rank: i + 1,
    UserId: i + 1,
    NickName: `${prefix}${i + 1}`,
    TeamName: `Club ${i}`,
    SeasonLevel: 30,
    AssistCount: 35 - i,
  }));
}

export function match(id: number, status: Match['Status'], home = 0, away = 0): Match {
  const finished = status === 'finished';
  return {
    Id: id,
    SeasonNumber: 12,
    Stage: 'league',
    Status: status,
    KickoffAt: '2026-03-10T12:00:00.000Z',
    StartedAt: status === 'scheduled' ? null : '2026-03-10T12:00:00.000Z',
    FinishedAt: finished ? '2026-03-10T12:12:00.000Z' : null,
    HomeTeamId: id * 2,
    HomeTeamName: `Home ${id}`,
    AwayTeamId: id * 2 + 1,
    AwayTeamName: `Away ${id}`,
    HomeScore: home,
    AwayScore: away,
    Winner: finished ? (home > away ? 'home' : away > home ? 'away' : 'draw') : null,
    LinesPlayed: status === 'scheduled' ? 0 : 3,
    LineCount: 10,
    HomeAttackTotal: 300_000,
    AwayAttackTotal: 280_000,
    TotalAttack: 580_000,
  };
}

export const ok = <T>(data: T) => ({ success: true as const, data });
export const serverError = { success: false, error: 'INTERNAL_ERROR', message: 'Internal server error' };
