import { expect, test } from '../../fixtures/test';
import { loginThroughApi, uniqueEmail, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { createPdf, ownEmployee } from '../../flows/profile';

test.describe('profile pages (/profiel*)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('personal details are validated in Dutch and persist', async ({ page, context }) => {
    const person = await loginThroughApi(context);
    await page.goto('/profiel');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await page.getByRole('link', { name: 'Gegevens', exact: true }).click();
    await expect(page).toHaveURL('/profiel/gegevens');
    await expect(page.getByText(person.email)).toBeVisible();

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Postcode').fill('0123 AB');
    await field('LinkedIn-profiel').fill('https://linkedin.com/company/acme');
    await field('KvK-nummer').fill('1234');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(field('Postcode')).toHaveAccessibleDescription(/Vul een geldige postcode in, bijvoorbeeld 1234 AB$/);
    await expect(field('LinkedIn-profiel')).toHaveAccessibleDescription(/Vul de link naar je LinkedIn-profiel in/);
    await expect(field('KvK-nummer')).toHaveAccessibleDescription(/Een KvK-nummer bestaat uit 8 cijfers$/);

    await field('Achternaam').fill('Jansen');
    await field('Telefoonnummer').fill('020 123 4567');
    await field('Postcode').fill('1011ab');
    await field('LinkedIn-profiel').fill('https://www.linkedin.com/in/jan-jansen');
    await field('KvK-nummer').fill('87654321');
    await field('Uurtarief (€, excl. btw)').fill('95');
    await page.getByRole('button', { name: 'Gegevens opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();

    await page.reload();
    await expect(field('Achternaam')).toHaveValue('Jansen');
    await expect(field('Postcode')).toHaveValue('1011 AB');
    await expect(field('Woonplaats')).toHaveValue('Amsterdam');
    await expect(field('LinkedIn-profiel')).toHaveValue('https://www.linkedin.com/in/jan-jansen');
    await expect(field('KvK-nummer')).toHaveValue('87654321');
    await expect(field('Uurtarief (€, excl. btw)')).toHaveValue('95');
    expect(await ownEmployee(page.request)).toMatchObject({ lastName: 'Jansen', phone: '020 123 4567', hourlyRate: 95 });
  });

  test('the e-mail address changes through a link mailed to the new address', async ({ page, context, browser, baseURL }) => {
    const person = await loginThroughApi(context);
    const before = await ownEmployee(page.request);
    const newEmail = uniqueEmail('nieuw');
    await page.goto('/profiel/gegevens');
    await page.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    const after = new Date(Date.now() - 1000).toISOString();
    await page.getByLabel('Nieuw e-mailadres').fill(newEmail);
    await page.getByRole('button', { name: 'Bevestigingslink versturen' }).click();
    await expect(page.getByText(`We hebben een bevestigingslink gestuurd naar ${newEmail}`)).toBeVisible();
    expect((await ownEmployee(page.request)).email).toBe(person.email);

    const mail = await waitForMail(page.request, newEmail, { after, subject: /Bevestig je nieuwe e-mailadres/ });
    await page.goto(mail.link!);
    await expect(page.getByText('Je e-mailadres is gewijzigd. Je logt voortaan in met je nieuwe adres.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'E-mailadres' }).getByText(newEmail)).toBeVisible();
    await expect(page).toHaveURL('/profiel/gegevens');

    // The new address logs in to the same account.
    const other = await browser.newContext({ baseURL });
    try {
      await loginThroughApi(other, { ...person, email: newEmail }, { existing: true });
      expect((await ownEmployee(other.request)).id).toBe(before.id);
    } finally {
      await other.close();
    }
  });

  test('preferences persist and drive the dashboard', async ({ page, context }) => {
    await loginThroughApi(context);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Vertel ons wat je zoekt' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nog geen reacties' })).toBeVisible();
    await page.getByRole('link', { name: 'Voorkeuren invullen' }).click();
    await expect(page).toHaveURL('/profiel/voorkeuren');

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Sector').selectOption({ label: 'ICT' });
    await expect(field('Functie').locator('option', { hasText: 'Scrum master' })).toHaveCount(1);
    await field('Functie').selectOption({ label: 'Scrum master' });
    await field('Functie in je eigen woorden').fill('Agile coach');
    await field('Uren per week').fill('0');
    await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(field('Uren per week')).toHaveAccessibleDescription('Verplicht veld');
    await field('Uren per week').fill('36');
    await field('Werkvorm').selectOption({ label: 'Op afstand' });
    await field('Ik heb een rijbewijs (B)').check();
    await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
    await expect(page.getByText('Je voorkeuren zijn opgeslagen.')).toBeVisible();

    await page.reload();
    await expect(field('Functie').locator('option:checked')).toHaveText('Scrum master');
    await expect(field('Functie in je eigen woorden')).toHaveValue('Agile coach');
    await expect(field('Uren per week')).toHaveValue('36');
    await expect(field('Werkvorm').locator('option:checked')).toHaveText('Op afstand');
    await expect(field('Ik heb een rijbewijs (B)')).toBeChecked();

    await page.goto('/dashboard');
    const recommended = page.getByRole('region', { name: 'Aanbevolen opdrachten' });
    await expect(recommended.getByRole('listitem').first().or(recommended.getByText('Nu geen passende opdrachten'))).toBeVisible();
    await expect(recommended.getByRole('heading', { name: 'Vertel ons wat je zoekt' })).toHaveCount(0);
  });

  test('experience and education entries are added, edited and removed; the CV is replaced', async ({ page, context }) => {
    await loginThroughApi(context);
    await page.goto('/profiel/ervaring');
    await expect(page.getByText('Je hebt nog geen werkervaring toegevoegd.')).toBeVisible();

    const experience = page.getByRole('region', { name: 'Werkervaring' });
    await experience.getByRole('button', { name: 'Werkervaring toevoegen' }).click();
    const form = page.getByRole('form', { name: 'Werkervaring toevoegen' });
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form.getByLabel('Functie of rol')).toHaveAccessibleDescription('Verplicht veld');
    await form.getByLabel('Functie of rol').fill('Projectleider');
    await form.getByLabel('Opdrachtgever of werkgever').fill('Gemeente Utrecht');
    await form.getByLabel('Van').fill('2022-03-01');
    await form.getByLabel('Tot').fill('2021-01-01');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(form.getByLabel('Tot')).toHaveAccessibleDescription(/De einddatum ligt voor de begindatum/);
    await form.getByLabel('Tot').fill('');
    await form.getByLabel('Omschrijving').fill('Programma jeugdzorg.');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    await expect(experience.getByText('Projectleider bij Gemeente Utrecht')).toBeVisible();
    await expect(experience.getByText('maart 2022 – heden')).toBeVisible();

    await experience.getByRole('button', { name: 'Bewerken: Projectleider bij Gemeente Utrecht' }).click();
    const edit = page.getByRole('form', { name: 'Werkervaring bewerken' });
    await edit.getByLabel('Functie of rol').fill('Programmamanager');
    await edit.getByRole('button', { name: 'Opslaan' }).click();
    await expect(experience.getByText('Programmamanager bij Gemeente Utrecht')).toBeVisible();

    const education = page.getByRole('region', { name: 'Opleidingen' });
    await education.getByRole('button', { name: 'Opleiding toevoegen' }).click();
    const educationForm = page.getByRole('form', { name: 'Opleiding toevoegen' });
    await educationForm.getByLabel('Opleiding', { exact: true }).fill('Bestuurskunde');
    await educationForm.getByLabel('School of instelling').fill('Universiteit Utrecht');
    await educationForm.getByLabel('Niveau').selectOption({ label: 'wo' });
    await educationForm.getByLabel('Diploma behaald').check();
    await educationForm.getByRole('button', { name: 'Opslaan' }).click();
    await expect(education.getByText('Bestuurskunde aan Universiteit Utrecht')).toBeVisible();

    await page.reload();
    await expect(experience.getByText('Programmamanager bij Gemeente Utrecht')).toBeVisible();
    await expect(education.getByText(/wo · .*Diploma behaald/)).toBeVisible();

    await experience.getByRole('button', { name: 'Verwijderen: Programmamanager bij Gemeente Utrecht' }).click();
    await expect(experience.getByText('Je hebt nog geen werkervaring toegevoegd.')).toBeVisible();
    const saved = await ownEmployee(page.request);
    expect(saved.experience).toEqual([]);
    expect(saved.education).toEqual([expect.objectContaining({ study: 'Bestuurskunde', completed: true })]);

    // CV: upload, replace; a fake PDF is refused by the API in Dutch (415).
    await page.getByLabel('Upload je cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('geen pdf') });
    await expect(page.getByText('Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).')).toBeVisible();
    await page.getByLabel('Upload je cv').setInputFiles({ name: 'cv-2025.pdf', mimeType: 'application/pdf', buffer: createPdf('Eerste') });
    await expect(page.getByRole('link', { name: 'cv-2025.pdf' })).toBeVisible();
    await page.getByLabel('Vervang je cv').setInputFiles({ name: 'cv-2026.pdf', mimeType: 'application/pdf', buffer: createPdf('Tweede') });
    await expect(page.getByRole('link', { name: 'cv-2026.pdf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'cv-2025.pdf' })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'cv-2026.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('cv-2026.pdf');
  });
});
