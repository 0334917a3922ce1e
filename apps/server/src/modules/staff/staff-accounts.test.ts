import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { listDevMail } from '../mail/dev-mail-repository.ts';

/**
 * Staff accounts (issue 35): an admin invites by e-mail, the invitee sets a password and a second
 * factor through the one-time link, and only then holds the role; role changes and removal.
 */
const PASSWORD = 'Admin-pass1';
let now = new Date('2026-05-04T09:00:00Z');
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: now.getTime(),
  });

describe('staff accounts and invitations', () => {
  let t: TestApp;
  let admin = '';
  let adminId = 0;
  let adminSecret = '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.request({
      method,
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
  const login = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/account/login', payload: { email, password } });
  /** The token of the latest invitation mailed to this address, read from the development mailbox. */
  async function mailedToken(to: string) {
    const [mail] = await listDevMail(t.database.db, { to, limit: 1 });
    const token = /\/staff-invite\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, `a link mailed to ${to}`).toBeTruthy();
    return { token: token as string, mail: mail! };
  }

  beforeAll(async () => {
    t = await createTestApp({
      env: { STAFF_TWO_FACTOR: 'required', RATE_LIMIT_SCALE: '100' },
      clock: () => now,
    });
    const passwordHash = await hashPassword(PASSWORD);
    const common = { passwordHash, surname: 'S', emailConfirmedAt: now };
    const [row] = await t.database.db
      .insert(users)
      .values([
        {
          ...common,
          name: 'Anna',
          email: 'anna@studio.test',
          nickname: 'Anna',
          referralId: 'ST-1',
          role: 'admin',
        },
        { ...common, name: 'Pia', email: 'pia@example.com', nickname: 'Pia', referralId: 'ST-2' },
      ])
      .returning();
    adminId = row!.id;
    // The admin's own second factor, set up the ordinary way, so the staff routes answer them.
    const first = await login('anna@studio.test', PASSWORD);
    const bare = first.json().token as string;
    const setup = await call('POST', '/api/account/two-factor/setup', undefined, bare);
    adminSecret = setup.json().data.secret as string;
    const enabled = await call('POST', '/api/account/two-factor/enable', { code: codeOf(adminSecret) }, bare);
    expect(enabled.statusCode).toBe(200);
    admin = bare;
  });

  /** Signs the admin in again (password, then code): their session does not outlive days. */
  async function adminSignsIn() {
    const challenge = (await login('anna@studio.test', PASSWORD)).json().challenge as string;
    later(31);
    const second = await t.request({
      method: 'POST',
      url: '/api/account/login/two-factor',
      payload: { challenge, code: codeOf(adminSecret) },
    });
    admin = second.json().token as string;
  }
  afterAll(() => t.close());

  it('invites a finance member who sets a password and a second factor, then signs in to the console', async () => {
    const invited = await call('POST', '/api/admin/staff/invites', {
      email: 'Finn@Studio.test',
      role: 'finance',
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({
      email: 'finn@studio.test',
      role: 'finance',
      invitedBy: 'Anna',
    });
    const { token, mail } = await mailedToken('finn@studio.test');
    expect(mail.subject).toBe('You are invited to the Pitchside console');
    expect(mail.text).toContain('Anna invited you to the Pitchside console as Finance.');

    const list = (await call('GET', '/api/admin/staff')).json().data;
    expect(list.invites.map((i: { email: string }) => i.email)).toEqual(['finn@studio.test']);

    const view = await call('GET', `/api/invites/${token}`, undefined, '');
    expect(view.json().data).toMatchObject({ email: 'finn@studio.test', role: 'finance', hasAccount: false });

    const weak = await call(
      'POST',
      `/api/invites/${token}/account`,
      {
        name: 'Finn',
        password: 'weakpass',
        confirmPassword: 'weakpass',
      },
      '',
    );
    expect(weak.json().error).toBe('PASSWORD_TOO_WEAK');
    const account = await call(
      'POST',
      `/api/invites/${token}/account`,
      {
        name: 'Finn',
        password: 'Finn-pass1',
        confirmPassword: 'Finn-pass1',
      },
      '',
    );
    expect(account.statusCode).toBe(200);
    const secret = account.json().data.setup.secret as string;

    // A wrong code gives nothing: the account is still a player's.
    const wrong = await call('POST', `/api/invites/${token}/confirm`, { code: '000000' }, '');
    expect(wrong.json().error).toBe('CODE_INVALID');
    const [before] = await t.database.db.select().from(users).where(eq(users.email, 'finn@studio.test'));
    expect(before?.role).toBe('player');

    later(31);
    const confirmed = await call('POST', `/api/invites/${token}/confirm`, { code: codeOf(secret) }, '');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: 'finn@studio.test', role: 'finance' });
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);

    // The link is spent.
    later(31);
    const again = await call('POST', `/api/invites/${token}/confirm`, { code: codeOf(secret) }, '');
    expect([again.statusCode, again.json().error]).toEqual([410, 'INVITE_USED']);

    // Signing in asks for the code; with it, Orders answer and Staff does not.
    const password = await login('finn@studio.test', 'Finn-pass1');
    const challenge = password.json().challenge as string;
    expect(challenge).toBeTruthy();
    later(31);
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/account/login/two-factor',
      payload: { challenge, code: codeOf(secret) },
    });
    const finn = signedIn.json().token as string;
    expect((await call('GET', '/api/admin/orders', undefined, finn)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/staff', undefined, finn)).json().error).toBe('FORBIDDEN');

    const members = (await call('GET', '/api/admin/staff')).json().data;
    expect(members.invites).toEqual([]);
    expect(members.members.find((m: { email: string }) => m.email === 'finn@studio.test')).toMatchObject({
      role: 'finance',
      twoFactor: true,
      lastSignInAt: now.toISOString(),
    });
    const actions = (await t.database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invited', 'staff.invite_accepted']));
  });

  it('lets an existing player answer with their own password', async () => {
    await call('POST', '/api/admin/staff/invites', { email: 'pia@example.com', role: 'content' });
    const { token } = await mailedToken('pia@example.com');
    expect((await call('GET', `/api/invites/${token}`, undefined, '')).json().data.hasAccount).toBe(true);
    const wrong = await call('POST', `/api/invites/${token}/account`, { password: 'Not-hers1' }, '');
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'INVALID_CREDENTIALS']);
    const account = await call('POST', `/api/invites/${token}/account`, { password: PASSWORD }, '');
    later(31);
    const code = codeOf(account.json().data.setup.secret);
    expect((await call('POST', `/api/invites/${token}/confirm`, { code }, '')).statusCode).toBe(200);
    const [pia] = await t.database.db.select().from(users).where(eq(users.email, 'pia@example.com'));
    expect(pia?.role).toBe('content');
    // Already staff: a second invitation is refused.
    const twice = await call('POST', '/api/admin/staff/invites', { email: 'pia@example.com', role: 'admin' });
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'ALREADY_STAFF']);
  });

  it('refuses a revoked, replaced or expired link in words', async () => {
    await call('POST', '/api/admin/staff/invites', { email: 'sam@studio.test', role: 'support' });
    const first = await mailedToken('sam@studio.test');
    later(1);
    const second = await call('POST', '/api/admin/staff/invites', {
      email: 'sam@studio.test',
      role: 'support',
    });
    const replaced = await call('GET', `/api/invites/${first.token}`, undefined, '');
    expect([replaced.statusCode, replaced.json().error]).toEqual([404, 'INVITE_INVALID']);

    const { token } = await mailedToken('sam@studio.test');
    later(73 * 3600);
    const expired = await call('GET', `/api/invites/${token}`, undefined, '');
    expect([expired.statusCode, expired.json().error]).toEqual([410, 'INVITE_EXPIRED']);
    await adminSignsIn();
    expect((await call('GET', '/api/admin/staff')).json().data.invites).toEqual([]);

    const third = await call('POST', '/api/admin/staff/invites', {
      email: 'sam@studio.test',
      role: 'support',
    });
    const revoked = await call('DELETE', `/api/admin/staff/invites/${third.json().data.id}`);
    expect(revoked.statusCode).toBe(200);
    const latest = await mailedToken('sam@studio.test');
    expect((await call('GET', `/api/invites/${latest.token}`, undefined, '')).json().error).toBe(
      'INVITE_INVALID',
    );
    expect((await call('DELETE', `/api/admin/staff/invites/${second.json().data.id}`)).statusCode).toBe(404);
  });

  it('changes a role and removes staff access, never the admin’s own, each in the audit log', async () => {
    const { members } = (await call('GET', '/api/admin/staff')).json().data;
    const finn = members.find((m: { email: string }) => m.email === 'finn@studio.test');
    const changed = await call('PUT', `/api/admin/staff/${finn.id}/role`, { role: 'support' });
    expect(changed.statusCode).toBe(200);
    const own = await call('PUT', `/api/admin/staff/${adminId}/role`, { role: 'support' });
    expect([own.statusCode, own.json().error]).toEqual([403, 'OWN_STAFF_ROLE']);
    expect((await call('DELETE', `/api/admin/staff/${adminId}`)).json().error).toBe('OWN_STAFF_ROLE');

    const removed = await call('DELETE', `/api/admin/staff/${finn.id}`);
    expect(removed.statusCode).toBe(200);
    const after = (await call('GET', '/api/admin/staff'))
      .json()
      .data.members.map((m: { email: string }) => m.email);
    expect(after).not.toContain('finn@studio.test');
    expect((await call('DELETE', `/api/admin/staff/${finn.id}`)).statusCode).toBe(404);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(finn.id)));
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    expect(byAction['staff.role_changed']).toMatchObject({
      before: { role: 'finance' },
      after: { role: 'support' },
    });
    expect(byAction['staff.removed']).toMatchObject({
      before: { role: 'support' },
      after: { role: 'player' },
    });
  });
});
