import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  ensureInstalled,
  findFreePort,
  haproxyConfig,
  startDatabase,
  startHaproxy,
  startPortal,
  READY_PATH,
  startRedis,
  stopProcess,
  waitForHttp,
  type Portal,
  type Service,
} from '../scripts/cluster/topology.ts';
import type { ChildProcess } from 'node:child_process';

/**
 * The portal behind HAProxy, served by one and then by two portal processes (the built server,
 * as `npm run cluster` runs them) that share one PostgreSQL and one Redis. Both processes run all
 * along; HAProxy has one frontend that sends everything to the first and another that balances
 * round robin over both, so the two measurements differ only in the number of processes serving.
 * Load goes to 127.0.0.1 only, for a bounded time; everything started here is stopped at the end.
 */
export const PUBLIC_MIX = [
  '/',
  '/api/public/news?limit=10',
  '/api/public/matches/today',
  '/api/public/vip-tiers',
  '/api/public/leaderboards/all',
] as const;

/** Per logged-in player, in this order: what a player's visit to the wallet, wheel and shop calls. */
export const LOGGED_IN_MIX = [
  'GET /api/account/balance-history/summary',
  'GET /api/user/notifications',
  'POST /api/spin',
  'POST /api/payments/create-link',
] as const;

const DEMO_ADMIN = 'admin@pitchside.dev';
const DEMO_PASSWORD = 'Pitchside-2026';
/** Enough for every spin of a long run (5 WP a spin); the admin grant's maximum is 100,000. */
const GRANT_WEB_POINTS = 100_000;

export interface ClusterRow {
  mix: 'public' | 'logged-in';
  processes: 1 | 2;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The status codes of the non-2xx answers, e.g. "409 ×3". */
  non2xxCodes: string;
  /** Of the requests HAProxy passed on in this run, the part each process answered. */
  split: string;
}

