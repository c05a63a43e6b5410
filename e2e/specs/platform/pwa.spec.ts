import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIResponse, type Page } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';
import { firstVacancyId, hideBanner } from '../../fixtures/site';
import { remoteFiles } from '../../fixtures/releases';

// The installable app (issue 19 section 3, docs/adr/0008-service-worker.md):
// the web app manifest, the service worker and what it must never keep.

interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** Width and height of a PNG from its header. */
async function pngSize(response: APIResponse) {
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls `page` (it registers after load, when the browser is idle). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL in every cache of the page's origin, by cache. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return result;
  });
}

test.describe('the web app manifest', () => {
  test('is served as a manifest with the Dutch app, its start page and its icons at the sizes they claim', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Interimly',
      short_name: 'Opdrachten',
      start_url: '/opdrachten',
      scope: '/',
      display: 'standalone',
      lang: 'nl',
      theme_color: '#165C74',
      background_color: '#FFFFFF',
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(await pngSize(file)).toBe(icon.sizes);
    }
    // The start page is a page of the site.
    expect((await request.get(manifest.start_url)).status()).toBe(200);
  });

  test('every kind of page links it, with the theme colour and the Apple icon: prerendered, server-rendered and plain', async ({ request, page, context, baseURL }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as WebManifest;
    const vacancyId = await firstVacancyId(request);
    for (const path of ['/', '/opdrachten', `/opdrachten/${vacancyId}`, '/profiel']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<link rel="?manifest"? href="?\/manifest\.webmanifest"?>/);
      expect(html, path).toMatch(/<link rel="?apple-touch-icon"? href="?\/icons\/apple-touch-icon\.png"?>/);
      expect(html, path).toContain(`<meta name=theme-color content=${manifest.theme_color}>`);
    }
    const appleIcon = await request.get('/icons/apple-touch-icon.png');
    expect(await pngSize(appleIcon)).toBe('180x180');

    // In the browser too, with a personal cookie (the plain page).
    await hideBanner(context, baseURL!);
    await page.goto('/opdrachten');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  });
});

test.describe('the service worker', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('is served uncached and registers after load; then it controls the page', async ({ page, request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.goto('/');
    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: found?.active?.scriptURL };
    });
    expect(new URL(registration.scope!).pathname).toBe('/');
    expect(new URL(registration.script!).pathname).toBe('/sw.js');
  });

  test('a page that cannot load offline shows the Dutch offline page; back online, "Opnieuw proberen" loads it', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    try {
      // A page never visited, and one of a remote.
      for (const path of ['/opdrachtgevers', '/opdrachten?q=projectleider']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Je bent offline' })).toBeVisible();
        await expect(page.getByText('omdat er geen internetverbinding is')).toBeVisible();
        await expect(page).toHaveTitle('Geen internetverbinding - Interimly');
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      }
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('link', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('Je bent offline');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(new URL(page.url()).search).toBe('?q=projectleider');
  });

  test('keeps the shell’s hashed files, never an API answer, a page or what locates a remote', async ({ page, context, request }) => {
    await loginThroughApi(context);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Pages that read personal data and public data from the API, and load remotes.
    const vacancyId = await firstVacancyId(request);
    const apiAnswers: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiAnswers.push(response.url());
    });
    for (const path of ['/opdrachten', `/opdrachten/${vacancyId}`, '/dashboard', '/profiel', '/opdrachten']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    // Server-rendered pages carry their data; a page reached in the app (and
    // a request of the page's own) read the API through the worker.
    const personal = await page.evaluate(async () => (await fetch('/api/employees/me')).status);
    expect(personal).toBe(200);
    const detailRead = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/vacancies/${vacancyId}`);
    await page.locator(`main a[href="/opdrachten/${vacancyId}"]`).first().click();
    await detailRead;
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(apiAnswers.length, 'the pages read the API').toBeGreaterThan(1);

    const caches = await cachedUrls(page);
    const all = Object.values(caches).flat();
    expect(Object.keys(caches).sort()).toEqual([expect.stringMatching(/^interimly-offline-/), 'interimly-static-v1']);
    expect(Object.entries(caches).find(([name]) => name.startsWith('interimly-offline-'))?.[1]).toEqual(['/offline.html']);
    // The shell's content-hashed chunks are kept (served from the cache on the next visit) ...
    expect(caches['interimly-static-v1']!.length).toBeGreaterThan(3);
    for (const url of caches['interimly-static-v1']!) expect(url).toMatch(/^\/[^/]+\.[0-9a-f]{10}\.js$/);
    // ... and nothing else: no API answer (personal data), no page, no remotes.json, manifest or remote entry.
    for (const url of all) {
      expect(url).not.toMatch(/^\/api\//);
      expect(url).not.toMatch(/^\/remotes\//);
      expect(url).not.toMatch(/remotes\.json|mf-manifest\.json|remoteEntry\.js/);
      expect(url).not.toMatch(/^\/(opdrachten|dashboard|profiel)/);
    }
  });

  test('the API and the remotes’ entries come from the network, a hashed shell file from the cache', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const served: Array<{ path: string; fromServiceWorker: boolean }> = [];
    page.on('response', (response) => served.push({ path: new URL(response.url()).pathname, fromServiceWorker: response.fromServiceWorker() }));
    // The server render carries the page's data, so the API request to wait for is the page view it records.
    const apiAnswered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
    await page.goto('/opdrachten');
    await expect(page.getByRole('heading', { level: 1, name: /opdrachten/i })).toBeVisible();
    await apiAnswered;
    const byPath = (pattern: RegExp) => served.filter((entry) => pattern.test(entry.path));
    expect(byPath(/^\/api\//).length).toBeGreaterThan(0);
    expect(byPath(/^\/api\//).every((entry) => !entry.fromServiceWorker)).toBe(true);
    expect(byPath(/\/(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/).length).toBeGreaterThan(0);
    expect(byPath(/\/(remotes\.json|mf-manifest\.json|remoteEntry\.js)$/).every((entry) => !entry.fromServiceWorker)).toBe(true);
    // The page itself passes through the worker (from the network), and the shell's chunks come from its cache.
    expect(byPath(/^\/opdrachten$/).every((entry) => entry.fromServiceWorker)).toBe(true);
    expect(byPath(/^\/[^/]+\.[0-9a-f]{10}\.js$/).some((entry) => entry.fromServiceWorker)).toBe(true);
  });

  test('leaves the remotes to the browser: a remote failing under the worker still shows the error panel', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // What the other specs' page.route interceptions rely on: requests the worker does not handle reach the page's routing.
    await page.route(remoteFiles('vacancies', 'mf_vacancies'), (route) => route.fulfill({ status: 500, body: 'kapot' }));
    await page.goto('/opdrachten');
    await expect(page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

// Lighthouse 12 dropped its PWA category; its installability audit read
// Chrome's own verdict, which the DevTools protocol gives directly.
test('Chrome finds the site installable (no installability errors)', async ({ baseURL }) => {
  // A persistent profile: the browser contexts of the other tests are
  // incognito-like, where Chrome never offers to install.
  const profile = mkdtempSync(join(tmpdir(), 'interim-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/opdrachten');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }> };
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
