import { expect as baseExpect, test } from '../../fixtures/test';
import { hideBanner } from '../../fixtures/site';
import { VacancySearchPage, apiVacancies, countText } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('vacancy search (/opdrachten)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('filters and sort narrow the results, live in the URL and survive a reload', async ({ page, request }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    const all = await search.count();
    const { items } = await apiVacancies(request, { range: [0, 0] });
    const sector = items[0]!.sector;

    await search.filter('Sector').selectOption({ label: sector.name });
    await expect(page).toHaveURL(new RegExp(`[?&]sector=${sector.id}(&|$)`));
    const bySector = await apiVacancies(request, { filter: { sector: sector.id } });
    await expect(search.resultCount()).toHaveText(countText(bySector.total));
    expect(bySector.total).toBeLessThan(all);

    await page.getByLabel("Alleen opdrachten voor zzp'ers").click();
    await expect(page).toHaveURL(/[?&]zzp=1/);
    await search.sort().selectOption({ label: 'Hoogste tarief' });
    await expect(page).toHaveURL(/sortering=tarief/);
    const expected = await apiVacancies(request, { filter: { sector: sector.id, zzpAllowed: true }, sort: ['rate', 'DESC'] });
    expect(expected.total).toBeLessThanOrEqual(bySector.total);
    await expect(search.resultCount()).toHaveText(countText(expected.total));
    await expect(search.cards().getByRole('heading')).toHaveText(expected.items.map((v) => v.title));
    // Issue 32: the zzp filter's answer is on the cards, as a badge.
    await expect(search.cards().getByText('Zzp mogelijk', { exact: true })).toHaveCount(expected.items.length);

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(search.filter('Sector')).toHaveValue(String(sector.id));
    await expect(page.getByLabel("Alleen opdrachten voor zzp'ers")).toBeChecked();
    await expect(search.sort()).toHaveValue('tarief');
    await expect(search.resultCount()).toHaveText(countText(expected.total));
    await expect(search.cards().getByRole('heading')).toHaveText(expected.items.map((v) => v.title));

    // Back undoes the last change only.
    await page.goBack();
    await expect(page).not.toHaveURL(/sortering=/);
    await expect(search.sort()).toHaveValue('nieuwste');
  });

  test('full-text search sorts by relevance; no match shows the empty state that clears the filters', async ({ page, request }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    const all = await search.count();

    await search.search('projectmanager');
    await expect(page).toHaveURL(/[?&]q=projectmanager/);
    const matches = await apiVacancies(request, { filter: { q: 'projectmanager' } });
    expect(matches.total).toBeGreaterThan(0);
    expect(matches.total).toBeLessThan(all);
    await expect(search.resultCount()).toHaveText(countText(matches.total));
    await expect(search.sort()).toHaveValue('relevantie');
    await expect(search.cards().first().getByRole('heading')).toHaveText(matches.items[0]!.title);

    await search.open('?q=qqxyzzyqq&zzp=1');
    await expect(page.getByRole('heading', { name: 'Geen opdrachten gevonden' })).toBeVisible();
    await expect(search.resultCount()).toHaveText(countText(0));
    await page.getByRole('link', { name: 'Wis alle filters' }).click();
    await expect(page).toHaveURL(/\/opdrachten$/);
    await expect(search.resultCount()).toHaveText(countText(all));
    await expect(page.getByRole('searchbox', { name: 'Zoek opdrachten' })).toHaveValue('');
  });

  test('pages through the results with range, kept in the URL', async ({ page, request }) => {
    const search = new VacancySearchPage(page);
    await search.open();
    const second = await apiVacancies(request, { range: [20, 39] });
    const pages = page.getByRole('navigation', { name: "Pagina's met opdrachten" });
    await pages.getByRole('link', { name: 'Volgende' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(search.cards().getByRole('heading')).toHaveText(second.items.map((v) => v.title));
    await page.reload();
    await expect(search.cards().getByRole('heading')).toHaveText(second.items.map((v) => v.title));
    await expect(pages.getByRole('link', { name: 'Pagina 2', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('distance from a postcode narrows and can sort by distance', async ({ page, request }) => {
    const search = new VacancySearchPage(page);
    const { items } = await apiVacancies(request, { range: [0, 0] });
    const postcode = items[0]!.postcode;
    await search.open();
    // Applied like every other filter: a complete postcode as typed, the radius when chosen (no button).
    await expect(page.getByRole('button', { name: 'Afstand toepassen' })).toHaveCount(0);
    await page.getByLabel('Postcode of plaats', { exact: true }).fill(postcode);
    await expect(page).toHaveURL(/postcode=/);
    await page.getByLabel('Afstand', { exact: true }).selectOption({ label: 'Binnen 25 km' });
    await expect(page).toHaveURL(/afstand=25/);
    const near = await apiVacancies(request, { filter: { postcode, radiusKm: 25 } });
    await expect(search.resultCount()).toHaveText(countText(near.total));
    await search.sort().selectOption({ label: 'Dichtstbij' });
    await expect(page).toHaveURL(/sortering=afstand/);
    const nearest = await apiVacancies(request, { filter: { postcode, radiusKm: 25 }, sort: ['distance', 'ASC'] });
    const first = search.cards().first();
    await expect(first.getByRole('heading')).toHaveText(nearest.items[0]!.title);
    const km = nearest.items[0]!.distanceKm!;
    await expect(first).toContainText(km < 1 ? '< 1 km' : `${Math.round(km)} km`);

    await page.getByLabel('Postcode of plaats', { exact: true }).fill('0000');
    await page.getByLabel('Postcode of plaats', { exact: true }).press('Enter');
    await expect(page.getByText('Vul een postcode (1234 AB) of een plaatsnaam in, bijvoorbeeld Zeist')).toBeVisible();

    // Issue 32: a place by name, picked from the suggestions.
    await page.getByLabel('Postcode of plaats', { exact: true }).fill('Zei');
    await page.getByRole('listbox', { name: 'Suggesties' }).getByRole('option', { name: 'Zeist, Utrecht' }).click();
    await expect(page).toHaveURL(/postcode=Zeist&afstand=25/);
    const nearZeist = await apiVacancies(request, { filter: { postcode: 'Zeist', radiusKm: 25 } });
    expect(nearZeist.total).toBeGreaterThan(0);
    await expect(search.resultCount()).toHaveText(countText(nearZeist.total));
  });
});
