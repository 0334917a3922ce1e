import { LogController, type FastifyInstance } from 'fastify';

/** A request slower than this is worth a line at `warn` whatever it answered. */
export const SLOW_REQUEST_MS = 1_000;

/** Turns off Fastify's own two `info` lines per request; registerRequestLog writes one instead. */
export const quietRequestLogging = () => new LogController({ disableRequestLogging: true });

/**
 * One line per finished request, at a level that says whether anyone needs to read it: failures
 * (5xx) at `error`, slow requests at `warn`, everything else at `debug`. Fastify's own two lines
 * per request at `info` cost a third of a cached endpoint's throughput and flooded the console of
 * `npm start`; a server at the default `info` level now logs only what needs attention.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // A callback hook: it adds no asynchronous step to the response (see public-cache.ts).
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
    // Below the logger's level this is pino's no-op: no object is serialised, nothing is written.
    request.log[level](
      { method: request.method, url: request.url, statusCode: status, ms },
      ms >= SLOW_REQUEST_MS ? 'slow request' : 'request completed',
    );
    done();
  });
}
