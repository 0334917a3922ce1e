import type pg from 'pg';
import type { z } from 'zod';
import type { ingestPlayers } from '@pitchside/contract/game-ingest';
import { currentSeasonId } from './seasons.ts';

/**
 * Players of a batch, with what they drag along: their season totals, their referrals and the
 * member counts of every team they left or joined, all recomputed for the rows the batch touched.
 */
type Client = pg.PoolClient;

export async function upsertPlayers(
  client: Client,
  { players }: z.infer<typeof ingestPlayers>,
): Promise<void> {
  const ids = players.map((p) => p.id);
  const before = await client.query<{ team_id: number }>(
    'select distinct team_id from players where id = any($1::int[]) and team_id is not null',
    [ids],
  );
  await client.query(
    `insert into players (id, nickname, level, season_level, team_id, premium_type, referral_id, updated_at)
     select *, now() from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::premium_type[], $7::text[])
     on conflict (id) do update set nickname = excluded.nickname, level = excluded.level,
       season_level = excluded.season_level, team_id = excluded.team_id, premium_type = excluded.premium_type,
       referral_id = excluded.referral_id, updated_at = now()`,
    [
      ids,
      players.map((p) => p.nickname),
      players.map((p) => p.level),
      players.map((p) => p.seasonLevel),
      players.map((p) => p.teamId),
      players.map((p) => p.premiumType),
      players.map((p) => p.referralId),
    ],
  );

  const seasonId = await currentSeasonId(client);
  if (seasonId !== null) {
    // Season totals when sent; the season level copy (a tie-breaker of season lists) always.
    const withStats = players.filter((p) => p.season);
    await client.query(
      `insert into player_seasons (season_id, player_id, season_level, goals, assists, golden_cards, matches_played)
       select $1, * from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[])
       on conflict (season_id, player_id) do update set season_level = excluded.season_level,
         goals = excluded.goals, assists = excluded.assists, golden_cards = excluded.golden_cards,
         matches_played = excluded.matches_played`,
      [
        seasonId,
        withStats.map((p) => p.id),
        withStats.map((p) => p.seasonLevel),
        withStats.map((p) => p.season?.goals ?? 0),
        withStats.map((p) => p.season?.assists ?? 0),
        withStats.map((p) => p.season?.goldenCards ?? 0),
        withStats.map((p) => p.season?.matchesPlayed ?? 0),
      ],
    );
    await client.query(
      `update player_seasons s set season_level = p.season_level from players p
       where s.season_id = $1 and s.player_id = p.id and p.id = any($2::int[])`,
      [seasonId, ids],
    );
  }

  const referred = players.filter((p) => typeof p.referredById === 'number' && p.referredById !== p.id);
  if (referred.length > 0) {
    await client.query(
      `insert into referrals (referred_id, referrer_id, season_id)
       select r.referred, r.referrer, $1 from unnest($2::int[], $3::int[]) as r(referred, referrer)
       on conflict (referred_id) do nothing`,
      [seasonId, referred.map((p) => p.id), referred.map((p) => p.referredById)],
    );
    const referrers = [...new Set(referred.map((p) => p.referredById))];
    await client.query(
      `update players p set referral_count = (select count(*) from referrals r where r.referrer_id = p.id)
       where p.id = any($1::int[])`,
      [referrers],
    );
    if (seasonId !== null) {
      await client.query(
        `insert into player_seasons (season_id, player_id, referrals)
         select $1, r.referrer_id, count(*) from referrals r
         where r.season_id = $1 and r.referrer_id = any($2::int[]) group by r.referrer_id
         on conflict (season_id, player_id) do update set referrals = excluded.referrals`,
        [seasonId, referrers],
      );
    }
  }

  const teamIds = [
    ...new Set([
      ...before.rows.map((r) => r.team_id),
      ...players.flatMap((p) => (p.teamId ? [p.teamId] : [])),
    ]),
  ];
  await client.query(
    `update teams t set member_count = (select count(*) from players p where p.team_id = t.id)
     where t.id = any($1::int[])`,
    [teamIds],
  );
}
