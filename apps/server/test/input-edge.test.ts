import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { players } from '../src/db/schema/game.ts';
import { hashPassword } from '../src/lib/security/passwords.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from '../src/modules/payments/webhook-signature.ts';
import { seedTinyWorld } from './game-world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 11, "input at the edge": each cause of the 86 answers of 500 found by the hostile run,
 * one request each. Every one must answer 400 in the error envelope and change nothing.
 */
const BOUNDARY = '----pitchside-edge';
function multipart(parts: { name: string; value?: string; fileName?: string; content?: Buffer }[]) {
  const chunks = parts.flatMap((part) =>
    part.fileName
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.content ?? Buffer.alloc(0),
          Buffer.from('\r\n'),
        ]
      : [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          ),
        ],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('bad input at the edge answers 400, never 5xx', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-edge-'));
  const attachmentsDir = path.join(dataDir, 'attachments');
  const storedAttachments = () => (fs.existsSync(attachmentsDir) ? fs.readdirSync(attachmentsDir) : []);

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } });
    await seedTinyWorld(t.database);
    const [player] = await t.database.db.select().from(players).orderBy(asc(players.id)).limit(1);
    await t.database.db.insert(users).values({
      email: 'edge@example.com',
      passwordHash: await hashPassword('Edge-pass1'),
      name: 'Ed',
      surname: 'Ge',
      referralId: player?.referralId as string,
      gamePlayerId: player?.id as number,
      nickname: 'Edge',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'edge@example.com', password: 'Edge-pass1' },
    });
    auth = { authorization: `Bearer ${login.json().token as string}` };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const expect400 = (answer: { statusCode: number; json(): unknown }) => {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  };

  it('a NUL byte in a path, a query or a body, on every route it broke', async () => {
    const ticketsBefore = (
      await t.request({ method: 'GET', url: '/api/support/tickets', headers: auth })
    ).json().total as number;
    const requests = [
      { method: 'GET', url: '/api/account/search-with-referral?referralID=a%00b' },
      {
        method: 'POST',
        url: '/api/account/register',
        payload: {
          email: 'nul@example.com',
          password: 'Abcdefg1!',
          name: 'Nu\u0000l',
          surname: 'Byte',
          referralid: 'PS-1',
        },
      },
      {
        method: 'POST',
        url: '/api/support/tickets',
        headers: auth,
        payload: { subject: 'Help\u0000', description: 'x'.repeat(30), category: 'general', priority: 'low' },
      },
      {
        method: 'POST',
        url: '/api/support/tickets/1/replies',
        headers: auth,
        payload: { message: 'a\u0000b' },
      },
      {
        method: 'POST',
        url: '/api/payments/create-link',
        headers: auth,
        payload: { variantId: 'tickets\u0000' },
      },
      {
        method: 'POST',
        url: '/api/payments/gift',
        headers: auth,
        payload: { variantId: 1, recipientReferralId: 'PS\u0000' },
      },
      {
        method: 'POST',
        url: '/api/payments/verify-session',
        headers: auth,
        payload: { session_id: 'cs_sandbox_\u0000abc' },
      },
      { method: 'GET', url: '/sandbox/checkout/cs_%00' },
      { method: 'GET', url: '/api/dev/mail?to=a%00b@example.com' },
    ] as const;
    for (const request of requests) {
      const answer = await t.request({ ...request, remoteAddress: '127.0.0.1' });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(400);
    }
    const sandboxPay = await t.request({
      method: 'POST',
      url: '/sandbox/checkout/cs_x/pay',
      payload: 'card=4242%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(sandboxPay.statusCode).toBe(400);
    const ticketsAfter = (
      await t.request({ method: 'GET', url: '/api/support/tickets', headers: auth })
    ).json().total as number;
    expect(ticketsAfter).toBe(ticketsBefore);
  });

  it('ids past a 32-bit column and dates past 9999', async () => {
    for (const url of [
      '/api/public/news/2147483648',
      '/api/public/banners/2147483648',
      '/api/public/matches/2147483648',
      '/api/public/matches/best-lines?season=2147483648',
      '/api/public/matches/range?from=99999-01-01&to=99999-01-02',
      '/api/public/matches/range?from=2026-02-30&to=2026-03-01',
    ]) {
      const answer = await t.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
    }
    expect400(
      await t.request({
        method: 'POST',
        url: '/api/payments/create-link',
        headers: auth,
        payload: { variantId: 2147483648 },
      }),
    );
    expect400(
      await t.request({
        method: 'POST',
        url: '/api/payments/accept-upsell',
        headers: auth,
        payload: { upsellId: 2147483648 },
      }),
    );
  });

  it('multipart without a boundary, on tickets, replies and the avatar', async () => {
    for (const url of ['/api/support/tickets', '/api/support/tickets/1/replies', '/api/account/avatar']) {
      const answer = await t.request({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      });
      expect(answer.statusCode, url).toBe(400);
    }
  });

  it('a correctly signed sandbox webhook whose body is not JSON', async () => {
    const body = 'this is not json';
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signWebhook(t.config.SANDBOX_WEBHOOK_SECRET, body),
      },
    });
    expect400(answer);
  });

  it('five avatar uploads at once by one player all succeed, and leave no temporary file', async () => {
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request({
          method: 'POST',
          url: '/api/account/avatar',
          ...withAuth(multipart([{ name: 'file', fileName: 'me.png', content: image }])),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fs.readdirSync(path.join(dataDir, 'avatars')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a sixth file is refused before it is read, and a refused ticket leaves no file on disk', async () => {
    const file = Buffer.concat([PNG_HEADER, Buffer.alloc(1024)]);
    const six = multipart([
      { name: 'subject', value: 'Six files' },
      { name: 'description', value: 'Here are six screenshots of the problem.' },
      { name: 'category', value: 'general' },
      { name: 'priority', value: 'low' },
      ...Array.from({ length: 6 }, (_, i) => ({ name: 'files', fileName: `shot${i}.png`, content: file })),
    ]);
    const answer = await t.request({ method: 'POST', url: '/api/support/tickets', ...withAuth(six) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Maximum 5 files allowed');
    expect(storedAttachments()).toEqual([]);

    // Files are fine, a field is not: the ticket is refused and its stored files go with it.
    const badField = multipart([
      { name: 'subject', value: 'x' },
      { name: 'description', value: 'short' },
      { name: 'category', value: 'general' },
      { name: 'priority', value: 'low' },
      { name: 'files', fileName: 'shot.png', content: file },
    ]);
    expect400(await t.request({ method: 'POST', url: '/api/support/tickets', ...withAuth(badField) }));
    expect(storedAttachments()).toEqual([]);

    // A reply to a ticket that is not the player's: refused, nothing stays either.
    const reply = multipart([
      { name: 'message', value: 'Here is a screenshot' },
      { name: 'files', fileName: 'shot.png', content: file },
    ]);
    const refused = await t.request({
      method: 'POST',
      url: '/api/support/tickets/999999/replies',
      ...withAuth(reply),
    });
    expect(refused.statusCode).toBe(404);
    expect(storedAttachments()).toEqual([]);
  });

  it('an image past 10 MB is refused as too large while it streams, and nothing stays', async () => {
    const big = Buffer.concat([PNG_HEADER, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const body = multipart([
      { name: 'subject', value: 'Big screenshot' },
      { name: 'description', value: 'The screenshot is large but it shows the bug.' },
      { name: 'category', value: 'general' },
      { name: 'priority', value: 'low' },
      { name: 'files', fileName: 'big.png', content: big },
    ]);
    const answer = await t.request({ method: 'POST', url: '/api/support/tickets', ...withAuth(body) });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('big.png - File is too large (max 10 MB)');
    expect(storedAttachments()).toEqual([]);
  });

  function withAuth(body: { payload: Buffer; headers: Record<string, string> }) {
    return { payload: body.payload, headers: { ...body.headers, ...auth } };
  }
});
