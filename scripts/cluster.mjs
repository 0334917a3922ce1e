// `npm run cluster`: many servers, one database, on this machine. HAProxy on PORT (3000) balances
// round robin over two portal processes (the built server on 127.0.0.1:3001 and :3002, CLUSTER_PORTS
// to change them) that share one PostgreSQL, one Redis and one data folder. DATABASE_URL and REDIS_URL
// are used when set; otherwise the embedded PostgreSQL (its cluster in DATA_DIR/pg, as `npm start`
// keeps it) and a redis-server that saves nothing are started here. Ctrl-C stops everything, in order.
// Run through `node --import tsx` (it imports the server's TypeScript); see README "A cluster to try".
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  READY_PATH,
  ROOT,
  assertPortFree,
  ensureInstalled,
  haproxyConfig,
  startDatabase,
  startHaproxy,
  startPortal,
  startRedis,
  stopProcess,
  waitForHttp,
} from './cluster/topology.ts';

const SUPERVISE = '--supervise';
// Declared before the top-level await below runs the cluster.
const COLOURS = { 'portal-1': 36, 'portal-2': 35, 'portal-3': 34, 'portal-4': 32, haproxy: 33, redis: 31 };
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

if (!process.argv.includes(SUPERVISE)) {
  // Ctrl-C goes to the terminal's whole foreground process group: PostgreSQL, Redis, HAProxy and the
  // portals would each stop at once, the database before the portals had drained. So the cluster runs
  // in a process group of its own, and this wrapper passes the signal on as one SIGTERM: the cluster
  // then stops HAProxy, the portals, Redis and PostgreSQL in that order.
  const cluster = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), SUPERVISE], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cluster.kill('SIGTERM'));
  cluster.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await supervise();
}

