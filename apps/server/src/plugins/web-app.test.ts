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
});
