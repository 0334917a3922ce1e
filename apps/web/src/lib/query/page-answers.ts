import {
  hashKey,
  type DehydratedState,
  type Query,
  type QueryCache,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * The answers the server rendered this page with, by query, and the moment each was answered
 * (start-app.tsx puts them in the cache): each until the first screen that uses it has mounted.
 */
const pageAnswers = new Map<string, number>();

/** The same answers, for `takePageAnswer`: each until its first use or the first navigation. */
const untaken = new Set<string>();

export function holdPageAnswers(state: DehydratedState, cache: QueryCache): void {
  for (const { queryHash, state: answer } of state.queries) {
    pageAnswers.set(queryHash, answer.dataUpdatedAt);
    untaken.add(queryHash);
  }
  const stop = cache.subscribe((event) => {
    // A screen's observer (not the start's own, disabled ones that keep the answers): it has
    // decided whether to fetch when this is announced; its next mounts ask as usual.
    if (event.type !== 'observerAdded' || event.observer.options.enabled === false) return;
    const hash = event.query.queryHash;
    setTimeout(() => {
      pageAnswers.delete(hash);
      // Every answer has met its screen: nothing left to watch for.
      if (pageAnswers.size === 0) stop();
    }, 0);
  });
  releaseAll = () => {
    stop();
    pageAnswers.clear();
    untaken.clear();
  };
}

let releaseAll = () => {
  pageAnswers.clear();
  untaken.clear();
};

/**
 * Forgets the page's answers: at the app's first navigation (start-app.tsx), when the screen on
 * show is no longer the one the server rendered, and in a test's next page. Each is then asked
 * again as its `staleTime` says.
 */
export function releasePageAnswers(): void {
  releaseAll();
}

/**
 * Whether the server rendered the screen being shown with its answer for `queryKey`: true once
 * per answer, and only until the first navigation. For a screen that refreshes something when it
 * mounts (the ticket shop re-reads the player's VIP tier): the server read it a moment ago, and
 * asking again at once would fetch, check and render the same answer in a phone's busiest second.
 */
export function takePageAnswer(queryKey: QueryKey): boolean {
  return untaken.delete(hashKey(queryKey));
}

/**
 * The `staleTime` of an answer asked again at every mount (a balance, a wait), except at the
 * page's start: the server rendered the page with it a moment ago, and asking again at once would
 * fetch, check and render the same data in a phone's busiest second (on `/spin`, about 180 ms of
 * tasks at 4×). At the answer's next mount, or once it has changed, `staleTime` applies.
 */
export function freshAtPageStart(staleTime: number) {
  // Generic: a `staleTime` function takes the query of its own data's type.
  return <Data, Failure, Selected, Key extends QueryKey>(
    query: Query<Data, Failure, Selected, Key>,
  ): number => (pageAnswers.get(query.queryHash) === query.state.dataUpdatedAt ? Infinity : staleTime);
}
