import { expect, test } from '../../fixtures/test';
import { loginStaff, loginThroughApi } from '../../fixtures/auth';
import { exampleRoutes, expectOwnPage, firstVacancyId, hideBanner, pathWithVacancy } from '../../fixtures/site';

// Every route of the spec renders its own page in the composed site: the
// shell or the remote that owns it, never the 404 page or an error panel.
// Private routes are visited logged in (a real login through the mail flow),
// staff routes as the development staff account.
const owned = exampleRoutes().filter((route) => !['/404', '/500'].includes(route.path));

let vacancyId = 0;
test.beforeAll(async ({ request }) => {
  vacancyId = await firstVacancyId(request);
});

test.describe('every route renders its own page', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  for (const route of owned) {
    test(`${route.path} (${route.access})`, async ({ page, context }) => {
      if (route.access === 'private') await loginThroughApi(context);
      if (route.access === 'staff') await loginStaff(context.request);
      const path = pathWithVacancy(route, vacancyId);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectOwnPage(page);
      // Still on the route or below it (/profiel/afronden opens the next step), not sent to /login or
      // elsewhere; a login token page moves on by design.
      if (!route.path.includes(':token')) expect(new URL(page.url()).pathname.startsWith(new URL(path, 'http://x').pathname)).toBe(true);
    });
  }

  test('an unknown path gets the 404 page', async ({ page }) => {
    await page.goto('/opdrachten/1/onbekend');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  });
});
