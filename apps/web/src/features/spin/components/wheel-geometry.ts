/**
 * Geometry of the prize wheel. Angles are degrees, clockwise, 0 at twelve o'clock where the
 * pointer sits. Segment i spans [i·w, (i+1)·w) on the wheel, w = 360 / count. Turning the wheel
 * clockwise by R brings wheel angle a to screen angle a + R, so the pointer reads wheel angle −R.
 */

export const SPIN_DURATION_MS = 4000;
/** Whole turns the wheel makes before it settles, so every spin looks like a real spin. */
export const SPIN_TURNS = 5;

export const segmentWidth = (count: number) => 360 / count;

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The segment under the pointer once the wheel has turned by `rotation` degrees. */
export function segmentAtRotation(rotation: number, count: number): number {
  return Math.floor(normalize(-rotation) / segmentWidth(count)) % count;
}

/** Where the centre of segment `index` lies on the wheel. */
export const segmentCenter = (index: number, count: number) => (index + 0.5) * segmentWidth(count);

/**
 * The rotation at which the wheel stops on the segment the server drew: at least `turns` full
 * turns beyond `current` (never backwards), with the pointer `offset` degrees from the
 * segment's centre. The offset is clamped inside the segment so the landing is never ambiguous.
 */
export function targetRotation(
  current: number,
  index: number,
  count: number,
  { turns = SPIN_TURNS, offset = 0 }: { turns?: number; offset?: number } = {},
): number {
  const half = segmentWidth(count) / 2;
  const safeOffset = Math.max(-half * 0.8, Math.min(half * 0.8, offset));
  const wanted = normalize(-(segmentCenter(index, count) + safeOffset));
  const start = current + turns * 360;
  return start + normalize(wanted - normalize(start));
}

/** A random spot inside a segment, for looks only: the prize itself was drawn by the server. */
export function landingOffset(count: number, random: () => number = Math.random): number {
  return (random() - 0.5) * segmentWidth(count) * 0.7;
}

/** SVG path of one segment of a wheel of radius r centred on (0, 0). */
export function segmentPath(index: number, count: number, r: number): string {
  const from = index * segmentWidth(count);
  const to = from + segmentWidth(count);
  const [x1, y1] = pointAt(from, r);
  const [x2, y2] = pointAt(to, r);
  const large = to - from > 180 ? 1 : 0;
  return `M 0 0 L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
}

/** The point at `degrees` (clockwise from twelve o'clock) and distance r from the centre. */
export function pointAt(degrees: number, r: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [round(r * Math.sin(radians)), round(-r * Math.cos(radians))];
}

// "+ 0" turns -0 into 0 so paths never read "-0".
const round = (n: number) => Math.round(n * 1000) / 1000 + 0;
