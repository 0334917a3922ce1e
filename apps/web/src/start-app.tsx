import { QUERY_STATE_ELEMENT_ID } from '@pitchside/contract/public-config';
import {
  APP_STARTED_ATTRIBUTE,
  APP_ROOT_MARK,
  APP_STARTED_MARK,
  matchesRenderedPage,
  readRenderedPage,
} from '@pitchside/contract/server-page';
import {
  hashKey,
  hydrate,
  QueryObserver,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectApiClient } from '@/app/api-bridge';
import { AppErrorBoundary } from '@/app/error-boundary';
import { preloadHeaderMenus, preloadPhoneDrawer } from '@/app/layout/header-menus';
import { AppProviders } from '@/app/providers';
import { holdPageAnswers, releasePageAnswers } from '@/lib/query/page-answers';
import { appQueryClient } from '@/lib/query/query-client';
import { createAppHistory, createAppRouter } from '@/app/router';
import { rememberSignedInForServer } from '@/lib/hint-cookies';
import { hydrationStarting, onceSectionsHydrated, releaseDeferredSections } from '@/lib/hydration';
import { createI18n } from '@/lib/i18n/setup';
import { prepareClassMerging } from '@/lib/cn';
import { getSession, isLoggedIn, startSession, updateUser, type ServerViewer } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { sessionUserQuery } from '@/lib/session/session-user-query';
import { tokenShownByServer } from '@/lib/session/session-store';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { whenIdle } from '@/lib/when-idle';

/*
 * The app's start: the router, the texts, the providers, and the first render over the page. The
 * page's entry (main.tsx) imports this module at once (decision 0021); the build makes it an entry
 * of its own, so that what it imports forms one chunk.
 */

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the lazy screen of the first URL. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The server rendered this page for this reader: in their language, for a guest or for the player
 * signed in here, with the side menu open (decision 0021). Only then does the app's first render
 * match it; otherwise it renders afresh over it.
 */
function matchesServerPage(container: HTMLElement, language: string): boolean {
  return matchesRenderedPage(readRenderedPage(container), {
    language,
    userId: getSession().user?.id ?? null,
    menuCollapsed: readStorage(STORAGE_KEYS.menuCollapsed) === '1',
  });
}

function readServerState(): DehydratedState | null {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null; // a damaged block only costs a fetch
  }
}

/** The player the server rendered the page for, with their user as it knew them; null for a guest. */
function serverViewer(container: HTMLElement, state: DehydratedState | null): ServerViewer | null {
  const viewer = readRenderedPage(container).viewer;
  const user = state?.queries.find((query) => query.queryHash === hashKey(sessionUserQuery.queryKey))?.state
    .data;
  return viewer !== null && user ? { viewer, user: user as SessionUser } : null;
}

/**
 * Marks the page once the app has committed its first render (the page's frame hydrated, or painted
 * afresh). Sections in Suspense boundaries may still be hydrating, one task each; a tap on one of
 * them hydrates it first and React replays the tap. Browser journeys wait on the mark.
 */
function MarkStarted() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, 'started');
    performance.mark(APP_STARTED_MARK);
    markStarted();
  }, []);
  return null;
}

let markStarted = () => {};
/** Resolves once the app has committed its first render (`MarkStarted`). */
export const started = new Promise<void>((resolve) => (markStarted = resolve));

/**
 * A navigation changes what every section shows: those still waiting to be hydrated (decision 0037)
 * are let go before React renders it, and the server's answers are no longer the screen's
 * (`takePageAnswer`). The router also reports its first state to its first subscriber, which is no
 * navigation.
 */
function releaseSectionsOnNavigation(router: AppRouter): void {
  const { location } = router.state;
  const stop = router.subscribe((state) => {
    if (state.location === location && state.navigation.state === 'idle') return;
    stop();
    releaseDeferredSections();
    releasePageAnswers();
  });
}

/**
 * Keeps the server's answers in the cache until every section of the page has been hydrated with
 * them: a section that waits until it is needed (decision 0037) has no observer of its own yet,
 * and an answer without one is dropped after a few minutes; the section would then hydrate without
 * its data, unlike the server's HTML.
 */
