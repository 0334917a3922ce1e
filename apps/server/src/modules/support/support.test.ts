import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

type Part = { name: string; value?: string; file?: { filename: string; content: Buffer; type?: string } };
function multipart(parts: Part[]) {
  const boundary = '----pitchside-support-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: ${part.file.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('support centre', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let png: Buffer;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-support-'));

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } });
    const passwordHash = await hashPassword('Support-pass1');
    await t.database.db.insert(users).values([
      {
        email: 'alice@example.com',
        passwordHash,
        name: 'Al',
        surname: 'Ice',
        referralId: 'PS-A1',
        nickname: 'Alice',
        emailConfirmedAt: new Date(),
      },
      {
        email: 'bob@example.com',
        passwordHash,
        name: 'Bo',
        surname: 'Bb',
        referralId: 'PS-B1',
        nickname: 'Bob',
        emailConfirmedAt: new Date(),
      },
      {
        email: 'staff@example.com',
        passwordHash,
        name: 'St',
        surname: 'Aff',
        referralId: 'PS-S1',
        nickname: 'Staffer',
        role: 'support',
        emailConfirmedAt: new Date(),
      },
    ]);
    for (const who of ['alice', 'bob', 'staff']) {
      tokens[who] = (
        await t.request({
          method: 'POST',
          url: '/api/account/login',
          payload: { email: `${who}@example.com`, password: 'Support-pass1' },
        })
      ).json().token;
    }
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const newTicket = (
    who: string,
    extra: Part[] = [],
    subject = 'Tickets missing',
    description = 'I bought Pro Tickets but they did not arrive.',
  ) => {
    const body = multipart([
      { name: 'subject', value: subject },
      { name: 'description', value: description },
      { name: 'category', value: 'payment_and_billing' },
      { name: 'priority', value: 'high' },
      ...extra,
    ]);
    return t.request({
      method: 'POST',
      url: '/api/support/tickets',
      payload: body.payload,
      headers: { ...body.headers, ...auth(who) },
    });
  };
  const reply = (who: string, url: string, message: string, extra: Part[] = []) => {
    const body = multipart([{ name: 'message', value: message }, ...extra]);
    return t.request({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...auth(who) },
    });
  };

  it('opens a ticket with an image, stored under DATA_DIR with a random name', async () => {
    const res = await newTicket('alice', [
      { name: 'files', file: { filename: 'receipt.png', content: png, type: 'image/png' } },
    ]);
    expect(res.statusCode).toBe(201);
    const ticket = res.json().data;
    expect(ticket).toMatchObject({
      status: 'open',
      category: 'payment_and_billing',
      priority: 'high',
      ticketId: expect.stringMatching(/^PS-\d{6}$/),
    });
    expect(ticket.attachments[0]).toMatchObject({ name: 'receipt.png', type: 'image/png' });
    const stored = fs.readdirSync(path.join(dataDir, 'attachments'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{32}\.bin$/);
    const file = await t.request({ method: 'GET', url: ticket.attachments[0].url, headers: auth('alice') });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('refuses short subjects and descriptions with the rule texts', async () => {
    expect((await newTicket('alice', [], 'Help')).json().message).toBe(
      'Subject must be at least 5 characters',
    );
    expect((await newTicket('alice', [], 'Help me now', 'too short')).json().message).toBe(
      'Description must be at least 20 characters',
    );
  });

  it('refuses a file named .png holding something else, too many files, and too large files, with the upload texts', async () => {
    const fake = await newTicket('alice', [
      {
        name: 'files',
        file: { filename: 'cat.png', content: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
      },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('cat.png - Invalid file type');
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: 'files',
      file: { filename: `p${i}.png`, content: png },
    }));
    expect((await newTicket('alice', six)).json().message).toBe('Maximum 5 files allowed');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect(
      (await newTicket('alice', [{ name: 'files', file: { filename: 'huge.png', content: big } }])).json()
        .message,
    ).toBe('huge.png - File is too large (max 10 MB)');
    const text = await newTicket('alice', [
      { name: 'files', file: { filename: 'log.txt', content: Buffer.from('error at line 12\nretry ok\n') } },
    ]);
    expect(text.statusCode).toBe(201);
  });

  it('never lets a player read, reply to, close or download from another player’s ticket', async () => {
    const ticket = (
      await newTicket('alice', [{ name: 'files', file: { filename: 'a.png', content: png } }])
    ).json().data;
    expect(
      (await t.request({ method: 'GET', url: `/api/support/tickets/${ticket.id}`, headers: auth('bob') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await reply('bob', `/api/support/tickets/${ticket.id}/replies`, 'I am not Alice')).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/support/tickets/${ticket.id}/close`,
          headers: auth('bob'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: ticket.attachments[0].url, headers: auth('bob') })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: ticket.attachments[0].url })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/tickets', headers: auth('bob') })).statusCode,
    ).toBe(403);
    const bobs = (
      await t.request({ method: 'GET', url: '/api/support/tickets', headers: auth('bob') })
    ).json();
    expect(bobs.total).toBe(0);
  });

  it('moves status with replies, tells the player about staff replies, and refuses replies once closed', async () => {
    const ticket = (await newTicket('alice')).json().data;
    const staffReply = await reply(
      'staff',
      `/api/staff/tickets/${ticket.id}/replies`,
      'We re-sent your tickets. Please check again.',
    );
    expect(staffReply.json().data).toMatchObject({ status: 'waitingPlayer', lastReplyBy: 'support' });

    const list = (
      await t.request({
        method: 'GET',
        url: '/api/support/tickets?status=waitingPlayer',
        headers: auth('alice'),
      })
    ).json();
    expect(list.data.find((x: { id: number }) => x.id === ticket.id)).toMatchObject({ newReplies: 1 });
    const detail = (
      await t.request({ method: 'GET', url: `/api/support/tickets/${ticket.id}`, headers: auth('alice') })
    ).json().data;
    expect(detail.replies[0]).toMatchObject({ author: 'support', authorName: 'Support Team' });
    // The player never sees a player block; staff opening the ticket see whose it is.
    expect(detail.player).toBeUndefined();
    const staffView = (
      await t.request({ method: 'GET', url: `/api/staff/tickets/${ticket.id}`, headers: auth('staff') })
    ).json().data;
    expect(staffView.player).toMatchObject({ email: 'alice@example.com' });
    const notes = (
      await t.request({ method: 'GET', url: '/api/user/notifications', headers: auth('alice') })
    ).json().data;
    expect(notes[0]).toMatchObject({ type: 'support', title: 'Support Team replied' });
    const mail = (await t.request({ method: 'GET', url: '/api/dev/mail?to=alice@example.com' })).json().data;
    expect(mail[0].subject).toContain('Support Team replied');

    expect(
      (await reply('alice', `/api/support/tickets/${ticket.id}/replies`, 'Got them, thanks!')).json().data
        .status,
    ).toBe('waitingSupport');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/support/tickets/${ticket.id}/close`,
          headers: auth('alice'),
        })
      ).json().data.status,
    ).toBe('closed');
    const late = await reply('alice', `/api/support/tickets/${ticket.id}/replies`, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This ticket is closed and cannot be replied to.');
    expect((await reply('staff', `/api/staff/tickets/${ticket.id}/replies`, 'Reopening?')).statusCode).toBe(
      409,
    );
  });

  it('gives staff a filtered queue, oldest waiting first, and audits their actions', async () => {
    const first = (await newTicket('bob', [], 'Cannot log in to the game')).json().data;
    const second = (await newTicket('bob', [], 'Crash on the match screen')).json().data;
    const queue = (
      await t.request({
        method: 'GET',
        url: '/api/staff/tickets?status=open&category=payment_and_billing',
        headers: auth('staff'),
      })
    ).json();
    const ids = queue.data.map((x: { id: number }) => x.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.data[0].player).toMatchObject({ nickname: expect.any(String) });
    const critical = await t.request({
      method: 'POST',
      url: `/api/staff/tickets/${second.id}/priority`,
      payload: { priority: 'critical' },
      headers: auth('staff'),
    });
    expect(critical.json().data.priority).toBe('critical');
    await t.request({ method: 'POST', url: `/api/staff/tickets/${second.id}/close`, headers: auth('staff') });
    const log = await t.database.db.select().from(auditLog);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['ticket.reply', 'ticket.priority', 'ticket.close']),
    );
    expect(log.find((e) => e.action === 'ticket.priority')).toMatchObject({
      targetId: String(second.id),
      before: { priority: expect.any(String) },
      after: { priority: 'critical' },
    });
  });
});

describe('FAQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the FAQ grouped by ticket categories, falling back to English', async () => {
    const faq = (await t.request({ method: 'GET', url: '/api/public/faq?lang=de' })).json().data as Array<{
      category: string;
      question: string;
    }>;
    expect(faq.length).toBeGreaterThanOrEqual(10);
    expect(new Set(faq.map((f) => f.category))).toEqual(
      new Set([
        'account_issues',
        'payment_and_billing',
        'in-game_issues',
        'technical_issue',
        'bug_report',
        'suggestion',
        'other',
      ]),
    );
    expect(faq.every((f) => f.question.length > 5)).toBe(true);
  });
});
