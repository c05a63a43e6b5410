// What the budgets measure, shared by `pnpm bench` (reports) and
// `pnpm check:budgets` (asserts): gzip of the JS the home page loads before it
// is idle, in real Chromium against the production server, and of each
// remote's remoteEntry.js. Sizes of a build are deterministic.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { waitForHealth } from './lighthouse.mjs';

export const root = resolve(import.meta.dirname, '..');
const require = createRequire(join(root, 'e2e/package.json'));
const { REMOTES } = require('../shared/build/module-federation.cjs');

/** Gzip size of a file in bytes (zlib's default level, as the server compresses). */
export const gz = (file) => gzipSync(readFileSync(file)).length;
/** Bytes as '12.3 KB'. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Maps a served URL back to the file on disk, to gzip it the same way for every file. */
function fileFor(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  if (remote) {
    const entry = Object.values(REMOTES).find((candidate) => candidate.path === remote[1]);
    return join(root, entry ? entry.folder : `mf-${remote[1]}`, 'dist', remote[2]);
  }
  return join(root, 'shell/dist', pathname);
}

/**
 * Starts the production server on `port`, opens `/` in Chromium until the
 * network is idle, and sums the gzip sizes of every script it loaded.
 */
export async function measureHome(port) {
  const base = `http://127.0.0.1:${port}`;
  const { chromium } = require('@playwright/test');
  const server = spawn('pnpm', ['--filter', '@interim/api', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(join(tmpdir(), 'interim-sizes-')) },
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
    const files = [...scripts].map(fileFor).sort();
    return { total: files.reduce((sum, file) => sum + gz(file), 0), files: files.map((file) => ({ file: file.replace(`${root}/`, ''), bytes: gz(file) })) };
  } finally {
    // Stopped before the step ends (pnpm test stops and names what a step leaves running): SIGTERM
    // to the group, then wait for the drain (a few seconds), SIGKILL after 15 s.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-server.pid, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Gzip size of each remote's remoteEntry.js (undefined when not built), by folder. */
export function remoteEntrySizes() {
  return Object.fromEntries(
    Object.values(REMOTES).map((remote) => {
      const entry = join(root, remote.folder, 'dist/remoteEntry.js');
      return [remote.folder, existsSync(entry) ? gz(entry) : undefined];
    }),
  );
}
