import { expect as baseExpect, test } from '../../fixtures/test';
import type { Application } from '@interim/shared/contract';
import { clientHeaders, loginStaff, loginThroughApi } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { fillApplicationFields, freshOpenVacancy, samplePdf, staffSetStatus, tabTo } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('applying', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('apply with a CV -> my applications with status; a second application is refused', async ({ page, context, request }) => {
    await loginThroughApi(context);
    const vacancy = await freshOpenVacancy(request, 0);
    await page.goto(`/opdrachten/${vacancy.id}`);
    await page.getByRole('link', { name: 'Reageren', exact: true }).click();
    await expect(page).toHaveURL(`/opdrachten/${vacancy.id}/reageren`);

    // Nothing is sent while the form is incomplete; the messages are Dutch.
    await page.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page.getByLabel('Uurtarief (excl. btw)')).toHaveAccessibleDescription(/Verplicht veld/);
    // The motivation is optional ("zonder sollicitatiebrief"), as in the corporate form.
    await expect(page.getByLabel('Motivatie (optioneel)')).not.toHaveAccessibleDescription(/Verplicht veld/);
    await expect(page.getByLabel('Cv-bestand')).toHaveAccessibleDescription(/Kies je cv/);

    await fillApplicationFields(page);
    await page.getByLabel('Cv-bestand').setInputFiles(samplePdf());
    await page.getByLabel(/Ik bevestig dat mijn gegevens kloppen/).check();
    await page.getByRole('button', { name: 'Reactie versturen' }).click();

    await expect(page).toHaveURL('/mijn-reacties');
    await expect(page.getByText('Je reactie is verstuurd. Je vindt hem bij Mijn reacties.')).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: vacancy.title }) });
    await expect(card).toContainText('Status: Ontvangen');
    // What was sent shows with the reactie.
    const sent = card.getByRole('region', { name: 'Wat je hebt gestuurd' });
    await expect(sent).toContainText('€ 85 per uur excl. btw');
    await expect(sent).toContainText('32 uur');
    await expect(sent).toContainText(samplePdf().name);
    await expect(sent).toContainText('Ik heb tien jaar ervaring als interim-adviseur');

    // The detail page knows (badge and text), and the apply page explains a duplicate.
    await page.goto(`/opdrachten/${vacancy.id}`);
    await expect(page.getByText('Gereageerd', { exact: true })).toBeVisible();
    await expect(page.getByText(/Je hebt al op deze opdracht gereageerd \(status: Ontvangen\)/)).toBeVisible();
    // So does its card in a search (the marks of the whole list come from one read of the own reacties).
    await page.goto(`/opdrachten?q=${encodeURIComponent(vacancy.title)}`);
    await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: vacancy.title }) })).toContainText('Gereageerd');
    await page.goto(`/opdrachten/${vacancy.id}/reageren`);
    await expect(page.getByRole('alert')).toContainText('Je hebt al op deze opdracht gereageerd.');
    await expect(page.getByRole('button', { name: 'Reactie versturen' })).toHaveCount(0);
    const again = await context.request.post('/api/applications', { data: { vacancyId: vacancy.id }, headers: clientHeaders });
    expect(again.status()).toBe(409);
    expect((await again.json()).code).toBe('ALREADY_APPLIED');
  });

  test("a staff status change shows in the timeline; an open application can be withdrawn", async ({ page, context, request, playwright, baseURL }) => {
    await loginThroughApi(context);
    const [first, second] = [await freshOpenVacancy(request, 1), await freshOpenVacancy(request, 2)];
    const applied: Application[] = [];
    for (const vacancy of [first, second]) {
      const response = await context.request.post('/api/applications', {
        data: { vacancyId: vacancy.id, motivation: 'Ik reageer graag op deze opdracht.' },
        headers: clientHeaders,
      });
      expect(response.status(), await response.text()).toBe(201);
      applied.push((await response.json()) as Application);
    }

    const staff = await playwright.request.newContext({ baseURL });
    await loginStaff(staff);
    await staffSetStatus(staff, applied[0]!.id, 'in_review');
    const reason = 'De opdrachtgever kiest voor een kandidaat met meer ervaring in het sociaal domein.';
    await staffSetStatus(staff, applied[0]!.id, 'rejected', reason);
    await staff.dispose();

    await page.goto('/mijn-reacties');
    const rejected = page.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title }) });
    await expect(rejected).toContainText('Status: Afgewezen');
    const timeline = rejected.getByRole('list', { name: `Verloop van je reactie op ${first.title}` });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText('Ontvangen');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('In behandeling');
    await expect(timeline.getByRole('listitem').nth(2)).toContainText(`Afgewezen`);
    await expect(timeline.getByRole('listitem').nth(2)).toContainText(`Reden van afwijzing: ${reason}`);
    await expect(rejected.getByRole('button', { name: 'Reactie intrekken' })).toHaveCount(0);

    // Newest first.
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(second.title);
    const open = page.getByRole('article').filter({ has: page.getByRole('heading', { name: second.title }) });
    await open.getByRole('button', { name: 'Reactie intrekken' }).click();
    await open.getByRole('button', { name: 'Ja, trek mijn reactie in' }).click();
    await expect(open).toContainText('Status: Ingetrokken');
    await page.reload();
    await expect(open).toContainText('Status: Ingetrokken');
    await expect(open.getByRole('button', { name: 'Reactie intrekken' })).toHaveCount(0);

    // After withdrawing, the user may apply again while the opdracht is open.
    await page.goto(`/opdrachten/${second.id}`);
    await expect(page.getByText(/Je hebt je eerdere reactie ingetrokken/)).toBeVisible();
    await page.getByRole('link', { name: 'Reageren', exact: true }).click();
    await expect(page).toHaveURL(`/opdrachten/${second.id}/reageren`);
    await fillApplicationFields(page, { motivation: '' });
    await page.getByRole('radio', { name: 'Zonder cv reageren' }).check();
    await page.getByLabel(/Ik bevestig dat mijn gegevens kloppen/).check();
    await page.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page).toHaveURL('/mijn-reacties');
    const reapplied = page.getByRole('article').filter({ has: page.getByRole('heading', { name: second.title }) });
    await expect(reapplied).toHaveCount(2);
    await expect(reapplied.first()).toContainText('Status: Ontvangen');
    await expect(reapplied.first()).toContainText('Zonder motivatie');
  });

  test('apply with the keyboard only', async ({ page, context, request }) => {
    await loginThroughApi(context);
    const vacancy = await freshOpenVacancy(request, 4);
    await page.goto(`/opdrachten/${vacancy.id}`);
    await tabTo(page, page.getByRole('link', { name: 'Reageren', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/opdrachten/${vacancy.id}/reageren`);

    await tabTo(page, page.getByLabel('Motivatie'));
    await page.keyboard.type('Ik werk al jaren als interim-adviseur en kan direct beginnen.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Uurtarief (excl. btw)')).toBeFocused();
    await page.keyboard.type('82');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Beschikbaar vanaf')).toBeFocused();
    // Day and month equal: the field's segment order (dd-mm or mm/dd) follows the browser's locale data.
    const [y, m, d] = [String(new Date().getUTCFullYear() + 1), '12', '12'];
    await page.keyboard.type(`${d}${m}${y}`);
    await expect(page.getByLabel('Beschikbaar vanaf')).toHaveValue(`${y}-${m}-${d}`);
    await tabTo(page, page.getByLabel('Uren per week'));
    await page.keyboard.type('24');
    // The CV choice is a radio group: arrows move within it.
    await tabTo(page, page.getByRole('radio', { name: 'Upload je cv' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Zonder cv reageren' })).toBeChecked();
    await tabTo(page, page.getByRole('checkbox', { name: /Ik bevestig/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Reactie versturen' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/mijn-reacties');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: vacancy.title }) });
    await expect(card).toContainText('Status: Ontvangen');
    const list = await context.request.get('/api/applications');
    const mine = ((await list.json()) as Application[]).find((a) => a.vacancy.id === vacancy.id)!;
    expect(mine).toMatchObject({ offeredHourlyRate: 82, hoursPerWeek: 24, availableFrom: `${y}-${m}-${d}`, cvId: null });
  });
});
