// The size budget of a first visit: the JavaScript and CSS a page needs before the app runs on it
// (index.html's entry script, the chunks it preloads, its stylesheets, and the app's start, which
// the entry imports once the page needs it: decision 0020), measured as phones get them (brotli,
// else gzip). `npm test` runs this after the build and fails past the budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// A ratchet, lowered as the first visit gets lighter: 231 KB of JS before the modals were loaded
// on demand and the catch-all vendor chunk went, 205 KB after, 158 KB once the header's menus,
// classic zod and most English texts left the first visit, 107 KB once Preact ran the React code
// (decision 0019). Issue 12 asks for at most 120 KB.
// `pageEntry`: what a rendered page runs before it needs the app (decision 0020): it deciding when
// to start the app, 1.9 KB. Past a few KB, the app itself has leaked into the page's entry.
export const BUDGET = { js: 110 * 1024, css: 25 * 1024, pageEntry: 5 * 1024 };

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function compressedSize(file) {
  const full = path.join(dist, file);
  for (const [suffix] of [['.br'], ['.gz']]) {
    if (fs.existsSync(full + suffix))
      return { bytes: fs.statSync(full + suffix).size, encoding: suffix.slice(1) };
  }
  const raw = fs.readFileSync(full);
  return { bytes: Math.min(brotliCompressSync(raw).length, gzipSync(raw).length), encoding: 'computed' };
}

export function initialAssets() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = (pattern) => [...html.matchAll(pattern)].map((m) => m[1].replace(/^\//, ''));
  const js = [...pageEntryFiles(), ...startClosure()];
  const css = urls(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const measure = (files) => files.map((file) => ({ file, ...compressedSize(file) }));
  return { js: measure([...new Set(js)]), css: measure([...new Set(css)]) };
}

/** The app's start (`src/start-app.tsx`) and every chunk it imports, from the build's manifest. */
function startClosure() {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/start-app.tsx');
  if (files.size === 0)
    throw new Error('the manifest names no src/start-app.tsx: the budget would miss the app');
  return [...files];
}

/**
 * The back office is the studio's, not the players': none of its code may reach a first visit.
 * Its API client (`/admin/users…`) exists only in its own chunks, so finding it here is a leak.
 */
export function backOfficeLeaks(assets = initialAssets()) {
  return assets.js
    .filter(({ file }) => fs.readFileSync(path.join(dist, file), 'utf8').includes('/admin/users'))
    .map(({ file }) => file);
}

/**
 * What a member of staff downloads for the back office on top of the portal: its screens (and the
 * chart library of the dashboard) and its texts in one language (`admin-<hash>.js` is the
 * `admin` namespace of one language; the largest one is counted).
 */
export function backOfficeSize() {
  const files = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const size = (file) => compressedSize(path.join('assets', file)).bytes;
  const texts = files.filter((file) => /^admin-[\w-]{8}\.js$/.test(file)).map(size);
  const screens = files.filter((file) => /^(admin-|uPlot)/.test(file) && !/^admin-[\w-]{8}\.js$/.test(file));
  return screens.reduce((sum, file) => sum + size(file), 0) + Math.max(0, ...texts);
}

/**
 * The chunks a page loads before it has painted (its entry script and what index.html preloads).
 * A rendered page needs none of the app's (decision 0020): the entry loads the app on demand.
 */
export function pageEntryFiles() {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1].replace(/^\//, ''));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const assets = initialAssets();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  let failed = false;
  const entry = pageEntryFiles().reduce((sum, file) => sum + compressedSize(file).bytes, 0);
  const entryOver = entry > BUDGET.pageEntry;
  failed ||= entryOver;
  process.stdout.write(
    `${entryOver ? '✗' : '✓'} a rendered page's JS before the app is needed: ${kb(entry)} compressed (budget ${kb(BUDGET.pageEntry)})\n`,
  );
  const leaks = backOfficeLeaks(assets);
  if (leaks.length) {
    failed = true;
    process.stdout.write(`✗ back-office code in a first visit: ${leaks.join(', ')}\n`);
  }
  process.stdout.write(`  back office (staff only, not in the budget): ${kb(backOfficeSize())} compressed\n`);
  for (const kind of ['js', 'css']) {
    const total = assets[kind].reduce((sum, asset) => sum + asset.bytes, 0);
    const over = total > BUDGET[kind];
    failed ||= over;
    process.stdout.write(
      `${over ? '✗' : '✓'} initial ${kind.toUpperCase()}: ${kb(total)} compressed (budget ${kb(BUDGET[kind])})\n`,
    );
    for (const asset of assets[kind].sort((a, b) => b.bytes - a.bytes)) {
      process.stdout.write(`    ${kb(asset.bytes).padStart(9)}  ${asset.file} (${asset.encoding})\n`);
    }
  }
  process.exit(failed ? 1 : 0);
}
