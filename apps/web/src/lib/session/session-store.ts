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

/**
 * The token, for components. Zustand's own hook reads the store's initial state (no token) while
 * React hydrates a page; a page is hydrated only by the reader it was rendered for (a guest, or the
 * player whose session the server rendered it with, decision 0021), so the current token is what
 * the server showed, on the server and in the browser alike.
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(useSessionStore.subscribe, readToken, readToken);
}
