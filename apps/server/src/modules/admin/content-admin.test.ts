import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsBody, BannerBody } from '@pitchside/contract/admin-content';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { hashPassword } from '../../lib/security/passwords.ts';

const PASSWORD = 'Admin-pass1';
const ROLES = ['guest', 'player', 'support', 'admin'] as const;
type Who = (typeof ROLES)[number];
const T0 = new Date('2026-06-01T12:00:00Z');

function multipartBody(fileName: string, content: Buffer) {
  const boundary = '----pitchside-content-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const news = (overrides: Partial<NewsBody> = {}): NewsBody => ({
  translations: {
    en: { title: 'Season two', description: 'It starts', contentHtml: '<p>Kick-off on Monday.</p>' },
    de: { title: 'Saison zwei', description: 'Es geht los', contentHtml: '<p>Anpfiff am Montag.</p>' },
  },
  imageUrl: '/media/demo/placeholder.svg',
  tag: 'Announcement',
  status: 'published',
  publishAt: null,
  expiresAt: null,
  ...overrides,
});

const banner = (overrides: Partial<BannerBody> = {}): BannerBody => ({
  translations: {
    en: { title: 'Double tickets', subtitle: 'This weekend only', buttonText: 'Shop now' },
    de: { title: 'Doppelte Tickets', subtitle: '', buttonText: 'Jetzt kaufen' },
  },
  imageUrl: '/media/demo/placeholder.svg',
  buttonLink: '/webshop/tickets',
  position: 1,
  status: 'published',
  publishAt: null,
  expiresAt: null,
  ...overrides,
});

