import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { quietRequestLogging, registerRequestLog, SLOW_REQUEST_MS } from './request-log.ts';

async function appLoggingAt(level: pino.Level) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level }, sink);
  const app = Fastify({ loggerInstance: logger, logController: quietRequestLogging() });
  registerRequestLog(app);
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  await app.ready();
  return { app, lines: () => lines.filter((line) => 'statusCode' in line) };
}

describe('request log', () => {
  it('keeps successful requests out of an info-level log and always records failures and slow requests', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ url: '/fine' });
    await app.inject({ url: '/fine?again=1' });
    expect(lines()).toEqual([]);

    await app.inject({ url: '/broken' });
    await app.inject({ url: '/slow' });
    expect(lines()).toEqual([
      expect.objectContaining({ level: 50, url: '/broken', statusCode: 500 }),
      expect.objectContaining({ level: 40, url: '/slow', statusCode: 200, msg: 'slow request' }),
    ]);
    await app.close();
  });

  it('writes one line per request, with method, status and duration, at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ url: '/fine' });
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 20,
        method: 'GET',
        url: '/fine',
        statusCode: 200,
        ms: expect.any(Number),
      }),
    ]);
    await app.close();
  });
});
