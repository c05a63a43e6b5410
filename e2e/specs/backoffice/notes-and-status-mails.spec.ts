import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '../../fixtures/test';
import type { Application, EducationLevel, Employee, Position } from '@interim/shared/contract';
import { clientHeaders, loginThroughApi, newPerson } from '../../fixtures/auth';
import { dayFromToday, mailsTo, newUserContext, uniqueTag } from '../../fixtures/backoffice';
import { staffSetStatus } from '../../flows/vacancies';

// Issue 30 item 5 and issue 32 item 8 (ADR 0020): staff change a reactie's
// status with the template's mail, edited before sending and signed by the
// opdracht's consultant; they keep an internal note; the freelancer answers
// an offer in Mijn reacties and staff see the answer; a reactie on an
// opdracht staff close ends as "Opdracht gesloten", mailed once.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A new open opdracht, posted by staff through the API, with the staff member as its consultant. */
async function newOpdracht(staff: APIRequestContext, title: string): Promise<{ id: number; consultant: string }> {
  const positions = (await (await staff.get('/api/positions')).json()) as Position[];
  const levels = (await (await staff.get('/api/education_levels')).json()) as EducationLevel[];
  const created = await staff.post('/api/vacancies', {
    headers: clientHeaders,
    data: {
      title,
      clientName: 'Gemeente Teststad',
      isAnonymous: false,
      city: 'Utrecht',
      postcode: '3511 AB',
      sectorId: positions[0]!.sectorId,
      positionId: positions[0]!.id,
      hoursPerWeekMin: 24,
      hoursPerWeekMax: 32,
      hourlyRateMin: 80,
      hourlyRateMax: 95,
      startDate: dayFromToday(40),
      duration: '6 maanden',
      closingDate: dayFromToday(30),
      workMode: 'hybrid',
      zzpAllowed: true,
      educationLevelId: levels[0]!.id,
      driversLicenseRequired: false,
      description: 'Je zet een nieuwe afdeling op, van plan tot team.',
      requirements: [],
      wishes: [],
      status: 'open',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const me = (await (await staff.get('/api/employees/me')).json()) as Employee;
  const assigned = await staff.put(`/api/vacancies/${id}/consultant`, { headers: clientHeaders, data: { consultantId: me.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { id, consultant: `${me.firstName} ${me.lastName}` };
}

async function applyTo(freelancer: APIRequestContext, vacancyId: number): Promise<Application> {
  const response = await freelancer.post('/api/applications', { headers: clientHeaders, data: { vacancyId } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Application;
}

/** Serious or critical WCAG 2.1 A/AA findings of axe on the page as it is (as specs/a11y/axe.spec.ts counts them). */
async function blockingAxe(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`));
}

/** The freelancer's card of one opdracht in Mijn reacties. */
async function myCard(page: Page, title: string) {
  await page.goto('/mijn-reacties');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn reacties' })).toBeVisible();
  return page.getByRole('article', { name: title });
}

test.describe('back office: notes, status mails and offers', () => {
  test('staff send the template mail with the consultant, note the reactie; the freelancer accepts the offer and staff see it', async ({ browser, baseURL }) => {
    const tag = uniqueTag();
    const title = `Projectleider energietransitie ${tag}`;
    const staff = await newUserContext(browser, baseURL!, { staff: true });
    const freelancer = await newUserContext(browser, baseURL!);
    try {
      const person = await loginThroughApi(freelancer, { ...newPerson('opvolging'), firstName: 'Mila', lastName: 'Visser' });
      const { id: vacancyId, consultant } = await newOpdracht(staff.request, title);
      const application = await applyTo(freelancer.request, vacancyId);
      const startedAt = new Date(Date.now() - 1000).toISOString();
      const page = await staff.newPage();

      await test.step('staff change the status with the prefilled, edited mail', async () => {
        await page.goto(`/beheer/reacties/${application.id}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Reactie van Mila Visser' })).toBeVisible();
        const form = page.getByRole('form', { name: 'Status wijzigen' });
        await form.getByLabel('Nieuwe status').selectOption({ label: 'In behandeling' });
        const mail = form.getByRole('group', { name: 'E-mail aan de kandidaat' });
        await expect(mail.getByRole('textbox', { name: 'Onderwerp' })).toHaveValue(`Je reactie op ${title} is in behandeling`);
        await expect(mail).toContainText('Hallo Mila,');
        await expect(mail).toContainText(consultant);
        const body = mail.getByRole('textbox', { name: /Tekst van de e-mail/ });
        await expect(body).toHaveValue(new RegExp(`^Goed nieuws: ik heb je reactie op de opdracht "${title}" opgepakt`));
        await body.fill(`${await body.inputValue()}\n\nIk bel je morgen om 10 uur.`);
        // The page with the mail editor open, and its notes panel, pass axe.
        expect(await blockingAxe(page)).toEqual([]);
        await form.getByRole('button', { name: 'Status wijzigen' }).click();
        await expect(form).toContainText('De reactie van Mila Visser op "In behandeling" zetten? Mila krijgt de e-mail.');
        await form.getByRole('button', { name: 'Ja, zet op In behandeling' }).click();
        await expect(page.getByText('Huidige status:').locator('..')).toContainText('In behandeling');
      });

      await test.step('the freelancer gets that mail, signed by the consultant', async () => {
        await expect
          .poll(async () => (await mailsTo(freelancer.request, person.email, startedAt)).map((mail) => mail.subject))
          .toContain(`Je reactie op ${title} is in behandeling`);
        const mail = (await mailsTo(freelancer.request, person.email, startedAt)).find((item) => item.subject === `Je reactie op ${title} is in behandeling`)!;
        expect(mail.text).toContain('Hallo Mila,');
        expect(mail.text).toContain('Ik bel je morgen om 10 uur.');
        expect(mail.text).toContain(`Hartelijke groet,\n${consultant}`);
      });

      await test.step('staff add an internal note, shown with author and time', async () => {
        const notes = page.getByRole('region', { name: 'Interne notities' });
        await notes.getByRole('textbox', { name: 'Nieuwe notitie' }).fill(`Sterke kandidaat voor ${tag}, belt vrijdag terug.`);
        await notes.getByRole('button', { name: 'Notitie toevoegen' }).click();
        const item = notes.getByRole('listitem').filter({ hasText: `Sterke kandidaat voor ${tag}` });
        await expect(item).toContainText(consultant);
        await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
        // The candidate's page lists it too, with the opdracht it was written on.
        await page.getByRole('region', { name: 'Kandidaat' }).getByRole('link', { name: 'Mila Visser' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Mila Visser' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Interne notities' }).getByRole('listitem').first()).toContainText(`bij reactie op ${title}`);
      });

      await test.step('the freelancer never sees the notes', async () => {
        const response = await freelancer.request.get(`/api/applications/${application.id}/notes`);
        expect(response.status()).toBe(403);
      });

      await test.step('at "Aanbod" the freelancer accepts in Mijn reacties', async () => {
        for (const status of ['proposed', 'interview', 'offer']) await staffSetStatus(staff.request, application.id, status);
        const mine = await freelancer.newPage();
        const card = await myCard(mine, title);
        await expect(card).toContainText('Status: Aanbod');
        const offer = card.getByRole('group', { name: `Aanbod voor ${title}` });
        expect(await blockingAxe(mine)).toEqual([]);
        await offer.getByRole('button', { name: 'Aanbod accepteren' }).click();
        await expect(card.getByRole('status')).toContainText('Je hebt het aanbod geaccepteerd');
      });

      await test.step('staff see the answer on the reactie', async () => {
        await page.goto(`/beheer/reacties/${application.id}`);
        const status = page.getByRole('region', { name: 'Status', exact: true });
        await expect(status.getByRole('status')).toContainText('Aanbod geaccepteerd');
      });
    } finally {
      await Promise.all([staff.close(), freelancer.close()]);
    }
  });

  test('a reactie on an opdracht staff close ends as "Opdracht gesloten", mailed once, without "Reactie intrekken"', async ({ browser, baseURL }) => {
    const tag = uniqueTag();
    const title = `Kwartiermaker zorg ${tag}`;
    const staff = await newUserContext(browser, baseURL!, { staff: true });
    const freelancer = await newUserContext(browser, baseURL!);
    try {
      const person = await loginThroughApi(freelancer, { ...newPerson('gesloten'), firstName: 'Daan', lastName: 'Smit' });
      const { id: vacancyId } = await newOpdracht(staff.request, title);
      const application = await applyTo(freelancer.request, vacancyId);
      await staffSetStatus(staff.request, application.id, 'in_review');
      const startedAt = new Date(Date.now() - 1000).toISOString();

      const closed = await staff.request.patch(`/api/vacancies/${vacancyId}`, { headers: clientHeaders, data: { status: 'closed' } });
      expect(closed.status(), await closed.text()).toBe(200);

      const page = await freelancer.newPage();
      const card = await myCard(page, title);
      await expect(card).toContainText('Status: Opdracht gesloten');
      await expect(card.getByRole('note')).toContainText('Deze opdracht is gesloten terwijl je reactie nog liep.');
      await expect(card.getByRole('button', { name: 'Reactie intrekken' })).toHaveCount(0);
      expect(await blockingAxe(page)).toEqual([]);

      const subject = `De opdracht ${title} is gesloten`;
      await expect.poll(async () => (await mailsTo(freelancer.request, person.email, startedAt)).filter((mail) => mail.subject === subject).length).toBe(1);
      // Saving the closed opdracht again mails nobody again.
      const again = await staff.request.patch(`/api/vacancies/${vacancyId}`, { headers: clientHeaders, data: { title: `${title} (vervuld)` } });
      expect(again.status(), await again.text()).toBe(200);
      const staffPage = await staff.newPage();
      await staffPage.goto(`/beheer/reacties/${application.id}`);
      await expect(staffPage.getByText(/De opdracht is gesloten terwijl deze reactie nog liep/)).toBeVisible();
      expect((await mailsTo(freelancer.request, person.email, startedAt)).filter((mail) => mail.subject.startsWith('De opdracht ')).length).toBe(1);
    } finally {
      await Promise.all([staff.close(), freelancer.close()]);
    }
  });
});
