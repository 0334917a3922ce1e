import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

function multipartBody(fileName: string, content: Buffer, type = 'image/png') {
  const boundary = '----pitchside-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile photo', () => {
  let t: TestApp;
  let token: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-avatar-'));

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    await t.database.db.insert(users).values({
      email: 'photo@example.com',
      passwordHash: await hashPassword('Photo-pass1'),
      name: 'Ph',
      surname: 'Oto',
      referralId: 'PS-PHOTO1',
      nickname: 'Photo',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'photo@example.com', password: 'Photo-pass1' },
    });
    token = login.json().token;
  });
  afterAll(() => t.close());

  const upload = (name: string, content: Buffer) => {
    const body = multipartBody(name, content);
    return t.request({
      method: 'POST',
      url: '/api/account/avatar',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };

  it('stores a real image resized to a 256 px WebP under DATA_DIR and serves it', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2fd67b' } })
      .png()
      .toBuffer();
    const res = await upload('me.png', png);
    expect(res.statusCode).toBe(200);
    const avatarUrl = res.json().user.avatar as string;
    expect(avatarUrl).toMatch(/^\/api\/account\/avatar\/\d+\?v=\d+$/);
    expect(fs.readdirSync(path.join(dataDir, 'avatars'))).toEqual(['1.webp']);

    const served = await t.request({ method: 'GET', url: avatarUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a file named .png that is not an image, with the upload text', async () => {
    const res = await upload('holiday.png', Buffer.from('%PDF-1.7 this is not a picture'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('holiday.png - Invalid file type');
  });

  it('refuses a file over 5 MB and needs a session', async () => {
    const res = await upload('huge.png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('huge.png - File is too large (max 5 MB)');
    const body = multipartBody('x.png', Buffer.from('x'));
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/account/avatar',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
