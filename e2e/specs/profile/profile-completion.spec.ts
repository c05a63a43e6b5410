import { expect, test } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { ProfileWizard, createPdf, ownEmployee } from '../../flows/profile';

test.describe('profile completion wizard (/profiel/afronden)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a new freelancer completes all six steps with a real CV, and a reload mid-wizard resumes', async ({ page, context }) => {
    const person = await loginThroughApi(context);
    const wizard = new ProfileWizard(page);

    // A new profile starts at step 1.
    await page.goto('/profiel/afronden');
    await wizard.expectStep(1, 'Persoonlijke gegevens');
    await expect(wizard.field('Voornaam')).toHaveValue(person.firstName);

    // Validation in Dutch; nothing is saved.
    await wizard.field('Voornaam').fill('');
    await wizard.next();
    await expect(wizard.field('Voornaam')).toHaveAccessibleDescription('Verplicht veld');
    // The phone number is optional, as at registration (issue 32).
    await expect(wizard.field('Telefoonnummer')).not.toHaveAccessibleDescription('Verplicht veld');
    await expect(page).toHaveURL('/profiel/afronden/stap-1');

    await wizard.field('Voornaam').fill('Jan');
    await wizard.fillStep1({ phone: '06 12345678', dateOfBirth: '1985-04-12' });
    await wizard.next();

    await wizard.expectStep(2, 'Locatie en mobiliteit');
    await wizard.fillStep2({ postcode: '3511 sa', maxTravelKm: '40', driversLicense: true });
    await wizard.next();
    await expect(wizard.field('Postcode')).toHaveAccessibleDescription(/Vul een geldige postcode in/);
    await wizard.field('Postcode').fill('3511ab');
    await wizard.next();

    await wizard.expectStep(3, 'Sector en functie');
    await wizard.chooseSectorAndPosition('ICT', 'Projectmanager');
    // The function is asked once: the own words are optional (issue 17).
    await expect(page.getByLabel(/Gewenste functie/)).toHaveCount(0);
    await wizard.field('Functie in je eigen woorden').fill('Interim projectmanager');

    // Reload mid-wizard: saved steps stay saved, the step's unsaved input survives.
    await page.reload();
    await wizard.expectStep(3, 'Sector en functie');
    await expect(wizard.field('Functie in je eigen woorden')).toHaveValue('Interim projectmanager');
    await expect(wizard.field('Sector').locator('option:checked')).toHaveText('ICT');

    // Coming back later resumes at the first unfinished step.
    await page.goto('/dashboard');
    // What is known counts (issue 32): name, e-mail, phone, birth date, postcode and travel distance, 6 of 14 parts.
    await expect(page.getByText('Je profiel is 43% compleet')).toBeVisible();
    await page.getByRole('link', { name: 'Ga verder met stap 3: Sector en functie' }).click();
    await wizard.expectStep(3, 'Sector en functie');
    await page.goto('/profiel/afronden');
    await wizard.expectStep(3, 'Sector en functie');
    await expect(wizard.field('Functie').locator('option:checked')).toHaveText('Projectmanager');
    await wizard.next();

    await wizard.expectStep(4, 'Opleiding en ervaring');
    // Back keeps what was saved.
    await wizard.back();
    await wizard.expectStep(3, 'Sector en functie');
    await expect(wizard.field('Functie in je eigen woorden')).toHaveValue('Interim projectmanager');
    await wizard.next();
    await wizard.expectStep(4, 'Opleiding en ervaring');
    await wizard.field('Hoogst afgeronde opleiding').selectOption({ label: 'hbo' });
    await wizard.next();

    await wizard.expectStep(5, 'Cv en LinkedIn');
    await wizard.next();
    await expect(page.getByText('Upload je cv om verder te gaan')).toBeVisible();
    // A file of the wrong type is refused in Dutch before it is sent.
    await page.getByLabel('Upload je cv').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a cv') });
    await expect(page.getByText('Upload je cv als PDF- of Word-bestand (.pdf, .doc of .docx).')).toBeVisible();
    await wizard.uploadCv('cv-jan-de-vries.pdf', createPdf('Jan de Vries'));
    await expect(page.getByText('Je cv is opgeslagen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'cv-jan-de-vries.pdf' })).toBeVisible();
    await wizard.field('LinkedIn-profiel').fill('linkedin.com/in/jan-de-vries');
    await wizard.next();

    await wizard.expectStep(6, 'Beschikbaarheid en tarief');
    await wizard.field('Beschikbaar vanaf').fill('2027-01-04');
    await wizard.field('Uren per week').fill('32');
    await wizard.field('Werkvorm').selectOption({ label: 'Hybride' });
    await wizard.field('Uurtarief (€, excl. btw)').fill('10');
    await page.getByRole('button', { name: 'Profiel afronden' }).click();
    await expect(wizard.field('Uurtarief (€, excl. btw)')).toHaveAccessibleDescription(/Het minimum is 15/);
    await wizard.field('Uurtarief (€, excl. btw)').fill('85');
    await wizard.field('KvK-nummer').fill('12345678');
    await page.getByRole('button', { name: 'Profiel afronden' }).click();

    // Finished: the dashboard with a toast.
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Je profiel is compleet. We zoeken opdrachten die bij je passen.')).toBeVisible();
    await expect(page.getByText('Je profiel is 100% compleet')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Hallo Jan' })).toBeVisible();

    const saved = await ownEmployee(page.request);
    expect(saved.profileCompletion).toMatchObject({ completedSteps: [1, 2, 3, 4, 5, 6], percentage: 100, isComplete: true });
    expect(saved).toMatchObject({
      phone: '06 12345678',
      dateOfBirth: '1985-04-12',
      postcode: '3511 AB',
      city: 'Utrecht',
      linkedinUrl: 'linkedin.com/in/jan-de-vries',
      kvkNumber: '12345678',
      hourlyRate: 85,
      cv: { fileName: 'cv-jan-de-vries.pdf', contentType: 'application/pdf' },
    });
    expect(saved.preferences).toMatchObject({
      maxTravelKm: 40,
      hasDriversLicense: true,
      desiredFunction: 'Interim projectmanager',
      hoursPerWeek: 32,
      workMode: 'hybrid',
      availableFrom: '2027-01-04',
    });

    // The uploaded CV downloads as the same PDF.
    const download = await page.request.get(`/api/employees/cv/${saved.cv!.id}`);
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The wizard's start page now shows the summary.
    await page.goto('/profiel/afronden');
    await expect(page.getByRole('heading', { level: 1, name: 'Je profiel is compleet' })).toBeVisible();
    await expect(page.getByText('Interim projectmanager')).toBeVisible();
  });
});
