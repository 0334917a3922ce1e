import { DEFAULT_LANGUAGE, type LanguageCode } from '@pitchside/contract/languages';
import type { PublicConfig } from '@pitchside/contract/public-config';
import type { RenderedPage, RenderOptions, ServerEntry } from '@pitchside/contract/server-page';
import i18next from 'i18next';
import { dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
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
import { appQueryClient } from '@/lib/query/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import type { SessionUser } from '@/lib/session/session-user';
import { sessionUserQuery } from '@/lib/session/session-user-query';

/**
 * Renders a public screen to HTML on the server (decision 0012): the shell and the screen as a
 * guest sees them, with the data the screen asks for (fetched here, within a time budget), in one
 * language. Times are written for the browser to put in the reader's zone (`LocalTime`), so every
 * page is whole before the app has hydrated it, which it does at once (decision 0021).
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

export type { RenderedPage, RenderOptions } from '@pitchside/contract/server-page';

/**
 * React's static prerender waits for every lazy screen and menu (Suspense boundary) before it
 * writes anything, so the page holds no pending boundary and no inline script (the CSP forbids
 * them); it marks the boundaries for `hydrateRoot` to hydrate one by one (decision 0021).
 */
async function renderToString(node: ReactNode): Promise<string> {
  // The web-streams form of `prerenderToNodeStream`: same renderer, and typed without Node's types.
  const { prelude } = await prerender(node, {
    // Every boundary inline, none outlined to a script that reveals it later (the CSP forbids
    // inline scripts): React outlines a boundary past this size by default (12.8 KB).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A section that throws on the server is left to the browser, which renders it there.
      console.error('server render error', error);
    },
  });
  return new Response(prelude).text();
}

// Origins, config and the session are module state: renders take turns (a guest's are few, and
// cached by the server; a player's are one per visit of a money page).
let queue: Promise<unknown> = Promise.resolve();

export function renderPage(
  url: URL,
  language: LanguageCode,
  config: PublicConfig,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const run = queue.then(() => renderAs(url, language, config, options));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A player's page is rendered with their session, as the app holds it in the browser (the token
 * for the API, the user for the header and the guards), and nobody's once it is done.
 */
async function renderAs(
  url: URL,
  language: LanguageCode,
  config: PublicConfig,
  options: RenderOptions,
): Promise<RenderedPage | null> {
  const { viewer } = options;
  if (viewer.kind === 'guest') return renderNow(url, language, config, options);
  useSessionStore.setState({ token: viewer.token });
  appQueryClient.setQueryData(sessionUserQuery.queryKey, viewer.user as SessionUser);
  try {
    return await renderNow(url, language, config, options);
  } finally {
    useSessionStore.setState({ token: null });
    appQueryClient.clear();
  }
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
  // The player's user goes with the page's data: the app starts with the same the server showed.
  if (options.viewer.kind === 'player') {
    queryClient.setQueryData(sessionUserQuery.queryKey, options.viewer.user as SessionUser);
  }
  const page = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders i18n={i18n} queryClient={queryClient} sessionEffects={false}>
          {/* No inline hydration data: the CSP forbids inline scripts; the guards' loaders return nothing. */}
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
  const freshForMs = shortestFreshness(asked);
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
    freshForMs,
  };
}

/** The shortest time the page's answers stay fresh in the browser (their queries' `staleTime`). */
function shortestFreshness(queries: readonly Query[]): number | null {
  const times = queries
    .map((query) => (query.options as { staleTime?: unknown }).staleTime)
    .filter((time): time is number => typeof time === 'number' && Number.isFinite(time));
  return times.length > 0 ? Math.min(...times) : null;
}

/** The app's start, which the entry imports on demand (main.tsx), as the build's manifest names it. */
const START_APP_FILE = 'src/start-app.tsx';

/**
 * The modules the app loads before it shows this URL, as the build's manifest names them: the
 * app's start, the screen's and the header's menus. The server lists their chunks in the page: the
 * page preloads them (`modulepreload`), rendered or not: the app starts at once (decision 0021).
 */
export function modulesFor(url: URL, signedIn: boolean): string[] {
  const handle = matchRoutes(appRoutes, url.pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  const key = handle?.titleKey;
  const screen = key && key in SCREENS ? SCREENS[key as keyof typeof SCREENS].file : undefined;
  // The app itself first: the entry imports it once the page has painted (main.tsx).
  return [START_APP_FILE, ...(screen ? [screen] : []), ...headerMenuFiles({ signedIn })];
}

/**
 * Every module the server may name for a page: the build's check (`build/check-budget.mjs`) fails
 * when one is not in the manifest, which would leave its page without its preloads.
 */
export function namedModules(): string[] {
  const screens = Object.values(SCREENS).map((screen) => screen.file);
  return [
    ...new Set([
      START_APP_FILE,
      ...screens,
      ...headerMenuFiles({ signedIn: true }),
      ...headerMenuFiles({ signedIn: false }),
    ]),
  ];
}

// The server's page renderer loads this file by the seam's type (`@pitchside/contract/server-page`).
({ renderPage, modulesFor }) satisfies ServerEntry;
