import { planLeagueDay } from '../../../modules/game/simulator/schedule.ts';
import type { CopyCell } from '../../copy-rows.ts';
import type { DemoWorld } from '../world-generator.ts';

/**
 * The matches the demo starts with, as `matches` rows: the cup finals of past seasons and the
 * league days around today, scheduled only (the simulator plays those already due).
 */
export function* fixtures(
  world: DemoWorld,
  seasonIds: Map<number, number>,
  currentSeasonId: number,
): Generator<CopyCell[]> {
  for (const final of world.cupFinals()) {
    yield [
      seasonIds.get(final.seasonNumber) ?? currentSeasonId,
      final.stage,
      final.kickoffAt,
      final.homeTeamId,
      final.awayTeamId,
    ];
  }
  const teamIds = world
    .teams()
    .filter((t) => t.memberCount > 0)
    .map((t) => t.id);
  for (const day of world.leagueDays()) {
    const planned = planLeagueDay({
      seed: world.seed,
      day,
      timeZone: world.timeZone,
      teamIds,
      matchesPerDay: world.scale.matchesPerDay,
    });
    for (const f of planned) yield [currentSeasonId, 'league', f.kickoffAt, f.homeTeamId, f.awayTeamId];
  }
}
