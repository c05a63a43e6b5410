import { expect as baseExpect, test } from '../../fixtures/test';
import { hideBanner } from '../../fixtures/site';
import { VacancySearchPage, apiVacancies, countText } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// Issue 17, "Search a phone user expects", on a phone (the mobile project: Pixel 7).
test.describe('vacancy search on a phone', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('the filters open in a full-screen sheet that counts them, shows the live count and clears them', async ({ page, request }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    const all = await search.count();
    const { items } = await apiVacancies(request, { range: [0, 0] });
    const sector = items[0]!.sector;

    // The cards say where the work is and when it was published.
    await expect(search.cards().first()).toContainText(/Op locatie|Hybride|Op afstand/);
    await expect(search.cards().first()).toContainText(/Geplaatst(vandaag|gisteren|\d+ (dagen|weken?) geleden|\d+ \w+ \d{4})/);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const box = (await sheet.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await expect(sheet.getByRole('button', { name: `Toon ${countText(all).replace(' gevonden', '')}` })).toBeVisible();

    await sheet.getByLabel('Sector', { exact: true }).selectOption({ label: sector.name });
    // Controlled by the URL: the box is ticked once the search has taken the change (check() looks right after its click).
    await sheet.getByLabel("Alleen opdrachten voor zzp'ers").click();
    await expect(sheet.getByLabel("Alleen opdrachten voor zzp'ers")).toBeChecked();
    const narrowed = await apiVacancies(request, { filter: { sector: sector.id, zzpAllowed: true } });
    const show = sheet.getByRole('button', { name: `Toon ${countText(narrowed.total).replace(' gevonden', '')}` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(search.resultCount()).toHaveText(countText(narrowed.total));
    const filtersButton = page.getByRole('button', { name: 'Filters (2 actief)' });
    await expect(filtersButton).toBeFocused();

    await filtersButton.click();
    await sheet.getByRole('button', { name: 'Wis alles' }).click();
    await expect(page).not.toHaveURL(/sector=|zzp=/);
    await sheet.getByRole('button', { name: /^Toon / }).click();
    await expect(search.resultCount()).toHaveText(countText(all));
  });

  test('the detail page keeps "Reageren" at the bottom of the screen', async ({ page, request }) => {
    const { items } = await apiVacancies(request, { range: [0, 0] });
    await page.goto(`/opdrachten/${items[0]!.id}`);
    const apply = page.getByRole('link', { name: `Reageren op ${items[0]!.title}` });
    await expect(apply).toBeVisible();
    const viewport = page.viewportSize()!;
    const atTop = (await apply.boundingBox())!;
    expect(atTop.y + atTop.height).toBeGreaterThan(viewport.height - 100);
    await page.mouse.wheel(0, 600);
    await expect(async () => {
      const scrolled = (await apply.boundingBox())!;
      expect(scrolled.y + scrolled.height).toBeGreaterThan(viewport.height - 100);
      expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(viewport.height + 1);
    }).toPass();
    await expect(apply).toHaveAttribute('href', `/opdrachten/${items[0]!.id}/aanmelden`);
  });
});
