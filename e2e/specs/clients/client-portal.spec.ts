import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../../fixtures/test';
import { clientHeaders, loginThroughApi, newPerson, uniqueEmail, waitForMail } from '../../fixtures/auth';
import { fillVacancyForm, newUserContext, recordIdOf, uniqueTag } from '../../fixtures/backoffice';
import { fillClientRequestForm, sendClientRequest } from '../../flows/clients';
import { clientRequestConfirmLink, requestClientLoginLink } from '../../flows/client-portal';
import { fillApplicationFields, samplePdf } from '../../flows/vacancies';

// Issue 31 items 2, 3 and 6 (docs/adr/0021): a client sends a request, logs
// in with the link and follows it in the portal (the remote mf-clients);
// after staff convert it and propose a candidate, the client sees that
// candidate (and not the one staff did not propose) and invites them; staff
// see the invitation on the reactie and the freelancer in Mijn reacties.
// The freelancer's consent (ADR 0021 section 4): the candidate who agreed to
// share profile and CV when applying is shown with both (the CV downloads);
// a proposed candidate who did not consent shows name and status only, and
// their CV is refused to the client although they uploaded one.

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
  const silentFreelancer = await newUserContext(browser, baseURL!);
  let reference = '';
  let silentId = 0;
  let vacancyId = 0;
  let proposedId = 0;

  await test.step('the client sends a request and receives the confirmation with its reference', async () => {
    const after = new Date(Date.now() - 1000).toISOString();
    await page.goto('/opdrachtgevers/aanmelden');
    await fillClientRequestForm(page, { companyName: company, contactName: 'Petra Bakker', email, description: 'Wij zoeken een kwartiermaker voor het warmtenet.' });
    reference = await sendClientRequest(page);
    // Issue 42 item 2: the address confirms with the mailed link before the request joins an organisation.
    const link = new URL(await clientRequestConfirmLink(page.request, email, reference, after));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Uw aanvraag is bevestigd' })).toBeVisible();
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
    // A "Portaal" link instead (the header's role item).
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Portaal' })).toHaveAttribute('href', '/opdrachtgevers/portaal');
    // No consultant yet: the portal says so.
    await expect(page.getByText('Uw consultant: nog niet toegewezen.')).toBeVisible();
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

  await test.step('three freelancers apply, one through the form sharing profile and CV; staff propose two of them', async () => {
    await loginThroughApi(proposedFreelancer, { ...newPerson('voorgesteld'), firstName: 'Sanne', lastName: 'Jansen' });
    await loginThroughApi(otherFreelancer, { ...newPerson('niet-voorgesteld'), firstName: 'Karel', lastName: 'Appel' });
    await loginThroughApi(silentFreelancer, { ...newPerson('zonder-toestemming'), firstName: 'Daan', lastName: 'Kok' });
    const experience = [{ role: 'Kwartiermaker energietransitie', client: 'Geheime Gemeente', from: '2021-03-01', to: null, description: '' }];
    const sanne = (await (await proposedFreelancer.request.get('/api/employees/me')).json()) as { id: number };
    const profiled = await proposedFreelancer.request.patch(`/api/employees/${sanne.id}`, { data: { experience }, headers: clientHeaders });
    expect(profiled.status(), await profiled.text()).toBe(200);

    // Sanne applies through the apply form and agrees to share both.
    const applyPage = await proposedFreelancer.newPage();
    await applyPage.goto(`/opdrachten/${vacancyId}/reageren`);
    await fillApplicationFields(applyPage, { rate: '95' });
    await applyPage.getByLabel('Cv-bestand').setInputFiles(samplePdf());
    const consent = applyPage.getByRole('group', { name: 'Wat mag de opdrachtgever van je zien als we je voorstellen?' });
    await expect(consent.getByRole('checkbox', { name: /Mijn profielgegevens mogen met de opdrachtgever worden gedeeld/ })).not.toBeChecked();
    await expect(consent.getByRole('checkbox', { name: 'Mijn cv mag met de opdrachtgever worden gedeeld' })).not.toBeChecked();
    await expectNoBlockingAxe(applyPage, '/opdrachten/:id/reageren with the consent question');
    await consent.getByRole('checkbox', { name: /Mijn profielgegevens mogen met de opdrachtgever worden gedeeld/ }).check();
    await consent.getByRole('checkbox', { name: 'Mijn cv mag met de opdrachtgever worden gedeeld' }).check();
    await applyPage.getByLabel(/Ik bevestig dat mijn gegevens kloppen/).check();
    await applyPage.getByRole('button', { name: 'Reactie versturen' }).click();
    await expect(applyPage).toHaveURL('/mijn-reacties');
    // Mijn reacties shows what she agreed to share.
    const card = applyPage.getByRole('article').filter({ has: applyPage.getByRole('heading', { name: title }) });
    await expect(card.getByRole('region', { name: 'Gedeeld met de opdrachtgever' })).toContainText('Je profielgegevens (functie, werkervaring, tarief en beschikbaarheid) en je cv.');
    await expectNoBlockingAxe(applyPage, 'Mijn reacties with what was shared', 'article');
    const mine = (await (await proposedFreelancer.request.get(`/api/applications?filter=${encodeURIComponent(JSON.stringify({ mine: true, vacancyId }))}`)).json()) as Array<{ id: number }>;
    proposedId = mine[0]!.id;
    await applyPage.close();

    // Karel and Daan apply through the API without the consent; Daan has a CV on his reactie.
    const karel = await otherFreelancer.request.post('/api/applications', { data: { vacancyId }, headers: clientHeaders });
    expect(karel.status(), await karel.text()).toBe(201);
    const upload = await silentFreelancer.request.post('/api/employees/cv', { multipart: { file: samplePdf() }, headers: clientHeaders });
    expect(upload.status(), await upload.text()).toBe(201);
    const daan = await silentFreelancer.request.post('/api/applications', { data: { vacancyId, useStoredCv: true, offeredHourlyRate: 80 }, headers: clientHeaders });
    expect(daan.status(), await daan.text()).toBe(201);
    silentId = ((await daan.json()) as { id: number }).id;
    const karelId = ((await karel.json()) as { id: number }).id;

    for (const id of [proposedId, karelId, silentId]) {
      const reviewed = await staff.request.patch(`/api/applications/${id}`, { data: { status: 'in_review' }, headers: clientHeaders });
      expect(reviewed.status(), await reviewed.text()).toBe(200);
    }
    for (const id of [proposedId, silentId]) {
      const moved = await staff.request.patch(`/api/applications/${id}`, { data: { status: 'proposed' }, headers: clientHeaders });
      expect(moved.status(), await moved.text()).toBe(200);
    }
  });

  await test.step('the client sees the proposed candidates with what each agreed to share, not the other, and invites one', async () => {
    await page.reload();
    const opdracht = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    // The consultant who converted the request, with their contact.
    await expect(opdracht).toContainText('Uw consultant:');
    await expect(opdracht.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await opdracht.getByRole('link', { name: 'Bekijk de voorgestelde kandidaten (2)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Voorgestelde kandidaten' })).toBeVisible();
    const candidate = page.getByRole('article', { name: 'Sanne J.' });
    await expect(candidate).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('Karel')).toHaveCount(0);
    // Sanne shared profile and CV: function, experience (no former client's name), rate, and the CV downloads.
    await expect(candidate).toContainText('Kwartiermaker energietransitie');
    await expect(candidate).toContainText('€ 95 per uur');
    await expect(candidate).not.toContainText('Geheime Gemeente');
    const cvLink = candidate.getByRole('link', { name: 'Cv van Sanne J. downloaden' });
    const cvUrl = await cvLink.getAttribute('href');
    const cv = await page.request.get(cvUrl!);
    expect(cv.status()).toBe(200);
    expect(cv.headers()['content-type']).toBe('application/pdf');
    // Daan did not consent: name and status only, no CV, and the download is refused although he has one.
    const silent = page.getByRole('article', { name: 'Daan K.' });
    await expect(silent).toContainText('De kandidaat heeft er niet voor gekozen functie, werkervaring, tarief en beschikbaarheid met u te delen.');
    await expect(silent).not.toContainText('€ 80');
    await expect(silent.getByRole('link')).toHaveCount(0);
    const refused = await page.request.get(`/api/client-portal/candidates/${silentId}/cv`, { headers: clientHeaders });
    expect(refused.status()).toBe(404);
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
  await silentFreelancer.close();
});
