import { spawn } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { startJobQueue, type JobQueue } from './job-queue.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;

describe('background jobs across servers', () => {
  let database: TestDatabase;
  let survivor: JobQueue | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await survivor?.stop();
    await database.drop();
  });

  it('a job whose server is killed mid-run is run to the end by another server', async () => {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/job-worker.ts'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const seen = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => output.includes(text) && resolve();
        worker.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          check();
        });
        check();
      });
    await seen('ready');

    const finished: unknown[] = [];
    // This server only enqueues at first (no workers), like an API replica.
    const sender = await startJobQueue({
      connectionString: database.url,
      timezone: 'UTC',
      workers: false,
      log: silent,
      jobs: [{ name: 'test.takeover', retryLimit: 3, expireInSeconds: 2, handle: async () => {} }],
    });
    await sender.send('test.takeover', { order: 42 });
    await seen('took {"order":42}');
    const killed = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGKILL');
    await killed;
    await sender.stop();

    survivor = await startJobQueue({
      connectionString: database.url,
      timezone: 'UTC',
      workers: true,
      log: silent,
      maintenanceIntervalSeconds: 1,
      jobs: [
        {
          name: 'test.takeover',
          retryLimit: 3,
          expireInSeconds: 2,
          pollingIntervalSeconds: 0.5,
          handle: async (data) => void finished.push(data),
        },
      ],
    });
    await expect.poll(() => finished, { timeout: 20_000, interval: 200 }).toEqual([{ order: 42 }]);
  });
});
