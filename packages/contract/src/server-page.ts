/**
 * The one seam between the server's renderer and the browser's start (decision 0021): the names
 * the server writes on the page, the page it renders, and the one test of whether the app's first
 * render matches that page. The server's page renderer (`apps/server`), the renderer it loads
 * (`apps/web/src/entry-server.tsx`) and the browser's start (`apps/web/src/start-app.tsx`) import
 * these, not strings of their own.
 */
import type { LanguageCode } from './languages';
import type { PublicConfig } from './public-config';

/** The element the app renders into. */
export const ROOT_ID = 'root';

/** `#root[data-prerendered="<language>"]`: the server rendered the page, in that language. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** `#root[data-viewer="<user id>"]`: rendered for this signed-in player; absent for a guest. */
export const VIEWER_ATTRIBUTE = 'data-viewer';
/** `#root[data-complete]`: every query the screen asked for came with the page. */
export const COMPLETE_ATTRIBUTE = 'data-complete';
/**
 * `<script id="pitchside-start-modules" type="application/json">["/assets/…js", …]</script>`: the
 * chunks the app's start, the screen and the header menus need. The page names them in data, not
 * in `modulepreload` links, because links in the head are fetched at once and share a phone's slow
 * link with the stylesheet, the font and the largest image while the page has not painted yet; the
 * entry preloads them right after the first paint (`main.tsx`).
 */
export const START_MODULES_ELEMENT_ID = 'pitchside-start-modules';
/** `<html data-app="started">`: the app has committed its first render (journeys wait on it). */
export const APP_STARTED_ATTRIBUTE = 'data-app';
/**
 * The same moment as a performance mark. The Lighthouse bench reports its time after the first
 * paint (`startAfterPaintMs`).
 */
export const APP_STARTED_MARK = 'pitchside:started';
/**
 * A performance mark: React's root is on the page (`hydrateRoot`, or a fresh `createRoot`). A tap
 * before it lands on the server's HTML with no handler and is lost; from it on, React hydrates
 * the tapped part at once and hands it the tap. The bench reports it as `rootAfterPaintMs`.
 */
export const APP_ROOT_MARK = 'pitchside:root';

/**
 * The session cookie of server rendering (decision 0021): HttpOnly, set by
 * `PUT /api/account/page-session` with the bearer token the app already holds, cleared by `DELETE`.
 * The server reads it only to render a signed-in player's page; the API still takes the bearer
 * header alone, so the cookie adds no way to act for a player (CSRF protection is unchanged).
 */
export const PAGE_SESSION_COOKIE = 'pitchside_page_session';

/** A signed-in player's screens the server renders with their data (never kept, never shared). */
export const PLAYER_RENDERED_PATHS: readonly string[] = [
  '/webshop/tickets',
  '/webshop/premiums',
  '/offers/seasonal',
  '/offers/daily',
  '/offers/free-ticket',
  '/spin',
  '/account/balance-history',
  '/payment-confirmation',
];

/** What the server's renderer (`entry-server.tsx`) gives for a URL. */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document's title, as the app will set it. */
  title: string;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state). */
  state: unknown;
  status: number;
  /** Whether every query the screen asked for was answered: no skeleton waits for the browser. */
  complete: boolean;
  /**
   * How long the browser counts the page's data as fresh (the shortest `staleTime` of its
   * queries), or null without a limit: a page kept longer than that would have the app fetch its
   * data again as soon as it starts.
   */
  freshForMs?: number | null;
}

/** Who a page is rendered for: a guest, or a signed-in player with their session. */
export type PageViewer =
  | { kind: 'guest' }
  | {
      kind: 'player';
      /** The player's id, written on the page so that the browser can check it is theirs. */
      userId: string;
      /** The player's session token: the renderer asks the API for their data with it. */
      token: string;
      /** The signed-in user as `/api/auth/me` answers it, which the app starts with. */
      user: unknown;
    };

export interface RenderOptions {
  /** The origin the reader asked for: image URLs in the page must be the browser's. */
  pageOrigin: string;
  /** Where this server's API answers, for the data fetched while rendering. */
  apiOrigin: string;
  viewer: PageViewer;
}

/** What the built renderer (`apps/web/dist-server/entry-server.js`) exports. */
export interface ServerEntry {
  renderPage(
    url: URL,
    language: LanguageCode,
    config: PublicConfig,
    options: RenderOptions,
  ): Promise<RenderedPage | null>;
  /** The modules the app loads before it shows this URL, as the build's manifest names them. */
  modulesFor(url: URL, signedIn: boolean): string[];
}

/** What the page says about itself, read from #root. */
export interface RenderedPageMark {
  language: string | null;
  viewer: string | null;
}

export function readRenderedPage(root: { getAttribute(name: string): string | null }): RenderedPageMark {
  return {
    language: root.getAttribute(PRERENDERED_ATTRIBUTE),
    viewer: root.getAttribute(VIEWER_ATTRIBUTE),
  };
}

/** The attributes the server writes on #root for a rendered page (values escaped for HTML). */
export function renderedPageAttributes(options: {
  language: string;
  viewer: PageViewer;
  complete: boolean;
}): string {
  const viewer =
    options.viewer.kind === 'player' ? ` ${VIEWER_ATTRIBUTE}="${escapeHtml(options.viewer.userId)}"` : '';
  const complete = options.complete ? ` ${COMPLETE_ATTRIBUTE}` : '';
  return `${PRERENDERED_ATTRIBUTE}="${escapeHtml(options.language)}"${viewer}${complete}`;
}

/**
 * The one "is this page the reader's" test: the app's first render matches a rendered page only
 * when it was rendered in the app's language, for the same reader (the same player, or a guest on
 * both sides), and with the side menu open as the server renders it.
 */
export function matchesRenderedPage(
  page: RenderedPageMark,
  reader: { language: string; userId: string | number | null; menuCollapsed: boolean },
): boolean {
  if (page.language !== reader.language || reader.menuCollapsed) return false;
  const readerId = reader.userId === null ? null : String(reader.userId);
  return page.viewer === readerId;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
