import { readFile } from 'node:fs/promises';
import { expect, test } from '../../fixtures/test';
import { GDPR_EXPORT_FORMAT, type GdprExport } from '@interim/shared/contract';
import { loginThroughApi, newPerson } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { applyThroughApi, ownEmployee } from '../../flows/profile';

test.describe('GDPR self-service (/profiel/persoonsgegevens-beheren)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('the export downloads JSON with the e-mail address and the applications', async ({ page, context }) => {
    const person = await loginThroughApi(context);
    const vacancyId = await applyThroughApi(page.request);

    await page.goto('/profiel/persoonsgegevens-beheren');
    await expect(page.getByRole('heading', { level: 1, name: 'Persoonsgegevens beheren' })).toBeVisible();
    await expect(page.getByText('Je hebt nog geen verzoeken gedaan.')).toBeVisible();

    await page.getByRole('button', { name: 'Download aanvragen' }).click();
    const link = page.getByRole('link', { name: 'Download je gegevens (JSON)' });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as GdprExport;

    expect(exported.format).toBe(GDPR_EXPORT_FORMAT);
    expect(JSON.stringify(exported.sections.employee)).toContain(person.email);
    const applications = exported.sections.applications as Array<Record<string, unknown>>;
    expect(applications).toHaveLength(1);
    expect(JSON.stringify(applications[0])).toContain(String(vacancyId));

    // The request is listed with its status and date, and stays downloadable.
    const earlier = page.getByRole('region', { name: 'Eerdere verzoeken' });
    await expect(earlier.getByText('Mijn persoonsgegevens downloaden')).toBeVisible();
    await expect(earlier.getByText('Afgerond', { exact: true })).toBeVisible();
    await expect(earlier.getByText(/^Aangevraagd op \d{1,2} \w+ \d{4}/)).toBeVisible();
    await expect(earlier.getByRole('link', { name: 'Download (JSON)' })).toBeVisible();

    // A change request needs a message, then is listed as received.
    await page.getByRole('button', { name: 'Wijziging aanvragen' }).click();
    await expect(page.getByLabel('Wat moet er worden gewijzigd?')).toHaveAccessibleDescription('Verplicht veld');
    await page.getByLabel('Wat moet er worden gewijzigd?').fill('Mijn e-mailadres wordt jan@voorbeeld.nl');
    await page.getByRole('button', { name: 'Wijziging aanvragen' }).click();
    await expect(earlier.getByText('Mijn persoonsgegevens wijzigen')).toBeVisible();
    await expect(earlier.getByText('Ontvangen', { exact: true })).toBeVisible();
  });

  test('anonymising asks for the confirmation word, logs out, and the address can register again as a new person', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = await loginThroughApi(context);
    const before = await ownEmployee(page.request);

    await page.goto('/profiel/persoonsgegevens-beheren');
    const section = page.getByRole('region', { name: 'Mijn gegevens anonimiseren' });
    await expect(section.getByText('Let op: anonimiseren kan niet ongedaan worden gemaakt.')).toBeVisible();
    const confirmation = section.getByLabel('Typ ANONIMISEER om te bevestigen');
    await confirmation.fill('anonimiseer');
    await section.getByRole('button', { name: 'Mijn gegevens anonimiseren' }).click();
    await expect(confirmation).toHaveAccessibleDescription('Typ ANONIMISEER om te bevestigen dat je je gegevens wilt laten anonimiseren');
    expect((await ownEmployee(page.request)).email).toBe(person.email);

    await confirmation.fill('ANONIMISEER');
    await section.getByRole('button', { name: 'Mijn gegevens anonimiseren' }).click();

    // Logged out, on the home page.
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Je gegevens zijn geanonimiseerd en je bent uitgelogd.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    expect((await page.request.get('/api/employees/me')).status()).toBe(401);
    await page.goto('/profiel');
    await expect(page).toHaveURL('/login?returnTo=%2Fprofiel');

    // The same address registers again, as somebody new.
    const fresh = await browser.newContext({ baseURL });
    try {
      await hideBanner(fresh, baseURL!);
      await loginThroughApi(fresh, { ...newPerson(), email: person.email, firstName: 'Petra', lastName: 'Bakker' });
      const again = await ownEmployee(fresh.request);
      expect(again.id).not.toBe(before.id);
      expect(again).toMatchObject({ email: person.email, firstName: 'Petra', lastName: 'Bakker', phone: null, cv: null });
      // A new person: only the name and the address are known (2 of the 14 parts the completeness counts, issue 32 item 5).
      expect(again.profileCompletion.percentage).toBe(14);
      const freshPage = await fresh.newPage();
      await freshPage.goto('/profiel/persoonsgegevens-beheren');
      await expect(freshPage.getByText('Je hebt nog geen verzoeken gedaan.')).toBeVisible();
    } finally {
      await fresh.close();
    }
  });
});
