import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '@pitchside/contract/constants';
import { CONTENT_CACHE } from '@pitchside/contract/content';
import type { LanguageCode } from '@pitchside/contract/languages';
import type { PublicConfig } from '@pitchside/contract/public-config';
import { SCREEN_ROUTES, type ScreenRoute } from '@pitchside/contract/routes';
import {
  PAGE_SESSION_COOKIE,
  PLAYER_RENDERED_PATHS,
  type PageViewer,
  type ServerEntry,
} from '@pitchside/contract/server-page';
import { chunkFiles, chunkPreloads } from './page-rendering/chunk-preloads.ts';
import { composeDocument, pageTemplate } from './page-rendering/page-document.ts';
import { languageOf } from './page-rendering/page-language.ts';

/** Screens a guest can open with no parameter in their path: the ones worth rendering here. */
const RENDERED_PATHS = new Set<string>(
  SCREEN_ROUTES.filter(
    (route: ScreenRoute) =>
      route.access === 'public' && !route.path.includes(':') && route.serverRendered !== false,
  ).map((route) => route.path),
);

/** The signed-in player behind a session token, if it names a live session. */
export type PlayerLookup = (token: string) => Promise<{ userId: string; user: unknown } | null>;

const PLAYER_PATHS = new Set(PLAYER_RENDERED_PATHS);

/** Pages the server keeps are a guest's: a signed-in player's page is never shared (decision 0021). */
const GUEST: PageViewer = { kind: 'guest' };

/**
 * A page stays this long in memory. It carries the home page's banners as query state, which the
 * browser keeps for `CONTENT_CACHE.fresh` seconds from the moment the server fetched them: a page
 * older than that would make the app fetch them again on arrival. Half the window leaves the other
 * half for the visit.
 */
export const PAGE_TTL_MS = (CONTENT_CACHE.fresh * 1000) / 2;
/** A page rendered without some of its data (it came too late): rendered again after this. */
export const PARTIAL_PAGE_TTL_MS = 5_000;
/** Pages are few (paths × languages); the bound only matters against made-up Host headers. */
const MAX_PAGES = 300;

interface CachedPage {
  html: Promise<string | null>;
  until: number;
}

export interface PageRenderer {
  /**
   * The page for this request as HTML (the whole document), or null for the plain app shell;
   * `personal` when it was rendered for the signed-in player asking, and must not be kept.
   */
  render(request: FastifyRequest, pathname: string): Promise<{ html: string; personal: boolean } | null>;
  /**
   * The plain app shell (signed-in players, screens not rendered here), listing the chunks of the
   * URL's screen and menus like a rendered page.
   */
  shell(request: FastifyRequest, pathname: string): Promise<string>;
  /** Forgets every page: the content they were rendered with has changed. */
  clear(): void;
}

/**
 * Server rendering of the public screens (decision 0012): the first paint comes from the HTML,
 * in the reader's language, before any JavaScript has run; the app then hydrates it. A guest's
 * page is the same for everyone in a language, so each (path, language) is rendered once and
 * kept a few minutes. A signed-in player's money pages are rendered for them, from the session
 * cookie, each time and for them alone (decision 0021); their other pages are the plain shell.
 */