export async function runClusterBench(options: {
  durationSeconds: number;
  connections: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
}): Promise<{
  startupMs: number;
  players: number;
  database: string;
  redis: string;
  rows: ClusterRow[];
  /** What went wrong on the way: HAProxy taking a process out or back, a process exiting. */
  events: string[];
}> {
  ensureInstalled('haproxy');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pitchside-cluster-bench-'));
  const started = performance.now();
  let database: Service | undefined;
  let redis: Service | undefined;
  let haproxy: ChildProcess | undefined;
  const portals: Portal[] = [];
  const events: string[] = [];
  let measuring = true;
  const note = (line: string) => {
    if (measuring) events.push(`${((performance.now() - started) / 1000).toFixed(1)} s: ${line}`);
  };
  try {
    database = await startDatabase({ databaseUrl: options.databaseUrl, dataDir });
    redis = await startRedis({ redisUrl: options.redisUrl, dir: path.join(dataDir, 'redis') });
    const [onePort, twoPort, statsPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    const baseEnv = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['portal-1', 'portal-2']) {
      const portal = startPortal({
        name,
        port: await findFreePort(),
        databaseUrl: database.url,
        redisUrl: redis.url,
        dataDir,
        publicUrl: `http://127.0.0.1:${twoPort}`,
        baseEnv,
        // Every load connection is one address and a few players: abuse limits and the wheel's
        // wait between spins would answer 429 to most of the run.
        extraEnv: { RATE_LIMIT_SCALE: '1000', SPIN_COOLDOWN_SECONDS: '0' },
      });
      portals.push(portal);
      portal.process.on('exit', (code, signal) => note(`${name} exited (${signal ?? `code ${code}`})`));
      await waitForHttp(`${portal.url}/api/health`, portal.process);
    }
    const servers = portals.map((portal) => ({ name: portal.name, port: portal.port }));
    haproxy = await startHaproxy({
      configFile: path.join(dataDir, 'haproxy.cfg'),
      config: haproxyConfig({
        listeners: [
          { name: 'one', bind: '127.0.0.1', port: onePort, servers: servers.slice(0, 1) },
          { name: 'two', bind: '127.0.0.1', port: twoPort, servers },
        ],
        statsPort,
      }),
      port: onePort,
      onLine: (line) => {
        if (/Server \S+ is (DOWN|UP)/.test(line)) note(line.replace(/^.*?(Server \S+ is)/, '$1'));
      },
    });
    const bases = { 1: `http://127.0.0.1:${onePort}`, 2: `http://127.0.0.1:${twoPort}` } as const;
    // HAProxy counts a server up until its first check; wait for checks that passed, in both backends.
    await waitFor(`HAProxy's health checks (GET ${READY_PATH} on each process answering 200)`, async () => {
      const rows = (await haproxyStats(statsPort)).filter((row) => row.server.startsWith('portal-'));
      return rows.length === 3 && rows.every((row) => row.status === 'UP' && row.check === 'L7OK');
    });

    const session = await preparePlayers(bases[2], options.connections);
    const startupMs = Math.round(performance.now() - started);

    const rows: ClusterRow[] = [];
    for (const processes of [1, 2] as const) {
      const base = bases[processes];
      const backend = processes === 1 ? 'be_one' : 'be_two';
      rows.push({
        mix: 'public',
        processes,
        ...(await measure(statsPort, backend, {
          url: base,
          connections: options.connections,
          duration: options.durationSeconds,
          requests: PUBLIC_MIX.map((p) => ({ method: 'GET' as const, path: p, headers: BROWSER })),
        })),
      });
      let next = 0;
      rows.push({
        mix: 'logged-in',
        processes,
        ...(await measure(statsPort, backend, {
          url: base,
          connections: options.connections,
          duration: options.durationSeconds,
          requests: session.requestsFor(0),
          // One player per connection: a player's spins are one at a time (the wheel locks the row).
          setupClient: (client) => client.setRequests(session.requestsFor(next++)),
        })),
      });
    }
    return {
      startupMs,
      players: session.players,
      database: database.description,
      redis: redis.description,
      rows,
      events,
    };
  } finally {
    measuring = false;
    if (haproxy) await stopProcess(haproxy);
    await Promise.all(portals.map((portal) => stopProcess(portal.process)));
    await redis?.stop().catch(() => {});
    await database?.stop().catch(() => {});
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** A 1-second warm-up, then the measured run; HAProxy's counters tell which process answered what. */
async function measure(
  statsPort: number,
  backend: string,
  options: autocannon.Options,
): Promise<Omit<ClusterRow, 'mix' | 'processes'>> {
  await autocannon({ ...options, duration: 1 });
  // The warm-up leaves requests in flight when it stops (a spin holding its player's row): let them end.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await haproxyStats(statsPort);
  const result = await autocannon(options);
  const after = await haproxyStats(statsPort);
  const served = after
    .filter((row) => row.backend === backend && row.server.startsWith('portal-'))
    .map((row) => ({
      server: row.server,
      count: row.total - (before.find((b) => b.backend === backend && b.server === row.server)?.total ?? 0),
    }));
  const all = served.reduce((sum, row) => sum + row.count, 0) || 1;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code} ×${stat.count ?? 0}`)
    .join(', ');
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    non2xxCodes: codes,
    split: served.map((row) => `${Math.round((row.count / all) * 100)}%`).join(' / '),
  };
}

interface StatsRow {
  backend: string;
  server: string;
  status: string;
  /** The last health check's result: L7OK passed, L7STS a wrong status, L4CON refused... */
  check: string;
  total: number;
}

/** HAProxy's stats page as CSV: per server, its state and the requests (sessions) it was sent. */
async function haproxyStats(port: number): Promise<StatsRow[]> {
  const csv = await (await fetch(`http://127.0.0.1:${port}/;csv`)).text();
  const [header = '', ...lines] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split(',');
    return {
      backend: cells[at('pxname')] ?? '',
      server: cells[at('svname')] ?? '',
      status: cells[at('status')] ?? '',
      check: cells[at('check_status')] ?? '',
      total: Number(cells[at('stot')] ?? 0),
    };
  });
}

/**
 * The players of the logged-in mix, made through the API as a player would: sign up with a free
 * referral ID of the demo world, the code from the development mailbox, web points for the wheel
 * granted by the demo admin, then a login. One player per connection (as many as there are free
 * referral IDs): the wheel takes one spin of a player at a time, so players shared by connections
 * would measure its "another operation is running" answer.
 */
