import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { CONTENT_CACHE } from '@pitchside/contract/content';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TTL_MS, PARTIAL_PAGE_TTL_MS } from './page-renderer';
import { registerWebApp } from './web-app';

// A web build on disk: the page template and a server renderer that says what it was asked for.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-ssr-'));
const distDir = path.join(root, 'dist');
fs.mkdirSync(distDir);
fs.mkdirSync(path.join(root, 'dist-server'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Pitchside</title><!--pitchside-config--><script type="module" crossorigin src="/assets/index-0.js"></script></head>
  <body>
    <div id="root"><div class="boot">starting</div></div>
    <noscript>Pitchside needs JavaScript.</noscript>
  </body>
</html>`,
);
fs.writeFileSync(
  path.join(root, 'dist-server', 'entry-server.js'),
  `globalThis.renders = 0;
export async function renderPage(url, language, config, options) {
  globalThis.renders++;
  if (options.viewer.kind === 'player') {
    // The page shows what the player's own API answers with their token would.
    return { html: '<main>' + url.pathname + url.search + ' balance of ' + options.viewer.user.nickname + ' via ' + options.viewer.token + '</main>', title: 'Tickets', status: 200, complete: true, state: null };
  }
  if (url.pathname === '/stats/yesterdays-scores') return { html: '<main><link rel="canonical" href="' + url.href + '"><img src="' + options.pageOrigin + '/media/x.webp"></main>', status: 200 };
  if (url.pathname === '/stats/todays-matches') return { html: '<main>today</main>', title: 'Today', status: 200, complete: true, freshForMs: 15000 };
  if (url.pathname === '/support') throw new Error('this screen cannot render on a server');
  if (url.pathname === '/social') return { html: '<main><template id="B:0"></template><script>$RC("B:0")</script></main>', status: 200 };
  return { html: '<main>' + language + ' ' + url.pathname + ' ' + config.productName + '</main>', title: 'VIP & <Tiers> | ' + config.productName, status: 200, complete: url.pathname !== '/stats/top-season' };
}
export function modulesFor(url, signedIn) {
  return ['src' + url.pathname + '-page.tsx', ...(signedIn ? ['src/user-menu.tsx'] : [])];
}`,
);
// The build's manifest: which chunks each module needs.
fs.mkdirSync(path.join(distDir, '.vite'));
fs.writeFileSync(
  path.join(distDir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-0.js', isEntry: true },
    'src/vip-page.tsx': { file: 'assets/vip-page-1.js', imports: ['_table.js', 'index.html'] },
    '_table.js': { file: 'assets/table-2.js', imports: ['index.html'] },
    'src/webshop/tickets-page.tsx': { file: 'assets/tickets-4.js', imports: ['_table.js', 'index.html'] },
    'src/user-menu.tsx': { file: 'assets/user-menu-3.js', imports: ['_table.js'] },
  }),
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

const renders = () => (globalThis as unknown as { renders: number }).renders;

// Two players' live sessions, as the account module would find them.
const PLAYERS: Record<string, { userId: string; user: { nickname: string } }> = {
  'token-of-ada': { userId: '11', user: { nickname: 'Ada' } },
  'token-of-bo': { userId: '12', user: { nickname: 'Bo' } },
};

async function serve(publicUrl?: string) {
  const app = Fastify();
  await app.register(fastifyCookie);
  await registerWebApp(app, {
    distDir,
    publicConfig: { productName: 'Kickoff' } as never,
    ...(publicUrl ? { publicUrl } : {}),
    playerOf: async (token) => PLAYERS[token] ?? null,
  });
  return app;
}

describe('server-rendered public pages', () => {
  it('sends a guest the screen rendered in #root, in the language the app will start in', async () => {
    const app = await serve();
    const page = await app.inject({ url: '/vip' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<div id="root" data-prerendered="en" data-complete><main>en \/vip Kickoff<\/main><\/div>/,
    );
    expect(page.body).not.toContain('starting');
    expect(page.body).toContain('<title>VIP &#38; &#60;Tiers&#62; | Kickoff</title>');
    expect(page.body).toContain('<noscript>Pitchside needs JavaScript.</noscript>');
    expect(page.body).toContain('id="pitchside-config"');
    expect(page.headers['vary']).toMatch(/accept-language/i);

    const arabic = await app.inject({ url: '/vip', headers: { 'accept-language': 'ar-EG,en;q=0.8' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<main>ar /vip Kickoff</main>');
    // The player's choice (a cookie) beats the browser's languages, and ?lng= beats both.
    const chosen = await app.inject({
      url: '/vip',
      headers: { 'accept-language': 'ar', cookie: 'pitchside_lang=de' },
    });
    expect(chosen.body).toContain('<main>de /vip Kickoff</main>');
    const linked = await app.inject({ url: '/vip?lng=tr', headers: { cookie: 'pitchside_lang=de' } });
    expect(linked.body).toContain('<main>tr /vip Kickoff</main>');
    const unknown = await app.inject({ url: '/vip', headers: { 'accept-language': 'xx, tlh' } });
    expect(unknown.body).toContain('<main>en /vip Kickoff</main>');
    await app.close();
  });

  it("takes absolute URLs from PUBLIC_URL, never from the request's Host (issue 31)", async () => {
    const app = await serve('https://pitchside.example/');
    const forged = await app.inject({
      url: '/stats/yesterdays-scores',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(forged.body).toContain(
      '<link rel="canonical" href="https://pitchside.example/stats/yesterdays-scores">',
    );
    expect(forged.body).toContain('<img src="https://pitchside.example/media/x.webp">');
    expect(forged.body).not.toContain('evil.example');
    await app.close();
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const app = await serve();
    const br = await app.inject({ url: '/vip', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<main>en /vip Kickoff</main>');
    const gzip = await app.inject({ url: '/vip', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<main>en /vip Kickoff</main>');
    const plain = await app.inject({ url: '/vip', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>en /vip Kickoff</main>');
    await app.close();
  });

  it('renders a page once per language, not once per visit', async () => {
    const app = await serve();
    await app.inject({ url: '/social' });
    const before = renders();
    for (let i = 0; i < 5; i++) await app.inject({ url: '/social' });
    expect(renders()).toBe(before);
    await app.inject({ url: '/social', headers: { 'accept-language': 'fr' } });
    expect(renders()).toBe(before + 1);
    await app.close();
  });

  it('renders a page again before the data it carries goes stale in the browser', async () => {
    // A page served from memory hands the app the banners it was rendered with; were they older
    // than the app's freshness window, the app would fetch them again as soon as it starts.
    expect(PAGE_TTL_MS).toBeLessThan(CONTENT_CACHE.fresh * 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await serve();
    await app.inject({ url: '/stats/top-global' });
    const before = renders();
    vi.setSystemTime(Date.now() + PAGE_TTL_MS - 1000);
    await app.inject({ url: '/stats/top-global' });
    expect(renders()).toBe(before);
    vi.setSystemTime(Date.now() + 2000);
    await app.inject({ url: '/stats/top-global' });
    expect(renders()).toBe(before + 1);
    await app.close();
  });

  it('sends the plain app shell to signed-in players, guarded screens, token pages and unknown paths', async () => {
    const app = await serve();
    const signedIn = await app.inject({ url: '/vip', headers: { cookie: 'pitchside_signed_in=1' } });
    const guarded = await app.inject({ url: '/webshop/tickets' });
    const unknown = await app.inject({ url: '/no-such-page' });
    // A public page marked `serverRendered: false` (its texts load with it in the browser).
    const endSession = await app.inject({ url: '/end-session?token=abc' });
    expect(endSession.statusCode).toBe(200);
    expect(endSession.body).toContain('<div id="root"><div class="boot">starting</div></div>');
    for (const page of [signedIn, guarded, unknown]) {
      expect(page.body).toContain('<div id="root"><div class="boot">starting</div></div>');
      expect(page.body).not.toContain('data-prerendered');
    }
    expect([signedIn.statusCode, guarded.statusCode, unknown.statusCode]).toEqual([200, 200, 404]);
    await app.close();
  });

  it('falls back to the app shell, with a 200, when a screen fails to render', async () => {
    const app = await serve();
    const page = await app.inject({ url: '/support' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div class="boot">starting</div>');
    await app.close();
  });

  it('sends the app shell rather than a page whose rendering left an inline script the CSP would block', async () => {
    const app = await serve();
    const page = await app.inject({ url: '/social' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div class="boot">starting</div>');
    expect(page.body).not.toContain('$RC');
    await app.close();
  });

  it("names the screen's chunks in every page, for the entry to fetch at once after the first paint", async () => {
    const app = await serve();
    const preloads = (html: string): string[] => {
      // Named as data, never as links in the head, which the browser would fetch before painting.
      expect(html).not.toMatch(/<link rel="modulepreload"[^>]*(vip-page|tickets|user-menu)/);
      const list = /<script id="pitchside-start-modules" type="application\/json">([^<]*)<\/script>/.exec(
        html,
      );
      return list ? (JSON.parse(list[1]!) as string[]) : [];
    };
    // A server-rendered page starts the app as soon as it has painted (decision 0021): the same.
    const guest = await app.inject({ url: '/vip' });
    expect(guest.body).toContain('data-prerendered');
    expect(preloads(guest.body)).toEqual(['/assets/vip-page-1.js', '/assets/table-2.js']);
    // A guarded screen's shell: the screen's chunk and the chunks it imports, not the entry,
    // which the page already loads.
    const guarded = await app.inject({ url: '/webshop/tickets' });
    expect(preloads(guarded.body)).toEqual(['/assets/tickets-4.js', '/assets/table-2.js']);
    // A signed-in player gets the plain shell with the screen's chunks and the account menu's.
    const player = await app.inject({ url: '/vip', headers: { cookie: 'pitchside_signed_in=1' } });
    expect(player.body).not.toContain('data-prerendered');
    expect(preloads(player.body)).toEqual([
      '/assets/vip-page-1.js',
      '/assets/table-2.js',
      '/assets/user-menu-3.js',
    ]);
    // A screen the manifest does not know gets none, and still its page.
    const unknown = await app.inject({ url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(preloads(unknown.body)).toEqual([]);
    await app.close();
  });

  it('renders a page again within half the freshness of its shortest-lived data', async () => {
    // Today's matches are fresh for 15 s in the browser: a page kept for the minute the banners
    // allow would have the app fetch the whole day again as soon as it starts.
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await serve();
    await app.inject({ url: '/stats/todays-matches' });
    const before = renders();
    vi.setSystemTime(Date.now() + 7_000);
    await app.inject({ url: '/stats/todays-matches' });
    expect(renders()).toBe(before);
    vi.setSystemTime(Date.now() + 1_000);
    await app.inject({ url: '/stats/todays-matches' });
    expect(renders()).toBe(before + 1);
    await app.close();
  });

  it('renders a page again soon when some of its data came too late for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await serve();
    const before = renders();
    await app.inject({ url: '/stats/top-season' });
    await app.inject({ url: '/stats/top-season' });
    expect(renders()).toBe(before + 1);
    vi.setSystemTime(Date.now() + PARTIAL_PAGE_TTL_MS + 1);
    await app.inject({ url: '/stats/top-season' });
    expect(renders()).toBe(before + 2);
    // A page with all its data keeps the longer life.
    await app.inject({ url: '/stats/top-global' });
    vi.setSystemTime(Date.now() + PARTIAL_PAGE_TTL_MS + 1);
    await app.inject({ url: '/stats/top-global' });
    expect(renders()).toBe(before + 3);
    await app.close();
  });

  it('marks a page rendered with all its data as complete, and only such a page', async () => {
    const app = await serve();
    const whole = await app.inject({ url: '/stats/top-global' });
    expect(whole.body).toContain('<div id="root" data-prerendered="en" data-complete>');
    const partial = await app.inject({ url: '/stats/top-season' });
    expect(partial.body).toContain('data-prerendered="en"');
    expect(partial.body).not.toContain('data-complete');
    await app.close();
  });

  it("renders a signed-in player's money page with their own data, for them alone and never kept", async () => {
    const app = await serve();
    const ada = await app.inject({
      url: '/webshop/tickets',
      headers: { cookie: 'pitchside_signed_in=1; pitchside_page_session=token-of-ada' },
    });
    expect(ada.statusCode).toBe(200);
    expect(ada.body).toContain('<div id="root" data-prerendered="en" data-viewer="11" data-complete>');
    expect(ada.body).toContain('<main>/webshop/tickets balance of Ada via token-of-ada</main>');
    expect(ada.headers['cache-control']).toBe('private, no-store');
    // The account menu's chunk is preloaded with the screen's.
    expect(ada.body).toContain('"/assets/user-menu-3.js"');

    // Another player, right after: their own page, nothing of Ada's.
    const before = renders();
    const bo = await app.inject({
      url: '/webshop/tickets',
      headers: { cookie: 'pitchside_signed_in=1; pitchside_page_session=token-of-bo' },
    });
    expect(renders()).toBe(before + 1);
    expect(bo.body).toContain('balance of Bo');
    expect(bo.body).toContain('data-viewer="12"');
    expect(bo.body).not.toContain('Ada');
    expect(bo.body).not.toContain('token-of-ada');

    // A guest at the same address gets the app shell (the screen is a player's), not Ada's page.
    const guest = await app.inject({ url: '/webshop/tickets' });
    expect(guest.body).not.toContain('Ada');
    expect(guest.body).toContain('<div class="boot">starting</div>');
    // A cookie naming no live session (revoked, expired, made up) renders nothing either.
    const stale = await app.inject({ url: '/spin', headers: { cookie: 'pitchside_page_session=revoked' } });
    expect(stale.body).toContain('<div class="boot">starting</div>');
    expect(stale.headers['cache-control']).toBe('no-cache');
    // The page keeps its query: a payment return is rendered for the session it returns from.
    const back = await app.inject({
      url: '/payment-confirmation?session_id=cs_1',
      headers: { cookie: 'pitchside_page_session=token-of-ada' },
    });
    expect(back.body).toContain('<main>/payment-confirmation?session_id=cs_1 balance of Ada');
    // A public page is still a guest's page, shared, for a signed-in player: the plain shell.
    const vip = await app.inject({
      url: '/vip',
      headers: { cookie: 'pitchside_signed_in=1; pitchside_page_session=token-of-ada' },
    });
    expect(vip.body).not.toContain('Ada');
    await app.close();
  });
});
