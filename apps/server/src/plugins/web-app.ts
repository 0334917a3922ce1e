import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@pitchside/contract/api';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@pitchside/contract/public-config';
import { isKnownPath } from '@pitchside/contract/routes';
import { loadPageRenderer, type PageRenderer, type PlayerLookup } from './page-renderer.ts';

const CONFIG_PLACEHOLDER = '<!--pitchside-config-->';
/** The web build's service worker and web manifest (apps/web/build/pwa.ts). */
const SERVICE_WORKER_FILE = 'service-worker.js';
const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * Serves the built React app: hashed assets cached for a year, and for every other browser
 * path index.html with the runtime config embedded (history fallback). Paths outside the
 * route table still get the app, which shows its 404 screen, but with status 404. Public screens
 * come rendered on the server when the web build has its server renderer (page-renderer.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string | undefined;
    publicConfig: PublicConfig;
    /**
     * The portal's public address (PUBLIC_URL): absolute URLs in rendered pages start with it,
     * never with the request's Host header (which anyone can set). Default: http://localhost:3000.
     */
    publicUrl?: string;
    /** Told the renderer once it is loaded, so content edits can drop its pages. */
    onRendererReady?: (renderer: PageRenderer) => void;
    /** The signed-in player a page's session cookie names, if it names a live session. */
    playerOf?: PlayerLookup;
  },
): Promise<void> {
  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const indexHtml =
    indexFile && fs.existsSync(indexFile) ? renderIndex(indexFile, options.publicConfig) : null;

  if (indexHtml && options.distDir) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br/.gz next to each file; the smallest one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // Caches must keep the br, gzip and plain bodies apart.
        res.setHeader('Vary', 'Accept-Encoding');
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        // The service worker and the web manifest are checked for a new version on every visit
        // (decision 0026): an hour in a cache would keep a player on the old app that long.
        const revalidate = name === SERVICE_WORKER_FILE || name === WEB_MANIFEST_FILE;
        if (name === WEB_MANIFEST_FILE)
          res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  const renderer =
    indexHtml && options.distDir
      ? await loadPageRenderer({
          distDir: options.distDir,
          indexHtml,
          publicConfig: options.publicConfig,
          pageOrigin: new URL(options.publicUrl ?? 'http://localhost:3000').origin,
          log: app.log,
          playerOf: options.playerOf ?? (async () => null),
          apiOrigin: () => {
            const address = app.server.address();
            return typeof address === 'object' && address
              ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
              : 'http://127.0.0.1:0';
          },
        })
      : null;
  if (renderer) options.onRendererReady?.(renderer);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      !wantsPage ||
      !indexHtml ||
      looksLikeFile(pathname)
    ) {
      return reply
        .status(404)
        .send({ success: false, error: 'NOT_FOUND', message: 'Resource not found' } satisfies ErrorEnvelope);
    }
    const rendered = renderer ? await renderer.render(request, pathname) : null;
    const html = rendered?.html ?? (renderer ? await renderer.shell(request, pathname) : null) ?? indexHtml;
    // A player's own page is theirs alone: no cache keeps it, here or on the way (decision 0021).
    const personal = rendered?.personal === true;
    const encoded = encodeHtml(html, request.headers['accept-encoding'], !personal);
    if (encoded.encoding) reply.header('Content-Encoding', encoded.encoding);
    return (
      reply
        .status(isKnownPath(pathname) ? 200 : 404)
        .header('Cache-Control', personal ? 'private, no-store' : 'no-cache')
        // The page depends on the language (query, cookie, header) and on the signed-in hint.
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(encoded.body)
    );
  });
}

// The pages are few (the shell, and each rendered screen per language) and change rarely: each is
// compressed once (brotli 9: 61 KB of home page become 7.6 KB in 11 ms) and kept. (The compression plugin works on routes; this
// handler is the not-found handler, which it does not reach.)
const encodedPages = new Map<string, { br: Buffer; gzip: Buffer }>();
const MAX_ENCODED_PAGES = 500;

function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
  keep: boolean,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const wants = (name: string) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?(,|$))`).test(accepted);
  const encoding = wants('br') ? 'br' : wants('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: html };
  if (!keep) {
    return encoding === 'br'
      ? {
          body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
          encoding,
        }
      : { body: zlib.gzipSync(html, { level: 6 }), encoding };
  }
  let entry = encodedPages.get(html);
  if (!entry) {
    if (encodedPages.size >= MAX_ENCODED_PAGES) encodedPages.clear();
    entry = {
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
    };
    encodedPages.set(html, entry);
  }
  return { body: entry[encoding], encoding };
}

/** A missing /assets/x.js must not be answered with HTML (the browser would run it as script). */
function looksLikeFile(pathname: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(pathname);
}

function renderIndex(indexFile: string, publicConfig: PublicConfig): string {
  const html = fs.readFileSync(indexFile, 'utf8');
  // JSON inside <script> must not be able to close the tag.
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const block = `<script id="${PUBLIC_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.includes(CONFIG_PLACEHOLDER)
    ? html.replace(CONFIG_PLACEHOLDER, block)
    : html.replace('</head>', `${block}</head>`);
}
