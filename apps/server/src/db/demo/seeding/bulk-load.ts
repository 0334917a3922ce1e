import type pg from 'pg';
import type { CopyCell } from '../../copy-rows.ts';

/**
 * Loading into a table with many indexes costs an index insert per row and index; building
 * each index once after the load is several times faster. Indexes backing constraints stay.
 */
export async function withoutSecondaryIndexes(
  client: pg.PoolClient,
  table: string,
  load: () => Promise<unknown>,
): Promise<void> {
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
     where schemaname = current_schema() and tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  for (const index of indexes.rows) await client.query(`drop index "${index.name}"`);
  await load();
  for (const index of indexes.rows) await client.query(index.definition);
}

/** Rows for copyRows from any iterable, one at a time: a generated world is never a whole array. */
export function* map<T>(items: Iterable<T>, row: (item: T) => CopyCell[]): Generator<CopyCell[]> {
  for (const item of items) yield row(item);
}
