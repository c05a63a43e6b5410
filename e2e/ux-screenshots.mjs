// Phone screenshots of the vacancy search and a vacancy's detail page, kept in docs/ux/ (issue 17).
//
//   pnpm build                                  # the production build the e2e suite serves
//   node e2e/ux-screenshots.mjs <suffix>        # e.g. before, after
//
// Starts the API (which serves the built shell and remotes) on UX_PORT (default 3750) with a fresh
// data folder, like e2e/playwright.config.ts, unless UX_BASE_URL points at a running site.
// Writes docs/ux/phone-search-<suffix>.png (the filters opened), phone-cards-<suffix>.png (the first
// results) and phone-detail-<suffix>.png (the first result's page), at 390 x 844 in Debian Chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const suffix = process.argv[2];
if (!suffix || !/^[a-z0-9-]+$/.test(suffix)) {
  console.error('Usage: node e2e/ux-screenshots.mjs <suffix>   (lowercase letters, digits, hyphens; e.g. before)');
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'docs', 'ux');
const port = Number(process.env.UX_PORT ?? 3750);
const baseURL = process.env.UX_BASE_URL ?? `http://localhost:${port}`;

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url}/api/health did not answer within ${timeoutMs} ms`);
}

let server;
if (!process.env.UX_BASE_URL) {
  server = spawn('pnpm', ['--filter', '@interim/api', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'interim-ux-')),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

try {
  await waitForHealth(baseURL, 180_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
  });
  // The WIP banner is closed, as a returning visitor would have it.
  await context.addCookies([{ name: 'WIPBannerHidden', value: 'true', url: baseURL }]);
  const page = await context.newPage();

  await page.goto(`${baseURL}/opdrachten`);
  await page.getByRole('status').filter({ hasText: /gevonden/ }).waitFor();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.locator('main').getByRole('link').first().waitFor();
  await page.screenshot({ path: join(outDir, `phone-cards-${suffix}.png`) });

  await page.getByRole('button', { name: /filters/i }).first().click();
  await page.getByLabel('Sector').waitFor();
  await page.waitForTimeout(400); // let an opening sheet finish its animation
  await page.screenshot({ path: join(outDir, `phone-search-${suffix}.png`) });

  const answer = await (await fetch(`${baseURL}/api/vacancies?range=${encodeURIComponent('[0,0]')}`)).json();
  const first = Array.isArray(answer) ? answer[0] : answer.items?.[0];
  await page.goto(`${baseURL}/opdrachten/${first.id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: join(outDir, `phone-detail-${suffix}.png`) });

  await browser.close();
  console.log(`Wrote docs/ux/phone-{cards,search,detail}-${suffix}.png from ${baseURL}`);
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
