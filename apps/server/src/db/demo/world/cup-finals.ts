import { dayStart } from '../../../lib/game-day.ts';
import { intBetween, randomFor } from '../../../lib/prng.ts';
import { RANDOM_STREAMS } from '../../../modules/game/simulator/rules.ts';
import type { CupFinalSeed, SeasonSeed, TeamSeed } from './seed-rows.ts';

/** Cup final and bronze final of every finished season, between strong teams, on its last evening. */
export function drawCupFinals(
  seasons: readonly SeasonSeed[],
  teams: readonly TeamSeed[],
  seed: number,
  timeZone: string,
): CupFinalSeed[] {
  const strongest = [...teams]
    .sort((a, b) => b.power - a.power || a.id - b.id)
    .slice(0, 16)
    .map((team) => team.id);
  const finals: CupFinalSeed[] = [];
  for (const season of seasons.slice(0, -1)) {
    const random = randomFor(seed, RANDOM_STREAMS.finals, season.number);
    const pool = [...strongest];
    const drawn: number[] = [];
    while (drawn.length < 4 && pool.length > 0) {
      drawn.push(pool.splice(intBetween(random, 0, pool.length - 1), 1)[0] as number);
    }
    const [a, b, c, d] = drawn;
    if (a === undefined || b === undefined || c === undefined || d === undefined) continue;
    const lastDay = dayStart(new Date(season.endsAt.getTime() - 1), timeZone).getTime();
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
