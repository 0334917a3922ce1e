import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../lib/server-root.ts';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

// Any 64-bit number unique to this purpose; several servers starting at once migrate one at a time.
const MIGRATION_LOCK_ID = 7_302_114_991;

export async function runMigrations({ pool, db }: DatabaseHandle): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
