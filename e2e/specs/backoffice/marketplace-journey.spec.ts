import { expect as baseExpect, test, type Page } from '../../fixtures/test';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_TRANSITIONS,
  type Application,
  type ApplicationStatus,
} from '@interim/shared/contract';
import { clientHeaders, loginThroughApi, STAFF_EMAIL, uniqueEmail, type Person } from '../../fixtures/auth';
import { expectMailsInOrder, fillVacancyForm, newUserContext, recordIdOf, uniqueTag } from '../../fixtures/backoffice';
import { fillClientRequestForm, sendClientRequest } from '../../flows/clients';
import { clientRequestConfirmLink } from '../../flows/client-portal';
import { fillApplicationFields, samplePdf, VacancySearchPage } from '../../flows/vacancies';

// Issue 15, "Done when": the marketplace operated end to end on the real
// server and browser. A client registers an opdracht -> staff convert it
// into a concept, edit and publish it -> a freelancer finds it by search and
// applies -> staff move the reactie through every staff status of the
// contract's pipeline and reject it with a reason -> the freelancer sees the
// timeline and the reason; the mails are in the outbox.
//
// The pipeline (APPLICATION_STATUS_TRANSITIONS) ends in `placed`, which is
// final: a placed reactie cannot be rejected. So the first freelancer's
// reactie goes Ontvangen -> In behandeling -> Voorgesteld -> Gesprek ->
// Aanbod and is rejected from Aanbod (the last open status), and a second
// freelancer's reactie on the same opdracht goes the whole way to Geplaatst.

// Several pages and mails per step on a CPU shared with other suites.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

/** The statuses staff move a reactie through, in the contract's order: each one's only forward staff step. */
function staffPipeline(): ApplicationStatus[] {
  const path: ApplicationStatus[] = [];
  let status: ApplicationStatus = 'submitted';
  for (;;) {
    const from: ApplicationStatus = status;
    const next: ApplicationStatus | undefined = (Object.keys(APPLICATION_STATUS_TRANSITIONS[from]) as ApplicationStatus[]).find(
      (candidate) => candidate !== 'rejected' && APPLICATION_STATUS_TRANSITIONS[from][candidate] === 'staff',
    );
    if (!next) return path;
    path.push(next);
    status = next;
  }
}

/** Staff's status form on a reactie's page (/beheer/reacties/:id). */
class ReactiePage {
  constructor(
    readonly page: Page,
    readonly candidate: string,
  ) {}

  readonly status = () => this.page.getByRole('region', { name: 'Status', exact: true });
  readonly form = () => this.status().getByRole('form', { name: 'Status wijzigen' });
  readonly timeline = () => this.status().getByRole('list', { name: `Verloop van de reactie van ${this.candidate}` });

  /** The choices the form offers (without the placeholder). */
  async offered(): Promise<string[]> {
    const options = await this.form().getByLabel('Nieuwe status').locator('option').allTextContents();
    return options.filter((option) => option !== 'Kies een status');
  }

  /** Moves the reactie one step forward, after the confirmation, and waits for the page to show it. */
  async moveTo(status: ApplicationStatus, steps: number) {
    const label = APPLICATION_STATUS_LABELS[status];
    await this.form().getByLabel('Nieuwe status').selectOption({ label });
    await this.form().getByRole('button', { name: 'Status wijzigen' }).click();
    const firstName = this.candidate.split(' ')[0];
    await expect(this.form()).toContainText(`De reactie van ${this.candidate} op "${label}" zetten? ${firstName} krijgt de e-mail.`);
    await this.form().getByRole('button', { name: `Ja, zet op ${label}` }).click();
    await expect(this.timeline().getByRole('listitem')).toHaveCount(steps);
    await expect(this.timeline().getByRole('listitem').last()).toContainText(label);
    await expect(this.status().getByText('Huidige status:').locator('..')).toContainText(label);
  }
}

