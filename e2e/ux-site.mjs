// What the docs/ux screenshot scripts share: the site to photograph and the browser.
// The API (which serves the built shell and remotes) on UX_PORT (default 3750) with a fresh data
// folder and the seeded demo data, like e2e/playwright.config.ts, unless UX_BASE_URL points at a
// running site; Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const outDir = join(root, 'docs', 'ux');
const port = Number(process.env.UX_PORT ?? 3750);
export const baseURL = process.env.UX_BASE_URL ?? `http://localhost:${port}`;

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url}/api/health did not answer within ${timeoutMs} ms`);
}

/**
 * Runs `work(browser)` against the site: starts it first (unless UX_BASE_URL is set) and stops
 * it and the browser afterwards, also when `work` fails.
 */
export async function withUxSite(work) {
  const server = process.env.UX_BASE_URL
    ? undefined
    : spawn('pnpm', ['--filter', '@interim/api', 'start'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'interim-ux-')), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      });
  let browser;
  try {
    await waitForHealth(baseURL, 180_000);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    await work(browser);
  } finally {
    await browser?.close();
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}
