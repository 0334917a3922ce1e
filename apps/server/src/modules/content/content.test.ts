import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WORLD_NOW, seedTinyWorld } from '../../../test/game-world.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sanitizeNewsHtml } from './sanitize-news-html.ts';

describe('public news and banners', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({ clock: () => WORLD_NOW });
    await seedTinyWorld(t.database);
  });
  afterAll(() => t.close());

  it('lists published news newest first, 10 by default, without the HTML body', async () => {
    const res = await get('/api/public/news');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(10);
    const dates = data.map((n: { PublishDate: string }) => n.PublishDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(data[0]).sort()).toEqual([
      'Description',
      'Id',
      'ImageUrl',
      'PublishDate',
      'Tag',
      'Title',
    ]);
    expect((await get('/api/public/news?limit=3')).json().data).toHaveLength(3);
    expect((await get('/api/public/news?limit=500')).json().data).toHaveLength(12);
    expect((await get('/api/public/news?limit=abc')).statusCode).toBe(400);
    expect((await get('/api/public/news?page=2')).statusCode).toBe(400);
  });

  it('hides news dated in the future', async () => {
    await t.database.pool.query(
      `insert into news (title, description, content_html, image_url, tag, published_at)
       values ('Tomorrow', 'Not yet', '<p>x</p>', '/media/demo/placeholder.svg', 'Update', $1)`,
      [new Date(WORLD_NOW.getTime() + 86_400_000)],
    );
    // limit=49: a key not cached yet by the calls above.
    const all = (await get('/api/public/news?limit=49')).json().data;
    expect(all.map((n: { Title: string }) => n.Title)).not.toContain('Tomorrow');
  });

  it('gives one news item with its HTML, and the spec text for a missing one', async () => {
    const res = await get('/api/public/news/1');
    expect(res.json().data).toMatchObject({ Id: 1, Tag: 'Event', Content: expect.stringContaining('<h2>') });
    const missing = await get('/api/public/news/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'NOT_FOUND', message: 'News not found' });
  });

  it('serves news HTML through an allow-list', async () => {
    const inserted = await t.database.pool.query<{ id: number }>(
      `insert into news (title, description, content_html, image_url, tag, published_at)
       values ('Hostile', 'x', $1, '/media/demo/placeholder.svg', 'Patch', $2) returning id`,
      [
        `<h1>Title</h1><script>alert(1)</script><p onclick="steal()">Hi <a href="javascript:alert(1)">x</a>
         <a href="https://example.com/patch">notes</a> <img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>
         <style>body{}</style><img src="data:image/png;base64,AAAA"></p>`,
        new Date(WORLD_NOW.getTime() - 1000),
      ],
    );
    const html: string = (await get(`/api/public/news/${inserted.rows[0]?.id}`)).json().data.Content;
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<style|data:/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain(
      '<a href="https://example.com/patch" target="_blank" rel="noopener noreferrer">notes</a>',
    );
    expect(sanitizeNewsHtml('<a href="/webshop/tickets" target="_top">shop</a>')).toBe(
      '<a href="/webshop/tickets">shop</a>',
    );
  });

  it('lists banners in order, one with an external link, and answers a missing one with the spec text', async () => {
    const { data } = (await get('/api/public/banners')).json();
    expect(data).toHaveLength(5);
    expect(data.map((b: { SortOrder: number }) => b.SortOrder)).toEqual([10, 20, 30, 40, 50]);
    expect(data.filter((b: { ButtonLink: string }) => b.ButtonLink.startsWith('http'))).toHaveLength(1);
    expect((await get(`/api/public/banners/${data[0].Id}`)).json().data).toEqual(data[0]);
    const missing = await get('/api/public/banners/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Banner not found');
  });

  it('sends a strong ETag and cache windows, answers a matching If-None-Match with an empty 304, sets no cookie', async () => {
    const first = await get('/api/public/banners?limit=4');
    expect(first.headers['cache-control']).toBe('public, max-age=120, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await get('/api/public/banners?limit=4', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (await get('/api/public/banners?limit=4', { 'if-none-match': `"other", W/${etag}` })).statusCode,
    ).toBe(304);
    expect((await get('/api/public/banners?limit=4', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends a gzipped copy, with its own ETag, to clients that accept it', async () => {
    const plain = await get('/api/public/news?limit=8');
    const zipped = await get('/api/public/news?limit=8', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gz"'));
    const revalidated = await get('/api/public/news?limit=8', {
      'accept-encoding': 'gzip',
      'if-none-match': String(zipped.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers repeated calls inside the window from memory, without touching the database', async () => {
    await get('/api/public/news?limit=5');
    const spy = vi.spyOn(t.database.pool, 'query');
    try {
      for (let i = 0; i < 5; i++) expect((await get('/api/public/news?limit=5')).statusCode).toBe(200);
      expect(spy).not.toHaveBeenCalled();
      await get('/api/public/news?limit=6');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    // A change in the database shows only once the window has passed (a new app has a new cache).
    await t.database.pool.query(`update news set title = 'Renamed' where id = 12`);
    expect((await get('/api/public/news?limit=5')).json().data[0].Title).not.toBe('Renamed');
  });

  it('serves the demo pictures with a long cache', async () => {
    const res = await get('/media/demo/banners/telegram.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
  });
});
