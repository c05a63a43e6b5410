import { expect, test, type Locator, type Page } from '../../fixtures/test';
import type { Application } from '@interim/shared/contract';
import { newPerson, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { createPdf, ownEmployee } from '../../flows/profile';
import { freshOpenVacancy, tabTo } from '../../flows/vacancies';

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a native select and picks an option by typing the start of its label (the browser's type-ahead). */
async function chooseByTyping(page: Page, select: Locator, label: string, typed = label) {
  // The options may come from the API: wait until the wanted one is there.
  await expect(select.locator('option').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  await tabTo(page, select);
  await page.keyboard.type(typed);
  await expect(select.locator('option:checked')).toHaveText(label);
}

async function pressNext(page: Page, name = 'Volgende') {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

// Issue "Quality gates", item 2: register, complete the profile and apply
// without a mouse. Opening the mail link is a navigation (as from a mail
// program), and the CV's file picker is the operating system's dialog, so the
// test reaches the upload control by keyboard and then hands it the file.
test('keyboard only: register, complete the profile in six steps, apply', async ({ page, context, baseURL, request }) => {
  test.setTimeout(240_000);
  await hideBanner(context, baseURL!);
  const person = newPerson('toetsenbord');
  const field = (label: string) => page.getByLabel(label, { exact: true });

  // Register.
  await page.goto('/aanmelden/start');
  await typeInto(page, field('Voornaam'), person.firstName);
  await typeInto(page, field('Achternaam'), person.lastName);
  await typeInto(page, field('E-mailadres'), person.email);
  await tabTo(page, page.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }));
  await page.keyboard.press('Space');
  const after = new Date(Date.now() - 1000).toISOString();
  await tabTo(page, page.getByRole('button', { name: 'Account aanmaken' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/aanmelden\/email/);

  // The link from the mail logs in and welcomes; on to the profile.
  const mail = await waitForMail(request, person.email, { after });
  await page.goto(mail.link!);
  await expect(page).toHaveURL(/\/aanmelden\/voltooi/);
  await tabTo(page, page.getByRole('link', { name: 'Profiel afronden' }));
  await page.keyboard.press('Enter');

  // Step 1: personal details.
  await expect(page).toHaveURL('/profiel/afronden/stap-1');
  await expect(page.getByText('Stap 1 van 6', { exact: true })).toBeVisible();
  await typeInto(page, field('Telefoonnummer'), '0612345678');
  await pressNext(page);

  // Step 2: location and mobility.
  await expect(page.getByText('Stap 2 van 6', { exact: true })).toBeVisible();
  await typeInto(page, field('Postcode'), '3511 AB');
  await typeInto(page, field('Maximale reisafstand (km)'), '30');
  await tabTo(page, page.getByRole('checkbox', { name: 'Ik heb een rijbewijs (B)' }));
  await page.keyboard.press('Space');
  await pressNext(page);

  // Step 3: sector, position, desired function.
  await expect(page.getByText('Stap 3 van 6', { exact: true })).toBeVisible();
  await chooseByTyping(page, field('Sector'), 'ICT');
  await chooseByTyping(page, field('Functie'), 'Projectmanager', 'Projectm');
  await typeInto(page, field('Functie in je eigen woorden'), 'Interim projectmanager');
  await pressNext(page);

  // Step 4: education.
  await expect(page.getByText('Stap 4 van 6', { exact: true })).toBeVisible();
  await chooseByTyping(page, field('Hoogst afgeronde opleiding'), 'hbo');
  await pressNext(page);

  // Step 5: CV and LinkedIn.
  await expect(page.getByText('Stap 5 van 6', { exact: true })).toBeVisible();
  const upload = page.getByLabel('Upload je cv');
  await tabTo(page, upload);
  await upload.setInputFiles({ name: 'cv-toetsenbord.pdf', mimeType: 'application/pdf', buffer: createPdf('Toetsenbord') });
  await expect(page.getByText('Je cv is opgeslagen.')).toBeVisible();
  await typeInto(page, field('LinkedIn-profiel'), 'linkedin.com/in/jan-toetsenbord');
  await pressNext(page);

  // Step 6: availability and rate. Day and month equal: the date field's segment order follows the browser's locale data.
  await expect(page.getByText('Stap 6 van 6', { exact: true })).toBeVisible();
  await typeInto(page, field('Beschikbaar vanaf'), '03032027');
  await expect(field('Beschikbaar vanaf')).toHaveValue('2027-03-03');
  await typeInto(page, field('Uren per week'), '32');
  await chooseByTyping(page, field('Werkvorm'), 'Hybride', 'Hyb');
  await typeInto(page, field('Uurtarief (€, excl. btw)'), '85');
  await pressNext(page, 'Profiel afronden');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Je profiel is 100% compleet')).toBeVisible();
  expect((await ownEmployee(page.request)).profileCompletion).toMatchObject({ isComplete: true });

  // Apply, with the CV just uploaded (the form's default when one is stored).
  const vacancy = await freshOpenVacancy(request, 7);
  await page.goto(`/opdrachten/${vacancy.id}`);
  await tabTo(page, page.getByRole('link', { name: 'Reageren', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/opdrachten/${vacancy.id}/reageren`);
  await typeInto(page, page.getByLabel('Motivatie'), 'Ik ben direct beschikbaar en heb ruime ervaring als projectmanager.');
  await typeInto(page, page.getByLabel('Uurtarief (excl. btw)'), '82');
  await typeInto(page, page.getByLabel('Beschikbaar vanaf'), '03032027');
  await expect(page.getByLabel('Beschikbaar vanaf')).toHaveValue('2027-03-03');
  await typeInto(page, page.getByLabel('Uren per week'), '32');
  await expect(page.getByRole('radio', { name: /Gebruik mijn opgeslagen cv/ })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: /Ik bevestig/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Reactie versturen' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/mijn-reacties');
  await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: vacancy.title }) })).toContainText('Status: Ontvangen');
  const mine = ((await (await page.request.get('/api/applications')).json()) as Application[]).find((a) => a.vacancy.id === vacancy.id);
  expect(mine?.cvId).not.toBeNull();
});
