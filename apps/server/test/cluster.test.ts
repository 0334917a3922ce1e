import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@pitchside/contract/constants';
import { playerInventory } from '../src/db/schema/game-inventory.ts';
import { users } from '../src/db/schema/accounts.ts';
import { orders } from '../src/db/schema/orders.ts';
import { signIngestBody } from '../src/modules/game/signature.ts';
import { startTestRedis, type TestRedis } from './redis-server.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Issue 15: two portal processes on one PostgreSQL and one Redis, as behind a load balancer.
 * Each scenario sends its requests to both and checks what a player would see.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const INGEST_SECRET = 'cluster-test-ingest-secret-0123456789abcdef';
const PASSWORD = 'Pitchside-2026';
const CSRF = 'cluster-test-csrf-token-0123456789';

interface Server {
  url: string;
  kill(signal: NodeJS.Signals): Promise<void>;
  output(): string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      GAME_INGEST_SECRET: INGEST_SECRET,
      WEB_DIST_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 90_000;
  let port: string | undefined;
  while (!(port = /Portal\s+http:\/\/localhost:(\d+)/.exec(output)?.[1])) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async kill(signal) {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
    output: () => output,
  };
}

async function call(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      cookie: `${CSRF_COOKIE}=${CSRF}`,
      [CSRF_HEADER]: CSRF,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    // The answers of many endpoints, read field by field the way the assertions need them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    json: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, any>,
  };
}

