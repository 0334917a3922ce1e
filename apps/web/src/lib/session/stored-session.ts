import { readStorage, removeStorage, STORAGE_KEYS } from '@/lib/storage';
import { sessionUser, type SessionUser } from './session-user';

/*
 * The session as this browser stored it, checked against its schema (zod). A module of its own,
 * loaded only where a session is stored: a guest's start makes no use of zod (decision 0037). The
 * server names it among a signed-in player's start modules, so it comes with them.
 */

/** The stored user, or null when missing, unreadable or not a user. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // unreadable JSON
  }
}

/** Spec §4: "Auth is restored from storage at start". A damaged record counts as logged out. */
export function readStoredSession(): { token: string | null; user: SessionUser | null } {
  const token = readStorage(STORAGE_KEYS.token);
  const rawUser = readStorage(STORAGE_KEYS.user);
  if (!token || !rawUser) return { token: null, user: null };
  const user = parseStoredUser(rawUser);
  if (user) return { token, user };
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.user);
  return { token: null, user: null };
}
