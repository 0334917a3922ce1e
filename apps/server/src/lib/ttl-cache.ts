/**
 * A small key-value cache with a time to live per entry and a cap on entries (least recently
 * used goes first). The interface is async so a shared store (Redis, with REDIS_URL) can stand
 * in for the in-process one without touching its callers.
 */
export interface TtlCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Drops every entry whose key starts with `prefix` (one route's answers). */
  deletePrefix(prefix: string): Promise<void>;
  clear(): Promise<void>;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class MemoryTtlCache<V> implements TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: V, ttlSeconds: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async clear(): Promise<void> {
    this.entries.clear();
  }
}
