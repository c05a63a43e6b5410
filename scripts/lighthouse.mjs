// Lighthouse (mobile preset) on the production build, median of LIGHTHOUSE_RUNS
// runs (default 5), one at a time: `/`, `/opdrachten`, `/opdrachten/:id` (the
// newest open vacancy of the seeded database), `/login`, `/aanmelden`, plus
// the home page of the shell built WITHOUT module federation (MF_BASELINE=1,
// see shared/build/webpack-app.cjs), so the cost of federation is a ratio
// measured in the same run. Each page's HTML is checked first: the table says
// whether the server rendered it (issue 16) or served the static page.
// Reports, never asserts.
//
// `node scripts/lighthouse.mjs` alone, or from `pnpm bench` (BENCH_SKIP_LIGHTHOUSE=1 skips it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { RAISED_LIMITS, classifyPage, median } = require('./bench-report.cjs');

const root = resolve(import.meta.dirname, '..');
const baselineRoot = join(root, '.reports/shell-baseline');
const baselineIndex = join(baselineRoot, 'shell/dist/index.html');

/**
 * Targets of issues 8 and 16: performance per page, simulated LCP, CLS and
 * TBT everywhere. TBT is issue 41's 300 ms: the pages now hydrate during the
 * measurement (at once or when idle after load), as they must; the 200 ms of
 * issue 33 was met by not hydrating a remote page until the visitor moved.
 */
