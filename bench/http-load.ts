import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findFreePort } from '../apps/server/src/db/embedded-postgres.ts';

/**
 * Requests per second of the cached public endpoints and of a signed-in player's reads against
 * /api/health (which does one database round trip), measured in the same run on the same machine
 * so the ratios mean something. The server runs as `npm start` would, on a fresh data dir unless a
 * DATABASE_URL is given. Load goes to 127.0.0.1 only, for a bounded time.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..', 'apps', 'server');

export const HTTP_TARGETS = [
  { name: 'health (baseline)', path: '/api/health' },
  { name: 'leaderboards/all', path: '/api/public/leaderboards/all' },
  { name: "today's matches", path: '/api/public/matches/today' },
  { name: 'news list', path: '/api/public/news?limit=10' },
  // A signed-in read: the session lookup and one statement (decision 0012), never cached.
  { name: 'balance summary (player)', path: '/api/account/balance-history/summary', signedIn: true },
  { name: 'notifications (player)', path: '/api/user/notifications', signedIn: true },
] as const satisfies readonly { name: string; path: string; signedIn?: boolean }[];

const DEMO_PLAYER = { email: 'player@pitchside.dev', password: 'Pitchside-2026' };

/** Signs the demo player in as the web app does (CSRF cookie and header) and returns the token. */
async function signInDemoPlayer(base: string): Promise<string> {
  const first = await fetch(`${base}/api/csrf`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('GET /api/csrf set no XSRF-TOKEN cookie');
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_PLAYER, remember: true }),
  });
  if (!res.ok) throw new Error(`the demo player's login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface HttpResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function runHttpLoad(options: {
  durationSeconds: number;
  connections: number;
  databaseUrl: string | undefined;
  scale: 'default' | 'large';
}): Promise<{ startupMs: number; results: HttpResult[] }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pitchside-bench-'));
  const port = await findFreePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_SCALE: options.scale,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server, () => output);
    const startupMs = Math.round(performance.now() - started);
    const results: HttpResult[] = [];
    const token = await signInDemoPlayer(base);
    for (const target of HTTP_TARGETS) {
      const headers: Record<string, string> = {
        // As a browser asks: the cached bodies are kept gzipped too.
        'accept-encoding': 'gzip, deflate, br',
        ...('signedIn' in target ? { authorization: `Bearer ${token}` } : {}),
      };
      await fetch(base + target.path, { headers }); // fill the cache before measuring
      const result = await autocannon({
        url: base + target.path,
        connections: options.connections,
        duration: options.durationSeconds,
        headers,
      });
      results.push({
        name: target.name,
        path: target.path,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    return { startupMs, results };
  } finally {
    await stop(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export async function waitForHealth(base: string, server: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Stops the server this run started (by its own handle), waiting for its clean shutdown. */
export async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timeout = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timeout);
}
