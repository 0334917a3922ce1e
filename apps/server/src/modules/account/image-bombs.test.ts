import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pngBomb } from '../../../test/image-bomb.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

function multipartBody(fileName: string, content: Buffer) {
  const boundary = '----pitchside-bomb-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Issue 31 item 3: a 31 KB PNG declaring 16000 × 16000 pixels was decoded as an avatar (and by
 * the admin image route); 30 at once took the server to 1 GB. Such an image is now refused by its
 * declared size, before anything is decoded.
 */
describe('image decompression bombs', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-bombs-'));
  const bomb = pngBomb(16000, 16000);

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    for (const [email, role] of [
      ['bomber@example.com', 'player'],
      ['bomb-admin@example.com', 'admin'],
    ] as const) {
      await t.database.db.insert(users).values({
        email,
        passwordHash: await hashPassword('Bomb-pass1'),
        name: 'Bo',
        surname: 'Mb',
        referralId: `PS-${role.toUpperCase()}`,
        nickname: role,
        role,
        emailConfirmedAt: new Date(),
      });
      const login = await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email, password: 'Bomb-pass1' },
      });
      tokens[role] = login.json().token as string;
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (url: string, token: string, name: string, content: Buffer) => {
    const body = multipartBody(name, content);
    return t.request({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  };

  it('the bomb is 31 KB and declares 16000 × 16000 pixels', async () => {
    expect(bomb.length).toBeLessThan(32 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 16000, 16000]);
  });

  it('refuses it as an avatar, naming the limit, and keeps nothing', async () => {
    const answer = await upload('/api/account/avatar', tokens.player as string, 'bomb.png', bomb);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      success: false,
      error: 'IMAGE_TOO_LARGE',
      message: 'bomb.png - Image is too large (max 4096 × 4096 pixels)',
    });
    expect(fs.existsSync(path.join(dataDir, 'avatars'))).toBe(false);
  });

  it('refuses it on the admin image route too', async () => {
    const answer = await upload('/api/admin/images', tokens.admin as string, 'bomb.png', bomb);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ error: 'IMAGE_TOO_LARGE' });
  });

  it('still takes a 4096 × 4096 picture, the largest allowed', async () => {
    const largest = await sharp({ create: { width: 4096, height: 4096, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const answer = await upload('/api/account/avatar', tokens.player as string, 'big.png', largest);
    expect(answer.statusCode).toBe(200);
    const over = pngBomb(4097, 4096);
    const refused = await upload('/api/account/avatar', tokens.player as string, 'over.png', over);
    expect(refused.json()).toMatchObject({ error: 'IMAGE_TOO_LARGE' });
  });
});
