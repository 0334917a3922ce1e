import { create } from 'zustand';
import { rememberSignedInForServer } from '@/lib/hint-cookies';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { sessionUser, type SessionUser } from './session-user';

export const LOGOUT_EVENT = 'pitchside:logout';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  setSession: (token: string, user: SessionUser) => void;
  /**
   * The one way a newer user reaches the session: the refresh loop, an avatar upload, a
   * purchase, a claim or a spin. Stored and announced to every reader; ignored once logged out,
   * so a late answer cannot bring a user back.
   */
  updateUser: (update: SessionUser | ((user: SessionUser) => SessionUser)) => void;
  logout: () => void;
}

/** Spec §4: "Auth is restored from storage at start". A damaged record counts as logged out. */
export function restoreSession(): Pick<SessionState, 'token' | 'user'> {
  const token = readStorage(STORAGE_KEYS.token);
  const rawUser = readStorage(STORAGE_KEYS.user);
  if (!token || !rawUser) return { token: null, user: null };
  try {
    const parsed = sessionUser.safeParse(JSON.parse(rawUser));
    if (parsed.success) return { token, user: parsed.data };
  } catch {
    /* fall through: unreadable JSON */
  }
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.user);
  return { token: null, user: null };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...restoreSession(),
  setSession: (token, user) => {
    writeStorage(STORAGE_KEYS.token, token);
    writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
    rememberSignedInForServer(true);
    set({ token, user });
  },
  updateUser: (update) => {
    const { token, user } = get();
    if (!token || !user) return;
    const next = typeof update === 'function' ? update(user) : update;
    if (next === user) return;
    writeStorage(STORAGE_KEYS.user, JSON.stringify(next));
    set({ user: next });
  },
  logout: () => {
    removeStorage(STORAGE_KEYS.token);
    removeStorage(STORAGE_KEYS.user);
    rememberSignedInForServer(false);
    try {
      window.sessionStorage.clear();
    } catch {
      /* unavailable storage holds nothing to clear */
    }
    set({ token: null, user: null });
    // Other parts (query cache, notifications) clean up their own state on this event.
    window.dispatchEvent(new Event(LOGOUT_EVENT));
  },
}));

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

export function isLoggedIn(state: Pick<SessionState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}
