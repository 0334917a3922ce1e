import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { sectionHydrated, sectionMounted } from './hydration';

/**
 * A section of the page (the side menu, a screen's section, the footer) that React hydrates on its
 * own: a Suspense boundary. `hydrateRoot` hydrates the page's frame first and each section after
 * it, in tasks of their own, so no task of the start is long; a section a person taps before its
 * turn is hydrated at once and React replays the tap on it (selective hydration, decision 0021).
 * On a page the app paints itself, it renders its children at once. Each section tells
 * `lib/hydration.ts` when it is in the page and when it is hydrated.
 */
export function PageSection({ children }: { children: ReactNode }) {
  useLayoutEffect(sectionMounted, []);
  return (
    <Suspense fallback={null}>
      {children}
      {/* Last: its effect runs after those of the sections inside this one. */}
      <Hydrated />
    </Suspense>
  );
}

function Hydrated(): null {
  useLayoutEffect(sectionHydrated, []);
  return null;
}