/** Opens staff's reacties list filtered by the opdracht, then the reactie of `candidate`. */
async function openReactie(page: Page, opdrachtLabel: string, candidate: string): Promise<ReactiePage> {
  await page.goto('/beheer/reacties');
  await expect(page.getByRole('heading', { level: 1, name: 'Reacties' })).toBeVisible();
  // The picker searches every opdracht (issue 30): type its title, choose it from the list.
  await page.getByRole('search', { name: 'Reacties filteren' }).getByRole('combobox', { name: 'Opdracht' }).fill(opdrachtLabel.split(' – ')[0]!);
  await page.getByRole('option').filter({ hasText: opdrachtLabel }).click();
  const table = page.getByRole('table', { name: /^Reacties/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('link', { name: candidate, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reactie van ${candidate}` })).toBeVisible();
  return new ReactiePage(page, candidate);
}

test.describe('back office: the marketplace journey', () => {
  test('client request -> published opdracht -> application -> every status and a rejection -> Mijn reacties and the mails', async ({
    browser,
    baseURL,
    request,
  }) => {
    const tag = uniqueTag();
    const company = `Gemeente Zeewolde ${tag}`;
    const title = `Kwartiermaker warmtenet ${tag}`;
    const description = `Wij zoeken per maart een kwartiermaker voor het warmtenet (${tag}), 32 uur per week, voor een jaar.`;
    const reason = 'De opdrachtgever kiest voor een kandidaat met meer ervaring met warmtenetten.';
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const pipeline = staffPipeline();
    expect(pipeline.map((status) => APPLICATION_STATUS_LABELS[status])).toEqual(['In behandeling', 'Voorgesteld', 'Gesprek', 'Aanbod', 'Geplaatst']);

    const clientEmail = `opdrachtgever.${tag}@example.nl`;
    let reference = '';
    const client = await newUserContext(browser, baseURL!);
    const staff = await newUserContext(browser, baseURL!, { staff: true });
    const freelancer = await newUserContext(browser, baseURL!);
    const second = await newUserContext(browser, baseURL!);
    try {
      await test.step('a client registers an opdracht on /opdrachtgevers/aanmelden', async () => {
        const page = await client.newPage();
        await page.goto('/opdrachtgevers/aanmelden');
        await expect(page.getByRole('heading', { level: 1, name: 'Opdracht aanmelden' })).toBeVisible();
        await fillClientRequestForm(page, { companyName: company, contactName: 'Petra Bakker', email: clientEmail, description });
        reference = await sendClientRequest(page);
        // The client confirms the address with the mailed link (issue 42 item 2): only then is the request theirs.
        const link = new URL(await clientRequestConfirmLink(request, clientEmail, reference, startedAt));
        await page.goto(`${link.pathname}${link.search}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Uw aanvraag is bevestigd' })).toBeVisible();
      });

      const page = await staff.newPage();
      let vacancyId = 0;
      await test.step('staff find the request in /beheer/aanvragen and convert it into a concept', async () => {
        await page.goto('/beheer/aanvragen');
        await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen van opdrachtgevers' })).toBeVisible();
        await page.getByRole('searchbox', { name: 'Zoeken op bedrijf, contactpersoon of e-mailadres' }).fill(company);
        await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
        const item = page.getByRole('article', { name: company });
        await expect(item).toContainText('Status: Nieuw');
        await expect(item).toContainText('Petra Bakker');
        await item.getByRole('button', { name: 'Details en afhandeling' }).click();
        await expect(item).toContainText(description);
        await item.getByRole('link', { name: 'Omzetten naar opdracht' }).click();

        await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
        await expect(page.getByText(new RegExp(`^Omzetten van de aanvraag van ${company} \\(nr\\. \\d+\\)$`))).toBeVisible();
        const form = page.getByRole('form', { name: 'Opdracht' });
        await expect(form.getByLabel('Naam opdrachtgever')).toHaveValue(company);
        await expect(form.getByLabel('Omschrijving')).toHaveValue(description);
        await fillVacancyForm(page, { title });
        await page.getByRole('button', { name: 'Opslaan als concept' }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        vacancyId = recordIdOf(page);
        await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText('Concept');
        await expect(page.getByText(/^Gemaakt van aanvraag nr\. \d+$/)).toBeVisible();
        // A concept is not public yet.
        expect((await request.get(`/api/vacancies/${vacancyId}`)).status()).toBe(404);
      });

      await test.step('staff edit fields of the concept and publish it', async () => {
        const form = page.getByRole('form', { name: 'Opdracht' });
        const status = page.getByRole('region', { name: 'Status', exact: true });
        await form.getByLabel('Uren per week, maximaal').fill('36');
        await form.getByLabel('Uurtarief maximaal (€, excl. btw)').fill('95');
        await form.getByLabel('Duur').fill('12 maanden');
        // Unsaved changes hold the status steps back.
        await expect(status.getByRole('button', { name: 'Publiceren' })).toBeDisabled();
        await expect(status).toContainText('Sla je wijzigingen eerst op.');
        await form.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
        const history = page.getByRole('list', { name: 'Geschiedenis' });
        await expect(history).toContainText('Uren per week (maximaal): van 32 → naar 36');
        await expect(history).toContainText('Uurtarief (maximaal): van 85 → naar 95');
        await expect(history).toContainText('Duur: van (leeg) → naar 12 maanden');

        await status.getByRole('button', { name: 'Publiceren' }).click();
        await status.getByRole('button', { name: 'Ja, publiceren' }).click();
        await expect(status).toContainText('De opdracht is gepubliceerd.');
        await expect(status).toContainText('Gepubliceerd');
        await expect(history).toContainText('Status: van Concept → naar Gepubliceerd');

        // The request is now 'Omgezet' and points at its opdracht.
        await page.goto(`/beheer/aanvragen?status=alle&q=${encodeURIComponent(company)}`);
        const item = page.getByRole('article', { name: company });
        await expect(item).toContainText('Status: Omgezet');
        await item.getByRole('button', { name: 'Details en afhandeling' }).click();
        await expect(item.getByRole('link', { name: `opdracht ${vacancyId} bekijken` })).toBeVisible();
      });

      const person: Person = { email: uniqueEmail('markt'), firstName: 'Mila', lastName: 'Visser' };
      const other: Person = { email: uniqueEmail('markt'), firstName: 'Daan', lastName: 'Smit' };
      const freelancerPage = await freelancer.newPage();
      await test.step('a freelancer finds the opdracht by search on /opdrachten and applies', async () => {
        await loginThroughApi(freelancer, person);
        const search = new VacancySearchPage(freelancerPage);
        await search.open();
        await search.search(title);
        await expect(search.resultCount()).toHaveText('1 opdracht gevonden');
        const card = search.cards().filter({ has: freelancerPage.getByRole('heading', { name: title }) });
        await expect(card).toContainText(company);
        await card.getByRole('link', { name: title }).click();
        await expect(freelancerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // The edited values are what freelancers see.
        await expect(freelancerPage.getByText('12 maanden', { exact: true })).toBeVisible();
        await freelancerPage.getByRole('link', { name: 'Reageren', exact: true }).first().click();
        await expect(freelancerPage).toHaveURL(`/opdrachten/${vacancyId}/reageren`);
        await fillApplicationFields(freelancerPage, { motivation: `Ik was kwartiermaker bij twee warmtenetten en begin graag in maart (${tag}).` });
        await freelancerPage.getByLabel('Cv-bestand').setInputFiles(samplePdf());
        await freelancerPage.getByLabel(/Ik bevestig dat mijn gegevens kloppen/).check();
        await freelancerPage.getByRole('button', { name: 'Reactie versturen' }).click();
        await expect(freelancerPage).toHaveURL('/mijn-reacties');
        const mine = freelancerPage.getByRole('article').filter({ has: freelancerPage.getByRole('heading', { name: title }) });
        await expect(mine).toContainText('Status: Ontvangen');

        // A second freelancer applies to the same opdracht (through the API: the screens were just shown).
        await loginThroughApi(second, other);
        const applied = await second.request.post('/api/applications', {
          data: { vacancyId, motivation: 'Ik heb een warmtenet van idee tot oplevering begeleid.' },
          headers: clientHeaders,
        });
        expect(applied.status(), await applied.text()).toBe(201);
      });

      const opdrachtLabel = `${title} – ${company}`;
      await test.step('staff move the reactie through every staff status and reject it with a reason', async () => {
        const reactie = await openReactie(page, opdrachtLabel, 'Mila Visser');
        await expect(page.getByRole('region', { name: 'Reactie', exact: true })).toContainText(`Ik was kwartiermaker bij twee warmtenetten en begin graag in maart (${tag}).`);
        const cv = page.getByRole('region', { name: 'CV', exact: true }).getByRole('link', { name: 'CV bij deze reactie downloaden' });
        const download = await staff.request.get((await cv.getAttribute('href'))!);
        expect(download.status()).toBe(200);
        expect(download.headers()['content-type']).toContain('application/pdf');

        await expect(reactie.timeline().getByRole('listitem')).toHaveCount(1);
        let steps = 1;
        // Every open status but the last offers its next step and the rejection, nothing else.
        for (const status of pipeline.slice(0, -1)) {
          expect(await reactie.offered()).toEqual([APPLICATION_STATUS_LABELS[status], 'Afgewezen']);
          steps += 1;
          await reactie.moveTo(status, steps);
        }

        // From Aanbod: Geplaatst or Afgewezen. A rejection needs a reason, checked before anything is sent.
        expect(await reactie.offered()).toEqual(['Geplaatst', 'Afgewezen']);
        await reactie.form().getByLabel('Nieuwe status').selectOption({ label: 'Afgewezen' });
        await reactie.form().getByRole('button', { name: 'Status wijzigen' }).click();
        await expect(reactie.form().getByLabel('Reden van afwijzing')).toHaveAccessibleDescription(/Geef een reden voor de afwijzing/);
        await reactie.form().getByLabel('Reden van afwijzing').fill(reason);
        await reactie.form().getByRole('button', { name: 'Status wijzigen' }).click();
        await expect(reactie.form()).toContainText('De reactie van Mila Visser afwijzen? Mila krijgt de e-mail met de reden.');
        await reactie.form().getByRole('button', { name: 'Ja, afwijzen' }).click();
        await expect(reactie.status()).toContainText('Deze reactie is afgewezen: de status verandert niet meer.');
        await expect(reactie.timeline().getByRole('listitem')).toHaveCount(steps + 1);
        await expect(reactie.timeline().getByRole('listitem').last()).toContainText(`Reden van afwijzing: ${reason}`);
        await expect(page.getByRole('list', { name: 'Geschiedenis' })).toContainText('Status: van Aanbod → naar Afgewezen');
      });

      await test.step("staff move the second freelancer's reactie the whole way to Geplaatst", async () => {
        const reactie = await openReactie(page, opdrachtLabel, 'Daan Smit');
        let steps = 1;
        for (const status of pipeline) {
          steps += 1;
          await reactie.moveTo(status, steps);
        }
        await expect(reactie.status()).toContainText('Deze reactie is geplaatst: de status verandert niet meer.');
        await expect(reactie.form()).toHaveCount(0);
      });

      await test.step('the freelancer sees the timeline and the reason in Mijn reacties', async () => {
        await freelancerPage.goto('/mijn-reacties');
        const mine = freelancerPage.getByRole('article').filter({ has: freelancerPage.getByRole('heading', { name: title }) });
        await expect(mine).toContainText('Status: Afgewezen');
        const timeline = mine.getByRole('list', { name: `Verloop van je reactie op ${title}` });
        const expected = ['Ontvangen', 'In behandeling', 'Voorgesteld', 'Gesprek', 'Aanbod', 'Afgewezen'];
        await expect(timeline.getByRole('listitem')).toHaveCount(expected.length);
        for (const [index, label] of expected.entries()) {
          await expect(timeline.getByRole('listitem').nth(index).getByText(label, { exact: true })).toBeVisible();
        }
        await expect(timeline.getByRole('listitem').last()).toContainText(`Reden van afwijzing: ${reason}`);
        await expect(mine.getByRole('button', { name: 'Reactie intrekken' })).toHaveCount(0);

        const placed = ((await (await second.request.get('/api/applications')).json()) as Application[]).find((a) => a.vacancy.id === vacancyId);
        expect(placed?.status).toBe('placed');
        expect(placed?.statusHistory.map((change) => change.status)).toEqual(['submitted', ...pipeline]);
      });

      await test.step('the mails are in the outbox', async () => {
        const [toStaff] = await expectMailsInOrder(request, STAFF_EMAIL, startedAt, [{ subject: `Nieuwe opdrachtaanvraag van ${company}`, text: description }]);
        expect(toStaff!.to).toBe(STAFF_EMAIL);
        expect(toStaff!.text).toContain('Contactpersoon: Petra Bakker');

        // Each staff step is mailed from its status's template (ADR 0020), signed by the staff member.
        const subjects: Partial<Record<ApplicationStatus, string>> = {
          in_review: `Je reactie op ${title} is in behandeling`,
          proposed: `Je bent voorgesteld voor ${title}`,
          interview: `Uitnodiging voor een gesprek: ${title}`,
          offer: `Er ligt een aanbod voor je klaar: ${title}`,
          placed: `Gefeliciteerd! Je start bij ${title}`,
        };
        const toFreelancer = await expectMailsInOrder(request, person.email, startedAt, [
          { subject: `We hebben je reactie ontvangen: ${title}` },
          ...pipeline.slice(0, -1).map((status) => ({ subject: subjects[status]! })),
          { subject: `Je reactie op ${title}`, text: 'Helaas' },
        ]);
        expect(toFreelancer.every((mail) => mail.to === person.email)).toBe(true);
        expect(toFreelancer.at(-1)!.text).toContain(`De reden: ${reason}`);

        // Issue 31: the client hears of each step of their request.
        await expectMailsInOrder(request, clientEmail, startedAt, [
          { subject: `Bevestig uw aanvraag bij Interimly (${reference})` },
          { subject: `Wij hebben uw aanvraag ontvangen (${reference})`, text: description },
          { subject: `Van uw aanvraag is een opdracht gemaakt (${reference})` },
          { subject: `Uw opdracht staat online: ${title} (${reference})` },
          { subject: `Een kandidaat voor uw opdracht: ${title} (${reference})` },
          { subject: `Een kandidaat voor uw opdracht: ${title} (${reference})` },
        ]);

        await expectMailsInOrder(request, other.email, startedAt, [
          { subject: `We hebben je reactie ontvangen: ${title}` },
          ...pipeline.map((status) => ({ subject: subjects[status]! })),
        ]);
      });
    } finally {
      await Promise.all([client.close(), staff.close(), freelancer.close(), second.close()]);
    }
  });
});
