import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydrating the server's page is one task of the main thread, and a phone spends it on parts no
 * one touches in the first second: the footer, and the side menu that CSS hides on a phone. These
 * parts wait: each is hydrated in a task of its own right after the page's, and until then keeps
 * the server's markup (Preact keeps a suspended part's DOM while hydrating, decision 0019). Only
 * the hydration of a server-rendered page waits; a page the app paints itself renders them at once.
 */
let hydrating = false;

/** Runs `hydrate` (main.tsx's `hydrateRoot`) with the parts marked `HydrateLater` left for later. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

const turns: Promise<void>[] = [];

/** Resolves once every part left for later has been hydrated (at once when none was). */
export function laterPartsHydrated(): Promise<void> {
  // The timer lets the parts' renders, queued as the turns resolve, run first.
  return Promise.all(turns).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

function nextTurn(): Turn {
  // One timer each: every part is hydrated in its own task, not all in one after the page's.
  const turn: Turn = {
    done: false,
    promise: new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      turn.done = true;
    }),
  };
  turns.push(turn.promise);
  return turn;
}

/** A part of the page (one element at its root) that is hydrated after the rest. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating ? nextTurn() : undefined));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}

function WaitForTurn({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  // Suspending keeps the server's markup in place until the turn comes.
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}
