import type pg from 'pg';
import type { z } from 'zod';
import type { ingestTeams } from '@pitchside/contract/game-ingest';

type Client = pg.PoolClient;

/** Member counts the game leaves out are counted from the players on record. */
export async function upsertTeams(client: Client, { teams }: z.infer<typeof ingestTeams>): Promise<void> {
  await client.query(
    `insert into teams (id, name, power, captain_player_id, member_count, season_power, total_power, updated_at)
     select u.id, u.name, u.power, u.captain,
       coalesce(u.members, (select count(*)::int from players p where p.team_id = u.id)),
       u.season_power, u.total_power, now()
     from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::bigint[])
       as u(id, name, power, captain, members, season_power, total_power)
     on conflict (id) do update set name = excluded.name, power = excluded.power,
       captain_player_id = excluded.captain_player_id, member_count = excluded.member_count,
       season_power = excluded.season_power, total_power = excluded.total_power, updated_at = now()`,
    [
      teams.map((t) => t.id),
      teams.map((t) => t.name),
      teams.map((t) => t.power),
      teams.map((t) => t.captainPlayerId ?? null),
      teams.map((t) => t.memberCount ?? null),
      teams.map((t) => t.seasonPower),
      teams.map((t) => t.totalPower),
    ],
  );
}
