/**
 * Pitchside benchmarks (see bench/README.md):
 *   npm run bench                      HTTP load on the default world, then the large-world queries
 *   npm run bench -- --only http       or --only large, or --only fuzz (the long fuzz run)
 *   npm run bench -- --only fuzz --samples 100 --seed 7
 *   npm run bench -- --duration 10 --connections 20
 *   npm run bench -- --database-url postgres://…   HTTP part against an existing database
 *   npm run bench -- --large-database-url postgres://…   large part against an existing database
 *   npm run bench -- --large-dir ./.tmp/large      keep the large world's cluster for the next run
 *   npm run bench -- --only lighthouse [--runs 3] [--compare ../old-checkout] [--page /vip …]   Lighthouse mobile + first tap
 *   npm run bench -- --only search [--large-dir ./.tmp/search]   back-office player search, 1,000,000 accounts
 *   npm run build && npm run bench -- --only console-a11y   Lighthouse accessibility of every console screen
 *   npm run build && npm run bench -- --only cluster [--database-url …] [--redis-url …]   HAProxy → 1 vs 2 processes
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOGGED_IN_MIX, PUBLIC_MIX, runClusterBench } from './cluster.ts';
import { runConsoleAccessibility } from './console-accessibility.ts';
import { runHttpLoad } from './http-load.ts';
import { runLargeWorld } from './large-world.ts';
import { runLongFuzz } from './fuzz.ts';
import { runLighthouse } from './lighthouse.ts';
import { runPlayerSearch, SEARCH_PLAYERS } from './player-search.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    // Default: 5 s per endpoint; the cluster bench's runs, fewer and noisier, 10 s.
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string' },
    'large-database-url': { type: 'string' },
    'large-dir': { type: 'string' },
    scale: { type: 'string', default: 'default' },
    samples: { type: 'string', default: '100' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    runs: { type: 'string', default: '3' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    // Lighthouse: another checkout's build, measured in the same sitting, run for run.
    compare: { type: 'string' },
    // Lighthouse: audit only these of its pages (repeatable); all five by default.
    page: { type: 'string', multiple: true },
  },
});

if (values.only === 'lighthouse') {
  const runs = Math.min(Math.max(Number(values.runs) || 3, 1), 9);
  const root = path.resolve(values.root);
  const compare = values.compare ? path.resolve(values.compare) : undefined;
  console.log(
    `\nLighthouse mobile (simulated slow 4G, mid-range phone) and a first tap (412×823 touch, CPU 4×), ` +
      `median of ${runs}, build of ${root}${compare ? ` beside ${compare}, alternating` : ''}`,
  );
  console.table(
    (await runLighthouse({ runs, root, compare, pages: values.page })).map((r) => ({
      build: r.build,
      page: r.page,
      score: r.score,
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      KB: r.kilobytes,
      'main CPU ms': r.mainCpuMs,
      'longest CPU ms': r.longestTaskCpuMs,
      'frames/s': r.framesPerSecond,
      'root after paint ms': r.rootAfterPaintMs,
      'start after paint ms': r.startAfterPaintMs,
      'first tap ms': r.firstTapMs,
    })),
  );
  process.exit(0);
}

if (values.only === 'console-a11y') {
  const root = path.resolve(values.root);
  console.log(`\nLighthouse accessibility of the studio's console, as the demo admin, build of ${root}`);
  console.table(
    (await runConsoleAccessibility(root)).map((r) => ({
      page: r.page,
      score: r.score,
      failed: r.failed.join(', ') || '-',
    })),
  );
  process.exit(0);
}

if (values.only === 'search') {
  console.log(
    `\nBack-office player search at ${SEARCH_PLAYERS.toLocaleString('en')} accounts (repository function)`,
  );
  const { seedMs, timings } = await runPlayerSearch({ keepDir: values['large-dir'] });
  console.log(`accounts seeded in ${seedMs} ms`);
  console.table(
    timings.map((t) => ({ query: t.query, found: t.found, 'median ms': t.medianMs, 'max ms': t.maxMs })),
  );
  process.exit(0);
}

if (values.only === 'fuzz') {
  const samples = Math.min(Math.max(Number(values.samples) || 100, 1), 1000);
  console.log(`\nLong fuzz run: ${samples} random values per field, seed ${values.seed}`);
  process.exit(await runLongFuzz({ samples, seed: Number(values.seed) || 1 }));
}

const defaultDuration = values.only === 'cluster' ? 10 : 5;
const durationSeconds = Math.min(Math.max(Number(values.duration) || defaultDuration, 1), 30);
const connections = Math.min(Math.max(Number(values.connections) || 10, 1), 100);
const scale = values.scale === 'large' ? 'large' : 'default';

if (values.only === 'cluster') {
  console.log(
    `\nCluster: HAProxy in front of 1, then 2 portal processes (the built server) sharing one PostgreSQL ` +
      `and one Redis; ${durationSeconds} s per mix, ${connections} connections, 127.0.0.1; ${os.cpus().length} CPUs, ` +
      `load average ${os.loadavg()[0]?.toFixed(1)} before the run`,
  );
  console.log(`public mix, in turn: ${PUBLIC_MIX.join(', ')}`);
  console.log(`logged-in mix, one signed-up player per connection: ${LOGGED_IN_MIX.join(', ')}`);
  const cluster = await runClusterBench({
    durationSeconds,
    connections,
    databaseUrl: values['database-url'],
    redisUrl: values['redis-url'],
  });
  console.log(
    `cluster start (database, Redis, 2 portals, HAProxy, ${cluster.players} players signed up): ${cluster.startupMs} ms`,
  );
  console.log(`database: ${cluster.database}\nredis: ${cluster.redis}\n`);
  const one = (mix: string) =>
    cluster.rows.find((r) => r.mix === mix && r.processes === 1)?.requestsPerSecond;
  console.table(
    cluster.rows.map((r) => ({
      mix: r.mix,
      processes: r.processes,
      'req/s': r.requestsPerSecond,
      'two/one': r.processes === 2 ? `${(r.requestsPerSecond / (one(r.mix) || 1)).toFixed(2)}x` : '',
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
      'portal-1 / portal-2': r.split,
    })),
  );
  for (const event of cluster.events) console.log(`during the run, ${event}`);
  for (const r of cluster.rows.filter((row) => row.non2xxCodes)) {
    console.log(`non-2xx answers, ${r.mix} mix on ${r.processes}: ${r.non2xxCodes}`);
  }
  process.exit(0);
}

if (values.only !== 'large') {
  console.log(
    `\nHTTP: ${durationSeconds} s per endpoint, ${connections} connections, ${scale} world, 127.0.0.1`,
  );
  const { startupMs, results } = await runHttpLoad({
    durationSeconds,
    connections,
    databaseUrl: values['database-url'],
    scale,
  });
  console.log(`server start (migrations, seeding on a fresh data dir, catch-up): ${startupMs} ms\n`);
  const baseline = results[0]?.requestsPerSecond ?? 1;
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'vs health': `${(r.requestsPerSecond / baseline).toFixed(2)}x`,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
    })),
  );
}

if (values.only !== 'http') {
  console.log('\nLarge world (1,000,000 players, 50,000 teams): repository queries, no cache');
  const large = await runLargeWorld({
    databaseUrl: values['large-database-url'],
    keepDir: values['large-dir'],
  });
  console.log(
    large.seeded
      ? `seeded in ${large.seedMs} ms; simulator catch-up ${large.catchUpMs} ms (${large.matchesPlayed} matches finished)\n`
      : `already seeded; simulator step ${large.catchUpMs} ms\n`,
  );
  console.table(
    large.timings.map((t) => ({
      query: t.name,
      rows: t.rows,
      'median ms': t.medianMs,
      'max ms': t.maxMs,
      'sorts?': t.sorts === null ? '— (a write)' : t.sorts ? 'yes' : 'no (index order)',
    })),
  );
}
