import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { RenderJob } from '@interim/shared/contract/server-render';
import { RenderPool } from './render-pool.js';

// ADR 0024: server renders run in worker threads. A stand-in server build
// tells which thread rendered, reads the visitor's remotes.json and a
// manifest the way a real render does, and can crash, hang or wait.

const SPA_HTML = '<!doctype html><html><head><title>Interimly</title></head><body><div id="root"></div></body></html>';

const renderModule = `
const { threadId, isMainThread } = require('node:worker_threads');
module.exports = Promise.resolve({
  warmUp: async (origin, log, readSiteFile) => log('warmed up', { table: await readSiteFile('/remotes.json') }),
  renderPage: async (request) => {
    if (request.url === '/crash') process.exit(3);
    if (request.url === '/crash-silently') process.exit(5);
    if (request.url === '/hang') for (;;) {}
    if (request.url === '/throws') throw new Error('render failed');
    if (request.url.startsWith('/wait')) await new Promise((resolve) => setTimeout(resolve, 300));
    if (request.url === '/stream-crash') return { status: 200, head: '<html><head><title>x</title>', rest: () => new Promise(() => process.exit(4)) };
    if (request.url === '/stream') return { status: 200, head: '<html><head><title>x</title>', rest: async () => '</head><body>streamed in ' + threadId + '</body></html>' };
    request.log('rendering', { url: request.url });
    const table = await request.readSiteFile('/remotes.json');
    const manifest = await request.readSiteFile('/remotes/vacatures/mf-manifest.json');
    return { status: 200, html: 'thread ' + threadId + ' main ' + isMainThread + ' table ' + table + ' manifest ' + manifest + ' template ' + request.template.length, complete: true };
  },
});
`;

