import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/lib/server-root.ts';

/**
 * The README's staff command, run as a newcomer would (from the checkout's root and from
 * apps/server, with the same relative DATA_DIR), while the portal runs from the root as
 * `npm start` runs it: both accounts land in the portal's database and can log in.
 */
const DATA_DIR = `.tmp/staff-command-${randomUUID().slice(0, 8)}`;

function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  // The test run's own database settings must not leak in: this is the zero-configuration path.
  for (const key of ['DATABASE_URL', 'PORT', 'VITEST', 'VITEST_WORKER_ID', 'VITEST_POOL_ID']) delete env[key];
  return env;
}

function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: baseEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function login(port: string, email: string, password: string) {
  const base = `http://127.0.0.1:${port}`;
  const csrf = await fetch(`${base}/api/csrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({ email, password, remember: false }),
  });
}

describe('the staff command of the README', () => {
  let portal: ReturnType<typeof spawn>;
  let port = '';

  beforeAll(async () => {
    portal = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...baseEnv(), PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    portal.stderr?.on('data', (chunk) => (output += chunk));
    port = await new Promise<string>((resolve, reject) => {
      portal.stdout?.on('data', (chunk) => {
        output += chunk;
        const found = /Portal\s+http:\/\/localhost:(\d+)/.exec(output);
        if (found?.[1]) resolve(found[1]);
      });
      portal.on('exit', () => reject(new Error(`the portal stopped:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (portal.exitCode === null) {
      const exited = new Promise((resolve) => portal.on('exit', resolve));
      portal.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(path.join(REPO_ROOT, DATA_DIR), { recursive: true, force: true });
  });

  it.each([
    ['the repository root', REPO_ROOT, ['run', 'staff:create', '-w', 'apps/server', '--']],
    ['apps/server', path.join(REPO_ROOT, 'apps/server'), ['run', 'staff:create', '--']],
  ])(
    'from %s, writes to the running portal’s database and the agent can log in',
    async (_where, cwd, npmArgs) => {
      const email = `agent-${randomUUID().slice(0, 8)}@studio.test`;
      const result = await run('npm', [...npmArgs, '--email', email, '--password', 'Agent-pass-2026'], cwd);
      expect(result.output).toContain(
        `Created support ${email} in the embedded database in ${path.join(REPO_ROOT, DATA_DIR, 'pg')} (the running portal’s)`,
      );
      expect(result.code).toBe(0);

      const answer = await login(port, email, 'Agent-pass-2026');
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { user: { role?: string; email: string } };
      expect(body.user.email).toBe(email);
    },
    60_000,
  );
});
