import { expect, test } from '../../fixtures/test';
import { STAFF_EMAIL, clientHeaders, loginThroughApi, newPerson, waitForMail } from '../../fixtures/auth';
import { newUserContext } from '../../fixtures/backoffice';
import { LoginPage, MailSentPage, justBefore } from '../../flows/auth';

// Issue 30: staff land in the back office after logging in (item 6), and
// choose an old opdracht, far beyond the newest 100, by typing part of its
// title in the searching "Opdracht" picker, then move its reacties at once (item 1).

/** The opdracht the issue names: a seeded one, older than the newest 100 (240 are seeded). */
const OLD_OPDRACHT_ID = 116;

test.describe('back office: recruiter tools (issue 30)', () => {
  test('staff log in to /beheer and bulk-process the reacties of opdracht 116, found by typing', async ({ page, browser, baseURL, request }) => {
    // Two freelancers apply to the old opdracht (through the API: the apply flow has its own specs).
    const opdracht = (await (await request.get(`/api/vacancies/${OLD_OPDRACHT_ID}`)).json()) as { id: number; title: string; city: string; status: string };
    expect(opdracht.status).toBe('open');
    for (const lastName of ['Visser', 'Bakker']) {
      const context = await newUserContext(browser, baseURL!);
      await loginThroughApi(context, { ...newPerson('reactie'), firstName: 'Noor', lastName });
      const applied = await context.request.post('/api/applications', { headers: clientHeaders, data: { vacancyId: OLD_OPDRACHT_ID, motivation: 'Ik heb veel ervaring met dit soort opdrachten.' } });
      expect(applied.status(), await applied.text()).toBe(201);
      await context.close();
    }

    // Item 6: the staff login lands in the back office, without the freelancer's saved-opdrachten icon.
    const login = new LoginPage(page);
    await login.goto();
    const after = justBefore();
    await login.requestLink(STAFF_EMAIL);
    const mail = await waitForMail(page.request, STAFF_EMAIL, { after });
    await new MailSentPage(page).loginWithCode(mail.code!);
    await expect(page).toHaveURL(/\/beheer\/opdrachten$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beheer' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Opgeslagen opdrachten' })).toHaveCount(0);

    // Item 1: type part of the title (and the city, to single it out among equal titles).
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Reacties' }).click();
    const picker = page.getByRole('search', { name: 'Reacties filteren' }).getByRole('combobox', { name: 'Opdracht' });
    await picker.fill(`${opdracht.title.slice(0, -2)} ${opdracht.city}`);
    const option = page.getByRole('option').filter({ hasText: `nr. ${OLD_OPDRACHT_ID}` });
    await expect(option).toContainText(opdracht.title);
    await picker.press('ArrowDown');
    // Arrow down until the opdracht is the active option, then Enter.
    for (let step = 0; step < 10 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]opdracht=${OLD_OPDRACHT_ID}\\b`));
    await expect(picker).toHaveValue(new RegExp(`^${opdracht.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));

    const table = page.getByRole('table', { name: /^Reacties/ });
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Alle reacties op deze pagina selecteren' }).check();
    const form = page.getByRole('form', { name: 'Status van de geselecteerde reacties wijzigen' });
    await form.getByRole('combobox', { name: 'Nieuwe status' }).selectOption({ label: 'In behandeling' });
    await form.getByRole('button', { name: 'Status van 2 reacties wijzigen' }).click();
    await form.getByRole('button', { name: 'Ja, zet op In behandeling' }).click();
    await expect(page.getByText('2 reacties gewijzigd:')).toBeVisible();
    await expect(table.getByText('In behandeling')).toHaveCount(2);
  });
});
