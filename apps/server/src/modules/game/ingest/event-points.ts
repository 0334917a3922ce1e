import type pg from 'pg';
import type { z } from 'zod';
import type { ingestEventPoints } from '@pitchside/contract/game-ingest';
import { AppError } from '../../../lib/app-error.ts';
import { currentSeasonId, seasonIdsByNumber } from './seasons.ts';

/** Team event points awarded by the game, added once each to the teams' season totals. */
type Client = pg.PoolClient;

export async function insertEventPoints(
  client: Client,
  { eventPoints }: z.infer<typeof ingestEventPoints>,
): Promise<void> {
  const current = await currentSeasonId(client);
  const numbers = [...new Set(eventPoints.flatMap((e) => (e.seasonNumber ? [e.seasonNumber] : [])))];
  const seasonIds = await seasonIdsByNumber(client, numbers);
  const seasonOf = (e: (typeof eventPoints)[number]) =>
    e.seasonNumber ? seasonIds.get(e.seasonNumber) : current;
  if (eventPoints.some((e) => seasonOf(e) === undefined || seasonOf(e) === null)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'No season on record: send one to /api/game/ingest/seasons first',
    );
  }
  // Only awards not seen before reach the totals: a repeated award id is ignored.
  await client.query(
    `with awarded as (
       insert into team_event_points (source_key, season_id, team_id, kind, points, player_id, match_id, occurred_at)
       select * from unnest($1::text[], $2::int[], $3::int[], $4::event_point_kind[], $5::int[], $6::int[], $7::int[],
         $8::timestamptz[])
       on conflict (source_key) do nothing
       returning season_id, team_id, kind, points
     )
     insert into team_seasons (season_id, team_id, goal_points, assist_points, training_points, line_points)
     select season_id, team_id,
       coalesce(sum(points) filter (where kind = 'goal'), 0), coalesce(sum(points) filter (where kind = 'assist'), 0),
       coalesce(sum(points) filter (where kind = 'training'), 0), coalesce(sum(points) filter (where kind = 'line'), 0)
     from awarded group by season_id, team_id
     on conflict (season_id, team_id) do update set
       goal_points = team_seasons.goal_points + excluded.goal_points,
       assist_points = team_seasons.assist_points + excluded.assist_points,
       training_points = team_seasons.training_points + excluded.training_points,
       line_points = team_seasons.line_points + excluded.line_points`,
    [
      eventPoints.map((e) => `game:${e.id}`),
      eventPoints.map(seasonOf),
      eventPoints.map((e) => e.teamId),
      eventPoints.map((e) => e.kind),
      eventPoints.map((e) => e.points),
      eventPoints.map((e) => e.playerId ?? null),
      eventPoints.map((e) => e.matchId ?? null),
      eventPoints.map((e) => e.occurredAt),
    ],
  );
}
