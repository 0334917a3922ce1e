import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { syncSessionAcrossTabs } from './cross-tab';
import { getSessionUser, getSession, setSession } from './session';
import { useSessionStore, LOGOUT_EVENT } from './session-store';

const USER = { emailconfirmed: true, nickname: 'Ada', email: 'ada@example.com' };

/** What the browser does in this tab when another tab of the same site writes the storage. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }),
  );
}

// Loaded with the first change in the app: here at once, so the checks wait on no transform.
beforeAll(() => import('./stored-session'));

let stop: () => void;
beforeEach(() => {
  stop = syncSessionAcrossTabs();
});
afterEach(() => stop());

describe('session across tabs', () => {
  it('logs this tab out when another tab logs out', () => {
    setSession('tok-1', USER);
    const onLogout = vi.fn();
    window.addEventListener(LOGOUT_EVENT, onLogout);

    otherTabWrites(STORAGE_KEYS.token, null);

    expect(useSessionStore.getState().token).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOGOUT_EVENT, onLogout);
  });

  it('adopts a login made in another tab once token and user are both written', async () => {
    otherTabWrites(STORAGE_KEYS.token, 'tok-2');
    // Half-written: the user comes with the next event, and nothing is deleted meanwhile.
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-2');

    otherTabWrites(STORAGE_KEYS.user, JSON.stringify(USER));
    await vi.waitFor(() => expect(getSession()).toMatchObject({ token: 'tok-2', user: USER }));
  });

  it('takes over a newer user written by another tab', async () => {
    setSession('tok-1', USER);
    otherTabWrites(STORAGE_KEYS.user, JSON.stringify({ ...USER, webpoint2: 99 }));
    await vi.waitFor(() => expect(getSessionUser()?.webpoint2).toBe(99));
  });

  it('ignores keys that are not the session', () => {
    setSession('tok-1', USER);
    otherTabWrites(STORAGE_KEYS.language, 'de');
    expect(useSessionStore.getState().token).toBe('tok-1');
  });
});
