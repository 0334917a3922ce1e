// What `npm start` compares to decide whether to build: a SHA-256 of every file a build reads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const stampFile = path.join(root, '.tmp', 'build-inputs.sha256');
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
  'apps/server/dist/main.js',
];

// Everything a build reads. Tests, docs and e2e journeys are left out: they change no output.
const inputs = [
  'package-lock.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
];
const ignored = /\.(test|spec)\.tsx?$/;

function* files(relative) {
  const full = path.join(root, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (!ignored.test(relative)) yield relative;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(relative, name));
}

export function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** True when both builds exist and were made from the sources as they are now. */
export function buildIsCurrent() {
  if (!outputs.every((file) => fs.existsSync(path.join(root, file)))) return false;
  const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  return previous === fingerprint();
}

export function recordBuild(hash) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${hash}\n`);
}
