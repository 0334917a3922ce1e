import { describe, expect, it } from 'vitest';
import { matchStateAt, planMatch, type MatchToPlay, type SquadPlayer } from './match-plan.ts';
import { LINE_INTERVAL_MS, REGULAR_LINES } from './rules.ts';

const squad = (first: number, levels: number[]): SquadPlayer[] =>
  levels.map((level, i) => ({ id: first + i, level, premiumType: i % 5 === 0 ? 'platinum' : 'none' }));
const home = squad(100, [90, 80, 70, 60, 50, 40, 30, 20, 10, 5, 1]);
const away = squad(200, [85, 75, 65, 55, 45, 35, 25, 15, 8, 4]);
const kickoffAt = new Date('2026-03-10T12:00:00Z');
const match = (id: number, stage: MatchToPlay['stage'] = 'league'): MatchToPlay => ({
  id,
  kickoffAt,
  stage,
  homeTeamId: 1,
  awayTeamId: 2,
});

describe('a planned match', () => {
  it('is the same for the same seed, match and squads', () => {
    expect(planMatch(42, match(7), home, away)).toEqual(planMatch(42, match(7), home, away));
    expect(planMatch(43, match(7), home, away)).not.toEqual(planMatch(42, match(7), home, away));
  });

  it('plays ten lines, one every 72 s, the strongest players first, with running totals', () => {
    const plan = planMatch(42, match(7), home, away);
    expect(plan.lines).toHaveLength(REGULAR_LINES);
    expect(plan.lines[0]?.homePlayerId).toBe(100);
    expect(plan.lines.map((l) => l.playedAt.getTime() - kickoffAt.getTime())).toEqual(
      Array.from({ length: 10 }, (_, i) => (i + 1) * LINE_INTERVAL_MS),
    );
    let homeTotal = 0;
    let awayTotal = 0;
    for (const line of plan.lines) {
      homeTotal += line.homeLineScore;
      awayTotal += line.awayLineScore;
      expect([line.homeTotalScore, line.awayTotalScore]).toEqual([homeTotal, awayTotal]);
      expect(line.homeLineScore + line.awayLineScore).toBeLessThanOrEqual(1);
      expect(Boolean(line.goal)).toBe(line.homeLineScore + line.awayLineScore === 1);
      if (line.assist) expect(line.assist.playerId).not.toBe(line.goal?.playerId);
    }
    expect(plan.finishesAt).toEqual(plan.lines[9]?.playedAt);
  });

  it('decides a level cup match with an extra line, while a league match may end level', () => {
    const plans = Array.from({ length: 400 }, (_, id) => planMatch(1, match(id, 'final'), home, away));
    const extra = plans.find((p) => p.lines.length > REGULAR_LINES);
    expect(extra).toBeDefined();
    const last = extra?.lines[REGULAR_LINES];
    expect(last?.isExtraLine).toBe(true);
    expect(last?.homeTotalScore).not.toBe(last?.awayTotalScore);
    for (const plan of plans) {
      const end = plan.lines[plan.lines.length - 1];
      expect(end?.homeTotalScore).not.toBe(end?.awayTotalScore);
    }
    const leagueDraw = Array.from({ length: 400 }, (_, id) => planMatch(1, match(id), home, away)).find(
      (p) => p.lines[9]?.homeTotalScore === p.lines[9]?.awayTotalScore,
    );
    expect(leagueDraw?.lines).toHaveLength(REGULAR_LINES);
  });

  it('is scheduled before kick-off, live while lines are due, finished after the last line', () => {
    const plan = planMatch(42, match(7), home, away);
    expect(matchStateAt(plan, kickoffAt, new Date(kickoffAt.getTime() - 1))).toEqual({
      status: 'scheduled',
      lines: [],
    });
    const live = matchStateAt(plan, kickoffAt, new Date(kickoffAt.getTime() + 2.5 * LINE_INTERVAL_MS));
    expect(live.status).toBe('live');
    expect(live.lines).toHaveLength(2);
    const done = matchStateAt(plan, kickoffAt, plan.finishesAt);
    expect(done.status).toBe('finished');
    expect(done.lines).toHaveLength(10);
  });

  it('plays a side without players as zero attacks', () => {
    const plan = planMatch(42, match(8), home, []);
    expect(plan.lines.every((l) => l.awayPlayerId === null && l.awayAttack === 0)).toBe(true);
    expect(plan.lines[9]?.homeTotalScore).toBe(10);
  });
});
