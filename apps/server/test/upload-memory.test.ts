import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { hashPassword } from '../src/lib/security/passwords.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { pngBomb } from './image-bomb.ts';

/**
 * Issue 11: a ticket upload of 20 parts of 45 MB made the server hold about 1 GB before it
 * refused. Uploads now stream to disk and are refused at the first limit they cross, so the
 * server's peak memory (VmHWM of the real server process) stays under 300 MB.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const PART_BYTES = 45 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 7);
// An mp4 starts with a box size and "ftyp": the type check takes it as a video (50 MB limit).
const VIDEO_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

const peakMemoryMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** Streams a 20 × 45 MB multipart body, generated as it is sent, until the server answers. */
function sendHugeUpload(
  port: number,
  token: string,
): Promise<{ status: number; body: string; sentMb: number }> {
  const boundary = '----pitchside-memory';
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/support/tickets',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-xsrf-token': 'memory-test-token-0123456789abcdef',
        cookie: 'XSRF-TOKEN=memory-test-token-0123456789abcdef',
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, sentMb: sent / 1024 / 1024 }),
      );
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const fields = [
      'subject=Huge upload',
      'description=Twenty very large videos of the bug.',
      'category=general',
      'priority=low',
    ]
      .map((pair) => {
        const [name, value] = pair.split('=');
        return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      })
      .join('');
    const write = async () => {
      const push = (data: Buffer | string) =>
        new Promise<void>((done) => {
          if (answered || request.destroyed) return done();
          sent += data.length;
          if (request.write(data)) done();
          else request.once('drain', done);
        });
      await push(fields);
      for (let part = 0; part < 20 && !answered; part += 1) {
        await push(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bug${part}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        );
        await push(VIDEO_HEAD);
        for (let written = VIDEO_HEAD.length; written < PART_BYTES && !answered; written += CHUNK.length) {
          await push(CHUNK);
        }
        await push('\r\n');
      }
      if (!answered) request.end(`--${boundary}--\r\n`);
    };
    write().catch(reject);
  });
}

describe('a flood of large uploads', () => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-upload-memory-'));
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values({
      email: 'uploader@example.com',
      passwordHash: await hashPassword('Upload-pass1'),
      name: 'Up',
      surname: 'Loader',
      referralId: 'PS-UPLOAD1',
      nickname: 'Uploader',
      emailConfirmedAt: new Date(),
    });
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused with the server under 300 MB, leaving nothing on disk', { timeout: 120_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        JOBS_ENABLED: 'false',
        // No demo world to seed: the player is made above, so the server is up in seconds.
        GAME_WORLD: 'external',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const until = Date.now() + 90_000;
      while (!/Portal\s+http:\/\/localhost:(\d+)/.test(output)) {
        if (Date.now() > until || child.exitCode !== null)
          throw new Error(`server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const port = Number(/Portal\s+http:\/\/localhost:(\d+)/.exec(output)?.[1]);
      const login = await fetch(`http://127.0.0.1:${port}/api/account/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': 'memory-test-token-0123456789abcdef',
          cookie: 'XSRF-TOKEN=memory-test-token-0123456789abcdef',
        },
        body: JSON.stringify({ email: 'uploader@example.com', password: 'Upload-pass1' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };

      const before = peakMemoryMb(child.pid as number);
      const answer = await sendHugeUpload(port, token);
      const peak = peakMemoryMb(child.pid as number);
      // eslint-disable-next-line no-console -- the numbers the run reports (issue 11)
      console.info(
        `20 × 45 MB upload: ${answer.status} after ${Math.round(answer.sentMb)} MB sent; server peak RSS ${Math.round(before)} MB before, ${Math.round(peak)} MB after`,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
      expect(peak).toBeLessThan(300);
      const attachments = path.join(dataDir, 'attachments');
      expect(fs.existsSync(attachments) ? fs.readdirSync(attachments) : []).toEqual([]);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});

/**
 * Issue 31 item 3: 30 image bombs at once from 3 players (a 31 KB PNG declaring 16000 × 16000
 * pixels) took the server to 1,055 MB. They are refused by their declared size before decoding.
 */
describe('a burst of image decompression bombs', () => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-bomb-memory-'));
  const emails = ['bomb1@example.com', 'bomb2@example.com', 'bomb3@example.com'];
  beforeAll(async () => {
    database = await createTestDatabase();
    for (const [index, email] of emails.entries()) {
      await database.db.insert(users).values({
        email,
        passwordHash: await hashPassword('Upload-pass1'),
        name: 'Bo',
        surname: 'Mb',
        referralId: `PS-BOMB${index}`,
        nickname: `Bomb${index}`,
        emailConfirmedAt: new Date(),
      });
    }
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    '30 concurrent bomb avatars are refused with the server under 300 MB',
    { timeout: 120_000 },
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'warn',
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          JOBS_ENABLED: 'false',
          GAME_WORLD: 'external',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const csrf = {
        'x-xsrf-token': 'memory-test-token-0123456789abcdef',
        cookie: 'XSRF-TOKEN=memory-test-token-0123456789abcdef',
      };
      try {
        const until = Date.now() + 90_000;
        while (!/Portal\s+http:\/\/localhost:(\d+)/.test(output)) {
          if (Date.now() > until || child.exitCode !== null)
            throw new Error(`server did not start:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const base = `http://127.0.0.1:${/Portal\s+http:\/\/localhost:(\d+)/.exec(output)?.[1]}`;
        const tokens: string[] = [];
        for (const email of emails) {
          const login = await fetch(`${base}/api/account/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...csrf },
            body: JSON.stringify({ email, password: 'Upload-pass1' }),
          });
          tokens.push(((await login.json()) as { token: string }).token);
        }
        const bomb = pngBomb(16000, 16000);
        const before = peakMemoryMb(child.pid as number);
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => {
            const form = new FormData();
            form.append('file', new Blob([bomb], { type: 'image/png' }), `bomb${i}.png`);
            return fetch(`${base}/api/account/avatar`, {
              method: 'POST',
              headers: { authorization: `Bearer ${tokens[i % 3]}`, ...csrf },
              body: form,
            }).then(async (answer) => ({
              status: answer.status,
              body: (await answer.json()) as { error?: string },
            }));
          }),
        );
        const peak = peakMemoryMb(child.pid as number);
        // eslint-disable-next-line no-console -- the numbers the run reports (issue 31)
        console.info(
          `30 concurrent ${Math.round(bomb.length / 1024)} KB PNG bombs (16000 × 16000): statuses ${[...new Set(answers.map((a) => a.status))].join(',')}; server peak RSS ${Math.round(before)} MB before, ${Math.round(peak)} MB after`,
        );
        expect(answers.every((a) => a.status === 413 && a.body.error === 'IMAGE_TOO_LARGE')).toBe(true);
        expect(peak).toBeLessThan(300);
        expect((await fetch(`${base}/api/health`)).status).toBe(200);
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
  );
});