async function supervise() {
  const port = portFrom('PORT', process.env.PORT, 3000);
  const portalPorts = (process.env.CLUSTER_PORTS || '3001,3002')
    .split(',')
    .map((value) => portFrom('CLUSTER_PORTS', value.trim()));
  const statsPort = portFrom('CLUSTER_STATS_PORT', process.env.CLUSTER_STATS_PORT, 8404);
  const allPorts = [port, ...portalPorts, statsPort];
  if (new Set(allPorts).size !== allPorts.length) fail(`PORT, CLUSTER_PORTS and CLUSTER_STATS_PORT overlap`);
  const clusterDir = path.join(ROOT, '.tmp', 'cluster');
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || 'data');
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
  const configFile = path.join(clusterDir, 'haproxy.cfg');

  const running = { haproxy: null, portals: [], redis: null, database: null };
  let stopping = false;
  class Stopped extends Error {}
  const checkpoint = () => {
    if (stopping) throw new Stopped();
  };

  const startAll = async () => {
    await assertPortFree(port, 'HAProxy, PORT');
    for (const portalPort of portalPorts) await assertPortFree(portalPort, 'a portal process, CLUSTER_PORTS');
    await assertPortFree(statsPort, 'HAProxy stats, CLUSTER_STATS_PORT');
    ensureInstalled('haproxy');

    say(process.env.DATABASE_URL ? 'database: DATABASE_URL' : `starting PostgreSQL (${dataDir}/pg)…`);
    running.database = await startDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, notice: say });
    checkpoint();
    if (!process.env.REDIS_URL) say('starting redis-server…');
    running.redis = await startRedis({
      redisUrl: process.env.REDIS_URL,
      dir: path.join(clusterDir, 'redis'),
    });
    checkpoint();

    // One at a time: the first migrates (under an advisory lock either way) and the logs stay readable.
    for (const [index, portalPort] of portalPorts.entries()) {
      const name = `portal-${index + 1}`;
      say(`starting ${name} on 127.0.0.1:${portalPort}…`);
      const portal = startPortal({
        name,
        port: portalPort,
        databaseUrl: running.database.url,
        redisUrl: running.redis.url,
        dataDir,
        publicUrl,
        onLine: printer(name),
      });
      running.portals.push(portal);
      portal.process.on('exit', (code, signal) => {
        if (!stopping)
          say(
            `${name} exited (${signal ?? `code ${code}`}); it is not restarted. HAProxy stops sending it ` +
              `requests once its health check fails.`,
          );
      });
      await waitForHttp(`${portal.url}/api/health`, portal.process);
      checkpoint();
    }

    const config = haproxyConfig({
      listeners: [
        {
          name: 'portal',
          bind: '127.0.0.1',
          port,
          servers: running.portals.map((portal) => ({ name: portal.name, port: portal.port })),
        },
      ],
      statsPort,
    });
    running.haproxy = await startHaproxy({ configFile, config, port, onLine: printer('haproxy') });
    running.haproxy.on('exit', (code, signal) => {
      if (!stopping) void shutdown(`HAProxy exited (${signal ?? `code ${code}`})`, 1);
    });
    checkpoint();

    const backends = running.portals.map((portal) => `${portal.name} ${portal.url}`).join('   ');
    console.log(
      [
        '',
        '  Pitchside cluster is running',
        '',
        `  Portal          http://localhost:${port}   (HAProxy, round robin over the processes below)`,
        `  Backends        ${backends}`,
        `  Health checks   GET ${READY_PATH} every 2 s (down after 2 failures, back after 2 successes)`,
        `  HAProxy stats   http://127.0.0.1:${statsPort}/   (config ${path.relative(ROOT, configFile)})`,
        `  Database        ${running.database.description}`,
        `  Redis           ${running.redis.description}`,
        `  Data folder     ${dataDir} (uploads; shared by every portal process)`,
        '',
        '  Ctrl-C stops HAProxy, the portal processes, and the Redis and PostgreSQL started here.',
        '',
      ].join('\n'),
    );
  };

  const stopHaproxy = async () => {
    if (running.haproxy && running.haproxy.exitCode === null && running.haproxy.signalCode === null) {
      await stopProcess(running.haproxy);
      say('HAProxy stopped');
    }
  };
  const stopPortals = async () => {
    const live = running.portals.filter(
      (portal) => portal.process.exitCode === null && !portal.process.signalCode,
    );
    if (live.length === 0) return;
    await Promise.all(live.map((portal) => stopProcess(portal.process)));
    say(`${live.map((portal) => portal.name).join(' and ')} stopped`);
  };

  const shutdown = async (reason, code = 0) => {
    if (stopping) return;
    stopping = true;
    say(`stopping (${reason})…`);
    // What already runs stops now, so a start-up step waiting on a portal gives up at once; that step
    // registers what it started before it gives up, and the rest below stops that too.
    await stopHaproxy();
    await stopPortals();
    await startup.catch(() => {});
    await stopHaproxy();
    await stopPortals();
    if (running.redis) {
      await running.redis.stop().catch((error) => say(`stopping Redis: ${error}`));
      if (running.redis.startedHere) say('redis-server stopped');
    }
    if (running.database) {
      await running.database.stop().catch((error) => say(`stopping PostgreSQL: ${error}`));
      if (running.database.startedHere) say('PostgreSQL stopped');
    }
    process.exit(code);
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(signal));
  // The wrapper killed outright (SIGKILL) cannot pass a signal on: stop when it is gone.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('the npm run cluster process is gone');
  }, 1_000).unref();

  const startup = startAll();
  await startup.catch(async (error) => {
    if (error instanceof Stopped || stopping) return;
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown('start-up failed', 1);
  });
}

function portFrom(name, value, fallback) {
  if (value === undefined || value === '') {
    if (fallback !== undefined) return fallback;
    fail(`${name}: a port is missing`);
  }
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name}: "${value}" is not a port`);
  return port;
}

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

function say(message) {
  console.log(`${paint('[cluster]', 1)} ${message}`);
}

/** Prints a child's lines under its name; the portals' JSON log lines (pino) as short text. */
function printer(name) {
  const prefix = paint(`[${name}]`, COLOURS[name] ?? 37);
  return (line) => {
    if (line.trim() === '') return;
    console.log(`${prefix} ${readable(line)}`);
  };
}

function readable(line) {
  if (!line.startsWith('{')) return line;
  try {
    const { level, time, pid: _pid, hostname: _hostname, msg, err, ...rest } = JSON.parse(line);
    const clock = new Date(time).toTimeString().slice(0, 8);
    const fields = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest).slice(0, 300)}` : '';
    const error = err ? ` ${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
    return `${clock} ${LEVELS[level] ?? level} ${msg ?? ''}${fields}${error}`;
  } catch {
    return line;
  }
}

function paint(text, colour) {
  return process.stdout.isTTY ? `\x1b[${colour}m${text}\x1b[0m` : text;
}
