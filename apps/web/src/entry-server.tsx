import { DEFAULT_LANGUAGE, type LanguageCode } from '@pitchside/contract/languages';
import type { PublicConfig } from '@pitchside/contract/public-config';
import i18next from 'i18next';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode, type ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { headerMenuFiles } from '@/app/layout/header-menus';
import { AppErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query/query-client';
import { screenTitle, type RouteHandle } from '@/app/route-handle';
import { appRoutes } from '@/app/router';
import { SCREENS } from '@/app/screen-modules';
import { setConfig } from '@/lib/config';
import { EN_RESOURCES } from '@/lib/i18n/en-resources';
import { NAMESPACES } from '@/lib/i18n/namespaces';
import { setServerOrigins } from '@/lib/origin';

/**
 * Renders a public screen to HTML on the server (decision 0012): the shell and the screen as a
 * guest sees them, with the data the screen asks for (fetched here, within a time budget), in one
 * language. Times are written for the browser to put in the reader's zone (`LocalTime`), so every
 * page can be whole without the app, which starts only when the page needs it (decision 0020).
 * Built by `vite build --ssr` and loaded by the server's web-app plugin.
 */
const LOCALES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function resourcesOf(language: LanguageCode) {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const namespace of NAMESPACES) {
    namespaces[namespace] = LOCALES[`./locales/${language}/${namespace}.json`] ?? {};
  }
  return namespaces;
}

async function createServerI18n(language: LanguageCode) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {
      [DEFAULT_LANGUAGE]: EN_RESOURCES,
      ...(language === DEFAULT_LANGUAGE ? {} : { [language]: resourcesOf(language) }),
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const handler = createStaticHandler(appRoutes);

/** How long a render may wait for its data: the page is then kept a minute, so few readers wait. */
const DATA_WAIT_MS = 1500;

const MAX_DATA_PASSES = 3;

/** A query its screen means to run now (`enabled` unset or true): a disabled one shows no skeleton. */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * When the first of the page's lists falls due for its refresh (today's matches every 30 s), as the
 * app would time it from the moment the data was fetched; null if none refreshes by itself.
 */
function firstRefreshAt(queries: readonly Query[]): number | null {
  let first = Number.POSITIVE_INFINITY;
  for (const query of queries) {
    const interval = (query.options as { refetchInterval?: unknown }).refetchInterval;
    if (typeof interval !== 'number' || interval <= 0 || query.state.status !== 'success') continue;
    first = Math.min(first, query.state.dataUpdatedAt + interval);
  }
  return Number.isFinite(first) ? first : null;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document's title, as the app will set it. */
  title: string;
  /** The query cache the markup was rendered from (dehydrated), for the browser to start with. */
  state: DehydratedState | null;
  status: number;
  /**
   * Whether the markup shows everything the screen asked for: no skeleton is waiting for data the
   * browser must fetch. Only such a page can wait for the app (decision 0020).
   */
  complete: boolean;
  /** Some data the server meant to render came too late or failed: worth rendering again soon. */
  partial: boolean;
  /**
   * When (epoch ms) the first list on the page falls due for a refresh: the app must have started
   * by then to keep the page current, and the server must not keep the page much longer.
   */
  refreshAt: number | null;
}

export interface RenderOptions {
  /** The origin the reader asked for: image URLs in the page must be the browser's. */
  pageOrigin: string;
  /** Where this server's API answers, for the data fetched while rendering. */
  apiOrigin: string;
}

/**
 * The app runs on Preact (decision 0019), here as in the browser: Preact's renderer waits for the
 * lazy screens and menus, and marks what it waited for as the browser's Preact expects to hydrate.
 */
async function renderToString(node: ReactNode): Promise<string> {
  return renderToStringAsync(node as unknown as VNode);
}

// Origins and config are module state: renders take turns (they are few, and cached by the server).
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(
  url: URL,
  language: LanguageCode,
  config: PublicConfig,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const run = queue.then(() => renderNow(url, language, config, options));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow(
  url: URL,
  language: LanguageCode,
  config: PublicConfig,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  setConfig(config);
  setServerOrigins(options);
  const context = await handler.query(new Request(url.href));
  // A redirect or a loader's answer (guarded screens) is left to the browser.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await createServerI18n(language);
  const queryClient = createQueryClient();
  const page = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders i18n={i18n} queryClient={queryClient} sessionEffects={false}>
          {/* No inline hydration data: the CSP forbids inline scripts, and public screens have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  // Each pass shows which queries the screen asks for; the wanted ones are fetched (a slow or failed
  // answer leaves its skeleton, and the page is not complete) and the next pass renders them. A
  // section that appears with its data may ask for more: a few passes, within one time budget.
  const until = Date.now() + DATA_WAIT_MS;
  let html = await renderToString(page);
  for (let pass = 0; pass < MAX_DATA_PASSES; pass++) {
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isEnabled(query) && query.state.status !== 'success');
    if (missing.length === 0 || Date.now() >= until) break;
    const fetches = Promise.allSettled(missing.map((query) => query.fetch()));
    await Promise.race([fetches, new Promise((resolve) => setTimeout(resolve, until - Date.now()))]);
    if (!missing.some((query) => query.state.status === 'success')) break;
    html = await renderToString(page);
  }
  const asked = queryClient.getQueryCache().getAll().filter(isEnabled);
  const complete = asked.every((query) => query.state.status === 'success');
  const refreshAt = firstRefreshAt(asked);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  queryClient.clear();
  const routesT = i18n.getFixedT(null, 'routes');
  const title = screenTitle(
    (key) => routesT(key),
    context.matches.map((match) => match.route.handle),
    config.productName,
  );
  return {
    html,
    title,
    state: state.queries.length > 0 ? state : null,
    status: context.statusCode,
    complete,
    // Every query a page asks for is one the server means to render: a missing one came too late.
    partial: !complete,
    refreshAt,
  };
}

/** The app's start, which the entry imports on demand (main.tsx), as the build's manifest names it. */
const START_APP_FILE = 'src/start-app.tsx';

/**
 * The modules the app loads before it shows this URL, as the build's manifest names them: the
 * app's start, the screen's and the header's menus. The server lists their chunks in the page: the
 * plain shell preloads them, a rendered page fetches them once it has loaded (decision 0020).
 */
export function modulesFor(url: URL, signedIn: boolean): string[] {
  const handle = matchRoutes(appRoutes, url.pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  const key = handle?.titleKey;
  const screen = key && key in SCREENS ? SCREENS[key as keyof typeof SCREENS].file : undefined;
  // The app itself first: the entry loads it on demand (main.tsx, decision 0020).
  return [START_APP_FILE, ...(screen ? [screen] : []), ...headerMenuFiles({ signedIn })];
}
