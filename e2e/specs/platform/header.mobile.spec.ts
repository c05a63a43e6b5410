import { expect, test } from '../../fixtures/test';
import { defaultBrand } from '../../fixtures/site';
import { loginThroughApi } from '../../fixtures/auth';

test.describe('mobile header', () => {
  test('full-screen menu, logged out', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Inloggen', exact: true })).toBeHidden();
    await header.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box!.height).toBeGreaterThanOrEqual(viewport.height - 1);
    for (const name of ["Zzp'er", 'Opdrachtgever', 'Inloggen', 'Registreren', 'Alle opdrachten']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Opgeslagen opdrachten' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Opdrachtgever', exact: true }).click();
    await expect(page).toHaveURL(/\/opdrachtgevers$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('full-screen menu, logged in, lists saved vacancies', async ({ page, context }) => {
    // A real session: the header asks the API for the user's role, and a made-up cookie would be logged out by its 401.
    await loginThroughApi(context);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['Alle opdrachten', 'Opgeslagen opdrachten', 'Mijn profiel', 'Dashboard', 'Mijn reacties']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('heading', { name: `Mijn ${defaultBrand.productName}` })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Urenregistraties/ })).toHaveAttribute('href', defaultBrand.timesheetPortalUrl);
    await expect(menu.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  });
});
