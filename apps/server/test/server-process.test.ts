import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 30_000) => {
    const until = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return output.match(pattern);
  };
  return { child, exited, waitFor, output: () => output };
}

describe('the server process', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('refuses to start on bad configuration and lists every problem', async () => {
    const server = startServer({ PORT: 'abc', GAME_TIMEZONE: 'Nowhere/Land' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('GAME_TIMEZONE');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const server = startServer({ DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1' });
    const match = await server.waitFor(/Portal\s+http:\/\/localhost:(\d+)/);
    const port = match?.[1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // tsx compiles the whole server at start: on a busy 2-core machine that alone can take 20 s.
  }, 60_000);
});
