/**
 * A tiny seeded random number generator, so the demo world and every simulated match are the
 * same on every machine and every run. Not for anything secret (crypto.randomInt is for that).
 */
export type Random = () => number;

/** mulberry32: 32-bit state, good enough statistical quality for demo data, very fast. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes any number of integers into one well-spread 32-bit value (murmur3's finaliser per part). */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * An independent stream per entity: `randomFor(seed, STREAM.player, 42)` gives player 42 the same
 * values however many other players are generated, and in whatever order.
 */
export function randomFor(seed: number, stream: number, ...ids: number[]): Random {
  return mulberry32(hash32(seed, stream, ...ids));
}

export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}
