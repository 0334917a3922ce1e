import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { ensureDemoWorld } from '../apps/server/src/db/demo/ensure-demo-world.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { dayKey, monthStart, startOfDayKey } from '../apps/server/src/lib/game-day.ts';
import { runSimulatorStep } from '../apps/server/src/modules/game/simulator/simulator-step.ts';
import * as boards from '../apps/server/src/modules/stats/leaderboard-repository.ts';
import * as matchReads from '../apps/server/src/modules/stats/match-repository.ts';

/**
 * Every leaderboard query on the large world (1,000,000 players, 50,000 teams), straight
 * through the repository functions, so the public cache is out of the picture. Prints the
 * seed time too, and whether PostgreSQL had to sort (a top-N read of an index needs no Sort).
 */
export interface QueryTiming {
  name: string;
  rows: number;
  medianMs: number;
  maxMs: number;
  sorts: boolean | null;
}

/** A Drizzle query builder (awaitable, able to show its SQL for EXPLAIN), or a write to time. */
type Query = PromiseLike<unknown[]> & { toSQL(): { sql: string; params: unknown[] } };
type Step = Query | Promise<void>;

const RUNS = 7;

export async function runLargeWorld(options: {
  databaseUrl: string | undefined;
  keepDir: string | undefined;
}) {
  const dataDir = options.keepDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'pitchside-large-')));
  let stopPostgres: (() => Promise<void>) | undefined;
  let url = options.databaseUrl;
  if (!url) {
    const embedded = await startEmbeddedPostgres({ dataDir, port: 0, database: 'postgres' });
    stopPostgres = embedded.stop;
    await ensureDatabase(embedded.urlFor('postgres'), 'pitchside_large');
    url = embedded.urlFor('pitchside_large');
  }
  const database = connectDatabase(url, 4);
  try {
    await runMigrations(database);
    const seedStarted = performance.now();
    const outcome = await ensureDemoWorld(database, { scale: 'large', timeZone: 'UTC' });
    const seedMs = Math.round(performance.now() - seedStarted);
    const stepStarted = performance.now();
    const step = await runSimulatorStep(database, { now: new Date(), timeZone: 'UTC' });
    const catchUpMs = Math.round(performance.now() - stepStarted);
    const timings = await timeQueries(database);
    return { seeded: outcome.seeded, seedMs, catchUpMs, matchesPlayed: step?.finished ?? 0, timings };
  } finally {
    await database.close();
    await stopPostgres?.();
    if (!options.keepDir) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function timeQueries(database: DatabaseHandle): Promise<QueryTiming[]> {
  const { db } = database;
  const season = await boards.currentSeason(db);
  if (!season) throw new Error('no season: the large world is not seeded');
  const today = startOfDayKey(dayKey(new Date(), 'UTC'), 'UTC');
  const tomorrow = startOfDayKey(dayKey(new Date(), 'UTC'), 'UTC', 1);
  // The period lists read totals kept by triggers; their start is moved before each read (a
  // cache miss). The first move catches up from the migration's start; the timed ones below
  // then move it as the server would, minutes apart.
  const thirtyDaysAgo = () => new Date(Date.now() - 30 * 86_400_000);
  await boards.advancePurchaseWindow(db, { period: 'last30days', startsAt: thirtyDaysAgo() });
  await boards.advancePurchaseWindow(db, { period: 'monthly', startsAt: monthStart(new Date(), 'UTC') });
  let moved = thirtyDaysAgo().getTime();
  const queries: [string, () => Step][] = [
    ['teams by power (top 20)', () => boards.teamsBy(db, 'power', 20)],
    ['teams by season power (30)', () => boards.teamsBy(db, 'season', 30)],
    ['teams by total power (50)', () => boards.teamsBy(db, 'total', 50)],
    ['players by level (top 20)', () => boards.playersBy(db, 'level', 20)],
    ['players by season level (30)', () => boards.playersBy(db, 'season', 30)],
    ['players by total level (50)', () => boards.playersBy(db, 'total', 50)],
    ['referrals all time (20)', () => boards.playersBy(db, 'referrals', 20)],
    ['season goals (30)', () => boards.seasonPlayersBy(db, season.id, 'goals', 30)],
    ['season assists (30)', () => boards.seasonPlayersBy(db, season.id, 'assists', 30)],
    ['season golden cards (30)', () => boards.seasonPlayersBy(db, season.id, 'goldenCards', 30)],
    ['season referrals (20)', () => boards.seasonPlayersBy(db, season.id, 'referrals', 20)],
    ['team event table (20)', () => boards.teamEventTable(db, season.id, 20)],
    ['best attackers (10)', () => boards.bestAttackers(db, 10)],
    ['best matches (10)', () => matchReads.bestMatches(db, 10)],
    ['top purchasers all time (20)', () => boards.topPurchasers(db, null, 20)],
    ['top purchasers 30 days (20)', () => boards.topPurchasers(db, 'last30days', 20)],
    ['top purchasers this month (20)', () => boards.topPurchasers(db, 'monthly', 20)],
    [
      '30-day start moved 5 minutes on',
      () => {
        moved += 5 * 60_000;
        return boards.advancePurchaseWindow(db, { period: 'last30days', startsAt: new Date(moved) });
      },
    ],
    [
      "today's matches (300)",
      () => matchReads.matchesBetween(db, { from: today, to: tomorrow, status: null, limit: 300, offset: 0 }),
    ],
    ["today's status counts", () => matchReads.statusCountsBetween(db, today, tomorrow)],
    ['live matches', () => matchReads.liveMatches(db, 500)],
    ['cup finals (20)', () => matchReads.cupMatches(db, 'final', 20)],
  ];
  const timings: QueryTiming[] = [];
  for (const [name, make] of queries) {
    const durations: number[] = [];
    let rows = 0;
    await make(); // warm the buffers once
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      rows = (await make())?.length ?? 0;
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    timings.push({
      name,
      rows,
      medianMs: round(durations[Math.floor(RUNS / 2)] ?? 0),
      maxMs: round(durations[RUNS - 1] ?? 0),
      sorts: await planSorts(database, make()),
    });
  }
  return timings;
}

async function planSorts(database: DatabaseHandle, step: Step): Promise<boolean | null> {
  if (!('toSQL' in step)) return null;
  const query = step.toSQL();
  const plan = await database.pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
  return plan.rows.some(
    (row) => /\bSort\b/.test(row['QUERY PLAN']) && !/Incremental Sort/.test(row['QUERY PLAN']),
  );
}

const round = (ms: number) => Math.round(ms * 100) / 100;
