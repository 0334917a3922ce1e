import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logOut } from './logout';
import { setSession } from './session';
import { useSessionStore } from './session-store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-csrf';
});

describe('logout', () => {
  it('clears the session here at once and revokes it on the server with its own token', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post('*/api/account/logout', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, message: 'Logged out' });
      }),
    );
    setSession('tok-9', { emailconfirmed: true });
    window.sessionStorage.setItem('something', 'private');

    const done = logOut();
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('pitchside.token')).toBeNull();
    expect(window.sessionStorage.getItem('something')).toBeNull();
    await done;
    expect(seen).toEqual(['Bearer tok-9']);
  });

  it('still logs out when the server cannot be reached or the session is already over', async () => {
    server.use(
      http.post('*/api/account/logout', () =>
        HttpResponse.json({ success: false, error: 'UNAUTHORIZED', message: 'x' }, { status: 401 }),
      ),
    );
    setSession('tok-9', { emailconfirmed: true });
    await expect(logOut()).resolves.toBeUndefined();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
