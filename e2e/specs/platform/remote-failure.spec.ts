import { expect, test } from '../../fixtures/test';
import { hideBanner } from '../../fixtures/site';
import { remoteFiles } from '../../fixtures/releases';

test.describe('a remote that fails to load', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('keeps the chrome, shows a Dutch error panel, and retry works once the remote is back', async ({ page }) => {
    let blocked = true;
    const manifestRequests: string[] = [];
    await page.route(/\/(remotes\/auth|releases\/mf_auth\/[^/]+)\/mf-manifest\.json$/, async (route) => {
      manifestRequests.push(route.request().url());
      if (blocked) await route.abort('failed');
      else await route.continue();
    });

    await page.goto('/login');
    const panel = page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // The manifest was retried before the panel showed.
    expect(manifestRequests.length).toBeGreaterThanOrEqual(2);

    // Header and footer keep working: another area (another remote) loads.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Opdracht aanmelden' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Alle opdrachten', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alle opdrachten' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' })).toBeVisible({ timeout: 20_000 });

    // The remote comes back: retry loads it without a page reload.
    blocked = false;
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  });

  test('a broken remote entry does not affect the home page or other remotes', async ({ page }) => {
    await page.route(remoteFiles('vacancies', 'mf_vacancies'), (route) => route.fulfill({ status: 500, body: 'kapot' }));
    await page.goto('/opdrachten');
    await expect(page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Registreren', exact: true }).click();
    await expect(page).toHaveURL(/\/aanmelden$/);
    await expect(page).toHaveTitle(/^Registreren \| /);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' })).toHaveCount(0);
    await page.getByRole('link', { name: /^logo|home|startpagina/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
