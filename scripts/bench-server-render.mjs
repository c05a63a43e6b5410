// Server cost of server rendering (issue 16), reported, never asserted:
//
// 1. Throughput: autocannon (50 connections, then 4) on `/opdrachten/:id`, rendered
//    on the server, against the static `/index.html` served by the same
//    server, alternating in the same run: p99 and the req/s ratio. Every
//    response of the rendered page is checked (scripts/bench-report.cjs
//    `classifyPage`): a ratio over pages that fell back to the static one
//    would be a lie, so the fallbacks are counted and printed. Three ways:
//    - uncached: a server with SERVER_RENDER_CACHE_SECONDS=0 (every request renders);
//    - cached: a server with the default render cache (api/src/plugins/render-cache.ts),
//      one URL, so nearly every response is a kept page;
//    - mix: the cached server on up to BENCH_SSR_MIX_IDS (500) different vacancies in
//      turn (open, then closed ones), so most requests miss the cache.
//    Each response's `x-render-cache` header (hit, miss, shared, off) is counted.
// 2. Memory (on the uncached server, so every request renders): BENCH_RENDERS (10,000) renders of varying vacancies, with the
//    vacancies remote "redeployed" (its mf-manifest.json rewritten, so the
//    server registers and loads the remote again) BENCH_REDEPLOYS (6) times
//    on the way; RSS and heap after a forced GC after warm-up and every
//    1,000 renders, with the heap's least-squares trend.
//
// The server is the production one (`api/src/server.ts`, NODE_ENV=production,
// PGlite in a fresh data folder) with scripts/bench-gc-hook.mjs preloaded
// (forced GC and memory readings over IPC), serving a copy of the built
// folders (the manifest rewrites never touch the working tree). Its per-IP
// rate limits are raised: autocannon is one address asking thousands of
// times, and the server's own API calls all come from 127.0.0.1.
//
//   node scripts/bench-server-render.mjs   (after pnpm build; pnpm bench runs it)
// Knobs: BENCH_RENDER_PORT (3753), BENCH_CONNECTIONS_SSR (50), BENCH_CONNECTIONS_SSR_LOW (4), BENCH_SSR_PAIRS (3), BENCH_SSR_MIX_IDS (500),
// BENCH_SSR_SECONDS (10), BENCH_RENDERS (10000), BENCH_REDEPLOYS (6), BENCH_RENDER_CONCURRENCY (4), BENCH_MEMORY_STEP (1000),
// BENCH_CPU_PROF=1 (the server under V8's CPU profiler, self time summed up at the end).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { RAISED_LIMITS, classifyPage, countKinds, describeCounts, grouped, linearTrend, markdownTable, median, memoryGrowth, mib, percent, ratio, summariseCpuProfile, verdict } =
  require('./bench-report.cjs');

const root = resolve(import.meta.dirname, '..');
const apiRoot = join(root, 'api');

const knob = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Targets of issue 16. */
export const SERVER_TARGETS = { p99Ms: 100, ratio: 0.25 };
const REMOTE = { name: 'mf_vacancies', folder: 'mf-vacancies' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A copy of every built folder the site serves (shell and remotes), so the bench can redeploy a remote in it. */
function copySite() {
  const staticRoot = mkdtempSync(join(tmpdir(), 'interim-bench-site-'));
  const { remotes } = JSON.parse(readFileSync(join(root, 'remotes.config.json'), 'utf8'));
  for (const folder of ['shell', ...remotes.map((r) => r.folder)]) {
    const dist = join(root, folder, 'dist');
    if (existsSync(dist)) cpSync(dist, join(staticRoot, folder, 'dist'), { recursive: true });
  }
  return staticRoot;
}

/** The production server with the GC hook, on `port`, with `env` added; its warnings and errors are kept for the report. */
async function startServer(port, staticRoot, cpuProfileDir, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'interim-bench-data-'));
  const logLines = [];
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
      '--import',
      pathToFileURL(join(root, 'scripts/bench-gc-hook.mjs')).href,
      '--import',
      'tsx',
      'src/server.ts',
    ],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Production seeds no demo data since ADR 0011: the bench renders the demo vacancies.
        SEED_DEMO_DATA: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        STATIC_ROOT: staticRoot,
        LOG_LEVEL: 'warn',
        ...RAISED_LIMITS,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      logLines.push(...lines.filter(Boolean));
    });
  }
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(12_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bench server exited with ${child.exitCode}:\n${logLines.slice(-20).join('\n')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error('the bench server did not answer in time');
    }
    await sleep(500);
  }
  /** RSS and heap after a forced GC in the server. */
  const memory = () =>
    new Promise((done, fail) => {
      const onMessage = (message) => {
        if (message?.type !== 'memory') return;
        child.off('message', onMessage);
        if (message.error) fail(new Error(message.error));
        else done(message.usage);
      };
      child.on('message', onMessage);
      child.send({ type: 'memory' });
    });
  return { base, stop, memory, logLines };
}

