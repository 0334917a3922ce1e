import { ROUTE_REDIRECTS, SCREEN_ROUTES, type ScreenRoute } from '@pitchside/contract/routes';
import {
  Navigate,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { RootErrorBoundary, RouteErrorBoundary } from './error-boundary';
import { accessLoader } from './guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteFallback } from './route-fallback';
import type { RouteHandle, ScreenTitleKey } from './route-handle';
import { SCREENS } from './screen-modules';

function screenRoute(route: ScreenRoute & { titleKey: ScreenTitleKey }): RouteObject {
  return {
    path: route.path,
    handle: { titleKey: route.titleKey } satisfies RouteHandle,
    loader: route.access === 'public' ? undefined : accessLoader(route.access, route.area),
    lazy: SCREENS[route.titleKey].load,
    // Keeps the layout on screen while the first screen's chunk downloads.
    hydrateFallbackElement: <RouteFallback />,
  };
}

const playerScreens = SCREEN_ROUTES.filter((route) => route.access !== 'staff');
const consoleScreens = SCREEN_ROUTES.filter((route) => route.access === 'staff');

/** The whole route table of spec §2; exported so tests drive the real configuration. */
export const appRoutes: RouteObject[] = [
  {
    // The studio's console has its own frame (issue 35), fetched with its first screen.
    id: 'console',
    lazy: async () => ({ Component: (await import('./layout/console-layout')).ConsoleLayout }),
    ErrorBoundary: RootErrorBoundary,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        // "Not allowed" for a role the screen refuses, in the console's chunk, not the start's.
        lazy: async () => ({
          ErrorBoundary: (await import('./layout/console-route-error')).ConsoleRouteError,
        }),
        children: consoleScreens.map(screenRoute),
      },
    ],
  },
  {
    id: 'root',
    Component: AppLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          ...playerScreens.map(screenRoute),
          ...ROUTE_REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
          { path: '*', Component: NotFoundPage, handle: { titleKey: 'notFound' } satisfies RouteHandle },
        ],
      },
    ],
  },
];

export type AppHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's history as the router reads it. Created, it marks the page's entry with an index
 * (`history.replaceState`), about 30 ms of a phone's main thread at 4x: the start creates it in a
 * task of its own, before the router's.
 */
export function createAppHistory(): AppHistory {
  return createBrowserHistory();
}

/**
 * `createBrowserRouter(appRoutes)` in two steps, for two tasks of the start (start-app.tsx): the
 * router's creation ranks every route of the table, and `initialize()` matches the first URL and
 * starts loading its screen; together they were one task of about 70 ms on a phone (4x CPU).
 * The options are the ones `createBrowserRouter` passes; the hydration data is left out as we
 * hydrate no router loaders (the server's answers travel in the query cache).
 */
export function createAppRouter(history: AppHistory = createAppHistory()) {
  return createRouter({
    history,
    routes: appRoutes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
