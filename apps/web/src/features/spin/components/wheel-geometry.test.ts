import { describe, expect, it } from 'vitest';
import {
  landingOffset,
  pointAt,
  segmentAtRotation,
  segmentPath,
  SPIN_TURNS,
  targetRotation,
} from './wheel-geometry';

describe('wheel geometry', () => {
  it('reads the segment under the pointer at twelve o’clock', () => {
    // 8 segments of 45°: unturned, segment 0 spans 0°–45° just clockwise of the pointer.
    expect(segmentAtRotation(0, 8)).toBe(0);
    expect(segmentAtRotation(-10, 8)).toBe(0);
    expect(segmentAtRotation(-50, 8)).toBe(1);
    // Turning clockwise brings the segments before 0 (the last ones) under the pointer.
    expect(segmentAtRotation(10, 8)).toBe(7);
    expect(segmentAtRotation(360 * 3 + 10, 8)).toBe(7);
  });

  it('lands on every segment the server may draw, from any start, always turning forwards', () => {
    const starts = [0, 12.5, -30, 359.9, 1234.5, 7 * 360 + 181];
    for (const count of [2, 3, 8, 12]) {
      for (const current of starts) {
        for (let index = 0; index < count; index++) {
          for (const offset of [0, -100, 100, 5]) {
            const target = targetRotation(current, index, count, { offset });
            expect(segmentAtRotation(target, count)).toBe(index);
            expect(target).toBeGreaterThanOrEqual(current + SPIN_TURNS * 360);
            expect(target).toBeLessThan(current + (SPIN_TURNS + 1) * 360);
          }
        }
      }
    }
  });

  it('stops on the segment centre without an offset', () => {
    // Segment 2 of 8 has its centre at 112.5°; the wheel must turn so that angle is at the top.
    const target = targetRotation(0, 2, 8, { turns: 1 });
    expect(target).toBe(360 + 247.5);
    expect((target + 112.5) % 360).toBe(0);
  });

  it('keeps the random landing spot inside the segment', () => {
    expect(landingOffset(8, () => 0)).toBeCloseTo(-15.75);
    expect(landingOffset(8, () => 0.999)).toBeLessThan(22.5);
  });

  it('draws segments from the centre, clockwise from the top', () => {
    expect(pointAt(0, 100)).toEqual([0, -100]);
    expect(pointAt(90, 100)).toEqual([100, 0]);
    expect(segmentPath(0, 4, 100)).toBe('M 0 0 L 0 -100 A 100 100 0 0 1 100 0 Z');
  });
});
