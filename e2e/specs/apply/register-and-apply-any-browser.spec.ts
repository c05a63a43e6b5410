import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, waitForHydration, type Page } from '../../fixtures/test';
import type { Application } from '@interim/shared/contract';
import { newPerson, waitForMail, type Person } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { fillApplicationFields, freshOpenVacancy } from '../../flows/vacancies';

// Issue 32 item 1 (docs/adr/0022): the reactie of register-and-apply is kept
// on the server, so the mail's link continues in any browser, and the
// waiting screen offers the 6-digit code and a new mail.

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const MOTIVATION = 'Ik heb acht jaar ervaring als kwartiermaker en begin graag op korte termijn.';

/** Serious or critical WCAG 2.1 A/AA violations (as specs/a11y/axe.spec.ts counts them). */
async function blockingAxeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')} :: ${violation.help}`));
}

/** Fills and sends the register-and-apply form of a vacancy; answers the ISO time just before sending. */
async function registerAndApply(page: Page, vacancyId: number, person: Person): Promise<string> {
  await page.goto(`/opdrachten/${vacancyId}/aanmelden`);
  await page.getByLabel('Voornaam').fill(person.firstName);
  await page.getByLabel('Achternaam').fill(person.lastName);
  await page.getByLabel('E-mailadres').fill(person.email);
  await fillApplicationFields(page, { motivation: MOTIVATION, rate: '95', hours: '28' });
  await page.getByLabel('Ik ga akkoord met de privacyverklaring').check();
  const after = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: 'Aanmelden en reageren' }).click();
  await expect(page.getByRole('heading', { name: 'Bevestig je e-mailadres' })).toBeVisible();
  return after;
}

/** On the confirm step: the kept reactie is shown, sent with one button, and lands in Mijn reacties. */
async function confirmAndSend(page: Page, vacancy: { id: number; title: string }) {
  await expect(page.getByRole('heading', { name: 'Controleer je reactie' })).toBeVisible();
  await expect(page.getByText(MOTIVATION)).toBeVisible();
  await expect(page.getByText('€ 95 per uur')).toBeVisible();
  expect(await blockingAxeViolations(page), 'axe on "Controleer je reactie"').toEqual([]);
  // Nothing was sent before the user said so.
  const before = await page.context().request.get('/api/applications');
  expect(((await before.json()) as Application[]).some((a) => a.vacancy.id === vacancy.id)).toBe(false);

  await page.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(page).toHaveURL('/mijn-reacties');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: vacancy.title }) });
  await expect(card).toContainText('Status: Ontvangen');
  const list = await page.context().request.get('/api/applications');
  const mine = ((await list.json()) as Application[]).find((a) => a.vacancy.id === vacancy.id)!;
  expect(mine).toMatchObject({ offeredHourlyRate: 95, hoursPerWeek: 28, motivation: MOTIVATION });
}

test.describe('register and apply, continued in any browser', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test("the mail's link opened in a second, fresh browser shows the kept reactie to confirm, and sends it", async ({ page, browser, baseURL, request }) => {
    const person = newPerson('anderebrowser');
    const vacancy = await freshOpenVacancy(request, 5);
    const after = await registerAndApply(page, vacancy.id, person);
    // The waiting screen: code and a new mail, no promise that only this browser keeps.
    await expect(page.getByRole('textbox', { name: 'Code uit de e-mail' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stuur een nieuwe e-mail' })).toBeVisible();
    expect(await blockingAxeViolations(page), 'axe on "Bevestig je e-mailadres"').toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('interim.pendingApplication'))).toBeNull();

    const mail = await waitForMail(request, person.email, { after });
    expect(mail.subject).toBe('Welkom bij Interimly! Bevestig je e-mailadres');

    // The mail app's browser: nothing of the first one (no cookies, no storage).
    const mailBrowser = await browser.newContext({ baseURL: baseURL! });
    try {
      await hideBanner(mailBrowser, baseURL!);
      const other = await mailBrowser.newPage();
      await other.goto(mail.link!);
      await expect(other).toHaveURL(`/opdrachten/${vacancy.id}/reageren?versturen=1`);
      await waitForHydration(other);
      await confirmAndSend(other, vacancy);
    } finally {
      await mailBrowser.close();
    }
  });

  test('the 6-digit code on the waiting screen logs in there and leads to the same confirm step; a new mail can be asked for', async ({ page, request }) => {
    const person = newPerson('wachtcode');
    const vacancy = await freshOpenVacancy(request, 6);
    const after = await registerAndApply(page, vacancy.id, person);
    const first = await waitForMail(request, person.email, { after });

    // A new mail: its code replaces the first one's.
    const resentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: 'Stuur een nieuwe e-mail' }).click();
    await expect(page.getByText(`We hebben een nieuwe e-mail met link en code gestuurd naar ${person.email}.`)).toBeVisible();
    const second = await waitForMail(request, person.email, { after: resentAfter, subject: /^Je inloglink voor / });
    expect(second.id).not.toBe(first.id);
    expect(second.code).toMatch(/^[0-9]{6}$/);
    expect(second.link).toContain(`returnTo=${encodeURIComponent(`/opdrachten/${vacancy.id}/reageren?versturen=1`)}`);

    await page.getByRole('textbox', { name: 'Code uit de e-mail' }).fill(second.code!);
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page).toHaveURL(new RegExp(`/opdrachten/${vacancy.id}/reageren`));
    await confirmAndSend(page, vacancy);
  });
});