async function put(root: string, relative: string, content: string): Promise<void> {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const job = (url: string, remotesTable = '{"mf_vacancies":"/remotes/vacatures/mf-manifest.json"}'): RenderJob => ({
  url,
  origin: 'http://127.0.0.1:1',
  siteUrl: 'http://www.interimly.nl',
  remotesTable,
});

describe('the render pool (worker threads)', () => {
  let root: string;
  let shellDist: string;
  let pool: RenderPool;
  const poolLog: [string, Record<string, unknown>][] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'interim-render-pool-'));
    shellDist = path.join(root, 'shell', 'dist');
    await put(root, 'shell/dist/spa.html', SPA_HTML);
    await put(root, 'shell/dist/server/main.js', renderModule);
    await put(root, 'mf-vacancies/dist/mf-manifest.json', '{"v":1}');
    pool = new RenderPool({
      size: 2,
      limits: { concurrency: 4, queue: 2, maxWaitMs: 200 },
      shellDist,
      siteFolders: [
        { prefix: '/', root: shellDist },
        { prefix: '/remotes/vacatures/', root: path.join(root, 'mf-vacancies', 'dist') },
      ],
      timeoutMs: 3000,
      log: (message, details) => poolLog.push([message, details]),
    });
  });

  afterAll(async () => {
    await pool?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("renders in a worker thread, not the main one, with the visitor's remotes.json, the site's files and the template; its log lines come back", async () => {
    const lines: [string, Record<string, unknown>][] = [];
    const { result, thread } = await pool.render(job('/opdrachten'), (message, details) => lines.push([message, details]));
    expect(thread).toBeDefined();
    expect(thread).not.toBe(threadId);
    expect(pool.stats.threads).toContain(thread);
    expect(result).toEqual({
      status: 200,
      html: `thread ${thread} main false table {"mf_vacancies":"/remotes/vacatures/mf-manifest.json"} manifest {"v":1} template ${SPA_HTML.length}`,
      complete: true,
    });
    expect(lines).toEqual([['rendering', { url: '/opdrachten' }]]);
    // Another selection of releases reaches the worker with the very next render.
    const canary = await pool.render(job('/opdrachten', '{"mf_vacancies":"/releases/mf_vacancies/2/mf-manifest.json"}'));
    expect(canary.result && 'html' in canary.result ? canary.result.html : '').toContain('table {"mf_vacancies":"/releases/mf_vacancies/2/mf-manifest.json"}');
  });

  it('spreads renders over its workers', async () => {
    const renders = await Promise.all([pool.render(job('/wait-1')), pool.render(job('/wait-2')), pool.render(job('/wait-3')), pool.render(job('/wait-4'))]);
    expect(new Set(renders.map((render) => render.thread)).size).toBe(2);
  });

  it('streams: the head, then the rest rendered in the worker', async () => {
    const { result, thread } = await pool.render(job('/stream'));
    expect(result && 'head' in result ? [result.head, await result.rest()] : result).toEqual(['<html><head><title>x</title>', `</head><body>streamed in ${thread}</body></html>`]);
  });

  it('answers a render that throws with an error, and the worker keeps rendering', async () => {
    const before = pool.stats;
    await expect(pool.render(job('/throws'))).rejects.toThrow('render failed');
    expect(pool.stats.threads).toEqual(before.threads);
  });

  it('replaces a worker that crashes; its render fails at once instead of hanging', async () => {
    const before = pool.stats;
    await expect(pool.render(job('/crash'))).rejects.toThrow('render worker exited with code 3');
    expect(pool.stats.replaced).toBe(before.replaced + 1);
    expect(pool.stats.workers).toBe(2);
    const { result, thread } = await pool.render(job('/opdrachten'));
    expect(result).not.toBeNull();
    expect(thread).toBeDefined();
  });

  it('gives a streamed page whose worker dies after the head the rest without a render', async () => {
    const { result } = await pool.render(job('/stream-crash'));
    expect(result && 'rest' in result ? await result.rest() : result).toBe('</head><body><div id="root"></div></body></html>');
  });

  it('ends and replaces a worker that hangs, after the timeout', async () => {
    const before = pool.stats;
    const started = Date.now();
    await expect(pool.render(job('/hang'))).rejects.toThrow('render worker did not answer in time');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(pool.stats.replaced).toBe(before.replaced + 1);
    expect(pool.stats.threads).not.toEqual(before.threads);
    expect((await pool.render(job('/opdrachten'))).result).not.toBeNull();
    expect(poolLog.map(([message]) => message)).toContain('server render: a render worker did not answer in time; it is replaced');
  });

  it('is the render queue: as many turns as its concurrency, a few waiting, the rest refused', async () => {
    const turns = await Promise.all(Array.from({ length: 4 }, () => pool.admit()));
    const waiting = [pool.admit(), pool.admit()];
    await expect(pool.admit()).rejects.toMatchObject({ statusCode: 503 });
    expect(pool.stats).toMatchObject({ running: 4, waiting: 2 });
    for (const turn of turns) turn();
    for (const turn of await Promise.all(waiting)) turn();
    expect(pool.stats).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses at once a render whose turn would not come within the wait at the pace renders end, though the queue has room', async () => {
    const paced = new RenderPool({ size: 1, limits: { concurrency: 1, queue: 10, maxWaitMs: 100 }, shellDist, siteFolders: [] });
    try {
      const slow = await paced.admit();
      await new Promise((resolve) => setTimeout(resolve, 150));
      slow();
      const running = await paced.admit();
      const refusedAt = performance.now();
      await expect(paced.admit()).rejects.toMatchObject({ statusCode: 503 });
      expect(performance.now() - refusedAt).toBeLessThan(50);
      expect(paced.stats).toMatchObject({ running: 1, waiting: 0, workers: 0 });
      running();
    } finally {
      await paced.close();
    }
  });

  it('warms up every worker with the live remotes.json', async () => {
    const lines: [string, Record<string, unknown>][] = [];
    await pool.warmUp('http://127.0.0.1:1', '{"live":true}', (message, details) => lines.push([message, details]));
    expect(lines).toEqual([
      ['warmed up', { table: '{"live":true}' }],
      ['warmed up', { table: '{"live":true}' }],
    ]);
  });

  it('does not restart at once a worker that died before it answered anything (a crash loop): renders fall back meanwhile', async () => {
    const fragile = new RenderPool({ size: 1, limits: { concurrency: 1, queue: 0, maxWaitMs: 0 }, shellDist, siteFolders: [] });
    try {
      await expect(fragile.render(job('/crash-silently'))).rejects.toThrow('render worker exited with code 5');
      const started = Date.now();
      expect(await fragile.render(job('/opdrachten'))).toEqual({ result: null });
      expect(Date.now() - started).toBeLessThan(500);
      expect(fragile.stats.workers).toBe(0);
    } finally {
      await fragile.close();
    }
  });

  it('stops its workers when closed; a render afterwards is not rendered', async () => {
    const closing = new RenderPool({ size: 1, limits: { concurrency: 1, queue: 0, maxWaitMs: 0 }, shellDist, siteFolders: [] });
    expect((await closing.render(job('/opdrachten'))).result).not.toBeNull();
    await closing.close();
    expect(closing.stats.workers).toBe(0);
    expect(await closing.render(job('/opdrachten'))).toEqual({ result: null });
  });
});

/**
 * Issue 42 item 9: inside the per-address budget one client's renders took
 * every turn, and another visitor's page waited behind them all. The pool's
 * queue gives each client a share; fake renders hold and give back turns
 * (no worker starts: nothing is rendered).
 */
