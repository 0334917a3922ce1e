import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const PASSWORD = 'Right-pass1';
let now = new Date('2026-03-10T12:00:00Z');
const codeAt = (secret: string, at = now) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

describe('two-factor sign-in, sessions and login history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { STAFF_TWO_FACTOR: 'required', RATE_LIMIT_SCALE: '10' },
      clock: () => now,
    });
    const passwordHash = await hashPassword(PASSWORD);
    const common = { passwordHash, name: 'Ta', surname: 'Rget', emailConfirmedAt: new Date() };
    await t.database.db.insert(users).values([
      { ...common, email: 'two@example.com', referralId: 'PS-2F1', nickname: 'Two' },
      { ...common, email: 'admin2@example.com', referralId: 'PS-2F2', nickname: 'Boss', role: 'admin' },
      { ...common, email: 'roamer@example.com', referralId: 'PS-2F3', nickname: 'Roamer' },
      { ...common, email: 'leaver@example.com', referralId: 'PS-2F4', nickname: 'Leaver' },
    ]);
  });
  afterAll(() => t.close());

  const login = (
    email: string,
    userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36',
  ) =>
    t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
    });
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.request({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const secondStep = (challenge: string, code: string) =>
    t.request({ method: 'POST', url: '/api/account/login/two-factor', payload: { challenge, code } });

  /** Turns two-factor on by "scanning" the secret the setup answers. */
  async function turnOn(token: string) {
    const setup = await call(token, 'POST', '/api/account/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json().data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toContain('<svg');
    const wrong = await call(token, 'POST', '/api/account/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const enabled = await call(token, 'POST', '/api/account/two-factor/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
  }

  let secret = '';
  let recoveryCodes: string[] = [];

  it('turns on with a code from the scanned secret and hands out ten recovery codes once', async () => {
    const token = (await login('two@example.com')).json().token;
    ({ secret, recoveryCodes } = await turnOn(token));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await call(token, 'GET', '/api/account/two-factor');
    expect(status.json().data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
  });

  it('asks for the code after the password, and signs in with it', async () => {
    later(30);
    const first = await login('two@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    expect(first.json().token).toBeUndefined();
    const signedIn = await secondStep(first.json().challenge, codeAt(secret));
    expect(signedIn.statusCode).toBe(200);
    const validate = await call(signedIn.json().token, 'POST', '/api/account/login/validate');
    expect(validate.statusCode).toBe(200);
  });

  it('refuses a wrong code and a code already used', async () => {
    const challenge = (await login('two@example.com')).json().challenge;
    const wrong = await secondStep(challenge, '123456' === codeAt(secret) ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'CODE_INVALID' });
    // The audit log names the real event: a wrong second factor, not a wrong password (issue 35).
    const [event] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorEmail, 'two@example.com'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(event?.action).toBe('auth.two_factor_failed');
    // The code that signed in a moment ago, in the same 30 s: refused.
    const reused = await secondStep(challenge, codeAt(secret));
    expect(reused.statusCode).toBe(400);
    later(30);
    expect((await secondStep(challenge, codeAt(secret))).statusCode).toBe(200);
    // A used challenge does not open a second session.
    expect(
      (await secondStep(challenge, codeAt(secret, new Date(now.getTime() + 30_000)))).json(),
    ).toMatchObject({
      error: 'CODE_EXPIRED',
    });
  });

  it('takes a recovery code once', async () => {
    const code = recoveryCodes[0] as string;
    const first = await secondStep((await login('two@example.com')).json().challenge, code.toUpperCase());
    expect(first.statusCode).toBe(200);
    const again = await secondStep((await login('two@example.com')).json().challenge, code);
    expect(again.statusCode).toBe(400);
    const status = await call(first.json().token, 'GET', '/api/account/two-factor');
    expect(status.json().data.recoveryCodesLeft).toBe(9);
  });

  it('lets a challenge expire after five minutes', async () => {
    const challenge = (await login('two@example.com')).json().challenge;
    later(5 * 60 + 1);
    expect((await secondStep(challenge, codeAt(secret))).json()).toMatchObject({ error: 'CODE_EXPIRED' });
  });

  it('lists the sessions, ends one (its next call is 401) and all the others', async () => {
    later(30);
    const phone = await secondStep(
      (
        await login(
          'two@example.com',
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1',
        )
      ).json().challenge,
      codeAt(secret),
    );
    later(30);
    const laptop = await secondStep((await login('two@example.com')).json().challenge, codeAt(secret));
    const laptopToken = laptop.json().token as string;
    const phoneToken = phone.json().token as string;

    const listed = (await call(laptopToken, 'GET', '/api/account/sessions')).json().data as Array<{
      id: number;
      browser: string;
      os: string;
      network: string;
      current: boolean;
    }>;
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      network: '127.0.0.0/24',
    });
    const phoneSession = listed.find((s) => s.os === 'iOS');
    expect(phoneSession).toBeDefined();

    expect((await call(phoneToken, 'POST', '/api/account/login/validate')).statusCode).toBe(200);
    expect((await call(laptopToken, 'DELETE', `/api/account/sessions/${phoneSession?.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(phoneToken, 'POST', '/api/account/login/validate')).statusCode).toBe(401);

    const ended = await call(laptopToken, 'POST', '/api/account/sessions/end-others');
    expect(ended.json().data.ended).toBeGreaterThan(0);
    const left = (await call(laptopToken, 'GET', '/api/account/sessions')).json().data;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('shows the last sign-ins and failed attempts with how they were proven', async () => {
    const token = (
      await secondStep((await login('two@example.com')).json().challenge, codeAt(secret, later(30)))
    ).json().token;
    await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'two@example.com', password: 'Wrong-pass1' },
    });
    const history = (await call(token, 'GET', '/api/account/login-history')).json().data;
    expect(history[0]).toMatchObject({ outcome: 'failed' });
    expect(history[1]).toMatchObject({ outcome: 'success', method: 'app', browser: 'Chrome' });
    expect(history.some((h: { method: string }) => h.method === 'recovery')).toBe(true);
    expect(history.length).toBeLessThanOrEqual(30);
  });

  it('turns off only with the password and a code', async () => {
    const token = (
      await secondStep((await login('two@example.com')).json().challenge, codeAt(secret, later(30)))
    ).json().token;
    const noPassword = await call(token, 'POST', '/api/account/two-factor/disable', {
      password: 'Wrong-pass1',
      code: codeAt(secret, later(30)),
    });
    expect(noPassword.statusCode).toBe(400);
    const off = await call(token, 'POST', '/api/account/two-factor/disable', {
      password: PASSWORD,
      code: codeAt(secret, later(30)),
    });
    expect(off.statusCode).toBe(200);
    expect((await login('two@example.com')).json().token).toBeTruthy();
  });

  it('sends a staff account without a second factor to set one up before any staff tool', async () => {
    const token = (await login('admin2@example.com')).json().token;
    const refused = await call(token, 'GET', '/api/admin/users?q=two');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED' });
    expect((await call(token, 'GET', '/api/account/two-factor')).json().data).toMatchObject({
      enabled: false,
      required: true,
    });
    later(30);
    const { secret: staffSecret } = await turnOn(token);
    expect((await call(token, 'GET', '/api/admin/users?q=two')).statusCode).toBe(200);
    const disable = await call(token, 'POST', '/api/account/two-factor/disable', {
      password: PASSWORD,
      code: codeAt(staffSecret, later(30)),
    });
    expect(disable.json()).toMatchObject({ error: 'TWO_FACTOR_REQUIRED' });
  });

  it('mails a sign-in from an unfamiliar device with a link that ends that session', async () => {
    const inbox = async () =>
      (await t.request({ method: 'GET', url: '/api/dev/mail?to=roamer%40example.com' })).json()
        .data as Array<{
        subject: string;
        text: string;
      }>;
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1';
    expect((await login('roamer@example.com')).statusCode).toBe(200);
    expect((await login('roamer@example.com')).statusCode).toBe(200);
    // The first sign-in and the same laptop again: nothing to report.
    expect(await inbox()).toEqual([]);

    const phoneToken = (await login('roamer@example.com', IPHONE)).json().token as string;
    const [mail] = await inbox();
    expect(mail?.subject).toBe('New sign-in to your Pitchside account');
    expect(mail?.text).toContain('Safari · iOS');
    const link = /\/end-session\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(link).toBeTruthy();

    const end = () =>
      t.request({ method: 'POST', url: '/api/account/sessions/end-by-link', payload: { token: link } });
    expect((await end()).statusCode).toBe(200);
    expect((await call(phoneToken, 'POST', '/api/account/login/validate')).statusCode).toBe(401);
    expect((await end()).statusCode).toBe(404);
  });

  it('asks for a code as well as the password to delete an account with two-factor on', async () => {
    const token = (await login('leaver@example.com')).json().token as string;
    later(30);
    const { secret: leaverSecret } = await turnOn(token);
    const session = (
      await secondStep((await login('leaver@example.com')).json().challenge, codeAt(leaverSecret, later(30)))
    ).json().token as string;
    const withoutCode = await call(session, 'POST', '/api/account/deletion', { password: PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({ error: 'CODE_INVALID' });
    const scheduled = await call(session, 'POST', '/api/account/deletion', {
      password: PASSWORD,
      code: codeAt(leaverSecret, later(30)),
    });
    expect(scheduled.statusCode).toBe(200);
  });
});
