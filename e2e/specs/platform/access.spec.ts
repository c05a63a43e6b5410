import { expect, test } from '@playwright/test';
import { exampleRoutes, expectOwnPage, firstVacancyId, hideBanner, pathWithVacancy } from '../../fixtures/site';

const remoteRoutes = exampleRoutes().filter((r) => !['/404', '/500'].includes(r.path));

let vacancyId = 0;
test.beforeAll(async ({ request }) => {
  vacancyId = await firstVacancyId(request);
});

test.describe('access classes (spec section 2)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  for (const route of remoteRoutes.filter((r) => r.access === 'private')) {
    test(`logged-out visitor of private ${route.example} goes to /login with the return path`, async ({ page }) => {
      await page.goto(route.example);
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(route.example)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    });
  }

  for (const route of remoteRoutes.filter((r) => r.access !== 'private')) {
    test(`logged-out visitor of ${route.access} ${route.example} stays`, async ({ page }) => {
      const path = pathWithVacancy(route, vacancyId);
      await page.goto(path);
      // The route's own page, not the 404 page or an error panel.
      await expectOwnPage(page);
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
    });
  }
});
