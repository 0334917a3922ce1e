import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { OFFLINE_PAGE } from '../src/service-worker/constants.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BACKGROUND = '#060c18';
const PRIMARY = '#2fd67b';
// The build's config cannot load the contract's TypeScript: its two facts used here, restated
// (`LANGUAGE_COOKIE` of contract/constants.ts; the right-to-left languages of contract/languages.ts).
const LANGUAGE_COOKIE = 'pitchside_lang';
const RIGHT_TO_LEFT = new Set(['ar']);
const LANGUAGES = fs
  .readdirSync(path.join(web, 'src', 'locales'))
  .map((code) => ({ code, dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr' }));

interface OfflineTexts {
  title: string;
  message: string;
  retry: string;
  product?: string;
}

/** Every language's offline texts, from its `common.json` (`offline.*`), and its direction. */
function offlineTexts(): Record<string, OfflineTexts & { dir: string }> {
  const texts: Record<string, OfflineTexts & { dir: string }> = {};
  for (const { code, dir } of LANGUAGES) {
    const common = JSON.parse(
      fs.readFileSync(path.join(web, 'src', 'locales', code, 'common.json'), 'utf8'),
    ) as { offline: OfflineTexts };
    texts[code] = { ...common.offline, dir };
  }
  return texts;
}

/**
 * The page the service worker shows when a page is asked for without a network: one file for the
 * 13 languages (their texts in a JSON block), whose script picks the player's as the app does
 * (`?lng=`, the stored choice, the browser's languages). No inline script: the CSP forbids it.
 */
function offlinePage(): Plugin {
  return {
    name: 'pitchside:offline-page',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const json = JSON.stringify(offlineTexts()).replace(/</g, '\\u003c');
      const en = offlineTexts().en as OfflineTexts;
      const html = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
<meta name="color-scheme" content="dark" />
<meta name="theme-color" content="${BACKGROUND}" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<title>${en.title}</title>
<style>
html{background:${BACKGROUND};color:#eaf1fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',sans-serif}
body{margin:0}
main{min-height:100vh;min-height:100dvh;display:grid;place-items:center;padding:24px;box-sizing:border-box}
.card{max-width:420px;text-align:center}
img{width:72px;height:72px}
h1{margin:16px 0 8px;font-size:26px;line-height:1.25}
p{margin:0 0 20px;color:#a9b8d0;line-height:1.5;font-size:16px}
button{font:inherit;font-weight:700;min-height:44px;padding:10px 24px;border:0;border-radius:10px;background:${PRIMARY};color:#03200f;cursor:pointer}
button:focus-visible{outline:2px solid #eaf1fb;outline-offset:3px}
</style>
</head>
<body>
<main>
<div class="card">
<img src="/icons/icon-192.png" alt="" />
<h1 id="offline-title">${en.title}</h1>
<p id="offline-message">${en.message}</p>
<button type="button" id="offline-retry">${en.retry}</button>
</div>
</main>
<script id="offline-texts" type="application/json">${json}</script>
<script src="/offline.js"></script>
</body>
</html>
`;
      const script = `(function () {
  var texts = JSON.parse(document.getElementById('offline-texts').textContent);
  function pick() {
    var candidates = [];
    try { candidates.push(new URLSearchParams(location.search).get('lng')); } catch (e) {}
    try { candidates.push(localStorage.getItem('pitchside.language')); } catch (e) {}
    var cookie = document.cookie.match(/(?:^|; )${LANGUAGE_COOKIE}=([^;]*)/);
    if (cookie) candidates.push(decodeURIComponent(cookie[1]));
    (navigator.languages || [navigator.language]).forEach(function (tag) { candidates.push(tag); });
    for (var i = 0; i < candidates.length; i++) {
      var code = String(candidates[i] || '').toLowerCase().split('-')[0];
      if (texts[code]) return code;
    }
    return 'en';
  }
  var code = pick();
  var t = texts[code];
  document.documentElement.lang = code;
  document.documentElement.dir = t.dir;
  document.title = t.title;
  document.getElementById('offline-title').textContent = t.title;
  document.getElementById('offline-message').textContent = t.message;
  var retry = document.getElementById('offline-retry');
  retry.textContent = t.retry;
  retry.addEventListener('click', function () { location.reload(); });
  window.addEventListener('online', function () { location.reload(); });
})();
`;
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE, source: html });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: script });
    },
  };
}

/**
 * What the service worker precaches: the page's entry and the app's start with every chunk and
 * stylesheet they import (from the build's manifest, as the size budget counts them), the offline
 * page and the icons. Lazily loaded screens are cached when first used, not downloaded up front.
 */
function startFiles(dist: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/start-app.tsx');
  return files;
}

export function pwa(): Plugin[] {
  const dist = path.join(web, 'dist');
  return [
    offlinePage(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'service-worker.ts',
      // The page registers it itself, lazily (src/lib/pwa/register-service-worker.ts).
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: false,
      injectManifest: {
        // Precompressed copies and the map files are not pages' files.
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        globIgnores: ['**/*.map', 'index.html', 'sw.js', 'service-worker.js', '.vite/**'],
        maximumFileSizeToCacheInBytes: 600 * 1024,
        manifestTransforms: [
          ((entries) => {
            const start = startFiles(dist);
            const keep = (url: string) =>
              start.has(url) ||
              url === OFFLINE_PAGE ||
              url === 'offline.js' ||
              url === 'favicon.svg' ||
              url.startsWith('icons/') ||
              url === 'manifest.webmanifest';
            return { manifest: entries.filter((entry) => keep(entry.url)), warnings: [] };
          }) satisfies ManifestTransform,
        ],
        buildPlugins: { vite: [] },
      },
      manifest: {
        id: '/',
        name: 'Pitchside',
        short_name: 'Pitchside',
        description:
          'Leaderboards, matches, events, webshop and your account for the football-management game.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: BACKGROUND,
        theme_color: BACKGROUND,
        lang: 'en',
        dir: 'ltr',
        categories: ['games', 'sports'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Spin',
            url: '/spin',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'Ticket packages',
            url: '/webshop/tickets',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: "Today's matches",
            url: '/stats/todays-matches',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ];
}