async function login(server: Server, email: string) {
  const answer = await call(server, 'POST', '/api/account/login', { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return answer.json.token as string;
}

describe('two servers on one database and one Redis', () => {
  let database: TestDatabase;
  let redis: TestRedis;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    [database, redis] = await Promise.all([createTestDatabase(), startTestRedis()]);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
    // The first seeds the demo world; the second finds it there.
    a = await startServer(env);
    b = await startServer(env);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await Promise.all([redis?.stop(), database?.drop()]);
  });

  it('refuses wrong logins alternating between the servers from the 11th on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await call(server, 'POST', '/api/account/login', {
        email: 'rookie@pitchside.dev',
        password: 'Wrong-password-1',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('serves a news change made on one server from the other within a second', async () => {
    const before = await call(b, 'GET', '/api/public/news');
    expect(before.status).toBe(200);
    const admin = await login(a, 'admin@pitchside.dev');
    const existing = (await call(a, 'GET', '/api/admin/news', undefined, admin)).json.data[0];
    const title = `Cup night moved ${Date.now()}`;
    const created = await call(
      a,
      'POST',
      '/api/admin/news',
      {
        translations: {
          en: { title, description: 'Kick-off is an hour later.', contentHtml: '<p>Later.</p>' },
        },
        imageUrl: existing.imageUrl,
        tag: existing.tag,
        status: 'published',
        publishAt: null,
        expiresAt: null,
      },
      admin,
    );
    expect(created.status).toBe(200);
    const changedAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - changedAt < 3_000) {
      const news = await call(b, 'GET', '/api/public/news');
      if (JSON.stringify(news.json).includes(title)) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seenAfter).toBeLessThan(1_000);
  });

  it('credits one sandbox payment once when both servers verify it at the same moment', async () => {
    const token = await login(a, 'player@pitchside.dev');
    const [user] = await database.db.select().from(users).where(eq(users.email, 'player@pitchside.dev'));
    const playerId = user?.gamePlayerId as number;
    const tickets = async () =>
      (await database.db.select().from(playerInventory).where(eq(playerInventory.playerId, playerId)))[0]
        ?.tickets ?? 0;
    const fulfilled = async () =>
      (
        await database.db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, user?.id as number), eq(orders.status, 'fulfilled')))
      ).length;
    const start = await tickets();
    const fulfilledBefore = await fulfilled();
    const link = await call(
      a,
      'POST',
      '/api/payments/create-link',
      { consent: true, userId: user?.id, variantId: 'tickets-starter' },
      token,
    );
    expect(link.status).toBe(200);
    const checkout = new URL(link.json.checkoutUrl as string, a.url).pathname;
    const paid = await fetch(`${b.url}${checkout}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242424242424242&expiry=12%2F30&cvc=123&name=Test',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const sessionId = checkout.split('/').pop();
    const verified = await Promise.all(
      [a, b, a, b].map((server) =>
        call(server, 'POST', '/api/payments/verify-session', { session_id: sessionId }, token),
      ),
    );
    expect(verified.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await fulfilled()) - fulfilledBefore).toBe(1);
    // The tickets reach the game through a grant job, on whichever server takes it.
    await expect.poll(async () => (await tickets()) - start, { timeout: 10_000 }).toBeGreaterThan(0);
    const credited = (await tickets()) - start;
    // The sandbox's own webhook (a job on either server) arrives too; still one credit.
    await expect.poll(async () => (await tickets()) - start, { timeout: 5_000 }).toBe(credited);
  });

  it('pushes a score ingested on one server to a live stream opened on the other within 2 s', async () => {
    const today = await call(b, 'GET', '/api/public/matches/today');
    const match = today.json.data[0];
    expect(match).toBeDefined();
    const stream = await fetch(`${b.url}/api/public/matches/stream`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const homeScore = match.HomeScore + 7;
    const arrived = (async () => {
      while (!received.includes(`"HomeScore":${homeScore}`)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      return Date.now();
    })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const body = JSON.stringify({
      matches: [
        {
          id: match.Id,
          seasonNumber: match.SeasonNumber,
          stage: match.Stage,
          status: 'live',
          kickoffAt: match.KickoffAt,
          startedAt: match.StartedAt ?? match.KickoffAt,
          homeTeamId: match.HomeTeamId,
          awayTeamId: match.AwayTeamId,
          homeScore,
          awayScore: match.AwayScore,
        },
      ],
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const ingested = await fetch(`${a.url}/api/game/ingest/matches`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pitchside-timestamp': timestamp,
        'x-pitchside-signature': `sha256=${signIngestBody(INGEST_SECRET, timestamp, body)}`,
      },
      body,
    });
    expect(ingested.status).toBe(200);
    const sentAt = Date.now();
    const at = await Promise.race([
      arrived,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5_000)),
    ]);
    await reader.cancel();
    expect(received).toContain('event: scores');
    expect(at - sentAt).toBeLessThan(2_000);
  });

  it('keeps answering with Redis stopped, with the limits counted per server', async () => {
    await redis.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await call(a, 'POST', '/api/account/login', {
        email: 'player@pitchside.dev',
        password: 'Wrong-password-1',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // The other server counted none of them: its own memory starts at zero.
    expect(
      (await call(b, 'POST', '/api/account/login', { email: 'player@pitchside.dev', password: PASSWORD }))
        .status,
    ).toBe(200);
    const ready = await call(a, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json.data).toMatchObject({ ready: true, database: 'up', redis: 'down' });
    await redis.start();
    await expect
      .poll(async () => (await call(a, 'GET', '/api/health/ready')).json.data?.redis, { timeout: 10_000 })
      .toBe('up');
  });

  it("runs the simulator's minute once, not once per server", async () => {
    // Both servers schedule `game.simulate` every minute; pg-boss sends one job per minute slot
    // and one worker takes it. Waits for the next minute to be played.
    const perMinute = async () =>
      (
        await database.pool.query<{ minute: string; jobs: number; done: number }>(
          `select date_trunc('minute', created_on)::text as minute, count(*)::int as jobs,
                    count(*) filter (where state = 'completed')::int as done
               from pgboss.job where name = 'game.simulate' group by 1`,
        )
      ).rows;
    await expect
      .poll(async () => (await perMinute()).some((row) => row.done > 0), {
        timeout: 130_000,
        interval: 1_000,
      })
      .toBe(true);
    expect((await perMinute()).every((row) => row.jobs === 1)).toBe(true);
  }, 150_000);

  it('answers on the other server when one is killed', async () => {
    await a.kill('SIGKILL');
    const health = await call(b, 'GET', '/api/health/ready');
    expect(health.status).toBe(200);
    const today = await call(b, 'GET', '/api/public/matches/today');
    expect(today.status).toBe(200);
    expect(await login(b, 'rookie@pitchside.dev')).toBeTruthy();
  });
});
