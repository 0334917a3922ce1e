import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerBody, NewsBody } from '@pitchside/contract/admin-content';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { addNotification } from '../notifications/index.ts';

const banner = (buttonLink: string): BannerBody => ({
  translations: { en: { title: 'Double tickets', subtitle: 'This weekend', buttonText: 'Open' } },
  imageUrl: '/media/demo/placeholder.svg',
  buttonLink,
  position: 1,
  status: 'published',
  publishAt: null,
  expiresAt: null,
});
const news = (contentHtml: string): NewsBody => ({
  translations: {
    en: { title: 'Season two', description: 'It starts', contentHtml: '<p>Kick-off.</p>' },
    de: { title: 'Saison zwei', description: 'Los', contentHtml },
  },
  imageUrl: '/media/demo/placeholder.svg',
  tag: 'Announcement',
  status: 'published',
  publishAt: null,
  expiresAt: null,
});

/**
 * Issue 31 item 6: a banner link `/\evil.example/banner` was accepted and opened
 * http://evil.example from the home page. Links are portal paths or https to a host the studio
 * allows (LINK_HOSTS, the store and bot links, PUBLIC_URL); everything else is refused when saved.
 */
describe('links that leave the site', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { LINK_HOSTS: 'help.pitchside.example' } });
    await t.database.db.insert(users).values({
      email: 'links-admin@example.com',
      passwordHash: await hashPassword('Links-pass1'),
      name: 'Li',
      surname: 'Nk',
      nickname: 'Linker',
      referralId: 'PS-LINKS',
      role: 'admin',
      emailConfirmedAt: new Date(),
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'links-admin@example.com', password: 'Links-pass1' },
    });
    token = login.json().token as string;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.request({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  it('refuses banner links that browsers would take to another site, with a clear message', async () => {
    for (const link of [
      '/\\evil.example/banner',
      '/\\/evil.example',
      '//evil.example/banner',
      '/path\\..\\x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://help.pitchside.example/',
      'https://evil.example/banner',
      'https://user:pw@help.pitchside.example/',
      'evil.example',
    ]) {
      const answer = await post('/api/admin/banners', banner(link));
      expect(answer.statusCode, link).toBe(400);
      expect(answer.json(), link).toMatchObject({
        error: 'VALIDATION_FAILED',
        message:
          'The button link must be a page of the portal (/…) or an https:// address of a site the studio allows',
      });
    }
  });

  it('takes portal paths and https links to the hosts the studio allows', async () => {
    for (const link of [
      '/webshop/tickets',
      '/support?ticket=4',
      'https://help.pitchside.example/faq',
      // The configured Telegram bot and store links are the studio's own.
      'https://t.me/PitchsideBot',
    ]) {
      const answer = await post('/api/admin/banners', banner(link));
      expect(answer.statusCode, link).toBe(200);
    }
  });

  it('refuses news whose text links to another site through a path, and keeps the allowed ones', async () => {
    const refused = await post('/api/admin/news', news('<p><a href="/\\evil.example/news">Read</a></p>'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A link must be a page of the portal (/…) or an https:// address of a site the studio allows',
    );
    for (const html of [
      "<p><a href='https://evil.example'>Read</a></p>",
      '<p><a href="javascript:alert(3)">x</a></p>',
      '<p><a href=//evil.example>x</a></p>',
    ]) {
      expect((await post('/api/admin/news', news(html))).statusCode, html).toBe(400);
    }
    const fine = await post(
      '/api/admin/news',
      news(
        '<p><a href="/vip">VIP</a> <a href="https://help.pitchside.example/a">Help</a> <a href="mailto:help@pitchside.example">Mail</a></p>',
      ),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('never writes a notification that opens another site', async () => {
    const [player] = await t.database.db
      .insert(users)
      .values({
        email: 'notified@example.com',
        passwordHash: 'x',
        name: 'No',
        surname: 'Te',
        nickname: 'Noted',
        referralId: 'PS-NOTE',
      })
      .returning();
    await expect(
      addNotification(t.database.db, {
        userId: player?.id as number,
        type: 'system',
        key: 'supportReply',
        params: { ticket: 'T-1', subject: 'x' },
        link: '/\\evil.example',
        now: new Date(),
      }),
    ).rejects.toThrow(/A link must be a page of the portal/);
  });
});
