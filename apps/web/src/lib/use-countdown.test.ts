import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deadlineIn, formatClock, splitSeconds, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  it('ticks down once per second and calls onDone once at zero', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const until = deadlineIn(3);
    const { result } = renderHook(() => useCountdown(until, onDone));
    expect(result.current.totalSeconds).toBe(3);
    expect(result.current.done).toBe(false);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.totalSeconds).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.totalSeconds).toBe(0);
    expect(result.current.done).toBe(true);
    expect(onDone).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('rounds a part second up and changes exactly at the boundary', () => {
    vi.useFakeTimers();
    const until = Date.now() + 1500;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current.totalSeconds).toBe(2);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.totalSeconds).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.totalSeconds).toBe(1);
  });

  it('does not fire onDone for a deadline that had already passed', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(Date.now() - 10, onDone));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.done).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reads all zero and not done without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toEqual({
      totalSeconds: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
  });

  it('restarts when the deadline changes', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: deadlineIn(2) },
    });
    expect(result.current.totalSeconds).toBe(2);
    rerender({ until: deadlineIn(90_061) });
    expect(result.current).toMatchObject({ days: 1, hours: 1, minutes: 1, seconds: 1 });
  });
});

describe('countdown formatting', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitSeconds(3 * 86_400 + 4 * 3600 + 5 * 60 + 6)).toEqual({
      totalSeconds: 273_906,
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
  });

  it('prints a clock with hours over a day folded in', () => {
    expect(formatClock(5 * 3600 + 3 * 60 + 9)).toBe('05:03:09');
    expect(formatClock(26 * 3600)).toBe('26:00:00');
    expect(formatClock(-4)).toBe('00:00:00');
  });
});
