import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/lib/modals/modal-store';
import { REFRESH_ACTIVE_MS } from './refresh-loop';
import { useSessionCheckStore } from './session-check-store';
import { dispatchUserUpdated } from './session-events';
import { getSessionUser, setSession, logout } from './session';
import { START_REFRESH_DELAY_MS, useSessionEffects } from './use-session-effects';
import { VERIFY_AFTER_START_MS, VERIFY_AFTER_USER_CHANGE_MS } from './verification-prompt';

// A check still on its way when its test ends (its code is loaded with the first call) meets the
// server's answer to a session it does not know, as it would after a logout.
const server = setupServer(
  http.post('*/api/account/login/validate', () =>
    HttpResponse.json({ success: false, error: 'UNAUTHORIZED', message: 'Session expired' }, { status: 401 }),
  ),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Loaded with the first call in the app: here at once, so a call's answer waits on no transform.
  await Promise.all([import('./session-answers'), import('@/lib/api/envelopes')]);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CONFIRMED = { emailconfirmed: true, nickname: 'Ada', email: 'ada@example.com', webpoint2: 10 };
const UNCONFIRMED = { ...CONFIRMED, emailconfirmed: false };

let validations = 0;
function answerValidate(user: object) {
  server.use(
    http.post('*/api/account/login/validate', () => {
      validations += 1;
      return HttpResponse.json({ success: true, message: 'Session valid', user });
    }),
  );
}

/** Moves the fake clock; React renders what the timers changed. */
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Lets the mocked server answer without moving the fake clock. */
async function settle(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) {
    await new Promise((resolve) => setImmediate(resolve));
    act(() => vi.advanceTimersByTime(0));
  }
  expect(check()).toBe(true);
}

beforeEach(() => {
  validations = 0;
  document.cookie = 'XSRF-TOKEN=test-csrf';
  useSessionCheckStore.setState({ checkedToken: null });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

describe('session effects', () => {
  it('asks a returning unconfirmed player to verify 2 s after start', () => {
    answerValidate(UNCONFIRMED);
    setSession('tok', UNCONFIRMED);
    renderHook(() => useSessionEffects());
    advance(VERIFY_AFTER_START_MS - 1);
    expect(useModalStore.getState().open).toBeNull();
    advance(1);
    expect(useModalStore.getState().open).toBe('verify-email');
  });

  it('never opens the verification over the login or sign-up modal', () => {
    answerValidate(UNCONFIRMED);
    setSession('tok', UNCONFIRMED);
    useModalStore.getState().openModal('signup');
    renderHook(() => useSessionEffects());
    advance(VERIFY_AFTER_START_MS);
    expect(useModalStore.getState().open).toBe('signup');
  });

  it('leaves a confirmed player alone', () => {
    answerValidate(CONFIRMED);
    setSession('tok', CONFIRMED);
    renderHook(() => useSessionEffects());
    advance(VERIFY_AFTER_START_MS * 2);
    expect(useModalStore.getState().open).toBeNull();
  });

  it('checks again 1 s after the user changes', () => {
    renderHook(() => useSessionEffects());
    act(() => setSession('tok', UNCONFIRMED));
    advance(VERIFY_AFTER_USER_CHANGE_MS - 1);
    expect(useModalStore.getState().open).toBeNull();
    advance(1);
    expect(useModalStore.getState().open).toBe('verify-email');
  });

  it('re-validates a stored session 2 s after start and stores the newer user', async () => {
    answerValidate({ ...CONFIRMED, webpoint2: 2500 });
    setSession('tok', CONFIRMED);
    renderHook(() => useSessionEffects());
    advance(START_REFRESH_DELAY_MS - 1);
    expect(validations).toBe(0);
    // The bell waits for this first check.
    expect(useSessionCheckStore.getState().checkedToken).toBeNull();
    advance(1);
    await settle(() => getSessionUser()?.webpoint2 === 2500);
    expect(validations).toBe(1);
    expect(JSON.parse(window.localStorage.getItem('pitchside.user') ?? '{}')).toMatchObject({
      webpoint2: 2500,
    });
    expect(useSessionCheckStore.getState().checkedToken).toBe('tok');
  });

  it('starts the loop at login without an immediate call, and stops it at logout', async () => {
    answerValidate(CONFIRMED);
    renderHook(() => useSessionEffects());
    act(() => setSession('tok', CONFIRMED));
    expect(useSessionCheckStore.getState().checkedToken).toBe('tok');
    advance(REFRESH_ACTIVE_MS - 1_000);
    expect(validations).toBe(0);
    act(() => logout());
    expect(useSessionCheckStore.getState().checkedToken).toBeNull();
    advance(REFRESH_ACTIVE_MS * 5);
    await settle(() => true);
    expect(validations).toBe(0);
  });

  it('stores a user announced by a user-updated event while logged in, not after', async () => {
    setSession('tok', CONFIRMED);
    answerValidate(CONFIRMED);
    renderHook(() => useSessionEffects());
    act(() => dispatchUserUpdated({ ...CONFIRMED, webpoint2: 77 }));
    await settle(() => getSessionUser()?.webpoint2 === 77);
    act(() => logout());
    act(() => dispatchUserUpdated({ ...CONFIRMED, webpoint2: 88 }));
    // Given the time to apply it, the announcement finds no session to update.
    await act(() => import('./session-user'));
    await act(() => new Promise((resolve) => setImmediate(resolve)));
    expect(getSessionUser()).toBeNull();
  });

  it('does nothing when turned off (component tests)', () => {
    setSession('tok', UNCONFIRMED);
    renderHook(() => useSessionEffects(false));
    advance(VERIFY_AFTER_START_MS * 5);
    expect(useModalStore.getState().open).toBeNull();
    expect(validations).toBe(0);
  });
});