describe('the render queue is fair between clients', () => {
  const pools: RenderPool[] = [];
  afterAll(async () => Promise.all(pools.map((pool) => pool.close())));

  const queue = (limits: { concurrency: number; queue: number; maxWaitMs: number; perClient?: number }) => {
    const pool = new RenderPool({ size: 1, limits, shellDist: '/nonexistent', siteFolders: [] });
    pools.push(pool);
    const started: string[] = [];
    const turns = new Map<string, () => void>();
    const refused: string[] = [];
    /** A fake render of `client`: it starts when its turn comes and runs until `end(label)`. */
    const render = (client: string, label: string) =>
      pool.admit(client).then(
        (release) => {
          started.push(label);
          turns.set(label, release);
        },
        () => {
          refused.push(label);
        },
      );
    const end = (label: string) => {
      const release = turns.get(label);
      if (!release) throw new Error(`${label} has not started`);
      release();
    };
    return { pool, started, refused, render, end };
  };
  // A turn passes on in a later turn of the event loop (the limiter's setImmediate).
  const settle = async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  it("starts another client's render before the flooding client's 3rd", async () => {
    const { started, render, end } = queue({ concurrency: 2, queue: 128, maxWaitMs: 60_000, perClient: 2 });
    for (let index = 1; index <= 6; index += 1) void render('203.0.113.7', `flood ${index}`);
    await settle();
    expect(started).toEqual(['flood 1', 'flood 2']);
    void render('198.51.100.1', 'visitor');
    await settle();
    end('flood 1');
    await settle();
    expect(started).toEqual(['flood 1', 'flood 2', 'visitor']);
    end('flood 2');
    await settle();
    expect(started).toEqual(['flood 1', 'flood 2', 'visitor', 'flood 3']);
    // The flood's own renders keep their order, one per turn it gives back.
    for (const label of ['visitor', 'flood 3', 'flood 4', 'flood 5']) {
      end(label);
      await settle();
    }
    expect(started).toEqual(['flood 1', 'flood 2', 'visitor', 'flood 3', 'flood 4', 'flood 5', 'flood 6']);
    end('flood 6');
  });

  it('gives one client at most its share of the turns though more are free; the default share is at most half the turns', async () => {
    const { pool, started, render, end } = queue({ concurrency: 4, queue: 128, maxWaitMs: 60_000 });
    for (let index = 1; index <= 4; index += 1) void render('203.0.113.7', `flood ${index}`);
    await settle();
    expect(started).toEqual(['flood 1', 'flood 2']);
    expect(pool.stats).toMatchObject({ running: 2, waiting: 0, waitingForShare: 2 });
    void render('198.51.100.1', 'visitor 1');
    void render('198.51.100.1', 'visitor 2');
    await settle();
    expect(started).toEqual(['flood 1', 'flood 2', 'visitor 1', 'visitor 2']);
    for (const label of started.slice()) end(label);
    await settle();
    for (const label of ['flood 3', 'flood 4']) end(label);
    expect(pool.stats).toMatchObject({ running: 0, waiting: 0, waitingForShare: 0 });
    const small = queue({ concurrency: 2, queue: 128, maxWaitMs: 60_000 });
    void small.render('203.0.113.7', 'flood 1');
    void small.render('203.0.113.7', 'flood 2');
    void small.render('198.51.100.1', 'visitor');
    await settle();
    expect(small.started).toEqual(['flood 1', 'visitor']);
    for (const label of small.started.slice()) small.end(label);
    await settle();
    small.end('flood 2');
  });

  it("refuses a client's renders beyond its share and its own line, so the page falls back; others still get turns", async () => {
    const { pool, started, refused, render, end } = queue({ concurrency: 2, queue: 128, maxWaitMs: 60_000, perClient: 1 });
    const renders = Array.from({ length: 12 }, (_, index) => render('203.0.113.7', `flood ${index + 1}`));
    await settle();
    expect(started).toEqual(['flood 1']);
    // One running, eight waiting in its line (MAX_WAITING_PER_CLIENT), the rest refused.
    expect(refused).toEqual(['flood 10', 'flood 11', 'flood 12']);
    void render('198.51.100.1', 'visitor');
    await settle();
    expect(started).toEqual(['flood 1', 'visitor']);
    for (let index = 1; index <= 9; index += 1) {
      end(`flood ${index}`);
      await settle();
    }
    end('visitor');
    await Promise.all(renders);
    expect(pool.stats).toMatchObject({ running: 0, waiting: 0, waitingForShare: 0 });
  });

  it("gives the share back when the pool's queue refuses a render", async () => {
    const { pool, started, refused, render, end } = queue({ concurrency: 1, queue: 0, maxWaitMs: 60_000, perClient: 1 });
    await render('198.51.100.1', 'visitor');
    await render('203.0.113.7', 'flood 1');
    expect(refused).toEqual(['flood 1']);
    end('visitor');
    await render('203.0.113.7', 'flood 2');
    expect(started).toEqual(['visitor', 'flood 2']);
    end('flood 2');
    expect(pool.stats).toMatchObject({ running: 0, waiting: 0, waitingForShare: 0 });
  });
});
