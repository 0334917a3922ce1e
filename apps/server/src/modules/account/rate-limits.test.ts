import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

describe('abuse limits (real scale)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(users).values([
      {
        email: 'target@example.com',
        passwordHash: await hashPassword('Right-pass1'),
        name: 'Ta',
        surname: 'Rget',
        referralId: 'PS-T1',
        nickname: 'Target',
        emailConfirmedAt: new Date(),
      },
      {
        email: 'other@example.com',
        passwordHash: await hashPassword('Right-pass1'),
        name: 'Ot',
        surname: 'Her',
        referralId: 'PS-T2',
        nickname: 'Other',
        emailConfirmedAt: new Date(),
      },
      {
        email: 'blocked@example.com',
        passwordHash: await hashPassword('Right-pass1'),
        name: 'Bl',
        surname: 'Ock',
        referralId: 'PS-T3',
        nickname: 'Blocked',
        blockedAt: new Date(),
      },
    ]);
  });
  afterAll(() => t.close());

  const login = (email: string, password = 'Wrong-pass1') =>
    t.request({ method: 'POST', url: '/api/account/login', payload: { email, password } });

  it('stops password guessing on one account after 10 tries with the spec text, without locking out others', async () => {
    for (let i = 0; i < 10; i++) expect((await login('target@example.com')).statusCode).toBe(401);
    const limited = await login('target@example.com', 'Right-pass1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
    });
    expect(limited.json().retryAfter).toBeGreaterThan(0);
    expect(limited.json().retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login('other@example.com', 'Right-pass1')).statusCode).toBe(200);
  });

  it('limits password-reset mails per account with the spec text', async () => {
    const forgot = () =>
      t.request({
        method: 'POST',
        url: '/api/account/forgot-password',
        payload: { email: 'other@example.com' },
      });
    for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many password reset attempts. Please try again later.');
  });

  it('refuses a blocked account with the spec text', async () => {
    const res = await login('blocked@example.com', 'Right-pass1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account has been blocked. Please contact support.');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'blocked@example.com'));
    expect(row?.blockedAt).not.toBeNull();
  });
});
