import { expect as baseExpect, test } from '../../fixtures/test';
import { hideBanner } from '../../fixtures/site';
import { apiVacancies, VacancySearchPage } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const DAY_MS = 86_400_000;

// Issue 32 item 9, "Browsing".
test.describe('browsing the opdrachten', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('the home page says how many opdrachten are open, in the server-rendered page', async ({ page, request }) => {
    const { total } = await apiVacancies(request, { range: [0, 0] });
    const text = `${total.toLocaleString('nl-NL')} opdrachten staan nu open`;
    const html = await (await request.get('/')).text();
    expect(html).toContain(text);
    await page.goto('/');
    await expect(page.getByText(text)).toBeVisible();
  });

  test('the results have numbered pages, the current one marked, with the page in the URL', async ({ page, request }) => {
    const { total } = await apiVacancies(request, { range: [0, 0] });
    const pageCount = Math.ceil(total / 20);
    expect(pageCount).toBeGreaterThan(2);
    const search = new VacancySearchPage(page);
    await search.open();
    const pages = page.getByRole('navigation', { name: "Pagina's met opdrachten" });
    await expect(pages.getByRole('link', { name: 'Pagina 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: `Pagina ${pageCount}`, exact: true })).toBeVisible();
    await pages.getByRole('link', { name: 'Pagina 3', exact: true }).click();
    await expect(page).toHaveURL(/[?&]pagina=3(&|$)/);
    await expect(pages.getByRole('link', { name: 'Pagina 3', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Pagina 1', exact: true })).not.toHaveAttribute('aria-current', 'page');
    const third = await apiVacancies(request, { range: [40, 59] });
    await expect(search.cards().first().getByRole('heading')).toHaveText(third.items[0]!.title);
    // A page link is a real link: it opens on its own too.
    await page.goto('/opdrachten?pagina=2');
    await expect(pages.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('opdrachten published in the last 3 days carry "Nieuw"', async ({ page, request }) => {
    const { items } = await apiVacancies(request, { range: [0, 19] });
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const recent = items.filter((item) => {
      const day = new Date(item.publishedAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
      return (Date.parse(today) - Date.parse(day)) / DAY_MS < 3;
    });
    // The seed publishes opdrachten every day up to today.
    expect(recent.length).toBeGreaterThan(0);
    const search = new VacancySearchPage(page);
    await search.open();
    for (const item of items) {
      const card = search.cards().filter({ has: page.locator(`a[href="/opdrachten/${item.id}"]`) });
      const isNew = recent.includes(item);
      await expect(card.getByText('Nieuw', { exact: true })).toHaveCount(isNew ? 1 : 0);
    }
  });

  test('a closed opdracht lists similar open ones, server-rendered, each linked', async ({ page, request }) => {
    const { items } = await apiVacancies(request, { filter: { status: 'closed' }, range: [0, 0] });
    const closed = items[0]!;
    const similar = (await (await request.get(`/api/vacancies/${closed.id}/similar`)).json()) as Array<{ id: number; title: string }>;
    expect(similar.length).toBeGreaterThan(0);
    const html = await (await request.get(`/opdrachten/${closed.id}`)).text();
    expect(html).toContain('Vergelijkbare opdrachten');
    await page.goto(`/opdrachten/${closed.id}`);
    const section = page.getByRole('region', { name: 'Vergelijkbare opdrachten' });
    await expect(section.getByRole('link')).toHaveCount(similar.length);
    await section.getByRole('link', { name: similar[0]!.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/opdrachten/${similar[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: similar[0]!.title })).toBeVisible();
  });
});
