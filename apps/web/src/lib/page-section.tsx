import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { deferSection, isHydratingHere, sectionHydrated, sectionMounted } from './hydration';

interface PageSectionProps {
  children: ReactNode;
  /** Names a `when-near` section in the page (`data-section`), for a screen to find it before hydrating. */
  name?: string;
  /**
   * `at-start` (the default): hydrated right after the page's frame. `when-near`: a section below
   * the first screen keeps the server's HTML, links and all, until it comes near the viewport,
   * someone points at or tabs into it, or something is about to change what it shows
   * (`releaseDeferredSections`); its code, loaded lazily, is fetched only then (decision 0037).
   * Only for sections whose parent does not re-render them: new props before hydration would make
   * React render them afresh.
   */
  hydrate?: 'at-start' | 'when-near';
  /**
   * `when-near` only: fetches the section's code (a lazy component's `preload`), at the first sign
   * of a person on the page, so that a tap on the section finds it (decision 0037).
   */
  load?: () => Promise<unknown>;
}

/**
 * A section of the page (the side menu, a screen's section, the footer) that React hydrates on its
 * own: a Suspense boundary. `hydrateRoot` hydrates the page's frame first and each section after
 * it, in tasks of their own, so no task of the start is long; a section a person taps before its
 * turn is hydrated at once and React replays the tap on it (selective hydration, decision 0021).
 * On a page the app paints itself, it renders its children at once. Each section tells
 * `lib/hydration.ts` when it is in the page and when it is hydrated.
 */
export function PageSection({ children, hydrate = 'at-start', name, load }: PageSectionProps) {
  useLayoutEffect(sectionMounted, []);
  if (hydrate === 'when-near')
    return (
      <SectionWhenNear name={name} load={load}>
        {children}
      </SectionWhenNear>
    );
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

/** Below the first screen on a phone, about half a screen ahead of the reader's scroll. */
const NEAR_MARGIN = '50% 0px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: boolean;
}

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    promise,
    open: () => {
      if (gate.isOpen) return;
      gate.isOpen = true;
      // Read by `use`: an open gate lets the section through at once, not a microtask later.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
    isOpen: false,
  };
  return gate;
}

/** Whether the server's HTML of a section named `name` is in or near the viewport (the browser only). */
export function isSectionNear(name: string): boolean {
  if (typeof document === 'undefined') return false;
  const box = document.querySelector(`[data-section="${name}"]`)?.getBoundingClientRect();
  // As the gate's margin: within half a screen below the viewport.
  return Boolean(box && box.top < window.innerHeight * 1.5 && box.bottom > 0);
}

/** The gate of each section still held, by its wrapper element. */
const heldSections = new Map<Element, () => void>();
/** The code of the sections still held, fetched at the first sign of a person. */
const codeToFetch = new Set<() => Promise<unknown>>();
let personSeen = false;

/**
 * A pointer, a finger or a key on a held section opens its gate. The listener is on the document,
 * in the capture phase: it runs before React's own listener on the app's root, which then hydrates
 * the section at once and hands it the event (a listener on the section would run after React's
 * and be too late: React drops a tap on a section it cannot hydrate).
 */
function openTouchedSection(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (const [element, open] of heldSections) if (element.contains(target)) open();
}

/**
 * The first sign of a person (a touch, a wheel, a key) fetches the code of every held section: a
 * person scrolls before tapping a section below the first screen, so its code is there by the tap
 * and React can hydrate it at once. A page nobody touches (a Lighthouse audit) fetches none of it.
 */
function fetchHeldCode(): void {
  if (personSeen) return;
  personSeen = true;
  // Once the gesture that showed the person is answered (the menu a first tap opens, say): the
  // code is run as it arrives, and a scroll to a section takes longer than this.
  setTimeout(() => {
    const fetchAll = () => {
      for (const load of codeToFetch) void load().catch(() => {});
      codeToFetch.clear();
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchAll, { timeout: 1000 });
    else fetchAll();
  }, AFTER_THE_GESTURE_MS);
}

/** About a tap's length: a first tap's answer is not slowed by the held sections' code. */
const AFTER_THE_GESTURE_MS = 250;

const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;
const PERSON_SIGNS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
let listening = false;

function listenForPeople(): void {
  if (listening) return;
  listening = true;
  for (const type of TOUCHES) document.addEventListener(type, openTouchedSection, true);
  for (const type of PERSON_SIGNS)
    document.addEventListener(type, fetchHeldCode, { capture: true, passive: true, once: true });
}

function SectionWhenNear({
  children,
  name,
  load,
}: {
  children: ReactNode;
  name?: string;
  load?: () => Promise<unknown>;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Outside the boundary: kept while the content inside waits.
  const [gate] = useState(createGate);

  useEffect(() => {
    const element = box.current;
    if (gate.isOpen || !element) return;
    const forget = deferSection(gate.open);
    if (gate.isOpen) return forget;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return forget;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openNow();
      },
      { rootMargin: NEAR_MARGIN },
    );
    const detach = () => {
      observer.disconnect();
      heldSections.delete(element);
      if (load) codeToFetch.delete(load);
      forget();
    };
    function openNow() {
      gate.open();
      detach();
    }
    observer.observe(element);
    heldSections.set(element, openNow);
    if (load && personSeen) void load().catch(() => {});
    else if (load) codeToFetch.add(load);
    listenForPeople();
    return detach;
  }, [gate, load]);

  return (
    <div ref={box} data-section={name}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate} />
        {children}
        <Hydrated />
      </Suspense>
    </div>
  );
}

const subscribeToNothing = () => () => {};

/** A settled promise `use` reads at once (React looks at `status` before waiting). */
const ALWAYS_OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * While React hydrates the server's HTML, holds the section (its content stays as the server wrote
 * it) until the gate opens; a section the app renders itself (after a navigation) is never held.
 * `useSyncExternalStore` is how a component tells the two apart: React reads the server snapshot
 * only while hydrating.
 */
function WaitForGate({ gate }: { gate: Gate }): null {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // The server renders every section whole: only the browser's hydration waits. `use` is called
  // on every render, hydrating or not: React expects the same calls on each render of a component.
  use(hydrating && isHydratingHere() ? gate.promise : ALWAYS_OPEN);
  return null;
}
