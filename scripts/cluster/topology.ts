/**
 * The pieces of a local "many servers, one database" cluster, shared by `npm run cluster`
 * (scripts/cluster.mjs) and the cluster bench (bench/cluster.ts): one PostgreSQL, one Redis, N portal
 * processes (the built server, apps/server/dist/main.js) and HAProxy in front of them. Node built-ins
 * only; HAProxy and redis-server are Debian's packages (scripts/ensure-haproxy.sh, ensure-redis.sh).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  findFreePort,
  runningEmbeddedCluster,
  startEmbeddedPostgres,
} from '../../apps/server/src/db/embedded-postgres.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PORTAL_MAIN = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');
export const REDIS_SERVER = '/usr/bin/redis-server';
/** What HAProxy asks each portal every 2 s; a portal that fails it twice gets no traffic. */
export const READY_PATH = '/api/health/ready';

export { findFreePort };

/** Something this module started (or found running) that the caller stops at the end. */
export interface Service {
  url: string;
  /** One line for a banner: what it is and where. */
  description: string;
  /** False when it was given (DATABASE_URL, REDIS_URL) or found running: stop() leaves it alone. */
  startedHere: boolean;
  stop(): Promise<void>;
}

/** Runs scripts/ensure-<tool>.sh (installs the Debian package when missing); throws when it fails. */
export function ensureInstalled(tool: 'haproxy' | 'redis'): void {
  const result = spawnSync('bash', [path.join(ROOT, 'scripts', `ensure-${tool}.sh`)], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`scripts/ensure-${tool}.sh failed (exit ${result.status})`);
}

/** A URL as it may be printed: the password replaced by ***. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Throws a readable error when something already listens on 127.0.0.1:port. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} (${what}) is already in use: stop what holds it or choose another port`
            : `port ${port} (${what}): ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * The cluster's one PostgreSQL: DATABASE_URL when given; else the embedded PostgreSQL a running
 * portal already holds on this data folder (stopping it would pull the database from under that
 * portal); else an embedded PostgreSQL started here, its cluster in `dataDir`/pg as `npm start` keeps it.
 */
export async function startDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  notice?: (message: string) => void;
}): Promise<Service> {
  const nothing = async () => {};
  if (options.databaseUrl) {
    return {
      url: options.databaseUrl,
      description: `DATABASE_URL ${redacted(options.databaseUrl)}`,
      startedHere: false,
      stop: nothing,
    };
  }
  const running = await runningEmbeddedCluster(options.dataDir);
  if (running) {
    return {
      url: running.url,
      description: `embedded PostgreSQL another process runs on 127.0.0.1:${running.port} (${options.dataDir}/pg), left running`,
      startedHere: false,
      stop: nothing,
    };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: 0,
    ...(options.notice ? { notice: options.notice } : {}),
  });
  const port = new URL(embedded.url).port;
  return {
    url: embedded.url,
    description: `embedded PostgreSQL on 127.0.0.1:${port} (${options.dataDir}/pg), started here`,
    startedHere: true,
    stop: () => embedded.stop(),
  };
}

/**
 * The cluster's one Redis: REDIS_URL when given; else Debian's redis-server on a free loopback port,
 * keeping nothing on disk (no snapshots, no append-only file): abuse-limit counters only. Its few
 * log lines go to `dir`/redis.log.
 */
export async function startRedis(options: { redisUrl?: string | undefined; dir: string }): Promise<Service> {
  if (options.redisUrl) {
    return {
      url: options.redisUrl,
      description: `REDIS_URL ${redacted(options.redisUrl)}`,
      startedHere: false,
      stop: async () => {},
    };
  }
  ensureInstalled('redis');
  fs.mkdirSync(options.dir, { recursive: true });
  const port = await findFreePort();
  const child = spawnChild(
    REDIS_SERVER,
    // `--save ""`: the empty string turns snapshots off (spawn passes it as its own argument).
    [
      ...['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1'],
      ...['--dir', options.dir, '--loglevel', 'warning', '--logfile', path.join(options.dir, 'redis.log')],
    ],
  );
  await waitUntil(`redis-server on port ${port}`, child, () => redisAnswers(port), 15_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    description: `redis-server on 127.0.0.1:${port}, started here (nothing saved to disk)`,
    startedHere: true,
    stop: () => stopProcess(child),
  };
}

/** True when a Redis on 127.0.0.1:port answers PING with PONG. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

export interface Portal {
  name: string;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  process: ChildProcess;
}

/**
 * One portal process: the built server on 127.0.0.1:port with the shared database, Redis and data
 * folder, running background jobs too (pg-boss hands each job to one process).
 */
