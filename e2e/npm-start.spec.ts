import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

// `npm test` has just built the portal, as a first `npm start` would: a start now has nothing to
// build and must go straight to the server, with the banner within a few lines.
test('npm start with nothing changed skips the build and shows the banner within a few lines', async () => {
  test.setTimeout(90_000);
  const dataDir = `.tmp/e2e-start-${randomUUID().slice(0, 8)}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await expect.poll(() => output, { timeout: 60_000 }).toMatch(/Pitchside is running/);
    const beforeBanner = output.slice(0, output.indexOf('Pitchside is running')).split('\n').filter(Boolean);
    expect(output).not.toContain('Building');
    expect(beforeBanner.length, beforeBanner.join('\n')).toBeLessThanOrEqual(6);
  } finally {
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
});
