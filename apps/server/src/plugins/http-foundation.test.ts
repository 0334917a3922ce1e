import fs from 'node:fs';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectServerError } from '../../test/server-log.ts';
import { AppError } from '../lib/app-error.ts';

function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--pitchside-config--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  return dir;
}

describe('HTTP foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WEB_DIST_DIR: fakeWebBuild(), PRODUCT_NAME: 'Matchday </script>' },
      // Routes registered only for this test exercise the central error handling.
      extend: (app) =>
        app.register(async (scoped) => {
          scoped
            .withTypeProvider<ZodTypeProvider>()
            .post(
              '/api/test/echo',
              { schema: { body: z.strictObject({ name: z.string().min(2) }) } },
              async (request) => ({ success: true, data: request.body }),
            );
          scoped.get('/api/test/large', async () => ({
            success: true,
            data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Player ${i}` })),
          }));
          scoped.get('/api/test/boom', async () => {
            throw new Error('password=hunter2 at db.internal:5432');
          });
          scoped.get('/api/test/conflict', async () => {
            throw new AppError('CONFLICT', 'This purchase is not allowed');
          });
        }),
    });
  });
  afterAll(() => t.close());

  it('rejects a state-changing call without the CSRF header, and accepts it with one', async () => {
    const without = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ada' } });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ success: false, error: 'CSRF_TOKEN_INVALID' });

    const mismatched = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ada' },
      cookies: { 'XSRF-TOKEN': 'a'.repeat(43) },
      headers: { 'x-xsrf-token': 'b'.repeat(43) },
    });
    expect(mismatched.statusCode).toBe(403);

    const ok = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'Ada' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: { name: 'Ada' } });
  });

  it('hands out the CSRF cookie on a safe call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(res.json()).toEqual({ success: true, data: { token: cookie?.value } });
  });

  it('answers invalid input with 400 and the field at fault, and rejects unknown fields', async () => {
    const short = await t.request({ method: 'POST', url: '/api/test/echo', payload: { name: 'A' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_FAILED',
      details: [{ path: 'name' }],
    });

    const extra = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ada', admin: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('never leaks internal detail in a 5xx body', async () => {
    // The error and its detail go to the log, tied to the request id; never to the client.
    expectServerError(/request failed — Error: password=hunter2/);
    expectServerError(/500 \/api\/test\/boom/);
    const res = await t.request({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: 'INTERNAL_ERROR',
      message: 'Server error. Please try again later.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends domain errors with their status, code and the spec text', async () => {
    const res = await t.request({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'CONFLICT',
      message: 'This purchase is not allowed',
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it('serves the app for every route of the table, and for unknown paths with status 404', async () => {
    for (const url of ['/', '/stats', '/stats/top-global', '/reset-password/abc', '/spin']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const unknown = await t.request({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('embeds the runtime config as inert JSON that cannot break out of its tag', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const match = res.body.match(/<script id="pitchside-config" type="application\/json">(.*?)<\/script>/);
    expect(match).not.toBeNull();
    const config = JSON.parse(match?.[1] ?? '{}');
    expect(config.productName).toBe('Matchday </script>');
    expect(match?.[1]).not.toContain('</script>');
  });

  it('caches hashed assets for a year and never answers a missing asset with HTML', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.request({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('compresses JSON answers above 1 KB as the browser accepts, and leaves small ones alone', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/test/large' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/test/large',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/test/large',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/test/echo',
      payload: gzipSync(JSON.stringify({ name: 'Zed' })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
  });
});