export function startPortal(options: {
  name: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  publicUrl: string;
  /** The environment it starts from (default: this process's); the cluster's settings go on top. */
  baseEnv?: NodeJS.ProcessEnv;
  extraEnv?: Record<string, string>;
  onLine?: (line: string) => void;
}): Portal {
  if (!fs.existsSync(PORTAL_MAIN)) {
    throw new Error(`${path.relative(ROOT, PORTAL_MAIN)} is missing: run \`npm run build\` first`);
  }
  const env = {
    ...(options.baseEnv ?? process.env),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.publicUrl,
    JOBS_ENABLED: 'true',
    // HAProxy reaches the portals over loopback: only its X-Forwarded-For / -Proto are believed.
    TRUSTED_PROXIES: '127.0.0.1',
    ...options.extraEnv,
  };
  const child = spawn(process.execPath, [PORTAL_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  forwardLines(child, options.onLine);
  return { name: options.name, port: options.port, url: `http://127.0.0.1:${options.port}`, process: child };
}

/** Waits until `url` answers 2xx, failing early when the process exits first. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const ok = () =>
    fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
  await waitUntil(url, child, ok, timeoutMs);
}

export interface HaproxyListener {
  /** Names the frontend (fe_<name>) and its backend (be_<name>): letters, digits, dashes. */
  name: string;
  /** Where HAProxy listens for it. */
  bind: string;
  port: number;
  servers: Array<{ name: string; port: number }>;
}

/**
 * haproxy.cfg: per listener, a frontend that balances round robin over its portal processes, each
 * checked with GET `checkPath` (2 s apart; down after 2 failures, back after 2 successes); timeouts
 * that let server-sent event streams stay open (`timeout tunnel`); X-Forwarded-For and -Proto set.
 */
export function haproxyConfig(options: {
  listeners: HaproxyListener[];
  /** The stats page on 127.0.0.1:statsPort (omit for none). */
  statsPort?: number;
  checkPath?: string;
}): string {
  const checkPath = options.checkPath ?? READY_PATH;
  const lines = [
    '# Written by scripts/cluster/topology.ts (npm run cluster, the cluster bench); edits are overwritten.',
    'global',
    '    maxconn 4096',
    '',
    'defaults',
    '    mode http',
    '    option forwardfor',
    '    timeout connect 5s',
    '    timeout client 1m',
    '    timeout server 1m',
    '    # An open server-sent event stream counts as a tunnel once its answer has begun.',
    '    timeout tunnel 1h',
    '    timeout http-request 10s',
    '    timeout http-keep-alive 10s',
    '    timeout queue 30s',
  ];
  for (const listener of options.listeners) {
    lines.push(
      '',
      `frontend fe_${listener.name}`,
      `    bind ${listener.bind}:${listener.port}`,
      '    http-request set-header X-Forwarded-Proto http',
      `    default_backend be_${listener.name}`,
      '',
      `backend be_${listener.name}`,
      '    balance roundrobin',
      '    option httpchk',
      `    http-check send meth GET uri ${checkPath} ver HTTP/1.1 hdr Host localhost`,
      '    http-check expect status 200',
      '    default-server inter 2s fall 2 rise 2',
      ...listener.servers.map((server) => `    server ${server.name} 127.0.0.1:${server.port} check`),
    );
  }
  if (options.statsPort) {
    lines.push(
      '',
      'listen stats',
      `    bind 127.0.0.1:${options.statsPort}`,
      '    stats enable',
      '    stats uri /',
      '    stats refresh 5s',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * HAProxy in the foreground (`-db`, not daemonised) as a child of this process, on a config it
 * checks first (`-c`); resolves once the first listener's port takes connections.
 */
export async function startHaproxy(options: {
  configFile: string;
  config: string;
  port: number;
  onLine?: (line: string) => void;
}): Promise<ChildProcess> {
  ensureInstalled('haproxy');
  fs.mkdirSync(path.dirname(options.configFile), { recursive: true });
  fs.writeFileSync(options.configFile, options.config);
  const check = spawnSync('haproxy', ['-c', '-q', '-f', options.configFile], { encoding: 'utf8' });
  if (check.status !== 0) {
    throw new Error(`HAProxy rejects ${options.configFile}:\n${check.stdout}${check.stderr}`);
  }
  const child = spawnChild('haproxy', ['-db', '-f', options.configFile], options.onLine);
  await waitUntil(`HAProxy on port ${options.port}`, child, () => acceptsConnections(options.port), 15_000);
  return child;
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
  });
}

/** Stops a child this module started (by its own handle) and waits for it; SIGKILL after the grace time. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

function spawnChild(command: string, args: string[], onLine?: (line: string) => void): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  forwardLines(child, onLine);
  return child;
}

/** Hands each line a child prints (stdout and stderr) to onLine; keeps the last 40 for error messages. */
function forwardLines(child: ChildProcess, onLine?: (line: string) => void) {
  const recent: string[] = [];
  tails.set(child, recent);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 40) recent.shift();
        onLine?.(line);
      }
    });
  }
}

const tails = new WeakMap<ChildProcess, string[]>();

/** The last lines a child started here printed. */
export function lastLines(child: ChildProcess): string {
  return (tails.get(child) ?? []).join('\n');
}

async function waitUntil(
  what: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  timeoutMs: number,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${what}: the process exited (${child.exitCode ?? child.signalCode}):\n${lastLines(child)}`,
      );
    }
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${lastLines(child)}`);
}
