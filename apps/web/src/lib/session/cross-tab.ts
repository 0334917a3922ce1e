import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { getSession, isLoggedIn, setSession, updateUser, logout } from './session';
import { sessionUser, type SessionUser } from './session-user';

function storedUser(): SessionUser | null {
  const raw = readStorage(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Tabs share the stored session, and the browser tells every other tab when it changes: a
 * logout in one tab (token removed) logs out all of them, a login or a newer user is adopted.
 * Spec §4: "logout ... broadcasts a logout event".
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const session = getSession();
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) {
      if (isLoggedIn(session)) logout();
      return;
    }
    // A login writes the token, then the user: half-written states wait for the second event,
    // and are never "repaired" by deleting, which would undo the other tab's login.
    const user = storedUser();
    if (!user) return;
    // Writing back what the other tab stored changes nothing there: the browser reports no event.
    if (token !== session.token) setSession(token, user);
    else if (JSON.stringify(user) !== JSON.stringify(session.user)) updateUser(user);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