async function fetchText(url) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** Open vacancies of the seeded database: `{ id, title }`. */
async function openVacancies(base, count) {
  const list = await listVacancies(base, count, {});
  if (list.length === 0) throw new Error('the seeded database has no open vacancy');
  return list;
}

/** Up to `count` vacancies of a filter, 100 per request (the API's most). */
async function listVacancies(base, count, filter) {
  const all = [];
  while (all.length < count) {
    const range = encodeURIComponent(JSON.stringify([all.length, Math.min(count, all.length + 100) - 1]));
    const response = await fetch(`${base}/api/vacancies?range=${range}&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    if (!response.ok) throw new Error(`GET /api/vacancies answered ${response.status}`);
    const page = await response.json();
    all.push(...page.map(({ id, title }) => ({ id, title })));
    if (page.length < 100) break;
  }
  return all;
}

/** Up to `count` vacancies whose pages anyone may see: the open ones, then closed ones. */
async function visibleVacancies(base, count) {
  const open = await listVacancies(base, count, {});
  return open.length >= count ? open : [...open, ...(await listVacancies(base, count - open.length, { status: 'closed' }))];
}

/** Waits until the detail page is server-rendered with its vacancy (the remote's server code is warm). */
async function waitForServerRender(base, vacancy, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  let kind;
  while (Date.now() < until) {
    kind = classifyPage((await fetchText(`${base}/opdrachten/${vacancy.id}`)).text, { expectText: vacancy.title });
    if (kind === 'server-rendered') return;
    await sleep(1000);
  }
  throw new Error(`/opdrachten/${vacancy.id} is still ${kind} after ${timeoutMs / 1000} s: nothing to measure`);
}

async function loadAutocannon() {
  const apiRequire = createRequire(join(apiRoot, 'package.json'));
  return apiRequire('autocannon');
}

/**
 * Waits until the server answers its health check within 50 ms (at most
 * 20 s): requests autocannon left in flight at the end of a run must not
 * slow the next one down.
 */
async function settle(base) {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 50) return;
    await sleep(500);
  }
}

const headerOf = (headers, name) => Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
/** The vacancy a detail page is of, from its canonical link. */
const vacancyIdOf = (html) => /<link rel="canonical" href="[^"]*\/opdrachten\/(\d+)"/.exec(html)?.[1];

/**
 * One autocannon run; with `classify`, every response body is classified
 * (against `expectText`, or with `titles` the title of the vacancy the
 * page is of) and its `x-render-cache` and `x-render-limit` headers counted. With `paths` each
 * request takes the next path in turn.
 */
async function cannon(autocannon, url, { seconds, connections, expectText, classify, paths, titles }) {
  await settle(new URL(url).origin);
  const kinds = [];
  const states = [];
  const limits = [];
  const request = { method: 'GET' };
  if (paths) {
    let next = 0;
    request.setupRequest = (req) => {
      const path = paths[next % paths.length];
      next += 1;
      return { ...req, path };
    };
  }
  if (classify) {
    request.onResponse = (status, body, _context, headers) => {
      const expected = titles ? titles.get(vacancyIdOf(body)) : expectText;
      kinds.push(status === 200 ? classifyPage(body, { expectText: expected ?? '(no vacancy page)' }) : `status ${status}`);
      states.push(headerOf(headers, 'x-render-cache') ?? 'none');
      limits.push(headerOf(headers, 'x-render-limit') ?? 'none');
    };
  }
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: classify || paths ? [request] : undefined,
  });
  const answered = result.requests.total > 0;
  return {
    rps: result.requests.average,
    p50: answered ? result.latency.p50 : Number.NaN,
    p99: answered ? result.latency.p99 : Number.NaN,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : Number.NaN,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kinds,
    states,
    limits,
  };
}

/**
 * The rendered page against the static one, alternating: `vacancies` one
 * (a single URL) or many (each request the next vacancy's page).
 */
async function throughput(server, vacancies, connections) {
  const autocannon = await loadAutocannon();
  const pairs = knob('BENCH_SSR_PAIRS', 3);
  const seconds = knob('BENCH_SSR_SECONDS', 10);
  const [vacancy] = vacancies;
  const rendered = `${server.base}/opdrachten/${vacancy.id}`;
  const mix = vacancies.length > 1 ? { paths: vacancies.map((v) => `/opdrachten/${v.id}`), titles: new Map(vacancies.map((v) => [String(v.id), v.title])) } : {};
  const staticPage = `${server.base}/index.html`;
  const check = await fetchText(staticPage);
  if (check.status !== 200 || classifyPage(check.text) !== 'static') throw new Error(`${staticPage} is not the static page (status ${check.status})`);

  // Warm-up of both (not counted). A mix warms up on other pages than it measures (the cache starts cold).
  await cannon(autocannon, rendered, { seconds: 2, connections, classify: false, ...(mix.paths ? { paths: [`/opdrachten/${vacancy.id}?warm-up`] } : {}) });
  await cannon(autocannon, staticPage, { seconds: 2, connections, classify: false });
  const ssr = [];
  const stat = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    ssr.push(await cannon(autocannon, rendered, { seconds, connections, expectText: vacancy.title, classify: true, ...mix }));
    stat.push(await cannon(autocannon, staticPage, { seconds, connections, expectText: undefined, classify: true }));
  }
  const ssrKinds = countKinds(ssr.flatMap((r) => r.kinds));
  const states = countKinds(ssr.flatMap((r) => r.states));
  const staticKinds = countKinds(stat.flatMap((r) => r.kinds));
  const total = ssr.reduce((sum, r) => sum + r.kinds.length, 0);
  /** Per run: the req/s of responses that really were server-rendered with the vacancy. */
  const renderedRps = (r) => (r.kinds.length ? (r.rps * r.kinds.filter((k) => k === 'server-rendered').length) / r.kinds.length : 0);
  const result = {
    connections,
    pairs,
    seconds,
    urls: vacancies.length,
    ssr: {
      rps: median(ssr.map((r) => r.rps)),
      renderedRps: median(ssr.map(renderedRps)),
      p50: median(ssr.map((r) => r.p50)),
      p99: median(ssr.map((r) => r.p99)),
      p99Worst: Math.max(...ssr.map((r) => r.p99)),
      bytes: median(ssr.map((r) => r.bytesPerResponse)),
      errors: ssr.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      kinds: ssrKinds,
      serverRenderedShare: total ? (ssrKinds['server-rendered'] ?? 0) / total : Number.NaN,
      /** `x-render-cache` of the responses: hit, miss, shared (waited for another request's render), off. */
      states,
      /** `x-render-limit` of the responses: why a page was not rendered (busy: the render queue; budget: the address's renders per minute), none when it was not refused. */
      limits: countKinds(ssr.flatMap((r) => r.limits)),
      /** Responses not rendered for themselves: kept pages and shared renders. */
      cachedShare: total ? ((states.hit ?? 0) + (states.shared ?? 0)) / total : Number.NaN,
    },
    static: {
      rps: median(stat.map((r) => r.rps)),
      p50: median(stat.map((r) => r.p50)),
      p99: median(stat.map((r) => r.p99)),
      bytes: median(stat.map((r) => r.bytesPerResponse)),
      errors: stat.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      kinds: staticKinds,
    },
    /** All responses of the rendered URL, fallbacks included. */
    ratioAll: median(ssr.map((r, i) => ratio(r.rps, stat[i].rps))),
    /** Only responses that were server-rendered with the vacancy: the target's figure. */
    ratio: median(ssr.map((r, i) => ratio(renderedRps(r), stat[i].rps))),
  };
  return result;
}

/** Rewrites the remote's manifest in the copied site (same code, new manifest text): the server loads the remote again. */
function redeployRemote(staticRoot, count) {
  const file = join(staticRoot, REMOTE.folder, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData = { ...manifest.metaData, buildInfo: { ...manifest.metaData?.buildInfo, benchRedeploy: count } };
  writeFileSync(`${file}.tmp`, JSON.stringify(manifest));
  renameSync(`${file}.tmp`, file);
}

/** `count` renders of the detail page over `vacancies` in turn, `concurrency` at a time; each response classified. */
async function renderMany(base, vacancies, count, concurrency, startAt, onProgress) {
  const kinds = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= count) return;
      const vacancy = vacancies[(startAt + index) % vacancies.length];
      const { status, text } = await fetchText(`${base}/opdrachten/${vacancy.id}`);
      kinds.push(status === 200 ? classifyPage(text, { expectText: vacancy.title }) : `status ${status}`);
      await onProgress?.(index + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return kinds;
}

async function memoryRun(server, staticRoot, vacancies) {
  const renders = knob('BENCH_RENDERS', 10_000);
  const redeploys = knob('BENCH_REDEPLOYS', 6);
  const concurrency = knob('BENCH_RENDER_CONCURRENCY', 4);
  const step = knob('BENCH_MEMORY_STEP', 1000);
  // Redeploys spread evenly, each halfway between two readings' worth of renders.
  const redeployAt = new Set(Array.from({ length: redeploys }, (_, i) => Math.round(((i + 0.5) * renders) / redeploys)));
  const readings = [];
  let redeployed = 0;
  const read = async (done) => {
    const usage = await server.memory();
    readings.push({ label: done === 0 ? 'after warm-up (300 renders)' : `after ${grouped(done)} renders (${redeployed} redeploys)`, renders: done, rss: usage.rss, heapUsed: usage.heapUsed });
  };

  await renderMany(server.base, vacancies, 300, concurrency, 0);
  await read(0);
  let done = 0;
  const kinds = [];
  const started = performance.now();
  while (done < renders) {
    const offset = done;
    const count = Math.min(step, renders - done);
    kinds.push(
      ...(await renderMany(server.base, vacancies, count, concurrency, offset, (n) => {
        if (redeployAt.has(offset + n)) {
          redeployed += 1;
          redeployRemote(staticRoot, redeployed);
        }
      })),
    );
    done += count;
    await read(done);
  }
  const trend = linearTrend(readings.map((r) => [r.renders, r.heapUsed]));
  const heaps = readings.map((r) => r.heapUsed);
  return {
    renders,
    redeploys: redeployed,
    concurrency,
    vacancies: vacancies.length,
    readings,
    heapPerThousand: trend.slope * 1000,
    heapSpread: Math.max(...heaps) - Math.min(...heaps),
    kinds: countKinds(kinds),
    seconds: (performance.now() - started) / 1000,
  };
}

/** Prints one throughput measurement (see {@link throughput}). */
function printThroughput(t, how) {
  const page = t.urls > 1 ? `/opdrachten/:id (${grouped(t.urls)} vacancies in turn)` : '/opdrachten/:id';
  console.log(`\n== Server cost, ${how}: ${page} rendered vs static /index.html (autocannon, ${t.connections} connections, ${t.pairs} alternating pairs of ${t.seconds} s, medians) ==`);
  console.log(
    markdownTable(
      ['page', 'req/s', 'p50', 'p99', 'bytes/response', 'errors + non-2xx', 'responses', 'x-render-cache', 'x-render-limit'],
      [
        [
          `${page} (server-rendered)`,
          grouped(t.ssr.rps),
          `${grouped(t.ssr.p50)} ms`,
          `${grouped(t.ssr.p99)} ms (worst run ${grouped(t.ssr.p99Worst)} ms)`,
          grouped(t.ssr.bytes),
          t.ssr.errors,
          describeCounts(t.ssr.kinds),
          describeCounts(t.ssr.states),
          describeCounts(t.ssr.limits),
        ],
        ['/index.html (static)', grouped(t.static.rps), `${grouped(t.static.p50)} ms`, `${grouped(t.static.p99)} ms`, grouped(t.static.bytes), t.static.errors, describeCounts(t.static.kinds), '', ''],
      ],
    ),
  );
  console.log(`p99 of the rendered page: ${grouped(t.ssr.p99)} ms (target < ${SERVER_TARGETS.p99Ms} ms: ${verdict(t.ssr.p99, SERVER_TARGETS.p99Ms, 'below')})`);
  console.log(
    `responses that were whole server renders with their vacancy: ${percent(t.ssr.serverRenderedShare)}; served from the render cache (hit) or from another request's render (shared): ${percent(t.ssr.cachedShare)}`,
  );
  console.log(
    `req/s of really server-rendered responses / static: ${percent(t.ratio)} (target >= ${percent(SERVER_TARGETS.ratio, 0)}: ${verdict(t.ratio, SERVER_TARGETS.ratio, 'atLeast')}); all responses of the URL, fallbacks included: ${percent(t.ratioAll)}`,
  );
  if (!(t.ssr.serverRenderedShare >= 0.99)) console.log('  NOTE: more than 1 % fell back (see the responses column and the log lines below): the p99 mixes rendered pages and cheaper fallbacks');
}

/** The server's log lines about fallbacks and render errors, by reason. */
function printFallbackLines(server, which) {
  const fallbackLines = server.logLines.filter((line) => /fell back|server render failed|render error/.test(line));
  console.log(`${which} server log lines about fallbacks or render errors (a problem is logged again after a success): ${fallbackLines.length}, by reason:`);
  const reasons = countKinds(
    fallbackLines.map((line) => {
      try {
        const entry = JSON.parse(line);
        return `${entry.remote ?? '-'}: ${entry.reason ?? entry.error ?? entry.msg}`;
      } catch {
        return line.slice(0, 200);
      }
    }),
  );
  for (const [reason, count] of Object.entries(reasons).sort((a, b) => b[1] - a[1])) console.log(`  ${count} x ${reason}`);
}

/**
 * Runs every part and prints it: on a server without the render cache
 * (SERVER_RENDER_CACHE_SECONDS=0) the uncached throughput and the memory
 * run, then on a server with the default cache the cached throughput (one
 * URL) and the mix of many vacancies. Returns the figures.
 */
export async function runServerRenderBench({ port = knob('BENCH_RENDER_PORT', 3753) } = {}) {
  if (!existsSync(join(root, 'shell/dist/server/main.js'))) throw new Error('shell/dist/server/main.js is missing: run pnpm build first');
  const staticRoot = copySite();
  // BENCH_CPU_PROF=1: the server runs under V8's CPU profiler; its self time is summed up after it stopped.
  const cpuProfileDir = process.env.BENCH_CPU_PROF === '1' ? mkdtempSync(join(tmpdir(), 'interim-bench-prof-')) : undefined;
  const connectionCounts = [knob('BENCH_CONNECTIONS_SSR', 50), knob('BENCH_CONNECTIONS_SSR_LOW', 4)];
  let server;
  try {
    server = await startServer(port, staticRoot, cpuProfileDir, { SERVER_RENDER_CACHE_SECONDS: '0' });
    const vacancies = await openVacancies(server.base, 100);
    const [first] = vacancies;
    await waitForServerRender(server.base, first);

    console.log(`production server (NODE_ENV=production, PGlite); per-IP limits raised for the bench: ${Object.entries(RAISED_LIMITS).map(([k, v]) => `${k}=${v}`).join(' ')}`);
    // The target's 50 connections, then a few (where the render has time to finish within its budgets).
    const uncached = [];
    for (const connections of connectionCounts) {
      const t = await throughput(server, [first], connections);
      uncached.push(t);
      printThroughput(t, 'uncached (SERVER_RENDER_CACHE_SECONDS=0: every request renders)');
    }
    const [t, low] = uncached;

    const m = await memoryRun(server, staticRoot, vacancies);
    const growth = memoryGrowth(m.readings);
    console.log(
      `\n== Server memory over ${grouped(m.renders)} renders of /opdrachten/:id (uncached; ${m.vacancies} vacancies in turn, ${m.concurrency} at a time, ${m.redeploys} redeploys of ${REMOTE.name}, forced GC before each reading) ==`,
    );
    console.log(
      markdownTable(
        ['reading', 'RSS', 'heap used', 'heap since warm-up', 'heap since previous'],
        growth.map((g) => [g.label, mib(g.rss), mib(g.heapUsed), mib(g.heapSinceFirst, true), mib(g.heapSincePrevious, true)]),
      ),
    );
    console.log(`responses: ${describeCounts(m.kinds)} in ${m.seconds.toFixed(0)} s (${grouped(m.renders / m.seconds)} renders/s)`);
    const last = growth[growth.length - 1];
    const middle = growth[Math.max(0, m.readings.findIndex((r) => r.renders >= m.renders / 2))];
    console.log(
      `heap: warm-up ${mib(growth[0].heapUsed)}, halfway ${mib(middle.heapUsed)}, end ${mib(last.heapUsed)} (${mib(last.heapSinceFirst, true)}); RSS ${mib(last.rssSinceFirst, true)}; ` +
        `least-squares trend ${mib(m.heapPerThousand, true)} per 1,000 renders (${mib(m.heapPerThousand * (m.renders / 1000), true)} over the run) against a spread of ${mib(m.heapSpread)} between readings`,
    );
    printFallbackLines(server, 'uncached');
    await server.stop();
    server = undefined;

    // The same build with the render cache at its default (SERVER_RENDER_CACHE_SECONDS unset: 10 s).
    server = await startServer(port, staticRoot, undefined, { SERVER_RENDER_CACHE_SECONDS: '' });
    const [firstCached] = await openVacancies(server.base, 1);
    await waitForServerRender(server.base, firstCached);
    const cached = [];
    for (const connections of connectionCounts) {
      const c = await throughput(server, [firstCached], connections);
      cached.push(c);
      printThroughput(c, 'cached (default SERVER_RENDER_CACHE_SECONDS, one URL)');
    }
    const mixVacancies = await visibleVacancies(server.base, knob('BENCH_SSR_MIX_IDS', 500));
    const mix = await throughput(server, mixVacancies, connectionCounts[0]);
    printThroughput(mix, `mix (default cache, ${grouped(mixVacancies.length)} vacancies in turn: mostly misses)`);
    printFallbackLines(server, 'cached');
    console.log(`machine load average (1/5/15 min) at the end: ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
    return { throughput: t, throughputLow: low, cached: cached[0], cachedLow: cached[1], mix, memory: m, growth };
  } finally {
    await server?.stop();
    rmSync(staticRoot, { recursive: true, force: true });
    if (cpuProfileDir) {
      printCpuProfile(cpuProfileDir);
      rmSync(cpuProfileDir, { recursive: true, force: true });
    }
  }
}

/** The server's CPU profile (written when it exits), summed up by code area and by function. */
function printCpuProfile(dir) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) {
    console.log('no CPU profile was written (the server did not exit normally)');
    return;
  }
  const summary = summariseCpuProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')), 15);
  console.log(`\n== Server CPU profile (BENCH_CPU_PROF=1, the whole server run, ${grouped(summary.samples)} samples): self time ==`);
  console.log(markdownTable(['code area', 'share'], summary.areas.map((a) => [a.name, percent(a.share)])));
  console.log(markdownTable(['function', 'share'], summary.functions.map((f) => [f.name, percent(f.share)])));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runServerRenderBench();
}
