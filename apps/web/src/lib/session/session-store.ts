import { create } from 'zustand';
import { rememberSignedInForServer } from '@/lib/hint-cookies';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { sessionUser, type SessionUser } from './session-user';

export const LOGOUT_EVENT = 'pitchside:logout';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  setSession: (token: string, user: SessionUser) => void;
  setUser: (user: SessionUser) => void;
  /** The player's web-point balance as the server just reported it (a spin, a claim, the wheel). */
  setWebPoints: (balance: number) => void;
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
  setUser: (user) => {
    writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  setWebPoints: (balance) => {
    const { user } = get();
    if (!user || webPointsOf(user) === balance) return;
    // The API keeps both of the spec's fields; the app reads one (webPointsOf) and writes both.
    const next = { ...user, webpoint: balance, webpoint2: balance };
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

export function isLoggedIn(state: Pick<SessionState, 'token' | 'user'>): boolean {
  return Boolean(state.token && state.user);
}
