import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/lib/security/passwords.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Issue 11, item 4: what a shared computer, a proxy or a stranger on the network may see. */
describe('headers and development routes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(users).values({
      email: 'headers@example.com',
      passwordHash: await hashPassword('Header-pass1'),
      name: 'He',
      surname: 'Aders',
      referralId: 'PS-HEAD1',
      nickname: 'Headers',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'headers@example.com', password: 'Header-pass1' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    token = login.json().token as string;
  });
  afterAll(() => t.close());

  it('never lets a browser or proxy store an answer that depends on the session', async () => {
    for (const url of [
      '/api/user/notifications',
      '/api/account/login/validate',
      '/api/account/balance-history',
    ]) {
      const answer = await t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    // Public lists keep their shared caching.
    const news = await t.request({ method: 'GET', url: '/api/public/news' });
    expect(news.headers['cache-control']).toMatch(/public/);
  });

  it('sends a Permissions-Policy on pages and the API', async () => {
    for (const url of ['/', '/api/health']) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.headers['permissions-policy'], url).toContain('camera=()');
      expect(answer.headers['permissions-policy'], url).toContain('geolocation=()');
    }
  });

  it('answers the development mailbox and demo routes only on this machine', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/mail?to=headers@example.com', '/api/dev/demo']) {
      const local = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode, url).toBe(200);
      const localV6 = await t.app.inject({ method: 'GET', url, remoteAddress: '::1' });
      expect(localV6.statusCode, url).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.44' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('headers@example.com');
    }
  });

  it('listens on loopback by default outside production, on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