export const TARGETS = { homeScore: 95, otherScore: 90, lcpMs: 2500, cls: 0.1, tbtMs: 300 };
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium through the e2e package's Playwright, with Lighthouse's flags (Playwright sets headless itself): the trace and the time to live. */
export function launchChromium() {
  const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Waits until `url` answers 2xx (the API's health check), polling every 500 ms. */
export async function waitForHealth(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * The production server (API + static site) on `port` (default a free one)
 * with a fresh data folder, its per-IP limits raised (RAISED_LIMITS: the
 * server render's own searches all come from 127.0.0.1).
 */
async function startServer(extraEnv = {}, port = undefined) {
  port ??= await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'interim-lighthouse-'));
  const child = spawn('pnpm', ['--filter', '@interim/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'error', DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Production seeds no demo data since ADR 0011: the pages are measured with the demo vacancies.
      SEED_DEMO_DATA: 'true', ...RAISED_LIMITS, ...extraEnv },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${base}/api/health`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Builds the shell without federation when missing or older than the federated build. */
function buildBaseline() {
  const federated = join(root, 'shell/dist/index.html');
  const fresh = existsSync(baselineIndex) && statSync(baselineIndex).mtimeMs >= statSync(federated).mtimeMs;
  if (fresh && process.env.BENCH_BUILD !== '1') return;
  console.log('building the shell without module federation (MF_BASELINE=1) ...');
  // The browser build only: the shell's Node build (config "server") would be rebuilt into shell/dist/server.
  const build = spawnSync('pnpm', ['--filter', '@interim/shell', 'exec', 'webpack', '--mode', 'production', '--config-name', 'browser'], {
    cwd: root,
    env: { ...process.env, MF_BASELINE: '1' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('baseline build failed');
  // Prerendered like the federated shell, so the two differ only in federation.
  const prerender = spawnSync('node', [join(root, 'shell/scripts/prerender.mjs'), dirname(baselineIndex)], { cwd: root, stdio: 'inherit' });
  if (prerender.status !== 0) throw new Error('baseline prerender failed');
}

async function loadTools() {
  const e2eRequire = createRequire(join(root, 'e2e/package.json'));
  const lighthousePath = e2eRequire.resolve('lighthouse');
  const { default: lighthouse } = await import(pathToFileURL(lighthousePath).href);
  const chromeLauncher = await import(pathToFileURL(createRequire(lighthousePath).resolve('chrome-launcher')).href);
  return { lighthouse, chromeLauncher };
}

/** One Lighthouse run (default config = mobile preset with simulated throttling). */
async function measure(lighthouse, port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // Issue 41: the run must cover the hydration a page does by itself. A server-rendered remote's area
  // hydrates once its routes chunk is in: loaded within Lighthouse's window, or not.
  const routesLoaded = requests.some((r) => r.url?.includes('__federation_expose_routes'));
  return {
    routesLoaded,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    jsBytes,
  };
}

/** A run whose trace came out broken (NO_NAVSTART etc. on a loaded machine) is repeated, twice at most. */
async function measureWithRetries(lighthouse, port, url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(lighthouse, port, url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
}

function summarise(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  const hydrated = runs.filter((r) => r.routesLoaded).length;
  return { score: pick('score'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt'), fcp: pick('fcp'), jsBytes: pick('jsBytes'), runs: runs.length, hydrated };
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function verdict(page, m) {
  const target = page.path === '/' ? TARGETS.homeScore : TARGETS.otherScore;
  const missed = [];
  if (m.score < target) missed.push(`score < ${target}`);
  if (m.lcp > TARGETS.lcpMs) missed.push(`LCP > ${(TARGETS.lcpMs / 1000).toFixed(1)} s`);
  if (m.cls > TARGETS.cls) missed.push(`CLS > ${TARGETS.cls}`);
  if (m.tbt > TARGETS.tbtMs) missed.push(`TBT > ${TARGETS.tbtMs} ms`);
  return missed.length ? `MISSED (${missed.join(', ')})` : 'ok';
}

/**
 * The same built site without the shell's server build (links to the built
 * files, `shell/dist/server` left out): the server then answers every page
 * with the static (prerendered) page, as before issue 16.
 */
function siteWithoutServerRender() {
  const site = mkdtempSync(join(tmpdir(), 'interim-no-ssr-'));
  const { remotes } = JSON.parse(readFileSync(join(root, 'remotes.config.json'), 'utf8'));
  mkdirSync(join(site, 'shell/dist'), { recursive: true });
  for (const name of readdirSync(join(root, 'shell/dist'))) {
    if (name !== 'server') symlinkSync(join(root, 'shell/dist', name), join(site, 'shell/dist', name));
  }
  for (const { folder } of remotes) {
    mkdirSync(join(site, folder), { recursive: true });
    symlinkSync(join(root, folder, 'dist'), join(site, folder, 'dist'));
  }
  return site;
}

async function newestVacancy(base) {
  const list = await fetch(`${base}/api/vacancies?range=[0,0]`);
  const [vacancy] = await list.json();
  if (!vacancy) throw new Error('GET /api/vacancies returned no vacancy');
  return { id: vacancy.id, title: vacancy.title };
}

/**
 * The production servers Lighthouse and the trace measure: the federated
 * build (`federated`), the shell without federation (`baseline`, built when
 * missing) and, with `withoutServerRender`, the federated build with server
 * rendering left out (`static`: the pages as before issue 16); plus the
 * newest open vacancy of each seeded database. `ports` pins their ports
 * (pnpm bench: BENCH_PORT + 1, + 2 and + 4).
 */
export async function startSiteServers({ ports = [], withoutServerRender = false } = {}) {
  if (!existsSync(join(root, 'shell/dist/index.html'))) throw new Error('shell/dist is missing: run pnpm build first');
  buildBaseline();
  const stops = [];
  const stop = () => {
    for (const s of stops) s();
  };
  const noSsrSite = withoutServerRender ? siteWithoutServerRender() : undefined;
  if (noSsrSite) stops.push(() => rmSync(noSsrSite, { recursive: true, force: true }));
  const started = await Promise.allSettled([
    startServer({}, ports[0]),
    startServer({ STATIC_ROOT: baselineRoot }, ports[1]),
    ...(noSsrSite ? [startServer({ STATIC_ROOT: noSsrSite }, ports[2])] : []),
  ]);
  for (const s of started) if (s.status === 'fulfilled') stops.push(s.value.stop);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    stop();
    throw failed.reason;
  }
  const [federated, baseline, staticSite] = started.map((s) => s.value);
  try {
    return {
      federated,
      baseline,
      vacancy: await newestVacancy(federated.base),
      ...(staticSite ? { static: { ...staticSite, vacancy: await newestVacancy(staticSite.base) } } : {}),
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * What the server answers for each page (scripts/bench-report.cjs
 * `classifyPage`), once its render is warm: the remotes' server code is
 * loaded in the background after the server starts, so a page is asked for
 * again (at most `timeoutMs`) until it is server-rendered.
 */
async function pageKinds(pages, timeoutMs = 60_000) {
  const kinds = {};
  for (const page of pages) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const response = await fetch(page.url);
      const kind = response.ok ? classifyPage(await response.text(), { expectText: page.expectText }) : `status ${response.status}`;
      kinds[page.label] = kind;
      if (kind === 'server-rendered' || page.baseline || page.before || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  return kinds;
}

/**
 * Runs the whole measurement and prints it. Returns the medians per page
 * (`{ label: { score, lcp, cls, tbt, fcp, jsBytes, html } }`). Starts its own
 * servers unless `servers` (startSiteServers) are given.
 */
export async function runLighthouse({ runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5), servers = undefined } = {}) {
  const { lighthouse, chromeLauncher } = await loadTools();
  const own = servers ? undefined : await startSiteServers({ withoutServerRender: process.env.LIGHTHOUSE_WITHOUT_SSR === '1' });
  const { federated, baseline, vacancy } = servers ?? own;
  let chrome;
  try {
    const pages = [
      { label: '/', path: '/', url: `${federated.base}/` },
      { label: '/opdrachten', path: '/opdrachten', url: `${federated.base}/opdrachten` },
      { label: `/opdrachten/${vacancy.id}`, path: '/opdrachten/:id', url: `${federated.base}/opdrachten/${vacancy.id}`, expectText: vacancy.title },
      { label: '/login', path: '/login', url: `${federated.base}/login` },
      { label: '/aanmelden', path: '/aanmelden', url: `${federated.base}/aanmelden` },
      { label: '/ (baseline, no federation)', path: '/', baseline: true, url: `${baseline.base}/` },
    ];
    // The same pages without server rendering (LIGHTHOUSE_WITHOUT_SSR=1 in pnpm bench): the "before" of issue 16, in the same run.
    const staticSite = (servers ?? own).static;
    if (staticSite) {
      for (const page of pages.filter((p) => !p.baseline)) {
        const path = page.path === '/opdrachten/:id' ? `/opdrachten/${staticSite.vacancy.id}` : page.path;
        pages.push({ label: `${page.label} without server render`, path: page.path, url: `${staticSite.base}${path}`, before: true });
      }
    }

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    // Warm-up of the servers' file reads and renders (not measured), and what each page is.
    const kinds = await pageKinds(pages);

    // Rounds interleave the pages, so load on the machine hits each page alike.
    const samples = new Map(pages.map((p) => [p.label, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const sample = await measureWithRetries(lighthouse, chrome.port, page.url);
        if (process.env.LIGHTHOUSE_VERBOSE === '1') console.log(`  ${page.label}: ${JSON.stringify(sample)}`);
        samples.get(page.label).push(sample);
      }
      console.log(`  lighthouse round ${round}/${runs} done`);
    }
    // Checked again after the runs: a page that fell back during them would be measured as the static page.
    const kindsAfter = await pageKinds(pages, 0);

    const results = Object.fromEntries(pages.map((p) => [p.label, { ...summarise(samples.get(p.label)), html: kinds[p.label] }]));
    console.log(`\n== Lighthouse (mobile preset, median of ${runs} runs) ==`);
    console.log("page | HTML (before / after the runs) | performance | LCP | CLS | TBT | FCP | JS transferred | runs that loaded a remote's routes | targets");
    for (const page of pages) {
      const m = results[page.label];
      console.log(
        `${page.label} | ${kinds[page.label]} / ${kindsAfter[page.label]} | ${m.score} | ${ms(m.lcp)} | ${m.cls.toFixed(3)} | ${ms(m.tbt)} | ${ms(m.fcp)} | ${kb(m.jsBytes)} | ${m.hydrated}/${m.runs} | ${page.baseline || page.before ? '-' : verdict(page, m)}`,
      );
    }
    const fed = results['/'];
    const base = results['/ (baseline, no federation)'];
    const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
    console.log(
      `federation cost on / (federated / baseline): score ${ratio(fed.score, base.score)}, LCP ${ratio(fed.lcp, base.lcp)}, JS bytes ${ratio(fed.jsBytes, base.jsBytes)}`,
    );
    console.log(
      `targets: performance >= ${TARGETS.homeScore} on /, >= ${TARGETS.otherScore} elsewhere; LCP <= ${(TARGETS.lcpMs / 1000).toFixed(1)} s; CLS <= ${TARGETS.cls}; TBT <= ${TARGETS.tbtMs} ms`,
    );
    console.log(`servers started with raised per-IP limits: ${Object.entries(RAISED_LIMITS).map(([k, v]) => `${k}=${v}`).join(' ')}`);
    // Simulated throttling scales the CPU time it observes: a busy machine inflates TBT and LCP.
    console.log(`machine load average (1/5/15 min) at the end: ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
    return results;
  } finally {
    if (chrome) await chrome.kill();
    own?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runLighthouse();
}
