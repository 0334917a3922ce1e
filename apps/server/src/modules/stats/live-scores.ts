import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_SCORES_EVENT } from '@pitchside/contract/match-stats';
import type { EventBus } from '../../lib/event-bus.ts';
import type { MatchService } from './match-service.ts';

/**
 * Live scores pushed as server-sent events. A trigger on `matches` sends `match_changed` with
 * the changed ids whenever a score or status changes, whoever wrote it (the simulator on any
 * server, the ingestion API); every server hears it, reads those matches once for all of its
 * open streams, and writes one event to each. Changes arriving together are sent together.
 */
export interface LiveScoreHub {
  /**
   * Whether one more stream may open for this address: not when it already holds its share or
   * the process its total (issue 31). The caller attaches in the same tick, or answers 429.
   */
  admits(address: string): 'open' | 'address-full' | 'process-full';
  attach(response: ServerResponse, address?: string): void;
  readonly openStreams: number;
  close(): void;
}

const BATCH_MS = 100;
/** Proxies (HAProxy's `timeout server`, nginx's 60 s) drop a silent stream: a comment keeps it up. */
const HEARTBEAT_MS = 15_000;
/** The browser waits this long before reconnecting after the stream ended. */
const RETRY_MS = 3_000;

export function createLiveScoreHub(options: {
  matches: MatchService;
  events: EventBus;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
  /** Open streams one client address may hold (LIVE_STREAMS_PER_ADDRESS). */
  maxPerAddress?: number;
  /** Open streams this process holds at most (LIVE_STREAMS_TOTAL). */
  maxTotal?: number;
}): LiveScoreHub {
  const streams = new Set<ServerResponse>();
  const perAddress = new Map<string, number>();
  const maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;
  const maxTotal = options.maxTotal ?? Number.POSITIVE_INFINITY;
  const pending = new Set<number>();
  let reloadAll = false;
  let batch: NodeJS.Timeout | undefined;

  const broadcast = (chunk: string) => {
    for (const stream of streams) stream.write(chunk);
  };

  const flush = async () => {
    batch = undefined;
    const ids = reloadAll ? 'all' : [...pending];
    pending.clear();
    reloadAll = false;
    if (ids.length === 0 || streams.size === 0) return;
    try {
      const update = await options.matches.todaysChanges(ids);
      if (update.matches.length > 0)
        broadcast(`event: ${LIVE_SCORES_EVENT}\ndata: ${JSON.stringify(update)}\n\n`);
    } catch (error) {
      // The page keeps its 30 s refresh; a missed push is caught up by it.
      options.log.warn({ err: error }, 'live scores could not be read');
    }
  };

  const unsubscribe = options.events.subscribe('match_changed', (payload) => {
    if (streams.size === 0) return;
    if (payload === '*') reloadAll = true;
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isSafeInteger(id) && id > 0) pending.add(id);
    }
    batch ??= setTimeout(() => void flush(), BATCH_MS);
  });

  const heartbeat = setInterval(() => broadcast(': keepalive\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    admits(address) {
      if (streams.size >= maxTotal) return 'process-full';
      if ((perAddress.get(address) ?? 0) >= maxPerAddress) return 'address-full';
      return 'open';
    },
    attach(response, address = 'unknown') {
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
      streams.add(response);
      response.on('close', () => {
        if (!streams.delete(response)) return;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
    },
    get openStreams() {
      return streams.size;
    },
    close() {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(batch);
      for (const stream of streams) stream.end();
      streams.clear();
      perAddress.clear();
    },
  };
}
