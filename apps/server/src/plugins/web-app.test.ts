import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-web-'));
const script = 'console.log("pitchside");'.repeat(50);
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body></body></html>');
fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), script);
fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
fs.writeFileSync(path.join(distDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Pitchside"}');
fs.writeFileSync(
  path.join(distDir, 'manifest.webmanifest.br'),
  zlib.brotliCompressSync('{"name":"Pitchside"}'),
);
fs.writeFileSync(path.join(distDir, 'offline.html'), '<html></html>');

afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

async function serve() {
  const app = Fastify();
  await registerWebApp(app, { distDir, publicConfig: {} as never });
  return app;
}

describe('web app assets', () => {
  it('sends the brotli file to a browser that accepts br, and the plain file otherwise', async () => {
    const app = await serve();
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('lets a browser check the service worker and the web manifest for a new version on every visit', async () => {
    const app = await serve();
    const worker = await app.inject({ url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    for (const encoding of ['br', 'identity']) {
      const manifest = await app.inject({
        url: '/manifest.webmanifest',
        headers: { 'accept-encoding': encoding },
      });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    }

    const offline = await app.inject({ url: '/offline.html' });
    expect(offline.headers['cache-control']).toBe('public, max-age=3600');
    await app.close();
  });
});
