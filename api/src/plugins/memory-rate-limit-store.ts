import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The counter store of `@fastify/rate-limit` without Redis (one instance):
 * fixed windows in a Map of this process. Used instead of the library's
 * `LocalStore` for two reasons (docs/adr/0006-rate-limits-and-jwt-on-libraries.md):
 *
 * - windows run on the app clock (`app.now`), like every other time rule of
 *   the API, so a test can let 15 minutes or 30 days pass;
 * - each call answers a snapshot `{ current, ttl }`; `LocalStore` answers its
 *   live entry, which the library reads only after an `await`, so requests
 *   counted in the same tick all read the last count (a burst of 200 searches
 *   at a limit of 120 was refused whole).
 *
 * Expired windows are dropped now and then; beyond `maxKeys` live windows the
 * oldest go first, so memory stays bounded under a flood of distinct keys.
 */
export function memoryRateLimitStore(now: () => Date, maxKeys = 100_000): FastifyRateLimitStoreCtor {
  class MemoryRateLimitStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, { count: number; resetAt: number }>();
    private lastSweep = 0;

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      const time = now().getTime();
      this.sweep(time);
      let window = this.windows.get(key);
      if (!window || window.resetAt <= time) {
        // A new window goes to the end of the Map's order (the oldest are dropped first).
        this.windows.delete(key);
        window = { count: 0, resetAt: time + timeWindow };
        this.windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.resetAt - time });
    }

    /** The count without counting (the library's `{ increment: false }`). */
    read(key: string, callback: IncrementCallback): void {
      const time = now().getTime();
      const window = this.windows.get(key);
      if (!window || window.resetAt <= time) callback(null, { current: 0, ttl: 0 });
      else callback(null, { current: window.count, ttl: window.resetAt - time });
    }

    /** Each limiter (rule) counts in a store of its own. */
    child(): FastifyRateLimitStore {
      return new MemoryRateLimitStore();
    }

    private sweep(time: number): void {
      if (time - this.lastSweep <= 60_000 && this.windows.size < maxKeys) return;
      for (const [key, window] of this.windows) if (window.resetAt <= time) this.windows.delete(key);
      // Down to 90 %, so a flood at the cap sweeps once per 10 % of new keys, not on every request.
      for (const key of this.windows.keys()) {
        if (this.windows.size <= maxKeys * 0.9) break;
        this.windows.delete(key);
      }
      this.lastSweep = time;
    }
  }
  return MemoryRateLimitStore;
}