describe('back office: news and banners in 13 languages', () => {
  let t: TestApp;
  let now = T0;
  const tokens: Partial<Record<Who, string>> = {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-content-'));

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } });
    const passwordHash = await hashPassword(PASSWORD);
    const base = { passwordHash, name: 'N', surname: 'S', emailConfirmedAt: new Date() };
    await t.database.db.insert(users).values([
      { ...base, email: 'player@example.com', nickname: 'Player', referralId: 'PS-PLY' },
      { ...base, email: 'support@example.com', nickname: 'Helper', referralId: 'PS-SUP', role: 'support' },
      { ...base, email: 'admin@example.com', nickname: 'Boss', referralId: 'PS-ADM', role: 'admin' },
    ]);
    for (const who of ['player', 'support', 'admin'] as const) {
      const login = await t.request({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: `${who}@example.com`, password: PASSWORD },
      });
      tokens[who] = login.json().token;
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const as = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who === 'guest' ? {} : { authorization: `Bearer ${tokens[who]}` },
    });
  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const create = async (kind: 'news' | 'banners', body: object) => {
    const res = await as('admin', 'POST', `/api/admin/${kind}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; state: string };
  };

  it('answers every content route by role: guests 401, players and support 403, admins through', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const item = await create('news', news());
    const slide = await create('banners', banner());
    const routes: Array<{
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      body?: object;
      admin: number;
    }> = [
      { method: 'GET', url: '/api/admin/news', admin: 200 },
      { method: 'POST', url: '/api/admin/news', body: news(), admin: 200 },
      { method: 'PUT', url: `/api/admin/news/${item.id}`, body: news(), admin: 200 },
      { method: 'DELETE', url: '/api/admin/news/99999999', admin: 404 },
      { method: 'POST', url: '/api/admin/news/preview', body: { html: '<p>x</p>' }, admin: 200 },
      { method: 'GET', url: '/api/admin/banners', admin: 200 },
      { method: 'POST', url: '/api/admin/banners', body: banner(), admin: 200 },
      { method: 'PUT', url: `/api/admin/banners/${slide.id}`, body: banner(), admin: 200 },
      { method: 'DELETE', url: '/api/admin/banners/99999999', admin: 404 },
    ];
    for (const route of routes) {
      for (const who of ROLES) {
        const res = await as(who, route.method, route.url, route.body);
        const expected = who === 'guest' ? 401 : who === 'admin' ? route.admin : 403;
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(expected);
      }
    }
    for (const who of ROLES) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/images',
        ...multipartBody('pitch.png', png),
        headers: {
          ...multipartBody('pitch.png', png).headers,
          ...(who === 'guest' ? {} : { authorization: `Bearer ${tokens[who]}` }),
        },
      });
      expect(res.statusCode, `${who} POST /api/admin/images`).toBe(
        who === 'guest' ? 401 : who === 'admin' ? 200 : 403,
      );
    }
  });

  it('shows a news item in German to a German reader and in English to a Turkish one', async () => {
    const item = await create(
      'news',
      news({
        translations: {
          en: { title: 'Cup final', description: 'Who wins?', contentHtml: '<p>Final on Sunday.</p>' },
          // No German description: a German reader gets the English one, field by field.
          de: { title: 'Pokalfinale', description: '  ', contentHtml: '<p>Finale am Sonntag.</p>' },
        },
      }),
    );
    const titleFor = async (query: string, headers: Record<string, string> = {}) => {
      const list = (await read(`/api/public/news${query}`, headers)).json().data as Array<{
        Id: number;
        Title: string;
        Description: string;
      }>;
      return list.find((entry) => entry.Id === item.id);
    };
    expect(await titleFor('?lang=de')).toMatchObject({ Title: 'Pokalfinale', Description: 'Who wins?' });
    expect(await titleFor('?lang=tr')).toMatchObject({ Title: 'Cup final' });
    expect(await titleFor('', { 'accept-language': 'de-AT,de;q=0.9' })).toMatchObject({
      Title: 'Pokalfinale',
    });
    expect(await titleFor('', { 'accept-language': 'tr-TR' })).toMatchObject({ Title: 'Cup final' });
    // ?lang= wins over the header; a tag the portal lacks reads as none.
    expect(await titleFor('?lang=en', { 'accept-language': 'de' })).toMatchObject({ Title: 'Cup final' });
    expect(await titleFor('?lang=xx-YY', { 'accept-language': 'de' })).toMatchObject({
      Title: 'Pokalfinale',
    });
    const detail = await read(`/api/public/news/${item.id}?lang=de`);
    expect(detail.headers['content-language']).toBe('de');
    expect(detail.headers.vary).toContain('Accept-Language');
    expect(detail.json().data.Content).toBe('<p>Finale am Sonntag.</p>');
    expect((await read(`/api/public/news/${item.id}?lang=${'x'.repeat(40)}`)).statusCode).toBe(400);
  });

  it('keeps drafts and scheduled items hidden until their time, and expired ones hidden after', async () => {
    const later = new Date(T0.getTime() + 3_600_000).toISOString();
    const draft = await create('news', news({ status: 'draft' }));
    const scheduled = await create('news', news({ publishAt: later }));
    const expiring = await create(
      'banners',
      banner({ expiresAt: new Date(T0.getTime() + 60_000).toISOString() }),
    );
    expect(draft.state).toBe('draft');
    expect(scheduled.state).toBe('scheduled');
    const newsIds = async () =>
      ((await read('/api/public/news?limit=50')).json().data as Array<{ Id: number }>).map((n) => n.Id);
    const bannerIds = async () =>
      ((await read('/api/public/banners?limit=50')).json().data as Array<{ Id: number }>).map((b) => b.Id);
    expect(await newsIds()).not.toContain(draft.id);
    expect(await newsIds()).not.toContain(scheduled.id);
    expect(await bannerIds()).toContain(expiring.id);
    expect((await read(`/api/public/news/${scheduled.id}`)).statusCode).toBe(404);

    now = new Date(T0.getTime() + 2 * 3_600_000);
    // An edit elsewhere drops the cached lists (the clock alone does not, within the window).
    await create('news', news({ status: 'draft' }));
    expect(await newsIds()).toContain(scheduled.id);
    expect(await newsIds()).not.toContain(draft.id);
    expect(await bannerIds()).not.toContain(expiring.id);
    const [shown] = (
      (await read('/api/public/news?limit=50')).json().data as Array<{
        Id: number;
        PublishDate: string;
      }>
    ).filter((n) => n.Id === scheduled.id);
    expect(shown?.PublishDate).toBe(new Date(later).toISOString());
    now = T0;
  });

  it('never stores or serves a script in news HTML, in any language', async () => {
    const hostile = '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)">';
    const item = await create(
      'news',
      news({
        translations: {
          en: { title: 'Patch', description: 'Notes', contentHtml: hostile },
          // A javascript: link is refused outright (content-links.test.ts); handlers are stripped.
          fr: { contentHtml: `<p>Salut</p><script>alert(2)</script><a href="/vip" onclick="alert(3)">x</a>` },
        },
      }),
    );
    const stored = await t.database.pool.query<{ content_html: string; translations: unknown }>(
      'select content_html, translations from news where id = $1',
      [item.id],
    );
    expect(JSON.stringify(stored.rows[0])).not.toMatch(/<script|onclick|onerror|javascript:/i);
    for (const lang of ['en', 'fr']) {
      const html: string = (await read(`/api/public/news/${item.id}?lang=${lang}`)).json().data.Content;
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    }
    // The editor's preview goes through the same allow-list.
    const preview = await as('admin', 'POST', '/api/admin/news/preview', { html: hostile });
    expect(preview.json().data.html).toBe('<p>Hi</p><img src="x" />');
    // A body that is nothing but script is refused rather than published empty.
    const empty = await as(
      'admin',
      'POST',
      '/api/admin/news',
      news({ translations: { en: { title: 'x', description: 'y', contentHtml: '<script>x</script>' } } }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('English text is required');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = (await as('admin', 'GET', '/api/admin/news')).json().data.length;
    const bad: Array<[object, RegExp]> = [
      [
        news({ translations: { en: { title: '', description: 'd', contentHtml: '<p>x</p>' } } }),
        /English text is required/,
      ],
      [news({ imageUrl: 'javascript:alert(1)' }), /Upload an image/],
      [news({ imageUrl: '/media/content/../../etc/passwd' }), /Upload an image/],
      [
        news({ publishAt: '2026-06-02T00:00:00Z', expiresAt: '2026-06-01T00:00:00Z' }),
        /The expiry must come after the publish time/,
      ],
      [{ ...news(), translations: { ...news().translations, xx: { title: 'x' } } }, /./],
      [news({ tag: 'Rumour' as 'Event' }), /./],
      [{ ...news(), publishAt: 'tomorrow' }, /./],
      [
        news({ translations: { en: { title: 'a\u0000b', description: 'd', contentHtml: '<p>x</p>' } } }),
        /not allowed/,
      ],
    ];
    for (const [body, message] of bad) {
      const res = await as('admin', 'POST', '/api/admin/news', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    for (const link of ['//evil.example', 'javascript:alert(1)', 'http://plain.example']) {
      const res = await as('admin', 'POST', '/api/admin/banners', banner({ buttonLink: link }));
      expect(res.statusCode, link).toBe(400);
      expect(res.json().message).toMatch(/The button link must be/);
    }
    expect((await as('admin', 'GET', '/api/admin/news')).json().data.length).toBe(before);
    const notImage = await t.request({
      method: 'POST',
      url: '/api/admin/images',
      ...multipartBody('report.png', Buffer.from('%PDF-1.4 not a picture')),
      headers: {
        ...multipartBody('report.png', Buffer.from('x')).headers,
        authorization: `Bearer ${tokens.admin}`,
      },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('report.png - Invalid file type');
  });

  it('stores an uploaded picture re-encoded as WebP and serves it for good', async () => {
    const photo = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#123' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .jpeg()
      .toBuffer();
    const upload = await t.request({
      method: 'POST',
      url: '/api/admin/images',
      ...multipartBody('stadium.jpg', photo),
      headers: { ...multipartBody('x', photo).headers, authorization: `Bearer ${tokens.admin}` },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url: string = upload.json().data.url;
    expect(url).toMatch(/^\/media\/content\/[0-9a-f]{32}\.webp$/);
    const served = await read(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();
    expect((await read('/media/content/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    // The picture is then used by an item.
    const item = await create('banners', banner({ imageUrl: url }));
    const list = (await read('/api/public/banners?lang=de')).json().data as Array<{
      Id: number;
      ImageUrl: string;
      Subtitle: string;
      Title: string;
    }>;
    expect(list.find((b) => b.Id === (item as { id: number }).id)).toMatchObject({
      ImageUrl: url,
      Title: 'Doppelte Tickets',
      // Left blank in German: the English subtitle.
      Subtitle: 'This weekend only',
    });
  });

  it('updates and deletes, each action once in the audit log with before and after', async () => {
    const item = await create('banners', banner({ position: 7 }));
    const updated = await as(
      'admin',
      'PUT',
      `/api/admin/banners/${item.id}`,
      banner({ position: 3, status: 'draft' }),
    );
    expect(updated.json().data).toMatchObject({ position: 3, status: 'draft', state: 'draft' });
    expect(
      ((await read('/api/public/banners?limit=50')).json().data as Array<{ Id: number }>).map((b) => b.Id),
    ).not.toContain(item.id);
    expect((await as('admin', 'DELETE', `/api/admin/banners/${item.id}`)).statusCode).toBe(200);
    expect((await as('admin', 'DELETE', `/api/admin/banners/${item.id}`)).statusCode).toBe(404);
    expect((await as('admin', 'PUT', `/api/admin/banners/${item.id}`, banner())).statusCode).toBe(404);
    const records = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'banner'), eq(auditLog.targetId, String(item.id))));
    expect(records.map((r) => r.action).sort()).toEqual(['banner.create', 'banner.delete', 'banner.update']);
    const update = records.find((r) => r.action === 'banner.update');
    expect(update?.before).toMatchObject({ position: 7, status: 'published' });
    expect(update?.after).toMatchObject({ position: 3, status: 'draft' });
    expect(update?.actorEmail).toBe('admin@example.com');
  });

  it('edits the FAQ per language: a German reader gets German, blank fields read in English', async () => {
    const body = {
      category: 'account_issues',
      position: 0,
      translations: {
        en: { question: 'Can I change my nickname?', answer: 'Yes, once a season.' },
        de: { question: 'Kann ich meinen Spitznamen ändern?', answer: ' ' },
      },
    };
    for (const who of ROLES) {
      const res = await as(who, 'POST', '/api/admin/faq', body);
      expect(res.statusCode, who).toBe(who === 'guest' ? 401 : who === 'admin' ? 200 : 403);
    }
    const list = (await as('admin', 'GET', '/api/admin/faq')).json().data as Array<{
      id: number;
      translations: Record<string, unknown>;
    }>;
    const entry = list.find(
      (e) => (e.translations.en as { question: string }).question === 'Can I change my nickname?',
    );
    expect(entry?.translations.de).toEqual({ question: 'Kann ich meinen Spitznamen ändern?', answer: '' });
    const readFaq = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });
    const read = async (query: string, headers: Record<string, string> = {}) =>
      (
        (await readFaq(`/api/public/faq${query}`, headers)).json().data as Array<{
          id: number;
          question: string;
          answer: string;
        }>
      ).find((e) => e.id === entry?.id);
    expect(await read('?lang=de')).toMatchObject({
      question: 'Kann ich meinen Spitznamen ändern?',
      answer: 'Yes, once a season.',
    });
    expect(await read('', { 'accept-language': 'de-CH' })).toMatchObject({
      question: 'Kann ich meinen Spitznamen ändern?',
    });
    expect(await read('?lang=tr')).toMatchObject({ question: 'Can I change my nickname?' });

    const moved = await as('admin', 'PUT', `/api/admin/faq/${entry?.id}`, { ...body, position: 5 });
    expect(moved.json().data.position).toBe(5);
    expect(
      (await as('admin', 'PUT', `/api/admin/faq/${entry?.id}`, { ...body, category: 'rumours' })).statusCode,
    ).toBe(400);
    expect((await as('admin', 'DELETE', `/api/admin/faq/${entry?.id}`)).statusCode).toBe(200);
    expect((await as('admin', 'DELETE', `/api/admin/faq/${entry?.id}`)).statusCode).toBe(404);
    const records = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'faq'), eq(auditLog.targetId, String(entry?.id))));
    expect(records.map((r) => r.action).sort()).toEqual(['faq.create', 'faq.delete', 'faq.update']);
  });
});
