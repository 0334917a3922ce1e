import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGEST_SIGNATURE_HEADER, INGEST_TIMESTAMP_HEADER } from '@pitchside/contract/game-ingest';
import { users } from '../src/db/schema/accounts.ts';
import { players } from '../src/db/schema/game.ts';
import { hashPassword } from '../src/lib/security/passwords.ts';
import { signIngestBody } from '../src/modules/game/signature.ts';
import { fuzzOpenApi, type OpenApiDocument, type Send } from './fuzz/openapi-fuzzer.ts';
import { seedTinyWorld } from './game-world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The bounded fuzz run of `npm test` (issue 11): malformed values in every path, query and body
 * field of every route in the OpenAPI document, as a guest and as a logged-in player. Not one
 * answer may be a 5xx. The long run is `npm run bench -- --only fuzz`.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SAMPLES = Number(process.env.FUZZ_SAMPLES ?? 8);
const INGEST_SECRET = 'fuzz-ingest-secret-0123456789abcdef0123';

describe('fuzzing every route from the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let token: string;
  const send: Send = async (request) => {
    // The game server's routes are reached signed, as the game server calls them, so the fuzzer
    // tests what lies behind the signature check too.
    const signed = request.url.startsWith('/api/game/');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await t.request({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        ...request.headers,
        ...(signed
          ? {
              [INGEST_TIMESTAMP_HEADER]: timestamp,
              [INGEST_SIGNATURE_HEADER]: signIngestBody(INGEST_SECRET, timestamp, request.body ?? ''),
            }
          : {}),
      },
      ...(request.body !== undefined ? { payload: request.body } : {}),
      remoteAddress: '127.0.0.1',
    });
    return { status: answer.statusCode, body: answer.body };
  };

  beforeAll(async () => {
    // Limits scaled up so the fuzzer reaches the code behind them rather than a 429.
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000', GAME_INGEST_SECRET: INGEST_SECRET } });
    await seedTinyWorld(t.database);
    document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const [player] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    await t.database.db.insert(users).values({
      email: 'fuzz@example.com',
      passwordHash: await hashPassword('Fuzz-pass1'),
      name: 'Fu',
      surname: 'Zz',
      referralId: player?.referralId as string,
      gamePlayerId: player?.id as number,
      nickname: player?.nickname as string,
      emailConfirmedAt: new Date(),
      webPoints: 100,
    });
    token = (
      await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: 'fuzz@example.com', password: 'Fuzz-pass1' },
      })
    ).json().token as string;
  });
  afterAll(() => t.close());

  it('the document lists the routes it is driven by', () => {
    const routes = Object.values(document.paths).flatMap((ops) => Object.keys(ops));
    expect(routes.length).toBeGreaterThan(50);
  });

  it('as a guest: no malformed value answers 5xx', { timeout: 180_000 }, async () => {
    const { requests, failures } = await fuzzOpenApi({
      document,
      send,
      headers: {},
      samplesPerField: SAMPLES,
      seed: SEED,
    });
    // eslint-disable-next-line no-console -- the numbers the run reports (issue 11)
    console.info(`fuzz (guest): ${requests} requests, ${failures.length} answers of 5xx`);
    expect(failures).toEqual([]);
  });

  it('as a logged-in player: no malformed value answers 5xx', { timeout: 180_000 }, async () => {
    const { requests, failures } = await fuzzOpenApi({
      document,
      send,
      headers: { authorization: `Bearer ${token}` },
      samplesPerField: SAMPLES,
      seed: SEED + 1,
    });
    // eslint-disable-next-line no-console -- the numbers the run reports (issue 11)
    console.info(`fuzz (player): ${requests} requests, ${failures.length} answers of 5xx`);
    expect(failures).toEqual([]);
  });
});
