import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Waits for a condition in a timing test without moving the fake clock: each turn lets real I/O
 * (the mocked server) and zero-delay timers (React Query's notifications) run, but no time pass.
 * vi.waitFor would advance the fake timers it polls with and spoil the measurement.
 */
export async function untilReal(check: () => boolean, turns = 500): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (check()) return;
    await new Promise((resolve) => setImmediate(resolve));
    act(() => vi.advanceTimersByTime(0));
  }
  throw new Error('condition not reached');
}

/** Moves the fake clock, letting React render what the timers changed. */
export function advance(ms: number): void {
  act(() => vi.advanceTimersByTime(ms));
}

/** Fakes only the timers the screens use, so setImmediate (real I/O turns) keeps working. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}
