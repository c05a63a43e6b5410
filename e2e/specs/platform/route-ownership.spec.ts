import { expect, test } from '../../fixtures/test';

// That every route of the spec renders its own page in the composed site (the
// shell or the remote that owns it, never the 404 page or an error panel) is
// checked by the axe scans' visits (specs/a11y/axe.spec.ts): public routes
// logged out, private routes logged in, staff routes as staff. Visiting every
// route a second time here only cost CI time.
test('an unknown path gets the 404 page', async ({ page }) => {
  await page.goto('/opdrachten/1/onbekend');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});
