import { expect, test } from '../../fixtures/test';
import { loginStaff, loginThroughApi } from '../../fixtures/auth';
import { exampleRoutes, expectOwnPage, firstVacancyId, hideBanner, pathWithVacancy } from '../../fixtures/site';

const remoteRoutes = exampleRoutes().filter((r) => !['/404', '/500'].includes(r.path));

let vacancyId = 0;
test.beforeAll(async ({ request }) => {
  vacancyId = await firstVacancyId(request);
});

test.describe('access classes (spec section 2)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  for (const route of remoteRoutes.filter((r) => r.access === 'private' || r.access === 'staff')) {
    test(`logged-out visitor of ${route.access} ${route.example} goes to /login with the return path`, async ({ page }) => {
      await page.goto(route.example);
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(route.example)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    });
  }

  for (const route of remoteRoutes.filter((r) => r.access === 'public' || r.access === 'semi-public')) {
    test(`logged-out visitor of ${route.access} ${route.example} stays`, async ({ page }) => {
      const path = pathWithVacancy(route, vacancyId);
      await page.goto(path);
      // The route's own page, not the 404 page or an error panel.
      await expectOwnPage(page);
      expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
    });
  }
});

// Issue 15: the back office. A logged-in user without the staff role gets
// the 404 page (the back office does not announce itself); staff get the page.
test.describe('access class staff', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  for (const route of remoteRoutes.filter((r) => r.access === 'staff')) {
    test(`a logged-in freelancer of ${route.path} gets the 404 page`, async ({ page, context }) => {
      await loginThroughApi(context);
      const path = pathWithVacancy(route, vacancyId);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Beheer' })).toHaveCount(0);
    });

    test(`staff of ${route.path} get its own page`, async ({ page, context }) => {
      await loginStaff(context.request);
      const path = pathWithVacancy(route, vacancyId);
      await page.goto(path);
      await expectOwnPage(page);
      // /beheer opens its first section.
      expect(new URL(page.url()).pathname.startsWith(path)).toBe(true);
    });
  }
});
