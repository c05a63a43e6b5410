import { COOKIE_NAMES, SECURE_COOKIE_NAMES } from '@interim/shared/contract';
import type { ServerRenderResult } from './server-render.js';
import { cookieNames } from './site-pages.js';
import { TtlMap } from './ttl-map.js';

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

/** The session cookies under both names: the render sends them to the API, which answers per person. */
const SESSION_COOKIES = new Set<string>([...Object.values(COOKIE_NAMES), ...Object.values(SECURE_COOKIE_NAMES)]);
/** The site's own cookies are all named `interim_...` (under a `__Host-`/`__Secure-` prefix on https). */
const SITE_COOKIE_PREFIX = 'interim';
const withoutSecurePrefix = (name: string) => name.replace(/^__(Host|Secure)-/, '');

/**
 * Whether a page request's render cannot depend on who asks: no cookie the
 * render or the page reads. Those are the session cookies, every cookie the
 * site names `interim...`, and the cookies that change the first render
 * (`personalCookies` of the shell's pages.json: logged in, banner closed),
 * each under its `__Host-`/`__Secure-` name too. Other cookies (an analytics
 * tool's, another site's on the same domain) are not read. Without the
 * list (a shell built without pages.json) any cookie counts as personal.
 */
export function isAnonymousRequest(cookieHeader: string | undefined, personalCookies: readonly string[] | undefined): boolean {
  const names = cookieNames(cookieHeader);
  if (names.size === 0) return true;
  if (!personalCookies) return false;
  const personal = new Set(personalCookies.map(withoutSecurePrefix));
  for (const name of names) {
    const plain = withoutSecurePrefix(name);
    if (SESSION_COOKIES.has(name) || SESSION_COOKIES.has(plain) || personal.has(plain) || plain.toLowerCase().startsWith(SITE_COOKIE_PREFIX)) return false;
  }
  return true;
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
 * - `clear()` (a vacancy changed on this instance) drops every page, and a
 *   render that started before it is not kept. Other instances keep their
 *   pages until the TTL ends.
 */
export class RenderCache {
  private readonly pages: TtlMap<CachedRender>;
  private readonly flights = new Map<string, Promise<ServerRenderResult>>();
  private readonly ttlMs: number;
  /** Bumped by `clear()`: a render that started in an earlier generation is not kept. */
  private generation = 0;

  constructor(options: RenderCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.pages = new TtlMap<CachedRender>(options.maxEntries ?? RENDER_CACHE_MAX_ENTRIES, options.ttlMs, options.clock ?? Date.now, {
      maxBytes: options.maxBytes ?? RENDER_CACHE_MAX_BYTES,
      sizeOf: (key, render) => Buffer.byteLength(render.html) + Buffer.byteLength(key),
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
    return this.pages.bytes;
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
