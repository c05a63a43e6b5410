import { expect, test } from '../../fixtures/test';
import { defaultBrand, recordRequests, siteTitle } from '../../fixtures/site';
import { loginThroughApi } from '../../fixtures/auth';

test.describe('shell', () => {
  test('home has the site title and makes no request to any remote', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page).toHaveTitle(siteTitle(defaultBrand));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const remoteRequests = requests.filter((url) => /\/remotes\/|remoteEntry|mf-manifest|remotes\.json/.test(url));
    expect(remoteRequests).toEqual([]);
    // Nor the module-federation runtime (it loads with the first remote, ADR 0004's addendum of issue 33).
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  });

  test("a remote's page runs on the shell's React, router and design system, offered by the federation runtime loaded with it", async ({ page }) => {
    // Each marker is a string of one shared package that survives minifying; a
    // remote's build carries its own copy of each, as the fallback it loads
    // only when the page offers none (shared/build/module-federation.cjs).
    const markers = {
      react: '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      'react-router': 'may be used only in the context of a <Router> component',
      chakra: 'Seems you forgot to wrap',
    };
    const remoteScripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && /\/(releases|remotes)\//.test(new URL(response.url()).pathname)) {
        remoteScripts.push(response.text().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: '' })));
      }
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Alle opdrachten', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alle opdrachten' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(remoteScripts);
    expect(loaded.some(({ url }) => url.endsWith('/remoteEntry.js'))).toBe(true);
    const copies = loaded.flatMap(({ url, body }) => Object.entries(markers).filter(([, marker]) => body.includes(marker)).map(([name]) => `${name} in ${url}`));
    expect(copies).toEqual([]);
    expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);
  });

  test('logged-out header links', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const [name, href] of [
      ["Zzp'er", '/'],
      ['Opdrachtgever', '/opdrachtgevers'],
      ['Inloggen', '/login'],
      ['Registreren', '/aanmelden'],
      ['Alle opdrachten', '/opdrachten'],
    ] as const) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await header.getByRole('link', { name: 'Alle opdrachten', exact: true }).click();
    await expect(page).toHaveURL(/\/opdrachten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alle opdrachten' })).toBeVisible();
  });

  test('logged-in header: saved vacancies icon and the Mijn menu', async ({ page, context }) => {
    // A real session: the header asks the API for the user's role, and a made-up cookie would be logged out by its 401.
    await loginThroughApi(context);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Inloggen', exact: true })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Alle opdrachten', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Opgeslagen opdrachten' })).toHaveAttribute('href', '/mijn-opgeslagen-opdrachten');
    const account = header.getByRole('button', { name: `Mijn ${defaultBrand.productName}` });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Mijn profiel', '/profiel'],
      ['Dashboard', '/dashboard'],
      ['Mijn reacties', '/mijn-reacties'],
    ] as const) {
      await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const timesheets = header.getByRole('link', { name: /^Urenregistraties/ });
    await expect(timesheets).toHaveAttribute('href', defaultBrand.timesheetPortalUrl);
    await expect(timesheets).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  test('footer links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Opdracht aanmelden' })).toHaveAttribute('href', '/opdrachtgevers/aanmelden');
    for (const link of defaultBrand.footerLinks) {
      const external = footer.getByRole('link', { name: `${link.label} (opent in een nieuw tabblad)`, exact: true });
      await expect(external).toHaveAttribute('href', link.href);
      await expect(external).toHaveAttribute('rel', /noopener/);
    }
  });

  test('banner close persists across reload with a cookie of about a month', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Mededeling' });
    await expect(banner).toContainText('nog in ontwikkeling');
    await expect(banner.getByRole('link', { name: defaultBrand.feedbackEmail })).toHaveAttribute('href', `mailto:${defaultBrand.feedbackEmail}`);
    await banner.getByRole('button', { name: 'Sluiten' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'WIPBannerHidden');
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Mededeling' })).toHaveCount(0);
  });

  test('unknown paths show the 404 page inside the chrome', async ({ page }) => {
    for (const path of ['/bestaat-niet', '/opdrachten/1/onbekend', '/404']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('500 page', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1, name: 'Er is iets misgegaan' })).toBeVisible();
  });

  test('the corporate flow has the reduced chrome with a link back to the corporate site', async ({ page }) => {
    await page.goto('/opdrachten/reageren');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /terug/i })).toHaveAttribute('href', defaultBrand.corporateSiteUrl);
    await expect(header.getByRole('link', { name: 'Inloggen', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Reageren op opdracht' })).toBeVisible();
  });
});
