import { expect as baseExpect, test } from '../../fixtures/test';
import type { Application } from '@interim/shared/contract';
import { newPerson, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { fillApplicationFields, freshOpenVacancy } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('register and apply (/opdrachten/:id/aanmelden)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a visitor registers and applies in one form; after the mail link the reactie is checked and sent with one button', async ({ page, request }) => {
    const person = newPerson('reageer');
    const vacancy = await freshOpenVacancy(request, 3);
    await page.goto(`/opdrachten/${vacancy.id}`);
    await page.getByRole('link', { name: 'Reageren', exact: true }).click();
    await expect(page).toHaveURL(`/opdrachten/${vacancy.id}/aanmelden`);

    await page.getByRole('button', { name: 'Aanmelden en reageren' }).click();
    await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');

    await page.getByLabel('Voornaam').fill(person.firstName);
    await page.getByLabel('Achternaam').fill(person.lastName);
    await page.getByLabel('E-mailadres').fill(person.email);
    await fillApplicationFields(page, { motivation: 'Als ervaren interim-manager wil ik graag bijdragen aan deze opdracht.', rate: '90' });
    await page.getByLabel('Ik ga akkoord met de privacyverklaring').check();
    const after = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Aanmelden en reageren' }).click();

    await expect(page.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
    await expect(page.getByText(/Je reactie is nog niet verstuurd: we bewaren hem 7 dagen bij je aanmelding/)).toBeVisible();

    const mail = await waitForMail(request, person.email, { after });
    expect(mail.link).toContain(`returnTo=${encodeURIComponent(`/opdrachten/${vacancy.id}/reageren?versturen=1`)}`);
    await page.goto(mail.link!);

    await expect(page.getByRole('heading', { name: 'Controleer je reactie' })).toBeVisible();
    await page.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(page).toHaveURL('/mijn-reacties');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: vacancy.title }) });
    await expect(card).toContainText('Status: Ontvangen');
    const list = await page.context().request.get('/api/applications');
    const mine = ((await list.json()) as Application[]).find((a) => a.vacancy.id === vacancy.id)!;
    expect(mine).toMatchObject({ offeredHourlyRate: 90, motivation: 'Als ervaren interim-manager wil ik graag bijdragen aan deze opdracht.' });

    // Kept only until sent: the server has no draft left.
    const draft = await page.context().request.get(`/api/application_drafts/${vacancy.id}`);
    expect(draft.status()).toBe(404);
  });
});