function keepServerAnswers(queryClient: QueryClient, state: DehydratedState): void {
  const stops = state.queries.map(({ queryKey }) =>
    new QueryObserver(queryClient, { queryKey, enabled: false }).subscribe(() => {}),
  );
  // Not asked again by the screen that mounts them first (`freshAtPageStart`: the spin page's wheel).
  holdPageAnswers(state, queryClient.getQueryCache());
  // After the first commit, which mounts the page's sections.
  void started.then(() =>
    onceSectionsHydrated(() => {
      for (const stop of stops) stop();
    }),
  );
}

/**
 * Ends the current task. The start is a few steps of tens of milliseconds each on a phone; run in
 * one task they would keep a tap waiting for all of them (once the chunks are cached or preloaded,
 * no network wait separates them), in separate tasks only for the step under way.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app over the page: hydrates the server's HTML when it was rendered for this reader,
 * renders afresh otherwise.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Not in the task that evaluated the app's modules.
  await nextTask();
  // The stored session first: the router's first navigation and the header read it. A player's
  // comes from the page the server rendered for them, or is checked against its schema, loaded
  // for it: a task of its own, as the router's is.
  const serverState = readServerState();
  await startSession(serverViewer(container, serverState));
  await nextTask();
  // The screen's chunk (the router starts loading it when initialised), the texts and the
  // header's menus are fetched side by side; a failure only leaves the menus to load on first use.
  // Marking the history's entry, ranking the route table and matching the first URL are a task each.
  const history = createAppHistory();
  await nextTask();
  const router = createAppRouter(history);
  await nextTask();
  router.initialize();
  await nextTask();
  const menus = preloadHeaderMenus({ signedIn: isLoggedIn(getSession()) }).catch(() => undefined);
  await nextTask();
  // A language whose files fail to load must not keep the portal from starting: English is bundled.
  const i18n = await createI18n().catch(() => createI18n('en'));
  await nextTask();
  connectApiClient((to) => router.navigate(to));
  rememberSignedInForServer(isLoggedIn(getSession()));
  const queryClient = appQueryClient;
  // The data the server rendered the page with (the home page's banners): the first render
  // shows the same, and nothing is fetched twice.
  if (serverState) {
    hydrate(queryClient, serverState);
    keepServerAnswers(queryClient, serverState);
    // A player's page comes with their user as the server knew it, newer than the stored copy:
    // the header's first render shows the same balance as the page.
    const fromServer = serverViewer(container, serverState);
    if (fromServer && fromServer.viewer === String(getSession().user?.id)) updateUser(fromServer.user);
  }
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <RouterProvider router={router} />
          <MarkStarted />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  await menus;
  void started.then(() => whenIdle(preloadPhoneDrawer));
  if (matchesServerPage(container, i18n.language)) {
    await routerReady(router);
    releaseSectionsOnNavigation(router);
    await nextTask();
    // A costly first use in a task of its own rather than inside a slice of hydration, which
    // React cannot cut: the class merger's tables.
    prepareClassMerging();
    await nextTask();
    // In a transition, React hydrates in slices of a few milliseconds and yields to the browser
    // between them; the page's sections (Suspense boundaries: side menu, screen sections, footer)
    // are hydrated after the frame, each on its own, and the one a person taps first, with the tap
    // replayed by React (decision 0021).
    hydrationStarting();
    tokenShownByServer();
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch makes React render the part afresh: the page still works, but it is a fault
        // (the server and the browser disagree), and the journeys' console guard fails on it.
        onRecoverableError(error, info) {
          console.error('Hydration error:', error, info.componentStack ?? '');
        },
      });
      performance.mark(APP_ROOT_MARK);
    });
  } else {
    // Not the page the server rendered for this reader: its answers are not this screen's
    // (`takePageAnswer`: the user it was rendered with may be another's).
    releasePageAnswers();
    createRoot(container).render(app);
    performance.mark(APP_ROOT_MARK);
  }
}
