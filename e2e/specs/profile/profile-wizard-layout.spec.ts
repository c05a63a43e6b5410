import { expect, test, type Locator, type Page } from '../../fixtures/test';
import { loginThroughApi } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { ProfileWizard, ownEmployee } from '../../flows/profile';

const TITLES = ['Persoonlijke gegevens', 'Locatie en mobiliteit', 'Sector en functie', 'Opleiding en ervaring', 'Cv en LinkedIn', 'Beschikbaarheid en tarief'];
const NAVIGATION = /^(Volgende|Profiel afronden|Verder zonder cv|Vorige|Later verder)$/;

/** The bottom edge of every visible field and button of the step that is not one of the step's own navigation. */
async function fieldBottoms(page: Page): Promise<Array<{ name: string; bottom: number }>> {
  const controls = page.getByRole('main').locator('input:not([type=hidden]), select, textarea, button, label[for]');
  const bottoms: Array<{ name: string; bottom: number }> = [];
  for (const control of await controls.all()) {
    const text = (await control.innerText().catch(() => '')).trim();
    if (NAVIGATION.test(text) || !(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box) bottoms.push({ name: text || ((await control.getAttribute('name')) ?? (await control.getAttribute('id')) ?? '?'), bottom: box.y + box.height });
  }
  return bottoms;
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

// Issue 17: "Volgende" below all of a step's fields, on the phone and the desktop; "Later verder" on every step.
for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`every wizard step has its buttons below all of its fields, with "Later verder" (${viewport.name})`, async ({ page, context, baseURL }) => {
    await hideBanner(context, baseURL!);
    await page.setViewportSize(viewport);
    await loginThroughApi(context);
    const wizard = new ProfileWizard(page);
    for (const [index, title] of TITLES.entries()) {
      const step = index + 1;
      await page.goto(`/profiel/afronden/stap-${step}`);
      await wizard.expectStep(step, title);
      const next = page.getByRole('button', { name: step === 6 ? 'Profiel afronden' : 'Volgende' });
      const nextTop = await topOf(next);
      const fields = await fieldBottoms(page);
      expect(fields.length).toBeGreaterThan(0);
      expect(fields.filter((field) => field.bottom > nextTop + 1), `step ${step}: fields at or below the next button`).toEqual([]);
      await expect(page.getByRole('link', { name: 'Later verder' })).toHaveAttribute('href', '/dashboard');
    }
  });
}

test('the CV step can be skipped; the profile then stays incomplete and says so', async ({ page, context, baseURL }) => {
  await hideBanner(context, baseURL!);
  await loginThroughApi(context);
  const wizard = new ProfileWizard(page);
  await page.goto('/profiel/afronden/stap-5');
  await wizard.expectStep(5, 'Cv en LinkedIn');
  await wizard.field('LinkedIn-profiel').fill('linkedin.com/in/zonder-cv');
  await page.getByRole('button', { name: 'Verder zonder cv' }).click();
  await wizard.expectStep(6, 'Beschikbaarheid en tarief');
  const afterSkip = await ownEmployee(page.request);
  expect(afterSkip.linkedinUrl).toBe('linkedin.com/in/zonder-cv');
  expect(afterSkip.profileCompletion.completedSteps).not.toContain(5);

  await wizard.field('Beschikbaar vanaf').fill('2027-01-04');
  await wizard.field('Uren per week').fill('32');
  await wizard.field('Werkvorm').selectOption({ label: 'Hybride' });
  await wizard.field('Uurtarief (€, excl. btw)').fill('85');
  await page.getByRole('button', { name: 'Profiel afronden' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(/Je gegevens zijn opgeslagen, maar je profiel is nog niet compleet/)).toBeVisible();
  await expect(page.getByText('Je profiel is compleet. We zoeken opdrachten die bij je passen.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ga verder met stap 1: Persoonlijke gegevens' })).toBeVisible();
  const saved = await ownEmployee(page.request);
  expect(saved.profileCompletion).toMatchObject({ completedSteps: [6], isComplete: false });
});
