import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse, type $ZodType, type input } from 'zod/v4/core';
import type { CacheWindow } from '@pitchside/contract/cache-windows';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { Config } from '../config.ts';
import { MemoryTtlCache, type TtlCache } from '../lib/ttl-cache.ts';

/**
 * Public read endpoints (news, leaderboards, matches) answer from a cache: the serialised body
 * and its strong ETag are kept for the route's fresh window, so requests inside the window
 * never reach the database, and a client holding the same ETag gets 304 with no body.
 * Concurrent misses of one key share a single load.
 */
export interface CachedBody {
  body: string;
  etag: string;
  /** The body gzipped once when filled (larger bodies only): today's matches shrink ~10x. */
  gzip: Buffer | null;
}

const GZIP_FROM_BYTES = 1024;

export interface PublicResponse<T extends $ZodType> {
  window: CacheWindow;
  /** The whole response envelope; the body is validated (and stripped) by it before caching. */
  schema: T;
  load: () => Promise<input<T>>;
  /**
   * The language the answer is written in, when it depends on one (news, banners): it is part
   * of the cache key, and the answer says so (`Content-Language`, `Vary: Accept-Language`).
   */
  language?: LanguageCode;
}

export type PublicResponder = <T extends $ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  response: PublicResponse<T>,
) => Promise<void>;

/** Entries beyond this are dropped least recently used first (ids in paths make keys unbounded). */
const MAX_ENTRIES = 2000;

/**
 * The in-process store. With several servers each keeps its own copy, which is fine for data
 * that may be a window old anyway; what must not wait for the window (a back-office edit, a
 * score) drops the copies of every server through the event bus (app.ts).
 */
export function createResponseCache(_config: Config): TtlCache<CachedBody> {
  return new MemoryTtlCache<CachedBody>(MAX_ENTRIES);
}

export function createPublicResponder(cache: TtlCache<CachedBody>): PublicResponder {
  const loading = new Map<string, Promise<CachedBody>>();

  const resolve = async <T extends $ZodType>(key: string, response: PublicResponse<T>) => {
    const hit = await cache.get(key);
    if (hit) return hit;
    let pending = loading.get(key);
    if (!pending) {
      pending = (async () => {
        const body = JSON.stringify(parse(response.schema, await response.load()));
        const entry: CachedBody = {
          body,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          gzip: Buffer.byteLength(body) >= GZIP_FROM_BYTES ? gzipSync(body) : null,
        };
        await cache.set(key, entry, response.window.fresh);
        return entry;
      })().finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  return async (request, reply, response) => {
    // Validated, defaulted and clamped input: /top/500 and /top/100 share one entry. A route
    // without a query schema ignores its query string, so `?x=1`, `?x=2`… cannot each force a
    // database read.
    const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : '';
    const key = `${request.routeOptions.url}|${JSON.stringify(request.params)}|${query}|${response.language ?? ''}`;
    const entry = await resolve(key, response);
    reply.header(
      'cache-control',
      `public, max-age=${response.window.fresh}, stale-while-revalidate=${response.window.stale}`,
    );
    if (response.language) {
      reply.header('content-language', response.language);
      reply.header('vary', 'Accept-Encoding, Accept-Language');
    } else {
      reply.header('vary', 'Accept-Encoding');
    }
    const gzip = entry.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') ? entry.gzip : null;
    // Each encoding is its own representation, so it has its own strong ETag.
    const etag = gzip ? `${entry.etag.slice(0, -1)}-gz"` : entry.etag;
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (etagMatches(ifNoneMatch, entry.etag) || etagMatches(ifNoneMatch, etag)) {
      // Awaited (a reply is thenable: it settles once the answer is out), so the handler ends
      // after its answer, not before its asynchronous onSend hooks have run; otherwise Fastify
      // takes the handler's undefined for "no answer" and sends a second time.
      await reply.code(304).send();
      return;
    }
    reply.type('application/json; charset=utf-8');
    await (gzip ? reply.header('content-encoding', 'gzip').send(gzip) : reply.send(entry.body));
  };
}

/** If-None-Match uses the weak comparison: W/"x" matches "x"; `*` matches anything. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
