import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

export const LOGOUT_EVENT = 'pitchside:logout';

/**
 * The bearer token: a credential of this browser, not server data, so it is client state. The
 * user it belongs to is server data and lives in the query cache (`session-user-query.ts`); both
 * are written only by `session.ts`. The API client reads the token from here.
 */
export const useSessionStore = create<{ token: string | null }>()(() => ({ token: null }));

const readToken = () => useSessionStore.getState().token;

/** The token the server's page was rendered for; unset until the browser starts hydrating it. */
let hydratedWith: { token: string | null } | undefined;

/**
 * The browser is about to hydrate the server's page (start-app.tsx): the token now is the one the
 * page was rendered for, since a page is hydrated only by the reader it was rendered for (a guest,
 * or the player whose session the server rendered it with, decision 0021).
 */
export function tokenShownByServer(): void {
  hydratedWith = { token: readToken() };
}

/**
 * What React hydrates with: the token the page was rendered for. A section hydrated later, when it
 * comes into view (decision 0037), after a sign-in or a sign-out, first matches the server's HTML;
 * React then renders it again with the current token. On the server, the token of the request.
 */
const readServerToken = () => (hydratedWith ? hydratedWith.token : readToken());

/**
 * The token, for components. Zustand's own hook would read the store's initial state (no token)
 * while React hydrates a page, unlike what the server showed a signed-in player.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(useSessionStore.subscribe, readToken, readServerToken);
}