export async function loadPageRenderer(options: {
  distDir: string;
  indexHtml: string;
  publicConfig: PublicConfig;
  /** The origin of PUBLIC_URL: the pages' absolute URLs (images, links) start with it. */
  pageOrigin: string;
  log: FastifyBaseLogger;
  /** Where this server's API answers (it listens on it), for the data a page is rendered with. */
  apiOrigin: () => string;
  playerOf: PlayerLookup;
}): Promise<PageRenderer | null> {
  const entryFile = path.join(options.distDir, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) {
    options.log.warn({ entryFile }, 'no server renderer built: pages are painted by the browser alone');
    return null;
  }
  // Loaded with the first page asked for: a process that only answers the API never pays for it.
  let entry: Promise<ServerEntry> | undefined;
  const loadEntry = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  const cutTemplate = pageTemplate(options.indexHtml);
  if (!cutTemplate) {
    options.log.warn('index.html has no #root to render into');
    return null;
  }
  const template = cutTemplate;
  const cache = new Map<string, CachedPage>();
  const chunks = chunkFiles(options.distDir, options.indexHtml, options.log);
  const preloads = chunkPreloads(chunks);
  const shells = new Map<string, string>();

  async function renderFresh(
    url: URL,
    language: LanguageCode,
    viewer: PageViewer,
    entry?: CachedPage,
  ): Promise<string | null> {
    const server = await loadEntry();
    const page = await server.renderPage(url, language, options.publicConfig, {
      pageOrigin: url.origin,
      apiOrigin: options.apiOrigin(),
      viewer,
    });
    // Data that came too late (a busy moment) would leave the skeleton for a whole minute.
    if (entry && page && !page.complete)
      entry.until = Math.min(entry.until, Date.now() + PARTIAL_PAGE_TTL_MS);
    // Data fresher-lived than the banners (today's live matches: 15 s) shortens the page's life the
    // same way: half of it, so that the app starts with answers it does not fetch again at once.
    if (entry && typeof page?.freshForMs === 'number')
      entry.until = Math.min(entry.until, Date.now() + page.freshForMs / 2);
    if (!page || page.status !== 200) return null;
    if (page.html.includes('<script')) {
      // React streams a Suspense boundary still pending at render time with an inline script that
      // reveals it later; the CSP blocks that script, so the page would stay half-shown. The app
      // shell is the safe answer, and the log names the screen to fix (preload what it suspends on).
      options.log.warn(
        { pathname: url.pathname },
        'a server-rendered page holds an inline script: sending the app shell',
      );
      return null;
    }
    // The app starts as soon as the page has painted (main.tsx, decision 0021): its chunks, the
    // screen's and the header menus' are named on the page, so that it waits on no round trip.
    const modules = server.modulesFor(url, viewer.kind === 'player');
    return composeDocument(template, page, language, viewer, (head) => preloads(head, modules));
  }

  return {
    clear() {
      cache.clear();
    },
    async shell(request, pathname) {
      let modules: string[];
      try {
        modules = (await loadEntry()).modulesFor(
          new URL(pathname, 'http://localhost'),
          Boolean(request.cookies?.[SIGNED_IN_COOKIE]),
        );
      } catch (error) {
        request.log.error({ err: error, pathname }, 'the server renderer could not be loaded');
        return options.indexHtml;
      }
      // Keyed by the modules, not the path: as many entries as screens, whatever paths are asked for.
      const key = modules.join(' ');
      let html = shells.get(key);
      if (html === undefined) {
        html = preloads(options.indexHtml, modules);
        shells.set(key, html);
      }
      return html;
    },
    async render(request, pathname) {
      // Never the request's Host or X-Forwarded-Host: a forged one would end up in a cached page.
      const pageOrigin = options.pageOrigin;
      const language = languageOf(request);
      const sessionToken = request.cookies?.[PAGE_SESSION_COOKIE];
      if (PLAYER_PATHS.has(pathname) && sessionToken) {
        // A player's page: rendered for them alone, with their data, and never kept.
        try {
          const player = await options.playerOf(sessionToken);
          if (!player) return null;
          const viewer: PageViewer = { kind: 'player', token: sessionToken, ...player };
          const html = await renderFresh(new URL(request.url, pageOrigin), language, viewer);
          return html === null ? null : { html, personal: true };
        } catch (error) {
          request.log.error({ err: error, pathname }, 'server rendering of a player page failed');
          return null;
        }
      }
      if (!RENDERED_PATHS.has(pathname) || request.cookies?.[SIGNED_IN_COOKIE]) return null;
      const key = `${pageOrigin} ${language} ${pathname}`;
      const now = Date.now();
      let cached = cache.get(key);
      if (!cached || cached.until < now) {
        if (cache.size >= MAX_PAGES) cache.clear();
        const entry: CachedPage = { html: Promise.resolve(null), until: now + PAGE_TTL_MS };
        entry.html = renderFresh(new URL(pathname, pageOrigin), language, GUEST, entry);
        cached = entry;
        cache.set(key, cached);
      }
      try {
        const html = await cached.html;
        return html === null ? null : { html, personal: false };
      } catch (error) {
        // A screen that cannot render on the server still works in the browser.
        cache.delete(key);
        request.log.error({ err: error, pathname, language }, 'server rendering failed');
        return null;
      }
    },
  };
}
