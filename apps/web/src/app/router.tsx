import { ROUTE_REDIRECTS, SCREEN_ROUTES, type ScreenRoute } from '@pitchside/contract/routes';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
