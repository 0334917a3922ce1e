import { hashKey, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { rememberSignedInForServer } from '@/lib/hint-cookies';
import { takePageAnswer } from '@/lib/query/page-answers';
import { appQueryClient } from '@/lib/query/query-client';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { LOGOUT_EVENT, useSessionStore, useSessionToken } from './session-store';
import type { SessionUser } from './session-user';
import { sessionUserQuery } from './session-user-query';

/**
 * The session: the token (client state, `session-store.ts`) and the signed-in user (server data,
 * one query: `session-user-query.ts`). This file is their only writer: a login or logout replaces
 * the session, and everything else that learns a newer user goes through `updateUser`.
 */
export interface Session {
  token: string | null;
  user: SessionUser | null;
}

const SESSION_USER_HASH = hashKey(sessionUserQuery.queryKey);

/**
 * Spec §4: "Auth is restored from storage at start". A damaged record counts as logged out. The
 * stored user's schema is loaded only when a session is stored: a guest's start goes without zod.
 */
export async function restoreSession(): Promise<Session> {
  if (!readStorage(STORAGE_KEYS.token) || !readStorage(STORAGE_KEYS.user)) return { token: null, user: null };
  const { readStoredSession } = await import('./stored-session');
  return readStoredSession();
}

/**
 * The user the server rendered the page for (its id, `viewer`) and as it knew them: an answer of
 * our own server, newer than the stored copy.
 */
export interface ServerViewer {
  viewer: string;
  user: SessionUser;
}

/**
 * Starts from storage, the user before the token as in setSession: at the app's start, before
 * anything reads the session (start-app.tsx). When the server rendered the page for the player
 * stored here, its user is taken as it is: the stored copy's check (zod, a long task of a phone's
 * start) is left out.
 */
export async function startSession(fromServer?: ServerViewer | null): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token);
  if (token && fromServer && storedUserId() === fromServer.viewer) {
    appQueryClient.setQueryData(sessionUserQuery.queryKey, fromServer.user);
    useSessionStore.setState({ token });
    return;
  }
  const restored = await restoreSession();
  if (restored.token && restored.user) {
    appQueryClient.setQueryData(sessionUserQuery.queryKey, restored.user);
    useSessionStore.setState({ token: restored.token });
  }
}

/** The stored user's id, read without its check: only compared with the server's viewer. */
function storedUserId(): string | null {
  try {
    const stored: unknown = JSON.parse(readStorage(STORAGE_KEYS.user) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('id' in stored)) return null;
    const { id } = stored;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

export function getSessionUser(): SessionUser | null {
  if (!useSessionStore.getState().token) return null;
  return appQueryClient.getQueryData(sessionUserQuery.queryKey) ?? null;
}

export function getSession(): Session {
  return { token: useSessionStore.getState().token, user: getSessionUser() };
}

export function isLoggedIn(session: Session): boolean {
  return Boolean(session.token && session.user);
}

/**
 * Whether the server rendered the screen being shown for this player a moment ago, with their user
 * as it was then: true once, until the first navigation (`takePageAnswer`). A screen that re-reads
 * the user when it mounts need not, then.
 */
export function userRenderedWithPage(): boolean {
  return takePageAnswer(sessionUserQuery.queryKey);
}

/** A login (or another tab's login): stores both, the user first, so a token never has no user. */
export function setSession(token: string, user: SessionUser): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
  rememberSignedInForServer(true);
  appQueryClient.setQueryData(sessionUserQuery.queryKey, user);
  useSessionStore.setState({ token });
}

/**
 * The one way a newer user reaches the session: the refresh loop, an avatar upload, a purchase,
 * a claim or a spin. Ignored once logged out, so a late answer cannot bring a user back; an
 * unchanged user keeps the same object (the cache's structural sharing), so nothing re-renders.
 * The stored copy follows the query (see `mirrorUserToStorage`).
 */
export function updateUser(update: SessionUser | ((user: SessionUser) => SessionUser)): void {
  const user = getSessionUser();
  if (!user) return;
  const next = typeof update === 'function' ? update(user) : update;
  // The same user again (a refresh that found nothing new) changes nothing: it is not stored
  // again, and the checks that follow a user's change (the e-mail prompt's) do not rerun.
  if (replaceEqualDeep(user, next) === user) return;
  appQueryClient.setQueryData(sessionUserQuery.queryKey, next);
}

export function logout(): void {
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.user);
  rememberSignedInForServer(false);
  try {
    window.sessionStorage.clear();
  } catch {
    /* unavailable storage holds nothing to clear */
  }
  useSessionStore.setState({ token: null });
  appQueryClient.removeQueries({ queryKey: sessionUserQuery.queryKey, exact: true });
  // Other parts (the screens' query cache, notifications) clean up their own state on this event.
  window.dispatchEvent(new Event(LOGOUT_EVENT));
}

/** The signed-in player, or null; re-renders when the user or the login changes. */
export function useSessionUser(): SessionUser | null {
  const token = useSessionToken();
  // Never fetched from here: the session seeds, refreshes and updates it (see the query's note).
  const { data } = useQuery({ ...sessionUserQuery, enabled: false }, appQueryClient);
  return token ? (data ?? null) : null;
}

export function useIsLoggedIn(): boolean {
  return useSessionUser() !== null;
}

/**
 * Calls `listener` whenever the session user changes (set, updated or fetched); for the session's
 * background work, which runs outside React. Returns the unsubscribe.
 */
export function onSessionUserChange(listener: (user: SessionUser) => void): () => void {
  const cache = appQueryClient.getQueryCache();
  return cache.subscribe((event) => {
    // Every query's events come here: the hash comparison is the cheap first filter.
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== SESSION_USER_HASH) return;
    // A fetch that outlived its session finishes on a query no longer in the cache: not ours.
    if (cache.get(SESSION_USER_HASH) !== event.query) return;
    const user = event.query.state.data as SessionUser | undefined;
    if (user && useSessionStore.getState().token) listener(user);
  });
}

/** The player's web points: the spec's `webpoint2` (current balance), else `webpoint`. */
export function webPointsOf(user: SessionUser): number {
  return user.webpoint2 ?? user.webpoint ?? 0;
}

/**
 * The user with a web-point balance the server just reported. The API keeps both of the spec's
 * fields; the app reads one (webPointsOf) and writes both. An unchanged balance keeps the same
 * object, so nothing re-renders.
 */
export function withWebPoints(user: SessionUser, balance: number): SessionUser {
  if (webPointsOf(user) === balance && user.webpoint === balance) return user;
  return { ...user, webpoint: balance, webpoint2: balance };
}

// A query that `setQueryData` creates takes the cache's defaults for its key, not the options it is
// read with: without these, a signed-in user no screen watched would be dropped after five minutes.
appQueryClient.setQueryDefaults(sessionUserQuery.queryKey, {
  staleTime: sessionUserQuery.staleTime,
  gcTime: sessionUserQuery.gcTime,
  retry: sessionUserQuery.retry,
  meta: sessionUserQuery.meta,
});

// The stored copy (spec §4: restored at start) follows the query, whoever wrote it.
onSessionUserChange((user) => writeStorage(STORAGE_KEYS.user, JSON.stringify(user)));
