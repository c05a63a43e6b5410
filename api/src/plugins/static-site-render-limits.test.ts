import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadEnv, loadTestEnv } from '../config/env.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Issue 29 item 2: server renders are limited per visitor and per instance,
// and the render cache ignores query parameters no page reads. A stand-in
// server build numbers its renders and spends ~10 ms of CPU on each (a real
// render takes 15-50 ms); `/langzaam` pages also wait 300 ms.

const SPA_HTML = '<!doctype html><html><head><title>Interimly</title></head><body><div id="root"></div></body></html>';

const renderModule = `
let renders = 0;
let running = 0;
module.exports = Promise.resolve({
  renderPage: async (request) => {
    renders += 1;
    running += 1;
    const number = renders;
    const atOnce = running;
    const until = Date.now() + 10;
    while (Date.now() < until) {}
    if (request.url.startsWith('/langzaam')) await new Promise((resolve) => setTimeout(resolve, 300));
    running -= 1;
    return {
      status: 200,
      html: request.template.replace('<div id="root"></div>', '<div id="root">render ' + number + ' ' + request.url + ' at-once ' + atOnce + '</div>'),
      complete: true,
    };
  },
});
`;

async function put(root: string, relative: string, content: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A visitor's address of its own per run (the Redis counters are shared by runs). */
const visitor = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

const stores = [{ store: 'memory', redisUrl: undefined }, ...(loadTestEnv().testRedisUrl ? [{ store: 'redis', redisUrl: loadTestEnv().testRedisUrl }] : [])];

describe.each(stores)('server render limits (rate-limit store: $store)', ({ redisUrl }) => {
  let root: string;
  let testApp: TestApp;
  let base: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-render-limits-'));
    await put(root, 'shell/dist/index.html', SPA_HTML);
    await put(root, 'shell/dist/spa.html', SPA_HTML);
    await put(root, 'shell/dist/pages.json', JSON.stringify({ fallback: 'spa.html', personalCookies: ['interim_active_user'], pages: [] }));
    await put(root, 'shell/dist/remotes.json', '{}');
    await put(root, 'shell/dist/server/main.js', renderModule);
    testApp = await createTestApp(
      { name: 'pglite' },
      {
        seed: false,
        config: {
          serveStatic: true,
          staticRoot: root,
          publicUrl: 'http://www.interimly.nl',
          serverRenderCacheSeconds: 60,
          serverRenderStream: false,
          // Visitors are told apart by X-Forwarded-For, as behind a load balancer.
          trustProxy: true,
          serverRenderConcurrency: 2,
          serverRenderQueue: 2,
          trafficLimits: { ...loadEnv({}).trafficLimits, rendersPerMinute: 10 },
          redisUrl,
        },
      },
    );
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await testApp?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function get(url: string, from: string) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': from } });
    const text = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      cache: response.headers.get('x-render-cache'),
      limit: response.headers.get('x-render-limit'),
      render: /render (\d+) ([^<\s]*)/.exec(text),
      atOnce: Number(/at-once (\d+)/.exec(text)?.[1] ?? 0),
    };
  }

  it('keeps one page for a URL whatever unknown parameters, or their order, it carries', async () => {
    const from = visitor();
    const first = await get('/opdrachten?utm_source=nieuwsbrief&q=zorg&sector=3', from);
    expect(first.cache).toBe('miss');
    // Rendered for the parameters pages read, in a fixed order.
    expect(first.render?.[2]).toBe('/opdrachten?q=zorg&sector=3');
    for (const url of ['/opdrachten?sector=3&q=zorg', '/opdrachten?q=zorg&sector=3&x=12345', '/opdrachten?fbclid=abc&sector=3&utm_campaign=x&q=zorg']) {
      const again = await get(url, from);
      expect([url, again.cache, again.render?.[1]]).toEqual([url, 'hit', first.render?.[1]]);
    }
    // A parameter pages read is another page.
    expect((await get('/opdrachten?q=zorg&sector=4', from)).cache).toBe('miss');
  });

  it("sends a visitor over the render budget the browser-rendered page, and leaves other visitors' budgets alone", async () => {
    const from = visitor();
    const answers = [];
    for (let i = 0; i < 14; i += 1) answers.push(await get(`/opdrachten?q=budget-${i}`, from));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.slice(0, 10).every((answer) => answer.render !== null && answer.limit === null)).toBe(true);
    expect(answers.slice(10).map((answer) => [answer.render, answer.limit])).toEqual(Array.from({ length: 4 }, () => [null, 'budget']));
    // A kept page costs no budget: still served to this visitor.
    expect((await get('/opdrachten?q=budget-0', from)).cache).toBe('hit');
    const other = await get('/opdrachten?q=budget-other', visitor());
    expect([other.cache, other.limit]).toEqual(['miss', null]);
  });

  it('renders at most the concurrency at once, queues a few, and sends the rest the browser-rendered page at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get(`/langzaam?q=druk-${i}`, visitor())));
    const rendered = answers.filter((answer) => answer.render !== null);
    const busy = answers.filter((answer) => answer.limit === 'busy');
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(rendered.length + busy.length).toBe(12);
    // Never more than 2 renders at once; 2 running and 2 queued at most when they arrive together (more only as turns free up).
    expect(Math.max(...rendered.map((answer) => answer.atOnce))).toBeLessThanOrEqual(2);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    // A refused page does not wait for a render.
    expect(Math.min(...busy.map((answer) => answer.ms))).toBeLessThan(Math.max(...rendered.map((answer) => answer.ms)));
  });

  it("keeps another visitor's kept page fast under a flood of unique URLs from one client", async () => {
    const other = visitor();
    const flooder = visitor();
    expect((await get('/opdrachten/7', other)).render).not.toBeNull();
    let flooding = true;
    const flood: Awaited<ReturnType<typeof get>>[] = [];
    // 16 parallel loops of unique searches from one address (the review's attack).
    const loops = Array.from({ length: 16 }, async (_, loop) => {
      for (let i = 0; flooding && i < 20; i += 1) flood.push(await get(`/opdrachten?q=flood-${loop}-${i}-${randomInt(1e9)}`, flooder));
    });
    const seen: Awaited<ReturnType<typeof get>>[] = [];
    for (let i = 0; i < 30; i += 1) seen.push(await get('/opdrachten/7', other));
    flooding = false;
    await Promise.all(loops);

    // The other visitor's page came from the cache every time: no render queue on its way.
    expect(seen.map((answer) => answer.cache)).toEqual(Array.from({ length: 30 }, () => 'hit'));
    // The flood got at most its budget of renders; the rest was the browser-rendered page.
    const floodRenders = flood.filter((answer) => answer.render !== null).length;
    expect(floodRenders).toBeLessThanOrEqual(10);
    expect(flood.filter((answer) => answer.limit !== null).length).toBe(flood.length - floodRenders);
    expect(flood.every((answer) => answer.status === 200)).toBe(true);
    const times = seen.map((answer) => answer.ms).sort((a, b) => a - b);
    const p90 = times[Math.floor(times.length * 0.9)]!;
    // Reported in docs/quality.md; the bound is wide for a loaded 2-core machine (the review's target: 500 ms).
    process.stdout.write(`render flood: ${flood.length} flood requests, ${floodRenders} rendered; other visitor's kept page p50 ${times[15]!.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms\n`);
    expect(p90).toBeLessThan(2000);
  }, 60_000);
});
