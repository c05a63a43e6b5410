import type { ServerRenderResult } from './server-render.js';
import { LRUCache } from 'lru-cache';

/**
 * How a page request met the render cache (the `x-render-cache` header):
 * `hit` served from the cache; `miss` rendered by this request (and kept
 * when it may be); `shared` waited for the render another request for the
 * same page had started; `bypass` not a request the cache may answer (a site
 * cookie, a method other than GET/HEAD); `off` the cache is turned off
 * (SERVER_RENDER_CACHE_SECONDS=0, or streamed rendering).
 */
export type RenderCacheState = 'hit' | 'miss' | 'shared' | 'bypass' | 'off';

/** A kept page: what the response needs besides the headers every page gets. */
export interface CachedRender {
  status: number;
  html: string;
}

export interface RenderCacheOptions {
  /** How long a page is kept (ms); 0 turns the cache off. */
  ttlMs: number;
  /** At most this many pages. */
  maxEntries?: number;
  /** At most this many bytes of HTML and keys together. */
  maxBytes?: number;
  clock?: () => number;
}

/** Defaults: a few hundred pages of ~100 KB each. */
export const RENDER_CACHE_MAX_ENTRIES = 500;
export const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A page that may be served to another visitor: whole (not streamed),
 * complete (no part fell back to the browser, see `RenderResult` in the
 * shell's render-page.tsx), and a 200 or 404. Redirects, errors and
 * fallbacks are rendered again on the next request.
 */
export function isStorable(result: ServerRenderResult): result is { status: number; html: string; complete: true } {
  return result !== null && 'html' in result && result.complete === true && (result.status === 200 || result.status === 404);
}

/**
 * A short-lived cache of anonymous server renders on one instance (issue 16,
 * ADR 0004): the same page for every visitor without a site cookie, so a
 * popular page is rendered once per TTL instead of once per request.
 *
 * - Keys are the caller's: the request URL plus a version of everything the
 *   render is built from, so a redeploy is a new key on the next request.
 * - LRU, bounded by entries and by bytes: URLs with arbitrary query strings
 *   cannot grow memory beyond the bound.
 * - Single flight: requests for a page that is being rendered wait for that
 *   render instead of starting their own.
 * - `clear()` (a vacancy changed on any instance, plugins/cache-coherence.ts)
 *   drops every page, and a render that started before it is not kept.
 */
export class RenderCache {
  private readonly pages: LRUCache<string, CachedRender>;
  private readonly flights = new Map<string, Promise<ServerRenderResult>>();
  private readonly ttlMs: number;
  /** Bumped by `clear()`: a render that started in an earlier generation is not kept. */
  private generation = 0;

  constructor(options: RenderCacheOptions) {
    this.ttlMs = options.ttlMs;
    const clock = options.clock ?? Date.now;
    // Least recently used out first, by entries and by bytes; a page larger than the byte bound is not kept.
    this.pages = new LRUCache<string, CachedRender>({
      max: options.maxEntries ?? RENDER_CACHE_MAX_ENTRIES,
      maxSize: options.maxBytes ?? RENDER_CACHE_MAX_BYTES,
      sizeCalculation: (render, key) => Buffer.byteLength(render.html) + Buffer.byteLength(key),
      // A TTL of 0 would keep pages for good in lru-cache; this cache is off then (`enabled`).
      ttl: Math.max(options.ttlMs, 1),
      // The injected clock, read on every look-up (no cached "now").
      perf: { now: clock },
      ttlResolution: 0,
    });
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Pages kept now (expired ones until they are looked up or pushed out). */
  get size(): number {
    return this.pages.size;
  }

  /** Bytes of the pages and keys kept now. */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  /**
   * The page for `key`: kept, being rendered by another request, or rendered
   * now by `render` (and kept when it may be, {@link isStorable}).
   */
  async serve(key: string, render: () => Promise<ServerRenderResult>): Promise<{ result: ServerRenderResult; state: RenderCacheState }> {
    if (!this.enabled) return { result: await render(), state: 'off' };
    const kept = this.pages.get(key);
    if (kept) return { result: { ...kept, complete: true }, state: 'hit' };
    const flight = this.flights.get(key);
    if (flight) return { result: await flight, state: 'shared' };
    const generation = this.generation;
    const rendering = render();
    this.flights.set(key, rendering);
    try {
      const result = await rendering;
      if (generation === this.generation && isStorable(result)) this.pages.set(key, { status: result.status, html: result.html });
      return { result, state: 'miss' };
    } finally {
      if (this.flights.get(key) === rendering) this.flights.delete(key);
    }
  }

  /** Drops every page, and keeps no render that is still running. */
  clear(): void {
    this.pages.clear();
    this.flights.clear();
    this.generation += 1;
  }
}
