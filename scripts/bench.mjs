// `pnpm bench`: reports (never asserts) the size budgets, Lighthouse
// (scripts/lighthouse.mjs; BENCH_SKIP_LIGHTHOUSE=1 skips it) and the API
// benchmark. Sizes: gzip of the JS the home page loads before it is idle, in
// real Chromium against the production server, and of each remoteEntry.js.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { waitForHealth } from './lighthouse.mjs';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const { REMOTES } = require('../shared/build/module-federation.cjs');

const port = Number(process.env.BENCH_PORT ?? 3330);
const base = `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file)).length;

if (!existsSync(join(root, 'shell/dist/index.html')) || process.env.BENCH_BUILD === '1') {
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Maps a served URL back to the file on disk, to gzip it the same way for every file. */
function fileFor(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) return join(root, `mf-${remote[1]}`, 'dist', remote[2]);
  return join(root, 'shell/dist', pathname);
}

async function measureHome() {
  const server = spawn('pnpm', ['--filter', '@interim/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'interim-bench-')) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHealth(`${base}/api/health`, 120_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(base)) scripts.add(response.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await browser.close();
    const files = [...scripts].map(fileFor);
    const total = files.reduce((sum, file) => sum + gz(file), 0);
    return { total, files: files.map((f) => `${f.replace(`${root}/`, '')} ${kb(gz(f))}`) };
  } finally {
    process.kill(-server.pid, 'SIGTERM');
  }
}

const home = await measureHome();
console.log('\n== Bundle sizes (gzip) ==');
console.log(`home first-load JS: ${kb(home.total)} (target <= 150 KB)`);
for (const line of home.files) console.log(`  ${line}`);
for (const remote of Object.values(REMOTES)) {
  const entry = join(root, remote.folder, 'dist/remoteEntry.js');
  console.log(`${remote.folder}/remoteEntry.js: ${existsSync(entry) ? kb(gz(entry)) : 'not built'}`);
}

// Lighthouse after the size budgets (scripts/lighthouse.mjs): reports, never
// asserts; a crash of the measurement itself still fails the command.
if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
  const { runLighthouse } = await import('./lighthouse.mjs');
  try {
    await runLighthouse();
  } catch (error) {
    console.error(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

const apiBench = join(root, 'api/bench/vacancies.bench.ts');
if (existsSync(apiBench) && process.env.BENCH_SKIP_API !== '1') {
  console.log('\n== API benchmark ==');
  const result = spawnSync('pnpm', ['--filter', '@interim/api', 'exec', 'tsx', 'bench/vacancies.bench.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
