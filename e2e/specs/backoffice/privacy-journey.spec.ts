import { expect as baseExpect, test } from '../../fixtures/test';
import type { GdprRequest } from '@interim/shared/contract';
import { loginThroughApi, uniqueEmail, type Person } from '../../fixtures/auth';
import { definitionOf, expectMailsInOrder, mailsTo, newUserContext, uniqueTag } from '../../fixtures/backoffice';

// Issue 15, "Done when": a privacy inzage request shows in staff's queue
// with its legal deadline (one calendar month after receipt, AVG article
// 12(3)) and the days left, staff handle it, the freelancer sees it done
// on the privacy page and gets the done mail with staff's note.

// Pages in three contexts on a CPU shared with other suites.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The calendar day in the Netherlands of a moment, as YYYY-MM-DD. */
function dutchDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** One calendar month after `day` (YYYY-MM-DD); the month's last day when it is shorter (31 January -> 28/29 February). */
function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date, lastDay))).toISOString().slice(0, 10);
}

/** A calendar day (YYYY-MM-DD) as the site writes it: "25 december 2026". */
function dutchDate(day: string): string {
  return new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

test.describe('back office: the privacy journey', () => {
  test('an inzage request shows in the queue with its deadline, staff complete it with a note, the freelancer sees it done', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tag = uniqueTag();
    const person: Person = { email: uniqueEmail('inzage'), firstName: 'Noor', lastName: `Jansen ${tag.replace(/[0-9]/g, (digit) => 'ABCDEFGHIJ'[Number(digit)]!)}` }; // names take no digits (issue 29)
    const name = `${person.firstName} ${person.lastName}`;
    const note = `Overzicht van profiel, cv en reacties op ${tag} per e-mail gestuurd.`;
    const startedAt = new Date(Date.now() - 1000).toISOString();

    const freelancer = await newUserContext(browser, baseURL!);
    const staff = await newUserContext(browser, baseURL!, { staff: true });
    try {
      const own = await freelancer.newPage();
      let receivedDay = '';
      await test.step('the freelancer files an inzage request on the privacy page', async () => {
        await loginThroughApi(freelancer, person);
        await own.goto('/profiel/persoonsgegevens-beheren');
        await expect(own.getByRole('heading', { level: 1, name: 'Persoonsgegevens beheren' })).toBeVisible();
        await expect(own.getByText('Je hebt nog geen verzoeken gedaan.')).toBeVisible();
        await own.getByRole('region', { name: 'Inzage in mijn persoonsgegevens', exact: true }).getByRole('button', { name: 'Inzage aanvragen' }).click();
        const item = own.getByRole('region', { name: 'Eerdere verzoeken' }).getByRole('listitem').filter({ hasText: 'Inzage in mijn persoonsgegevens' });
        await expect(item).toHaveCount(1);
        await expect(item.getByText('Ontvangen', { exact: true })).toBeVisible();

        const mine = (await (await freelancer.request.get('/api/gdpr_requests')).json()) as GdprRequest[];
        expect(mine).toHaveLength(1);
        receivedDay = dutchDay(new Date(mine[0]!.createdAt));
        await expect(item.getByText(`Aangevraagd op ${dutchDate(receivedDay)}`, { exact: true })).toBeVisible();
        // Waiting: only its receipt.
        await expect(item).not.toContainText(/In behandeling sinds|Afgehandeld op|Afgewezen op/);
      });

      const deadline = oneMonthAfter(receivedDay);
      const page = await staff.newPage();
      await test.step('staff see it in /beheer/privacyverzoeken with its deadline and the days left', async () => {
        await page.goto('/beheer/privacyverzoeken');
        await expect(page.getByRole('heading', { level: 1, name: 'Privacyverzoeken' })).toBeVisible();
        await page.getByRole('form', { name: 'Privacyverzoeken filteren' }).getByLabel('Soort verzoek').selectOption({ label: 'Inzage' });
        await expect(page).toHaveURL(/soort=inzage/);
        const item = page.getByRole('article', { name: `Inzage: ${name}` });
        await expect(item).toContainText(`Ontvangen op ${dutchDate(receivedDay)} · uiterlijk ${dutchDate(deadline)} afhandelen`);
        const daysLeft = daysBetween(dutchDay(new Date()), deadline);
        expect(daysLeft).toBeGreaterThanOrEqual(27);
        await expect(item).toContainText(`Termijn: nog ${daysLeft} dagen`);
        await expect(item).toContainText('Status: Ontvangen');
        await expect(item).not.toContainText('Te laat');

        await item.getByRole('button', { name: 'Details en afhandeling' }).click();
        await expect(definitionOf(item, 'Uiterste datum')).toHaveText(`${dutchDate(deadline)} (een maand na ontvangst, AVG artikel 12 lid 3)`);
        await expect(definitionOf(item, 'E-mailadres')).toHaveText(person.email);
        await expect(definitionOf(item, 'Laatst behandeld')).toHaveText('Nog niet');
      });

      await test.step('staff take it in hand, then complete it with a note', async () => {
        const item = page.getByRole('article', { name: `Inzage: ${name}` });
        const form = item.getByRole('form', { name: `Verzoek van ${name} afhandelen` });
        const choices = (await form.getByLabel('Nieuwe status').locator('option').allTextContents()).filter((option) => option !== 'Kies een status');
        expect(choices).toEqual(['In behandeling', 'Afgerond', 'Afgewezen']);

        await form.getByLabel('Nieuwe status').selectOption({ label: 'In behandeling' });
        await form.getByRole('button', { name: 'Opslaan' }).click();
        await expect(item).toContainText('Status: In behandeling');
        await expect(definitionOf(item, 'Laatst behandeld')).toContainText('door Sanne de Staf');
        // The freelancer sees it taken in hand, with the day.
        await own.reload();
        const mine = own.getByRole('region', { name: 'Eerdere verzoeken' }).getByRole('listitem').filter({ hasText: 'Inzage in mijn persoonsgegevens' });
        await expect(mine.getByText('In behandeling', { exact: true })).toBeVisible();
        await expect(mine.getByText(`In behandeling sinds ${dutchDate(dutchDay(new Date()))}`, { exact: true })).toBeVisible();

        await form.getByLabel('Nieuwe status').selectOption({ label: 'Afgerond' });
        await form.getByRole('button', { name: 'Opslaan' }).click();
        await expect(form.getByLabel('Wat is er gedaan?')).toHaveAccessibleDescription(/Beschrijf wat je met het verzoek hebt gedaan/);
        await form.getByLabel('Wat is er gedaan?').fill(note);
        await form.getByRole('button', { name: 'Opslaan' }).click();
        await expect(form).toContainText(`Het verzoek van ${name} afronden? Dit is definitief; de aanvrager krijgt een e-mail met je toelichting`);
        await form.getByRole('button', { name: 'Ja, afronden' }).click();
        // Done, it leaves the open queue.
        await expect(item).toHaveCount(0);

        await page.getByRole('navigation', { name: 'Privacyverzoeken per status' }).getByRole('link', { name: 'Afgerond' }).click();
        const done = page.getByRole('article', { name: `Inzage: ${name}` });
        await expect(done).toContainText('Status: Afgerond');
        await expect(done).toContainText(`Afgerond op ${dutchDate(dutchDay(new Date()))}`);
        await expect(done).not.toContainText('Termijn:');
        await done.getByRole('button', { name: 'Details en afhandeling' }).click();
        await expect(definitionOf(done, 'Notitie')).toHaveText(note);
        await expect(definitionOf(done, 'Laatst behandeld')).toContainText('door Sanne de Staf');
        await expect(done.getByRole('form', { name: `Verzoek van ${name} afhandelen` })).toHaveCount(0);
        const history = done.getByRole('list', { name: 'Geschiedenis' });
        await expect(history).toContainText('Status: van In behandeling → naar Afgerond');
        await expect(history).toContainText('Status: van Ontvangen → naar In behandeling');
      });

      await test.step('the freelancer sees it done, with its date, on the privacy page', async () => {
        await own.reload();
        const item = own.getByRole('region', { name: 'Eerdere verzoeken' }).getByRole('listitem').filter({ hasText: 'Inzage in mijn persoonsgegevens' });
        await expect(item.getByText('Afgerond', { exact: true })).toBeVisible();
        await expect(item.getByText(`Aangevraagd op ${dutchDate(receivedDay)}`, { exact: true })).toBeVisible();
        await expect(item.getByText(`Afgehandeld op ${dutchDate(dutchDay(new Date()))}`, { exact: true })).toBeVisible();
        // Staff's note goes by mail (below), not on the page.
        await expect(own.getByText(note)).toHaveCount(0);
      });

      await test.step('the receipt and the done mail are in the outbox', async () => {
        const mails = await expectMailsInOrder(request, person.email, startedAt, [
          { subject: 'We hebben je verzoek over je persoonsgegevens ontvangen', text: 'We hebben je verzoek ontvangen: Inzage in mijn persoonsgegevens.' },
          {
            subject: 'Je verzoek over je persoonsgegevens is afgehandeld',
            text: `We hebben je verzoek van ${dutchDate(receivedDay)} (Inzage in mijn persoonsgegevens) afgehandeld.`,
          },
        ]);
        expect(mails.map((mail) => mail.to)).toEqual([person.email, person.email]);
        expect(mails[1]!.text).toContain(`Toelichting: ${note}`);
        expect(mails[1]!.link).toBe(`${baseURL}/profiel/persoonsgegevens-beheren`);
        // Taking the request in hand mailed nothing: no mail between the receipt and the done mail.
        const between = (await mailsTo(request, person.email, mails[0]!.sentAt)).filter((mail) => mail.sentAt < mails[1]!.sentAt);
        expect(between.map((mail) => mail.subject)).toEqual([]);
      });
    } finally {
      await Promise.all([freelancer.close(), staff.close()]);
    }
  });
});
