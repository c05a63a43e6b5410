import { LRUCache } from 'lru-cache';

/**
 * Per-instance caches of the vacancy list (see api/README.md, "Paging at
 * scale"): exact totals for a short time, and keyset cursors at page
 * boundaries so the next page starts from an index position instead of
 * skipping rows with OFFSET. Both are hints with a short lifetime: a stale
 * entry can shift a total or a page boundary by the rows changed meanwhile,
 * never return rows that do not match the filter.
 */

/** A position in a keyset order: the sort column as text and the id tie-breaker. */
export interface Cursor {
  value: string;
  id: number;
}

export interface VacancyListCacheOptions {
  countTtlMs?: number;
  cursorTtlMs?: number;
  pageTtlMs?: number;
  clock?: () => number;
}

/** Totals, page-boundary cursors and recently served pages of vacancy lists. */
export class VacancyListCache<Page extends object = object> {
  private readonly counts: LRUCache<string, number>;
  private readonly cursors: LRUCache<string, Map<number, Cursor>>;
  private readonly pages: LRUCache<string, Page>;
  private static readonly CURSORS_PER_LIST = 500;

  constructor(options: VacancyListCacheOptions = {}) {
    const clock = options.clock ?? Date.now;
    // Least recently used out first; the injected clock read on every look-up (no cached "now").
    const bounded = (max: number, ttl: number) => ({ max, ttl, perf: { now: clock }, ttlResolution: 0 });
    this.counts = new LRUCache(bounded(2000, options.countTtlMs ?? 30_000));
    this.cursors = new LRUCache(bounded(500, options.cursorTtlMs ?? 60_000));
    // Pages are the same for every visitor (user-specific parts are added per
    // request), so popular searches are served without a query. Short-lived:
    // the same staleness as the totals.
    this.pages = new LRUCache(bounded(1000, options.pageTtlMs ?? options.countTtlMs ?? 30_000));
  }

  /** A page served recently for the same filter, order and range. */
  getPage(pageKey: string): Page | undefined {
    return this.pages.get(pageKey);
  }

  setPage(pageKey: string, page: Page): void {
    this.pages.set(pageKey, page);
  }

  getCount(listKey: string): number | undefined {
    return this.counts.get(listKey);
  }

  setCount(listKey: string, total: number): void {
    this.counts.set(listKey, total);
  }

  /** The cached cursor closest at or before `offset` (the row before it), if any. */
  nearestCursor(orderKey: string, offset: number): { offset: number; cursor: Cursor } | undefined {
    const cursors = this.cursors.get(orderKey);
    if (!cursors) return undefined;
    let best: { offset: number; cursor: Cursor } | undefined;
    for (const [at, cursor] of cursors) {
      if (at <= offset && (!best || at > best.offset)) best = { offset: at, cursor };
    }
    return best;
  }

  /** Remembers that the row at `offset - 1` of this order ends at `cursor`. */
  setCursor(orderKey: string, offset: number, cursor: Cursor): void {
    let cursors = this.cursors.get(orderKey);
    if (!cursors) {
      cursors = new Map();
      this.cursors.set(orderKey, cursors);
    }
    cursors.set(offset, cursor);
    if (cursors.size > VacancyListCache.CURSORS_PER_LIST) {
      const oldest = cursors.keys().next().value;
      if (oldest !== undefined) cursors.delete(oldest);
    }
  }

  /** Forgets everything: call after writing vacancies. */
  clear(): void {
    this.counts.clear();
    this.cursors.clear();
    this.pages.clear();
  }
}
