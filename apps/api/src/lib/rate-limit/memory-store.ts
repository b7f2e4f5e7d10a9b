import type { RateLimitCounter, RateLimitStore } from './rate-limit-store.ts';

interface Entry {
  count: number;
  resetAt: number;
}

export interface MemoryStoreOptions {
  /** Beyond this many keys, expired ones are swept and then the oldest dropped: memory stays bounded. */
  maxKeys?: number;
}

/** Counters in this process only: the default, right for a single instance. */
export function createMemoryRateLimitStore(options: MemoryStoreOptions = {}): RateLimitStore {
  const maxKeys = options.maxKeys ?? 100_000;
  const entries = new Map<string, Entry>();

  const makeRoom = (now: number) => {
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key);
    // Map iteration follows insertion order, so this drops the oldest windows first; a tenth at a
    // time, so that a flood of new keys does not pay a full sweep on every hit.
    const target = Math.floor(maxKeys * 0.9);
    for (const key of entries.keys()) {
      if (entries.size <= target) break;
      entries.delete(key);
    }
  };

  return {
    async increment(key, windowMs, now): Promise<RateLimitCounter> {
      const time = now.getTime();
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= time) {
        if (entry) entries.delete(key);
        else if (entries.size >= maxKeys) makeRoom(time);
        entry = { count: 0, resetAt: time + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetAt: new Date(entry.resetAt) };
    },
    async release(key, now) {
      const entry = entries.get(key);
      if (entry && entry.resetAt > now.getTime() && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}
