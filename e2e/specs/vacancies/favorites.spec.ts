import { expect as baseExpect, test } from '@playwright/test';
import { loginThroughApi } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { VacancySearchPage } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('favourites', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a logged-out visitor is sent to /login with the return path', async ({ page }) => {
    const search = new VacancySearchPage(page);
    await search.open('?q=projectmanager');
    await search.cards().first().getByRole('button', { name: /^Bewaar / }).click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/opdrachten?q=projectmanager')}`);
  });

  test('save -> appears in the saved list -> remove', async ({ page, context }) => {
    await loginThroughApi(context);
    const search = new VacancySearchPage(page);
    await search.open();
    const card = search.cards().nth(1);
    const title = (await card.getByRole('heading').textContent())!;
    const toggle = card.getByRole('button', { name: `Bewaar ${title}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Stored on the server, not only on the page.
    await page.reload();
    await expect(search.cards().nth(1).getByRole('button', { name: `Bewaar ${title}` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/mijn-opgeslagen-opdrachten');
    const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(saved).toBeVisible();
    await expect(page.getByText('1 opdracht opgeslagen')).toBeVisible();
    await saved.getByRole('button', { name: `Verwijderen: ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Nog geen opgeslagen opdrachten' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nog geen opgeslagen opdrachten' })).toBeVisible();
    await page.getByRole('link', { name: 'Bekijk alle opdrachten' }).click();
    await expect(page).toHaveURL('/opdrachten');
  });

  test('the detail page toggles the favourite too', async ({ page, context }) => {
    await loginThroughApi(context);
    const search = new VacancySearchPage(page);
    await search.open();
    const title = (await search.cards().first().getByRole('heading').textContent())!;
    await search.cards().first().getByRole('link', { name: title }).click();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    const toggle = page.getByRole('button', { name: 'Bewaren' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Opgeslagen' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/mijn-opgeslagen-opdrachten');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
