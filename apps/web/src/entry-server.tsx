import { DEFAULT_LANGUAGE, type LanguageCode } from '@pitchside/contract/languages';
import type { PublicConfig } from '@pitchside/contract/public-config';
import i18next from 'i18next';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
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
 * guest sees them before any data arrives (headers, skeletons, static text such as the hero), in
 * one language. The browser hydrates it; data is then fetched as on any visit. Built by
 * `vite build --ssr` and loaded by the server's web-app plugin.
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

/**
 * Data worth waiting for on the server: the home page's banner is its largest element (LCP), so
 * it comes in the HTML. Everything else (lists, live scores, dates in the reader's time zone) is
 * fetched by the browser, as on any visit.
 */
const SERVER_DATA = [['content', 'banners']];
const DATA_WAIT_MS = 500;

const wantedOnServer = (queryKey: readonly unknown[]) =>
  SERVER_DATA.some((prefix) => prefix.every((part, i) => queryKey[i] === part));

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document's title, as the app will set it. */
  title: string;
  /** The query cache the markup was rendered from (dehydrated), for the browser to start with. */
  state: DehydratedState | null;
  status: number;
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
  // The first pass shows which queries the screen asks for; the wanted ones are fetched (a slow or
  // failed answer leaves its skeleton) and the second pass renders them.
  let html = await renderToString(page);
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => wantedOnServer(query.queryKey));
  if (wanted.length > 0) {
    const fetches = Promise.allSettled(wanted.map((query) => query.fetch()));
    await Promise.race([fetches, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]);
    if (wanted.some((query) => query.state.status === 'success')) html = await renderToString(page);
  }
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => wantedOnServer(query.queryKey) && query.state.status === 'success',
  });
  queryClient.clear();
  const routesT = i18n.getFixedT(null, 'routes');
  const title = screenTitle(
    (key) => routesT(key),
    context.matches.map((match) => match.route.handle),
    config.productName,
  );
  return { html, title, state: state.queries.length > 0 ? state : null, status: context.statusCode };
}

/**
 * The modules the app loads before it shows this URL, as the build's manifest names them: the
 * screen's and the header's menus. The server lists their chunks in the page (modulepreload), for
 * the plain shell of a signed-in player as for a rendered page.
 */
export function modulesFor(url: URL, signedIn: boolean): string[] {
  const handle = matchRoutes(appRoutes, url.pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  const key = handle?.titleKey;
  const screen = key && key in SCREENS ? SCREENS[key as keyof typeof SCREENS].file : undefined;
  return [...(screen ? [screen] : []), ...headerMenuFiles({ signedIn })];
}
