import { expect as baseExpect, test, type Page } from '../../fixtures/test';
import type { Employee, VacancyListItem } from '@interim/shared/contract';
import { clientHeaders, loginThroughApi } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { headerLoginLink } from '../../flows/auth';
import { ownEmployee } from '../../flows/profile';
import { apiVacancies, isoDateFromToday } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * An open vacancy that asks as much as possible (an education level, a
 * driver's licence, a place to travel to), so the panel has the most points
 * to get right; any open one when none asks all of that.
 */
async function demandingOpenVacancy(page: Page): Promise<VacancyListItem> {
  const { items } = await apiVacancies(page.request, { sort: ['closingDate', 'DESC'], range: [0, 49] });
  expect(items.length, 'open vacancies').toBeGreaterThan(0);
  return [...items].sort((a, b) => expectedLabels(b).length - expectedLabels(a).length)[0]!;
}

/** The labels of the points the opdracht asks, by the product spec: position, hours, rate and availability always; the rest only when asked. */
function expectedLabels(vacancy: VacancyListItem): string[] {
  const labels = ['Functie', 'Uren per week', 'Uurtarief', 'Beschikbaarheid'];
  if (vacancy.educationLevel !== null) labels.push('Opleidingsniveau');
  if (vacancy.driversLicenseRequired) labels.push('Rijbewijs');
  if (vacancy.workMode !== 'remote' && vacancy.latitude !== null && vacancy.longitude !== null) labels.push('Reisafstand');
  return labels;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Past ik hierbij?' });

test.describe('"Past ik hierbij?" on the vacancy detail page', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a profile that misses only the rate: all points but one, the rate not met with a link to fix it, applying still open', async ({ page, context }) => {
    await loginThroughApi(context);
    const vacancy = await demandingOpenVacancy(page);
    const me = await ownEmployee(context.request);

    // Everything the opdracht asks, except a rate well above its band (the rate point is met only up to the band's top).
    const brokenRate = Math.min(vacancy.hourlyRateMax + 40, 1000);
    expect(brokenRate).toBeGreaterThan(vacancy.hourlyRateMax);
    const patch = await context.request.patch(`/api/employees/${me.id}`, {
      headers: clientHeaders,
      data: {
        // The vacancy's own postcode and the largest travel distance allowed: the distance is met wherever the opdracht is.
        postcode: vacancy.postcode,
        hourlyRate: brokenRate,
        preferences: {
          sector: vacancy.sector.id,
          position: vacancy.position.id,
          educationLevel: vacancy.educationLevel?.id ?? null,
          hasDriversLicense: true,
          maxTravelKm: 500,
          hoursPerWeek: vacancy.hoursPerWeekMin,
          // Available on the start day, or well before today when the start is "in overleg".
          availableFrom: vacancy.startDate ?? isoDateFromToday(-30),
        },
      },
    });
    expect(patch.status(), await patch.text()).toBe(200);
    const saved = (await patch.json()) as Employee;
    expect(saved.hourlyRate).toBe(brokenRate);
    if (vacancy.workMode !== 'remote' && vacancy.latitude !== null) expect(saved.latitude, `coordinates of ${vacancy.postcode}`).not.toBeNull();

    await page.goto(`/opdrachten/${vacancy.id}`);
    await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();

    // The summary's numbers: all points but one, as many points as the opdracht asks, and as many as are listed.
    const summary = panel.getByText(/^Je voldoet aan \d+ van \d+ punten$/);
    await expect(summary).toBeVisible();
    const [, met, total] = /^Je voldoet aan (\d+) van (\d+) punten$/.exec((await summary.textContent()) ?? '')!.map(Number);
    expect(total).toBe(expectedLabels(vacancy).length);
    expect(met).toBe(total! - 1);
    const points = panel.getByRole('listitem');
    await expect(points).toHaveCount(total!);

    // Exactly one point is not met, and it is the rate; every other point the opdracht asks is met, none is unknown.
    const labels = expectedLabels(vacancy);
    await expect(panel.getByText(/^[^:]+: Voldoet niet$/)).toHaveCount(1);
    await expect(panel.getByText(/^[^:]+: Onbekend$/)).toHaveCount(0);
    await expect(panel.getByText(/^[^:]+: Voldoet$/)).toHaveCount(total! - 1);
    const rate = points.filter({ has: page.getByText('Uurtarief: Voldoet niet', { exact: true }) });
    await expect(rate).toHaveCount(1);
    await expect(rate).toContainText('ligt boven');
    for (const label of labels.filter((l) => l !== 'Uurtarief')) await expect(panel.getByText(`${label}: Voldoet`, { exact: true })).toBeVisible();

    // Only the unmet point has a fix link, to the page where the rate is set.
    const fixLinks = panel.getByRole('link', { name: /aanpassen in je profiel$/ });
    await expect(fixLinks).toHaveCount(1);
    const fixRate = panel.getByRole('link', { name: 'Uurtarief aanpassen in je profiel', exact: true });
    await expect(fixRate).toHaveAttribute('href', '/profiel/gegevens');

    // The panel informs, it never blocks: "Reageren" is there and leads to the form.
    const apply = page.getByRole('link', { name: 'Reageren', exact: true });
    await expect(apply).toBeVisible();
    await apply.click();
    await expect(page).toHaveURL(`/opdrachten/${vacancy.id}/reageren`);
    await expect(page.getByRole('button', { name: 'Reactie versturen' })).toBeEnabled();

    // The fix link opens the details page with the rate that missed.
    await page.goBack();
    await expect(page).toHaveURL(`/opdrachten/${vacancy.id}`);
    await panelOf(page).getByRole('link', { name: 'Uurtarief aanpassen in je profiel', exact: true }).click();
    await expect(page).toHaveURL('/profiel/gegevens');
    await expect(page.getByLabel('Uurtarief (€, excl. btw)', { exact: true })).toHaveValue(String(brokenRate));
  });

  test('a visitor sees no panel', async ({ page }) => {
    const vacancy = await demandingOpenVacancy(page);
    await page.goto(`/opdrachten/${vacancy.id}`);
    await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
    // The page is fully there for a visitor (logged-out header, apply action) before the absence is checked.
    await expect(headerLoginLink(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reageren', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Acties' })).toBeVisible();
    await expect(panelOf(page)).toHaveCount(0);
    await expect(page.getByText(/Je voldoet aan \d+ van \d+ punten/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Past ik hierbij?' })).toHaveCount(0);
  });
});
