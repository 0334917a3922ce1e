import { describe, expect, it, vi } from 'vitest';
import { LOGOUT_EVENT, restoreSession, useSessionStore, webPointsOf, withWebPoints } from './session-store';

describe('session store', () => {
  it('restores token and user from storage, keeping fields it does not know', () => {
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem(
      'pitchside.user',
      JSON.stringify({ emailconfirmed: true, nickname: 'Ace', level: 7 }),
    );
    expect(restoreSession()).toEqual({
      token: 'abc',
      user: { emailconfirmed: true, nickname: 'Ace', level: 7 },
    });
  });

  it('treats a damaged record as logged out and removes it', () => {
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem('pitchside.user', '{"nickname":');
    expect(restoreSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('pitchside.token')).toBeNull();
  });

  it('stores a new session and clears everything on logout, announcing it', () => {
    const listener = vi.fn();
    window.addEventListener(LOGOUT_EVENT, listener);
    useSessionStore.getState().setSession('tok', { emailconfirmed: false });
    window.sessionStorage.setItem('pitchside.remember', '1');
    expect(window.localStorage.getItem('pitchside.token')).toBe('tok');

    useSessionStore.getState().logout();

    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(window.localStorage.getItem('pitchside.token')).toBeNull();
    expect(window.localStorage.getItem('pitchside.user')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOGOUT_EVENT, listener);
  });

  it('keeps one web-points balance: set once, stored, read the same way everywhere', () => {
    useSessionStore.getState().setSession('tok', { emailconfirmed: true, webpoint: 40, webpoint2: 40 });
    useSessionStore.getState().updateUser((user) => withWebPoints(user, 25));
    const user = useSessionStore.getState().user;
    expect(user).toMatchObject({ webpoint: 25, webpoint2: 25 });
    expect(webPointsOf(user!)).toBe(25);
    expect(JSON.parse(window.localStorage.getItem('pitchside.user') ?? '{}')).toMatchObject({
      webpoint2: 25,
    });
    // The spec's current balance wins over the older field when a stored record has both.
    expect(webPointsOf({ emailconfirmed: true, webpoint: 10, webpoint2: 7 })).toBe(7);
    useSessionStore.getState().logout();
    useSessionStore.getState().updateUser((user) => withWebPoints(user, 99));
    useSessionStore.getState().updateUser({ emailconfirmed: true, webpoint2: 99 });
    expect(useSessionStore.getState().user).toBeNull();
    expect(window.localStorage.getItem('pitchside.user')).toBeNull();
  });
});
