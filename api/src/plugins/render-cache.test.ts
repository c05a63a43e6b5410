import { isStorable, RenderCache } from './render-cache.js';
import type { ServerRenderResult } from './server-render.js';

const page = (html: string, overrides: { status?: number; complete?: boolean } = {}): ServerRenderResult => ({
  status: overrides.status ?? 200,
  html,
  complete: overrides.complete ?? true,
});

/** A render that counts its calls and answers `result`. */
function counted(result: ServerRenderResult | (() => ServerRenderResult)) {
  const render = jest.fn(async () => (typeof result === 'function' ? result() : result));
  return render;
}

describe('RenderCache', () => {
  let now: number;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('renders on a miss, serves the kept page on the next request, and renders again once the TTL is over', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, clock });
    const render = counted(page('<p>een</p>'));
    expect(await cache.serve('/opdrachten/1', render)).toEqual({ result: page('<p>een</p>'), state: 'miss' });
    // Kept for the TTL, its last millisecond included (lru-cache: stale once more than `ttl` has passed).
    now += 10_000;
    expect(await cache.serve('/opdrachten/1', render)).toEqual({ result: { status: 200, html: '<p>een</p>', complete: true }, state: 'hit' });
    expect(render).toHaveBeenCalledTimes(1);
    now += 1;
    expect((await cache.serve('/opdrachten/1', render)).state).toBe('miss');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a 404 page, but not a redirect, an error page, a fallback to the static page, or an incomplete or unflagged render', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, clock });
    const notFound = counted(page('niet gevonden', { status: 404 }));
    await cache.serve('/onbekend', notFound);
    expect((await cache.serve('/onbekend', notFound)).state).toBe('hit');
    const results: ServerRenderResult[] = [
      { status: 302, location: '/login' },
      page('fout', { status: 500 }),
      null,
      page('half', { complete: false }),
    ];
    for (const [index, result] of results.entries()) {
      const render = counted(result);
      expect((await cache.serve(`/pagina/${index}`, render)).state).toBe('miss');
      expect((await cache.serve(`/pagina/${index}`, render)).state).toBe('miss');
      expect(render).toHaveBeenCalledTimes(2);
    }
    expect(cache.size).toBe(1);
  });

  it('is bounded by entries, least recently used out first', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, maxEntries: 2, clock });
    await cache.serve('a', counted(page('a')));
    await cache.serve('b', counted(page('b')));
    expect((await cache.serve('a', counted(page('x')))).state).toBe('hit');
    await cache.serve('c', counted(page('c')));
    expect(cache.size).toBe(2);
    expect((await cache.serve('a', counted(page('x')))).state).toBe('hit');
    expect((await cache.serve('c', counted(page('x')))).state).toBe('hit');
    expect((await cache.serve('b', counted(page('b')))).state).toBe('miss');
  });

  it('is bounded by bytes (a crawler with endless query strings cannot grow it), and keeps no page larger than the bound', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, maxEntries: 1000, maxBytes: 1000, clock });
    for (let i = 0; i < 100; i += 1) await cache.serve(`/opdrachten?q=${i}`, counted(page('x'.repeat(200))));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(4);
    expect((await cache.serve('/opdrachten?q=99', counted(page('y')))).state).toBe('hit');
    expect((await cache.serve('/opdrachten?q=95', counted(page('y')))).state).toBe('miss');
    // Counted in UTF-8 bytes: 600 characters of 'é' are 1,200 bytes, over the bound.
    await cache.serve('/groot', counted(page('é'.repeat(600))));
    expect((await cache.serve('/groot', counted(page('y')))).state).toBe('miss');
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('renders a page once for many requests at the same time (single flight)', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, clock });
    let finish: (result: ServerRenderResult) => void = () => undefined;
    const render = jest.fn(() => new Promise<ServerRenderResult>((resolve) => (finish = resolve)));
    const answers = Array.from({ length: 50 }, () => cache.serve('/opdrachten/7', render));
    await Promise.resolve();
    finish(page('<p>zeven</p>'));
    const served = await Promise.all(answers);
    expect(render).toHaveBeenCalledTimes(1);
    expect(served.filter(({ state }) => state === 'miss')).toHaveLength(1);
    expect(served.filter(({ state }) => state === 'shared')).toHaveLength(49);
    expect(served.every(({ result }) => result !== null && 'html' in result && result.html === '<p>zeven</p>')).toBe(true);
    expect((await cache.serve('/opdrachten/7', render)).state).toBe('hit');
  });

  it('drops every page on clear (a vacancy changed), and does not keep a render that started before it', async () => {
    const cache = new RenderCache({ ttlMs: 10_000, clock });
    await cache.serve('/opdrachten/1', counted(page('oud')));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    let finish: (result: ServerRenderResult) => void = () => undefined;
    const running = cache.serve('/opdrachten/2', () => new Promise<ServerRenderResult>((resolve) => (finish = resolve)));
    await Promise.resolve();
    cache.clear();
    // A request after the change does not wait for the render that may hold the old data.
    const after = cache.serve('/opdrachten/2', counted(page('nieuw')));
    finish(page('oud'));
    expect((await running).state).toBe('miss');
    expect(await after).toEqual({ result: page('nieuw'), state: 'miss' });
    expect(await cache.serve('/opdrachten/2', counted(page('x')))).toEqual({ result: page('nieuw'), state: 'hit' });
  });

  it('is off with a TTL of 0: every request renders', async () => {
    const cache = new RenderCache({ ttlMs: 0, clock });
    const render = counted(page('a'));
    expect((await cache.serve('/', render)).state).toBe('off');
    expect((await cache.serve('/', render)).state).toBe('off');
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.enabled).toBe(false);
  });
});

describe('isStorable', () => {
  it('accepts only whole, complete 200 and 404 pages', () => {
    expect(isStorable(page('a'))).toBe(true);
    expect(isStorable(page('a', { status: 404 }))).toBe(true);
    expect(isStorable(page('a', { status: 410 }))).toBe(false);
    expect(isStorable({ status: 200, head: '<head>', rest: () => Promise.resolve('') })).toBe(false);
  });
});
