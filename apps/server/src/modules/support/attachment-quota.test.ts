import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

type Part = { name: string; value?: string; file?: { filename: string; content: Buffer } };
function multipart(parts: Part[]) {
  const boundary = '----pitchside-quota-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        part.file
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\nContent-Type: text/plain\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}`,
      ),
      part.file ? part.file.content : Buffer.alloc(0),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const KB = 1024;
const textFile = (name: string, bytes: number) => ({
  name: 'files',
  file: { filename: name, content: Buffer.alloc(bytes, 'a') },
});

/**
 * Issue 31 item 2: an unconfirmed account posted 8 replies with 2 × 45 MB each (+720 MB in
 * 10.7 s). Replies and messages with files now count in the per-player creation limits, and each
 * player's attachments are held to a storage quota (ATTACHMENT_QUOTA_MB) the staff console shows.
 */
describe('attachment storage quota and reply limits', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-quota-'));
  const stored = () => {
    const folder = path.join(dataDir, 'attachments');
    return fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
  };

  beforeAll(async () => {
    // A 1 MB quota keeps the files small; the limits are the real ones (scale 1).
    t = await createTestApp({ env: { DATA_DIR: dataDir, ATTACHMENT_QUOTA_MB: '1' } });
    const passwordHash = await hashPassword('Quota-pass1');
    const people = [
      ['filler', 'player', true],
      ['racer', 'player', true],
      ['chatty', 'player', false],
      ['helper', 'support', true],
    ] as const;
    for (const [who, role, confirmed] of people) {
      await t.database.db.insert(users).values({
        email: `${who}@example.com`,
        passwordHash,
        name: who,
        surname: 'Q',
        referralId: `PS-Q-${who}`,
        nickname: who,
        role,
        ...(confirmed ? { emailConfirmedAt: new Date() } : {}),
      });
      const login = await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: `${who}@example.com`, password: 'Quota-pass1' },
      });
      tokens[who] = login.json().token as string;
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (who: string, url: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.request({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${tokens[who]}` },
    });
  };
  const openTicket = (who: string, files: Part[] = []) =>
    send(who, '/api/support/tickets', [
      { name: 'subject', value: 'Screenshots of my bug' },
      { name: 'description', value: 'The match page shows the wrong score after a goal.' },
      { name: 'category', value: 'bug_report' },
      { name: 'priority', value: 'low' },
      ...files,
    ]);
  const replyTo = (who: string, ticketId: number, files: Part[] = []) =>
    send(who, `/api/support/tickets/${ticketId}/replies`, [
      { name: 'message', value: 'One more thing.' },
      ...files,
    ]);

  it('refuses files past the quota with a clear message, keeps nothing of them, and still takes text', async () => {
    const opened = await openTicket('filler', [textFile('first.txt', 600 * KB)]);
    expect(opened.statusCode).toBe(201);
    const ticketId = opened.json().data.id as number;
    expect(stored()).toBe(1);

    const refused = await replyTo('filler', ticketId, [textFile('second.txt', 600 * KB)]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'STORAGE_QUOTA_EXCEEDED',
      message:
        'Your attachments have reached your storage limit (1 MB). Please send your message without files.',
    });
    expect(stored()).toBe(1);
    // A reply without files is still welcome; one that fits the rest of the quota too.
    expect((await replyTo('filler', ticketId)).statusCode).toBe(200);
    expect((await replyTo('filler', ticketId, [textFile('small.txt', 300 * KB)])).statusCode).toBe(200);
    expect(stored()).toBe(2);

    // The staff console shows how much the player keeps, against the quota.
    const staffView = await t.request({
      method: 'GET',
      url: `/api/staff/tickets/${ticketId}`,
      headers: { authorization: `Bearer ${tokens.helper}` },
    });
    expect(staffView.json().data.player).toMatchObject({
      nickname: 'filler',
      attachmentBytes: 900 * KB,
      attachmentQuotaBytes: 1024 * KB,
    });
    // Staff replies carry files without a quota of their own.
    const staffReply = await send('helper', `/api/staff/tickets/${ticketId}/replies`, [
      { name: 'message', value: 'Here is the guide.' },
      textFile('guide.txt', 700 * KB),
    ]);
    expect(staffReply.statusCode).toBe(200);
  });

  it('holds under concurrent uploads: the files kept never pass the quota', async () => {
    const opened = await openTicket('racer');
    const ticketId = opened.json().data.id as number;
    const before = stored();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => replyTo('racer', ticketId, [textFile(`part${i}.txt`, 400 * KB)])),
    );
    const kept = answers.filter((answer) => answer.statusCode === 200).length;
    expect(kept).toBe(2);
    expect(answers.filter((answer) => answer.statusCode === 413)).toHaveLength(4);
    expect(stored() - before).toBe(2);
  });

  it('counts replies and messages with files in the per-player limits', async () => {
    // An unconfirmed account may open tickets: its replies are limited like anyone's.
    const opened = await openTicket('chatty');
    expect(opened.statusCode).toBe(201);
    const ticketId = opened.json().data.id as number;
    const withFiles = [];
    for (let i = 0; i < 21; i += 1)
      withFiles.push(await replyTo('chatty', ticketId, [textFile('a.txt', 10)]));
    expect(withFiles.slice(0, 20).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(withFiles[20]?.statusCode).toBe(429);
    expect(withFiles[20]?.json()).toMatchObject({ error: 'RATE_LIMITED' });
    const plain = [];
    for (let i = 0; i < 40; i += 1) plain.push(await replyTo('chatty', ticketId));
    // 60 replies an hour: 21 above (one refused by the file limit) and 39 more, then 429.
    expect(plain.slice(0, 39).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(plain[39]?.statusCode).toBe(429);
  });
});
