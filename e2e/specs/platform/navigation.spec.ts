import { expect as baseExpect, test, type Page } from '../../fixtures/test';
import { hideBanner } from '../../fixtures/site';
import { VacancySearchPage } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// Where a page opens after a client-side navigation (issue 17): a new page at
// its top, back and forward where the visitor left the page.
test.describe('scroll position on navigation', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('an opdracht opened from a scrolled list opens at its top; back returns to the place in the list', async ({ page }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    const card = search.cards().nth(12);
    const title = (await card.getByRole('heading').textContent())!;
    const link = card.getByRole('link', { name: title });
    await link.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(600);

    await link.click();
    await expect(page).toHaveURL(/\/opdrachten\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/opdrachten$/);
    await expect(search.cards().nth(12)).toBeVisible();
    await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThan(40);

    // Forward again: the opdracht where it was left (its top).
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the client form opens at its top from the button low on /opdrachtgevers', async ({ page }) => {
    await page.goto('/opdrachtgevers');
    const lowest = page.getByRole('main').getByRole('link', { name: 'Opdracht aanmelden' }).last();
    await lowest.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(200);

    await lowest.click();
    await expect(page).toHaveURL('/opdrachtgevers/aanmelden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the footer's link from the bottom of the home page opens the client form at its top", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Opdracht aanmelden', exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(200);

    await footerLink.click();
    await expect(page).toHaveURL('/opdrachtgevers/aanmelden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the skip link still moves focus to the main content', async ({ page }) => {
    await page.goto('/opdrachten');
    await expect(page.getByRole('heading', { level: 1, name: 'Opdrachten' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Direct naar de inhoud' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/opdrachten#main-content$/);
  });
});
