import { expect, test } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';
import { exampleRoutes, firstVacancyId, hideBanner, pathWithVacancy } from '../../fixtures/site';

const remoteRoutes = exampleRoutes().filter((r) => !['/404', '/500'].includes(r.path));

let vacancyId = 0;
test.beforeAll(async ({ request }) => {
  vacancyId = await firstVacancyId(request);
});

test.describe('access classes (spec section 2)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  for (const route of remoteRoutes.filter((r) => r.access === 'private' || r.access === 'staff' || r.access === 'client')) {
    test(`logged-out visitor of ${route.access} ${route.example} goes to /login with the return path`, async ({ page }) => {
      await page.goto(route.example);
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(route.example)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    });
  }

  // A logged-out visitor of a public or semi-public route stays on its own page: checked by the axe
  // scans' visits (specs/a11y/axe.spec.ts), which visit each of them logged out.
});

// Issue 15: the back office. A logged-in user without the staff role gets
// the 404 page (the back office does not announce itself); that staff get
// the page is checked by the axe scans' visits (specs/a11y/axe.spec.ts).
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
  }
});
