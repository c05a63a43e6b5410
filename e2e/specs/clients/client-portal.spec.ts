import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../fixtures/test';
import { clientHeaders, loginThroughApi, newPerson, uniqueEmail, waitForMail } from '../../fixtures/auth';
import { fillVacancyForm, newUserContext, recordIdOf, uniqueTag } from '../../fixtures/backoffice';
import { fillClientRequestForm, sendClientRequest } from '../../flows/clients';
import { requestClientLoginLink } from '../../flows/client-portal';

// Issue 31 items 2, 3 and 6 (docs/adr/0021): a client sends a request, logs
// in with the link and follows it in the portal (the remote mf-clients);
// after staff convert it and propose a candidate, the client sees that
// candidate (and not the one staff did not propose) and invites them; staff
// see the invitation on the reactie and the freelancer in Mijn reacties.

async function expectNoBlockingAxe(page: Page, where: string, include?: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-scope="toast"]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), `axe on ${where}`).toEqual([]);
}

test('a client follows their request in the portal and invites the candidate staff proposed', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const company = `Gemeente Portaal ${tag}`;
  const title = `Kwartiermaker warmtenet ${tag}`;
  const email = uniqueEmail('opdrachtgever');
  const staff = await newUserContext(browser, baseURL!, { staff: true });
  const staffPage = await staff.newPage();
  const proposedFreelancer = await newUserContext(browser, baseURL!);
  const otherFreelancer = await newUserContext(browser, baseURL!);
  let reference = '';
  let vacancyId = 0;
  let proposedId = 0;

  await test.step('the client sends a request and receives the confirmation with its reference', async () => {
    const after = new Date(Date.now() - 1000).toISOString();
    await page.goto('/opdrachtgevers/aanmelden');
    await fillClientRequestForm(page, { companyName: company, contactName: 'Petra Bakker', email, description: 'Wij zoeken een kwartiermaker voor het warmtenet.' });
    reference = await sendClientRequest(page);
    const mail = await waitForMail(page.request, email, { after, subject: /Wij hebben uw aanvraag ontvangen/ });
    expect(mail.subject).toBe(`Wij hebben uw aanvraag ontvangen (${reference})`);
  });

  await test.step('the client logs in with the link and sees the request in the portal', async () => {
    const link = await requestClientLoginLink(page.context(), email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/opdrachtgevers\/portaal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Opdrachtgeversportaal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(reference) })).toBeVisible();
    await expect(page.getByText('Zodra wij van uw aanvraag een opdracht hebben gemaakt, ziet u die hier.')).toBeVisible();
    // The client's chrome has no freelancer links.
    await expect(page.getByRole('link', { name: 'Mijn reacties' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expectNoBlockingAxe(page, '/opdrachtgevers/portaal with a request');
  });

  await test.step('staff convert the request into an opdracht and publish it; the client sees it', async () => {
    await staffPage.goto(`/beheer/aanvragen?q=${encodeURIComponent(email)}`);
    const item = staffPage.getByRole('listitem').filter({ hasText: company });
    await item.getByRole('button', { name: 'Details en afhandeling' }).click();
    await item.getByRole('link', { name: 'Omzetten naar opdracht' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
    await fillVacancyForm(staffPage, { title });
    await staffPage.getByRole('button', { name: 'Opslaan als concept' }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    vacancyId = recordIdOf(staffPage);
    const published = await staff.request.patch(`/api/vacancies/${vacancyId}`, { data: { status: 'open' }, headers: clientHeaders });
    expect(published.status(), await published.text()).toBe(200);

    await page.reload();
    const opdracht = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expect(opdracht).toContainText('Gepubliceerd');
  });

  await test.step('two freelancers apply; staff propose one of them', async () => {
    const proposed = await loginThroughApi(proposedFreelancer, { ...newPerson('voorgesteld'), firstName: 'Sanne', lastName: 'Jansen' });
    await loginThroughApi(otherFreelancer, { ...newPerson('niet-voorgesteld'), firstName: 'Karel', lastName: 'Appel' });
    const ids: number[] = [];
    for (const context of [proposedFreelancer, otherFreelancer]) {
      const applied = await context.request.post('/api/applications', { data: { vacancyId }, headers: clientHeaders });
      expect(applied.status(), await applied.text()).toBe(201);
      ids.push(((await applied.json()) as { id: number }).id);
    }
    for (const id of ids) {
      const reviewed = await staff.request.patch(`/api/applications/${id}`, { data: { status: 'in_review' }, headers: clientHeaders });
      expect(reviewed.status(), await reviewed.text()).toBe(200);
    }
    proposedId = ids[0]!;
    const moved = await staff.request.patch(`/api/applications/${proposedId}`, { data: { status: 'proposed' }, headers: clientHeaders });
    expect(moved.status(), await moved.text()).toBe(200);
    expect(proposed.firstName).toBe('Sanne');
  });

  await test.step('the client sees the proposed candidate, not the other, and invites them', async () => {
    await page.reload();
    const opdracht = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await opdracht.getByRole('link', { name: 'Bekijk de voorgestelde kandidaat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voorgestelde kandidaten' })).toBeVisible();
    const candidate = page.getByRole('article', { name: 'Sanne J.' });
    await expect(candidate).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('Karel')).toHaveCount(0);
    await expectNoBlockingAxe(page, '/opdrachtgevers/portaal/opdrachten/:id with a candidate');

    await candidate.getByRole('button', { name: 'Uitnodigen voor gesprek' }).click();
    const form = candidate.getByRole('form', { name: 'Uitnodiging voor Sanne J.' });
    await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(form.getByLabel('Voorgestelde momenten voor een gesprek')).toHaveAccessibleDescription(/Verplicht veld/);
    await expectNoBlockingAxe(page, 'the invitation form with its error');
    await form.getByLabel('Voorgestelde momenten voor een gesprek').fill('Dinsdag 10:00 of donderdag 14:00');
    await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(candidate.getByRole('status')).toContainText('U heeft deze kandidaat uitgenodigd voor een gesprek');
    await expect(candidate).toContainText('Gesprek');
  });

  await test.step('staff see the invitation on the reactie; the freelancer sees it in Mijn reacties and got a mail', async () => {
    await staffPage.goto(`/beheer/reacties/${proposedId}`);
    const section = staffPage.getByRole('region', { name: 'Reactie van de opdrachtgever' });
    await expect(section).toContainText('De opdrachtgever wil deze kandidaat spreken');
    await expect(section).toContainText('Dinsdag 10:00 of donderdag 14:00');

    const freelancerPage = await proposedFreelancer.newPage();
    await freelancerPage.goto('/mijn-reacties');
    const notice = freelancerPage.getByRole('note', { name: 'Uitnodiging van de opdrachtgever' });
    await expect(notice).toContainText('De opdrachtgever wil je spreken');
    await expect(notice).toContainText('Dinsdag 10:00 of donderdag 14:00');
    // The notice only: the reactie card's "Wat je hebt gestuurd" list (issue 17) is not this issue's.
    await expectNoBlockingAxe(freelancerPage, 'the invitation in Mijn reacties', '[role="note"]');
    const me = (await (await proposedFreelancer.request.get('/api/employees/me')).json()) as { email: string };
    const mail = await waitForMail(proposedFreelancer.request, me.email, { subject: /De opdrachtgever wil je spreken/ });
    expect(mail.subject).toBe(`De opdrachtgever wil je spreken: ${title}`);
  });

  await staff.close();
  await proposedFreelancer.close();
  await otherFreelancer.close();
});