async function preparePlayers(base: string, wanted: number) {
  const api = await apiClient(base);
  const admin = await api.post<{ token: string }>('/api/account/login', {
    email: DEMO_ADMIN,
    password: DEMO_PASSWORD,
  });
  const emails: string[] = [];
  while (emails.length < wanted) {
    const demo = await api.get<{ data: { freeReferralIds: string[] } }>('/api/dev/demo');
    const ids = demo.data.freeReferralIds.slice(0, wanted - emails.length);
    if (ids.length === 0) break;
    const made = await Promise.all(
      ids.map(async (referralid) => {
        const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
        const res = await api.send('POST', '/api/account/register', {
          body: { email, password: DEMO_PASSWORD, name: 'Bench', surname: 'Player', referralid },
        });
        return res.status === 201 ? email : undefined;
      }),
    );
    const newOnes = made.filter((email): email is string => email !== undefined);
    if (newOnes.length === 0) break;
    emails.push(...newOnes);
  }
  if (emails.length === 0) throw new Error('no player could sign up: no free referral ID left');

  const tokens = await Promise.all(
    emails.map(async (email) => {
      let code: string | undefined;
      await waitFor(`the sign-up code for ${email}`, async () => {
        const mail = await api.get<{ data: Array<{ text: string }> }>(
          `/api/dev/mail?to=${encodeURIComponent(email)}`,
        );
        code = mail.data.map((item) => /\b(\d{6})\b/.exec(item.text)?.[1]).find(Boolean);
        return code !== undefined;
      });
      const verified = await api.post<{ user: { id: number } }>('/api/account/register/verify-email', {
        email,
        code,
      });
      await api.post(
        `/api/admin/users/${verified.user.id}/grant`,
        {
          requestId: randomUUID(),
          webPoints: GRANT_WEB_POINTS,
          reason: 'cluster bench: web points for spins',
        },
        admin.token,
      );
      const login = await api.post<{ token: string }>('/api/account/login', {
        email,
        password: DEMO_PASSWORD,
      });
      return login.token;
    }),
  );
  const tickets = await api.get<{ data: Array<{ slug: string }> }>('/api/shop/tickets', tokens[0]);
  const variantId = tickets.data[0]?.slug;
  if (!variantId) throw new Error('the shop lists no ticket package to check out');

  return {
    players: tokens.length,
    requestsFor(index: number): autocannon.Request[] {
      const headers = {
        ...BROWSER,
        authorization: `Bearer ${tokens[index % tokens.length]}`,
        cookie: `XSRF-TOKEN=${api.csrf}`,
        'x-xsrf-token': api.csrf,
      };
      return LOGGED_IN_MIX.map((entry) => {
        const [method, requestPath] = entry.split(' ') as ['GET' | 'POST', string];
        return requestPath === '/api/payments/create-link'
          ? {
              method,
              path: requestPath,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ consent: true, variantId }),
            }
          : { method, path: requestPath, headers };
      });
    },
  };
}

/** JSON calls with the CSRF cookie and header the web app sends; throws on an unexpected answer. */
async function apiClient(base: string) {
  const first = await fetch(`${base}/api/csrf`);
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('GET /api/csrf set no XSRF-TOKEN cookie');
  const send = async (method: string, requestPath: string, options: { body?: unknown; token?: string }) => {
    const res = await fetch(base + requestPath, {
      method,
      headers: {
        cookie: `XSRF-TOKEN=${csrf}`,
        'x-xsrf-token': csrf,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: res.status, text: await res.text() };
  };
  const ok = async <T>(method: string, requestPath: string, options: { body?: unknown; token?: string }) => {
    const res = await send(method, requestPath, options);
    if (res.status < 200 || res.status > 299) {
      throw new Error(`${method} ${requestPath} answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
    return JSON.parse(res.text) as T;
  };
  return {
    csrf,
    send,
    get: <T>(requestPath: string, token?: string) => ok<T>('GET', requestPath, token ? { token } : {}),
    post: <T = unknown>(requestPath: string, body: unknown, token?: string) =>
      ok<T>('POST', requestPath, token ? { body, token } : { body }),
  };
}

async function waitFor(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}
