import type pg from 'pg';
import type { z } from 'zod';
import type { ingestSeasons } from '@pitchside/contract/game-ingest';
import { AppError } from '../../../lib/app-error.ts';

/**
 * Seasons of the game read model. The other ingestion batches name seasons by number; the
 * lookups here turn those into row ids, and refuse a number the game never sent.
 */
type Client = pg.PoolClient;

export async function upsertSeasons(
  client: Client,
  { seasons }: z.infer<typeof ingestSeasons>,
): Promise<void> {
  await client.query(
    `insert into seasons (number, name, starts_at, ends_at)
     select * from unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[])
     on conflict (number) do update set name = excluded.name, starts_at = excluded.starts_at,
       ends_at = excluded.ends_at`,
    [
      seasons.map((s) => s.number),
      seasons.map((s) => s.name),
      seasons.map((s) => s.startsAt),
      seasons.map((s) => s.endsAt),
    ],
  );
}

export async function currentSeasonId(client: Client): Promise<number | null> {
  const row = await client.query<{ id: number }>('select id from seasons order by number desc limit 1');
  return row.rows[0]?.id ?? null;
}

export async function seasonIdsByNumber(client: Client, numbers: number[]): Promise<Map<number, number>> {
  const rows = await client.query<{ id: number; number: number }>(
    'select id, number from seasons where number = any($1::int[])',
    [numbers],
  );
  const ids = new Map(rows.rows.map((r) => [r.number, r.id]));
  const missing = numbers.filter((n) => !ids.has(n));
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Unknown season ${missing.join(', ')}: send it to /api/game/ingest/seasons first`,
    );
  }
  return ids;
}
