import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanQueryCache, dropQueriesOlderThan } from '@/lib/query/cache-maintenance';
import { appQueryClient } from '@/lib/query/query-client';
import {
  getSession,
  getSessionUser,
  logout,
  onSessionUserChange,
  restoreSession,
  setSession,
  startSession,
  updateUser,
  useSessionUser,
  webPointsOf,
  withWebPoints,
} from './session';
import { LOGOUT_EVENT } from './session-store';
import { sessionUserQuery } from './session-user-query';

function Nickname() {
  const user = useSessionUser();
  return <p>{user ? `${user.nickname} · ${webPointsOf(user)} WP` : 'guest'}</p>;
}

describe('session', () => {
  it('restores token and user from storage, keeping fields it does not know', async () => {
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem(
      'pitchside.user',
      JSON.stringify({ emailconfirmed: true, nickname: 'Ace', level: 7 }),
    );
    expect(await restoreSession()).toEqual({
      token: 'abc',
      user: { emailconfirmed: true, nickname: 'Ace', level: 7 },
    });
  });

  it('treats a damaged record as logged out and removes it', async () => {
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem('pitchside.user', '{"nickname":');
    expect(await restoreSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('pitchside.token')).toBeNull();
  });

  it('starts with the user the server rendered the page for when it is the one stored here', async () => {
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem(
      'pitchside.user',
      JSON.stringify({ emailconfirmed: true, id: 7, webpoint: 1 }),
    );
    const fromServer = { emailconfirmed: true, id: 7, nickname: 'Ace', webpoint: 40 };
    await startSession({ viewer: '7', user: fromServer });
    expect(getSession()).toEqual({ token: 'abc', user: fromServer });
    logout();
  });

  it('starts from the stored user, checked, when the server rendered the page for someone else', async () => {
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem(
      'pitchside.user',
      JSON.stringify({ emailconfirmed: true, id: 7, webpoint: 1 }),
    );
    await startSession({ viewer: '8', user: { emailconfirmed: true, id: 8, webpoint: 40 } });
    expect(getSession()).toEqual({ token: 'abc', user: { emailconfirmed: true, id: 7, webpoint: 1 } });
    logout();

    // A damaged stored record is no session, whatever the page says.
    window.localStorage.setItem('pitchside.token', 'abc');
    window.localStorage.setItem('pitchside.user', '{"id":');
    await startSession({ viewer: '7', user: { emailconfirmed: true, id: 7 } });
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('stores a new session and clears everything on logout, announcing it', () => {
    const listener = vi.fn();
    window.addEventListener(LOGOUT_EVENT, listener);
    setSession('tok', { emailconfirmed: false });
    window.sessionStorage.setItem('pitchside.remember', '1');
    expect(window.localStorage.getItem('pitchside.token')).toBe('tok');

    logout();

    expect(getSession()).toEqual({ token: null, user: null });
    expect(window.localStorage.getItem('pitchside.token')).toBeNull();
    expect(window.localStorage.getItem('pitchside.user')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(LOGOUT_EVENT, listener);
  });

  it('keeps one web-points balance: set once, stored, read the same way everywhere', () => {
    setSession('tok', { emailconfirmed: true, webpoint: 40, webpoint2: 40 });
    updateUser((user) => withWebPoints(user, 25));
    const user = getSessionUser();
    expect(user).toMatchObject({ webpoint: 25, webpoint2: 25 });
    expect(webPointsOf(user!)).toBe(25);
    expect(JSON.parse(window.localStorage.getItem('pitchside.user') ?? '{}')).toMatchObject({
      webpoint2: 25,
    });
    // The spec's current balance wins over the older field when a stored record has both.
    expect(webPointsOf({ emailconfirmed: true, webpoint: 10, webpoint2: 7 })).toBe(7);
    logout();
    updateUser((user) => withWebPoints(user, 99));
    updateUser({ emailconfirmed: true, webpoint2: 99 });
    expect(getSessionUser()).toBeNull();
    expect(window.localStorage.getItem('pitchside.user')).toBeNull();
  });

  it('keeps the user as one query in the app cache, which every reader follows', async () => {
    render(<Nickname />);
    expect(screen.getByText('guest')).toBeInTheDocument();

    act(() => setSession('tok', { emailconfirmed: true, nickname: 'Ace', webpoint2: 40 }));
    expect(screen.getByText('Ace · 40 WP')).toBeInTheDocument();
    expect(appQueryClient.getQueryData(sessionUserQuery.queryKey)).toMatchObject({ nickname: 'Ace' });

    // A refresh that writes the query (not through updateUser) is still stored for the next start.
    act(() => {
      appQueryClient.setQueryData(sessionUserQuery.queryKey, {
        emailconfirmed: true,
        nickname: 'Ace',
        webpoint2: 55,
      });
    });
    // The cache tells its readers in the next task, not synchronously.
    expect(await screen.findByText('Ace · 55 WP')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('pitchside.user') ?? '{}')).toMatchObject({
      webpoint2: 55,
    });

    act(() => updateUser((user) => withWebPoints(user, 30)));
    expect(await screen.findByText('Ace · 30 WP')).toBeInTheDocument();

    act(() => logout());
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(appQueryClient.getQueryData(sessionUserQuery.queryKey)).toBeUndefined();
  });

  it('tells no one when an update brings the same user again', async () => {
    setSession('tok', { emailconfirmed: true, nickname: 'Ace', webpoint2: 40 });
    const stored = getSessionUser();
    // What follows a user's change (storing it, the e-mail prompt's check) listens here.
    const changes = vi.fn();
    const stop = onSessionUserChange(changes);

    // A refresh that found nothing new: the same values, a new object, its keys in another order.
    updateUser({ webpoint2: 40, nickname: 'Ace', emailconfirmed: true });
    expect(getSessionUser()).toBe(stored);
    updateUser({ emailconfirmed: true, nickname: 'Ace', webpoint2: 41 });
    expect(getSessionUser()).toMatchObject({ webpoint2: 41 });
    // The cache tells its listeners in the next task, both updates together: only the change.
    await vi.waitFor(() => expect(changes).toHaveBeenCalled());
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledWith(expect.objectContaining({ webpoint2: 41 }));
    stop();
  });

  it('is not dropped by the cache maintenance of spec §9, however old', () => {
    setSession('tok', { emailconfirmed: true, nickname: 'Ace' });
    const muchLater = Date.now() + 24 * 60 * 60_000;
    cleanQueryCache(appQueryClient, muchLater);
    dropQueriesOlderThan(appQueryClient, undefined, muchLater);
    expect(getSessionUser()).toMatchObject({ nickname: 'Ace' });
  });
});
