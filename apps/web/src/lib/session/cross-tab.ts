import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { getSession, isLoggedIn, setSession, updateUser, logout } from './session';

/**
 * Tabs share the stored session, and the browser tells every other tab when it changes: a
 * logout in one tab (token removed) logs out all of them, a login or a newer user is adopted.
 * Spec §4: "logout ... broadcasts a logout event".
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = async (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const token = readStorage(STORAGE_KEYS.token);
    if (!token) {
      if (isLoggedIn(getSession())) logout();
      return;
    }
    // A login writes the token, then the user: half-written states wait for the second event,
    // and are never "repaired" by deleting, which would undo the other tab's login.
    // The schema comes with the first change another tab makes, not with this tab's start.
    const { parseStoredUser } = await import('./stored-session');
    const user = parseStoredUser(readStorage(STORAGE_KEYS.user));
    // Read again after the wait: another event may have changed the storage since.
    if (!user || readStorage(STORAGE_KEYS.token) !== token) return;
    const session = getSession();
    // Writing back what the other tab stored changes nothing there: the browser reports no event.
    if (token !== session.token) setSession(token, user);
    else if (JSON.stringify(user) !== JSON.stringify(session.user)) updateUser(user);
  };
  const listener = (event: StorageEvent) => void onStorage(event);
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
