import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Messages between the servers of one deployment: a back-office edit that must drop every
 * server's cached answers, a score change that every server's open streams must show.
 * PostgreSQL's LISTEN/NOTIFY carries them: every server already talks to the one database, a
 * NOTIFY sent inside a transaction is delivered only when (and if) it commits, and a trigger
 * can send one for writes no code of ours makes (the ingestion of a score).
 */
export type EventChannel = 'content_changed' | 'match_changed';
const CHANNELS: readonly EventChannel[] = ['content_changed', 'match_changed'];

export interface EventBus {
  /** Delivers to every server, this one included. */
  publish(channel: EventChannel, payload?: string): Promise<void>;
  subscribe(channel: EventChannel, handler: (payload: string) => void): () => void;
  /**
   * Called after the listening connection came back from an outage: messages may have been
   * missed, so holders of shared state start afresh.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** One process alone (tests, or a single server without the bus). */
export function localEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload = '') {
      emitter.emit(channel, payload);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    onReconnect: () => () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function postgresEventBus(options: {
  url: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (CHANNELS.includes(message.channel as EventChannel))
        local.emit(message.channel, message.payload ?? '');
    });
    next.on('error', (error) => {
      options.log.error({ err: error }, 'event bus connection lost; reconnecting');
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    await next.connect();
    for (const channel of CHANNELS) await next.query(`listen ${channel}`);
    client = next;
    if (isReconnect) {
      options.log.warn('event bus reconnected');
      local.emit('reconnect');
    }
  };

  const scheduleReconnect = (lost: pg.Client) => {
    if (closed || client !== lost || retryTimer) return;
    client = undefined;
    lost.end().catch(() => {});
    const attempt = (delay: number) => {
      retryTimer = setTimeout(() => {
        connect(true)
          .then(() => (retryTimer = undefined))
          .catch(() => attempt(Math.min(delay * 2, 5_000)));
      }, delay);
      retryTimer.unref();
    };
    attempt(250);
  };

  await connect(false);

  return {
    async publish(channel, payload = '') {
      await options.pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(channel, handler) {
      local.on(channel, handler);
      return () => local.off(channel, handler);
    },
    onReconnect(handler) {
      local.on('reconnect', handler);
      return () => local.off('reconnect', handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      local.removeAllListeners();
      await client?.end().catch(() => {});
    },
  };
}
