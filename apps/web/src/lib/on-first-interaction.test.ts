import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './on-first-interaction';

describe('onFirstInteraction', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a person: nothing runs on an untouched page, one run after the first touch', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = onFirstInteraction(work);
    vi.advanceTimersByTime(60_000);
    expect(work).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2_000);
    expect(work).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(2_000);
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('does nothing once cancelled (the host unmounted), even with a run already scheduled', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const cancel = onFirstInteraction(work);
    window.dispatchEvent(new Event('pointerdown'));
    cancel();
    vi.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(2_000);
    expect(work).not.toHaveBeenCalled();
  });
});
