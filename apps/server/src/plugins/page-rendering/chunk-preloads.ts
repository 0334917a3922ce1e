import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { START_MODULES_ELEMENT_ID } from '@pitchside/contract/server-page';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks (`assets/…js`) the given modules need that index.html does not load already, from the
 * build's manifest (`dist/.vite/manifest.json`).
 */
export function chunkFiles(
  distDir: string,
  indexHtml: string,
  log: FastifyBaseLogger,
): (modules: readonly string[]) => string[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    log.warn({ manifestFile }, 'no build manifest: screens load their chunks after the entry');
  }
  const filesOf = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
  };
  return (modules) => {
    const files = new Set<string>();
    for (const key of modules) filesOf(key, files);
    return [...files].filter((file) => !indexHtml.includes(`/${file}"`));
  };
}

/**
 * Adds to a page's head the list of every chunk the given modules need
 * (`START_MODULES_ELEMENT_ID`), which the entry preloads once the page has painted (decision 0034):
 * without it the browser would learn of its chunks one after the other (the entry, the app's
 * start, the screen), a round trip each on a phone's network; as `modulepreload` links in the head
 * they would be fetched before the first paint and slow it down.
 */
export function chunkPreloads(
  files: (modules: readonly string[]) => string[],
): (head: string, modules: readonly string[]) => string {
  return (head, modules) => {
    const list = files(modules).map((file) => `/${file}`);
    if (list.length === 0) return head;
    // JSON inside <script> must not be able to close the tag.
    const json = JSON.stringify(list).replace(/</g, '\\u003c');
    return head.replace(
      '</head>',
      `  <script id="${START_MODULES_ELEMENT_ID}" type="application/json">${json}</script>\n  </head>`,
    );
  };
}
