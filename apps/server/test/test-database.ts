import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';

/** Each run migrates a template of its own, so two runs at once (two checkouts) never share one. */
export const templateDatabaseName = (runId: string) => `pitchside_test_template_${runId}`;

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of this test file's own, dropped again by `drop()`. `poolSize` is
 * the connection pool of the app under test (a pool test sets the production default of 10).
 */
export async function createTestDatabase(poolSize = 5): Promise<TestDatabase> {
  const pattern = inject('databaseUrlPattern');
  const name = `pitchside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pattern.replace('{db}', 'postgres') });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  } finally {
    await admin.end();
  }
  const url = pattern.replace('{db}', name);
  const handle = connectDatabase(url, poolSize);
  return {
    ...handle,
    url,
    name,
    async drop() {
      await handle.close();
      const client = new pg.Client({ connectionString: pattern.replace('{db}', 'postgres') });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
