import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { useErrorStore } from '@/lib/errors/error-store';
import { useModalStore } from '@/lib/modals/modal-store';
import { logout } from '@/lib/session/session';
import { consoleErrorsAllowed, resetConsoleGuard } from './console-guard';
import { installMatchMedia, setViewportWidth } from './viewport';

// Lazily loaded screens that compose several features (home) take a while to transform on a busy
// machine; the default 1 s of findBy* made the shell tests flaky, not wrong. A test file's first
// cold home screen took 4.4–5.8 s on CI's two cores beside the server's tests (session 23): 10 s,
// within the 15 s a test may take.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs jsdom lacks and Radix or the router call.
installMatchMedia();
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  resetConsoleGuard();
  consoleError = vi.spyOn(console, 'error');
  setViewportWidth(1280);
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.useRealTimers();

  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  logout();
  useModalStore.getState().close();
  useErrorStore.getState().dismiss();

  if (calls.length > 0 && !consoleErrorsAllowed()) {
    const printed = calls.map((args) => args.map(String).join(' ')).join('\n---\n');
    throw new Error(`Unexpected console.error during the test:\n${printed}`);
  }
});
