import { describe, expect, it } from 'vitest';
import { MemoryTtlCache } from './ttl-cache.ts';

describe('MemoryTtlCache', () => {
  it('serves an entry until its time to live runs out', async () => {
    let now = 1_000;
    const cache = new MemoryTtlCache<string>(10, () => now);
    await cache.set('a', 'one', 5);
    now += 4_999;
    expect(await cache.get('a')).toBe('one');
    now += 1;
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its cap, dropping the least recently used first', async () => {
    const cache = new MemoryTtlCache<number>(2);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.get('a');
    await cache.set('c', 3, 60);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
  });
});
