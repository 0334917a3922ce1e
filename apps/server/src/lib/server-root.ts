import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of apps/server, whether this code runs from src/ (tsx, tests) or bundled in
 * dist/: files that ship beside the code (migrations, demo images) are found from here.
 */
export const SERVER_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server folder not found');
    dir = parent;
  }
  return dir;
})();

/**
 * The checkout's root (where `npm start` runs). Relative paths in the configuration resolve
 * against it, so `start`, `dev`, the staff command and the tests agree whatever folder they run in.
 */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
