import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { templateDatabaseName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a maintenance database on the test cluster; `{db}` is replaced by a database name. */
    databaseUrlPattern: string;
    /** The migrated database every test file clones. */
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when set, otherwise the embedded one.
 * A template database is migrated once; every test file clones it (CREATE DATABASE … TEMPLATE),
 * which takes milliseconds and isolates files completely.
 */
export default async function setup(project: TestProject) {
  let pattern: string;
  let stop: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/{db}';
    pattern = url.toString().replace('%7Bdb%7D', '{db}');
  } else {
    const dataDir = path.resolve(import.meta.dirname, '../../../.tmp/test-postgres');
    await fs.mkdir(dataDir, { recursive: true });
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0, database: 'postgres' });
    pattern = embedded.urlFor('{db}');
    stop = embedded.stop;
  }

  const admin = pattern.replace('{db}', 'postgres');
  const templateDatabase = templateDatabaseName(`${process.pid}_${Date.now().toString(36)}`);
  await ensureDatabase(admin, templateDatabase);
  const template = connectDatabase(pattern.replace('{db}', templateDatabase), 2);
  await runMigrations(template);
  await template.close();

  project.provide('databaseUrlPattern', pattern);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    await dropDatabase(admin, templateDatabase);
    await stop?.();
  };
}

async function dropDatabase(adminUrl: string, name: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
}
