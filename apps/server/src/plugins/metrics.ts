import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * `GET /metrics` in Prometheus's text format (prom-client). Each process has its own registry:
 * scrape every server. Request rate and latency are per route pattern (never the raw URL, so
 * ids do not explode the series). Job and payment figures are read from the shared database at
 * scrape time, so they are the deployment's totals, the same on every server (use `max`).
 */
export interface Metrics {
  registry: Registry;
  rateLimitRejected: Counter<'rule'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    rateLimitRejected: new Counter({
      name: 'pitchside_rate_limit_rejections_total',
      help: 'Requests refused by an abuse limit',
      labelNames: ['rule'],
      registers: [registry],
    }),
  };
}

export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  sources: {
    pool: pg.Pool;
    openStreams: () => number;
    token?: string | undefined;
    /** In production the metrics need METRICS_TOKEN: without one, /metrics answers 404. */
    production?: boolean;
  },
): void {
  const { registry } = metrics;
  const requests = new Histogram({
    name: 'pitchside_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.observe(
      { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'pitchside_db_pool_connections',
    help: 'Database pool connections of this process: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, sources.pool.totalCount);
      this.set({ state: 'idle' }, sources.pool.idleCount);
      this.set({ state: 'waiting' }, sources.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'pitchside_event_streams_open',
    help: 'Live-score event streams open on this process',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  new Gauge({
    name: 'pitchside_jobs',
    help: 'Background jobs by queue and state (queued, active, retry, failed…), deployment-wide',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sources.pool
        .query<{ name: string; state: string; count: string }>(
          'select name, state::text as state, count(*) as count from pgboss.job group by 1, 2',
        )
        .catch(() => ({ rows: [] as Array<{ name: string; state: string; count: string }> }));
      for (const row of rows) this.set({ queue: row.name, state: row.state }, Number(row.count));
    },
  });
  new Gauge({
    name: 'pitchside_payments',
    help: 'Orders by outcome (pending, fulfilled, failed, expired, refunded), deployment-wide',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await sources.pool
        .query<{ status: string; count: string }>(
          'select status::text as status, count(*) as count from orders group by 1',
        )
        .catch(() => ({ rows: [] as Array<{ status: string; count: string }> }));
      for (const row of rows) this.set({ outcome: row.status }, Number(row.count));
    },
  });

  const expected = sources.token ? Buffer.from(`Bearer ${sources.token}`) : undefined;
  app.get('/metrics', { config: { csrf: false }, schema: { hide: true } }, async (request, reply) => {
    // Payment outcomes, job counts and the runtime are nobody's business in production unless the
    // operator chose a token for the scraper (issue 31).
    if (!expected && sources.production) {
      return reply.code(404).send({ success: false, error: 'NOT_FOUND', message: 'Resource not found' });
    }
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply.code(401).send({ success: false, error: 'UNAUTHORIZED', message: 'Unauthorized' });
      }
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
