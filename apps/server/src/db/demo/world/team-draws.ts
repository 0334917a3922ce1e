import { dayKey, dayNumber } from '../../../lib/game-day.ts';
import { randomFor } from '../../../lib/prng.ts';
import { RANDOM_STREAMS, strongLineChance, trainingPoints } from '../../../modules/game/simulator/rules.ts';
import { teamNameFor } from '../names.ts';
import type { PlayerTable } from './player-draws.ts';
import type { TeamSeasonSeed, TeamSeed } from './seed-rows.ts';

export interface TeamDrawContext {
  teams: number;
  players: number;
  seed: number;
  now: Date;
  timeZone: string;
  seasonStartsAt: Date;
}

/** Per-team sums of the members' numbers, indexed by team id like the player table by player id. */
function sumMembers(table: PlayerTable, context: TeamDrawContext) {
  const t = context.teams + 1;
  const sums = {
    members: new Uint32Array(t),
    levels: new Float64Array(t),
    seasonLevels: new Float64Array(t),
    captain: new Int32Array(t),
    goals: new Float64Array(t),
    assists: new Float64Array(t),
    strongLines: new Float64Array(t),
  };
  const { members, levels, seasonLevels, captain, goals, assists, strongLines } = sums;
  for (let id = 1; id <= context.players; id++) {
    const team = table.team[id] ?? 0;
    if (team === 0) continue;
    const level = table.level[id] ?? 0;
    members[team] = (members[team] ?? 0) + 1;
    levels[team] = (levels[team] ?? 0) + level;
    seasonLevels[team] = (seasonLevels[team] ?? 0) + (table.seasonLevel[id] ?? 0);
    goals[team] = (goals[team] ?? 0) + (table.goals[id] ?? 0);
    assists[team] = (assists[team] ?? 0) + (table.assists[id] ?? 0);
    // A member plays a line in about half the matches; each such line may reach 90,000 attacks.
    strongLines[team] =
      (strongLines[team] ?? 0) + (table.matchesPlayed[id] ?? 0) * 0.5 * strongLineChance(level);
    const current = captain[team] ?? 0;
    if (current === 0 || level > (table.level[current] ?? 0)) captain[team] = id;
  }
  return sums;
}

/** The teams and their current-season points, from their members' numbers and their own streams. */
export function drawTeams(table: PlayerTable, context: TeamDrawContext): [TeamSeed[], TeamSeasonSeed[]] {
  const { members, levels, seasonLevels, captain, goals, assists, strongLines } = sumMembers(table, context);
  const firstDay = dayNumber(dayKey(context.seasonStartsAt, context.timeZone));
  const today = dayNumber(dayKey(context.now, context.timeZone));
  const usedNames = new Map<string, number>();
  const teams: TeamSeed[] = [];
  const teamSeasons: TeamSeasonSeed[] = [];
  for (let id = 1; id <= context.teams; id++) {
    const random = randomFor(context.seed, RANDOM_STREAMS.team, id);
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
    for (let day = firstDay; day < today; day++) training += trainingPoints(context.seed, id, day);
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
