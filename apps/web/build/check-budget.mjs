// The size budget of a first visit: the JavaScript and CSS a guest needs before a first tap on `/`,
// measured as phones get them (brotli, else gzip), and a check that every module the server names
// for a page is in the build's manifest. `npm test` runs this after the build and fails past either.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// The start of the app (decision 0021): everything a guest's phone downloads before a first tap on
// `/` is answered, the page's entry, the app's start, the home screen and the header's menus (the
// modules the server preloads for `/`: `modulesFor` in entry-server.tsx) and the texts the app
// starts with: 175.8 KB measured once the class merger's default configuration left it (session 24,
// decision 0037), plus 5 %. Before: 187 KB over 178.3 KB once zod left a guest's start; 200 KB over
// 190.9 KB once the home page's lower sections loaded when near; 238.2 KB after the switch to React
// (decision 0021); 107 KB counted without the screen and its texts while Preact ran the React code.
export const BUDGET = { js: 184 * 1024, css: 25 * 1024 };

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

function readManifest() {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The built server renderer: it names the modules each page needs (`modulesFor`). */
async function serverEntry() {
  const file = path.join(dist, '..', 'dist-server', 'entry-server.js');
  return import(pathToFileURL(file).href);
}

/**
 * The texts the app starts with in English (`lib/i18n/locale-backend.ts`): the shell's are in the
 * app's start, the rest of the namespaces it loads at once come in one chunk.
 */
const TEXTS_AT_START = ['src/lib/i18n/en-rest.ts'];

/** Every chunk the given modules need, from the build's manifest (their static imports). */
function closure(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest names no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return [...files];
}

/** The start of the app on `/`: its JavaScript and its stylesheets, as phones get them. */
export async function initialAssets() {
  const manifest = readManifest();
  const server = await serverEntry();
  const modules = [
    'index.html',
    ...server.modulesFor(new URL('http://localhost/'), false),
    ...TEXTS_AT_START,
  ];
  const js = closure(manifest, modules);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
    m[1].replace(/^\//, ''),
  );
  const measure = (files) => files.map((file) => ({ file, ...compressedSize(file) }));
  return { js: measure(js), css: measure([...new Set(css)]) };
}

/**
 * Every module the server names for a page (the app's start, each screen, the header's menus)
 * must be a key of the build's manifest: a renamed file would otherwise leave its page without
 * its preloads, silently.
 */
export async function unknownModules() {
  const manifest = readManifest();
  const server = await serverEntry();
  return server.namedModules().filter((key) => !(key in manifest));
}

/**
 * The pages whose start must build no zod schema (decisions 0037, 0038): they start with the server's
 * data, so no schema is needed before their first fetch, which loads its own. Classic zod and its
 * core cost a phone 100 ms and more of evaluation at 4×.
 */
export const ZOD_FREE_STARTS = [
  { path: '/', signedIn: false },
  { path: '/stats/todays-matches', signedIn: false },
  { path: '/vip', signedIn: false },
  { path: '/support', signedIn: false },
  { path: '/redeem', signedIn: false },
  { path: '/webshop/tickets', signedIn: true },
  { path: '/spin', signedIn: true },
  { path: '/account/balance-history', signedIn: true },
];

/** Marks of zod's code in a built chunk: its core's `_zod` property and its type names. */
const ZOD_MARK = /\b_zod\b|\$?ZodType|ZodMiniType/;

/** For each page of `ZOD_FREE_STARTS`, the chunks of its start that carry zod. */
export async function zodInStarts() {
  const manifest = readManifest();
  const server = await serverEntry();
  return ZOD_FREE_STARTS.flatMap(({ path: page, signedIn }) => {
    const modules = ['index.html', ...server.modulesFor(new URL(`http://localhost${page}`), signedIn)];
    return closure(manifest, modules)
      .filter((file) => ZOD_MARK.test(fs.readFileSync(path.join(dist, file), 'utf8')))
      .map((file) => `${page}${signedIn ? ' (signed in)' : ''}: ${file}`);
  });
}

/**
 * The back office is the studio's, not the players': none of its code may reach a first visit.
 * Its API client (`/admin/users…`) exists only in its own chunks, so finding it here is a leak.
 */
export function backOfficeLeaks(assets) {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const assets = await initialAssets();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  let failed = false;
  const unknown = await unknownModules();
  if (unknown.length) {
    failed = true;
    process.stdout.write(
      `✗ modules a page names that the build's manifest does not know: ${unknown.join(', ')}\n`,
    );
  } else {
    process.stdout.write("✓ every module a page names is in the build's manifest\n");
  }
  const zod = await zodInStarts();
  if (zod.length) {
    failed = true;
    process.stdout.write(`✗ zod in a page's start: ${zod.join(', ')}\n`);
  } else {
    process.stdout.write(`✓ no zod in the start of ${ZOD_FREE_STARTS.map((p) => p.path).join(', ')}\n`);
  }
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
    const what = kind === 'js' ? 'the start of the app on / (JS)' : 'the stylesheet';
    process.stdout.write(
      `${over ? '✗' : '✓'} ${what}: ${kb(total)} compressed (budget ${kb(BUDGET[kind])})\n`,
    );
    for (const asset of assets[kind].sort((a, b) => b.bytes - a.bytes)) {
      process.stdout.write(`    ${kb(asset.bytes).padStart(9)}  ${asset.file} (${asset.encoding})\n`);
    }
  }
  process.exit(failed ? 1 : 0);
}
