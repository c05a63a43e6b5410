import { expect, test, type Page } from '../../fixtures/test';
import { clientHeaders, loginStaff } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { remoteFiles } from '../../fixtures/releases';

// Issue 15, the back office's opdrachten: staff make a concept, publish it
// for freelancers and close it; a client's request becomes a concept; a
// broken back office leaves the freelancer site alone.

/** A day `days` from now as YYYY-MM-DD. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Fills every field the form requires except the client's name (given or prefilled). */
async function fillOpdracht(page: Page, title: string, options: { clientName?: string } = {}) {
  const form = page.getByRole('form', { name: 'Opdracht' });
  await form.getByLabel('Titel').fill(title);
  const sector = form.getByLabel('Sector');
  await expect(sector.locator('option')).not.toHaveCount(1);
  await sector.selectOption({ index: 1 });
  const position = form.getByLabel('Functie');
  await expect(position).toBeEnabled();
  await expect(position.locator('option')).not.toHaveCount(1);
  await position.selectOption({ index: 1 });
  if (options.clientName !== undefined) await form.getByLabel('Naam opdrachtgever').fill(options.clientName);
  await form.getByLabel('Omschrijving').fill('Je leidt de herinrichting van het stationsgebied.\n\nSamen met de gemeente en de provincie.');
  await form.getByLabel('Eisen').fill('Vijf jaar ervaring als projectleider\nKennis van aanbesteden');
  await form.getByLabel('Postcode').fill('3511 AB');
  await form.getByLabel('Plaats').fill('Utrecht');
  await form.getByLabel('Werkvorm').selectOption({ label: 'Hybride' });
  await form.getByLabel('Uren per week, minimaal').fill('24');
  await form.getByLabel('Uren per week, maximaal').fill('32');
  await form.getByLabel('Uurtarief minimaal (€, excl. btw)').fill('70');
  await form.getByLabel('Uurtarief maximaal (€, excl. btw)').fill('85');
  await form.getByLabel('Sluitingsdatum').fill(dayFromNow(30));
}

/** The id of the opdracht whose page is open. */
function openedId(page: Page): number {
  const match = /\/beheer\/opdrachten\/(\d+)$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not on an opdracht's page: ${page.url()}`);
  return Number(match[1]);
}

test.describe('back office: opdrachten', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('staff make a concept, publish it for freelancers and close it', async ({ page, context, browser, request }) => {
    await loginStaff(context.request);
    const title = `Projectleider stationsgebied ${Date.now()}`;

    await page.goto('/beheer');
    await expect(page).toHaveURL(/\/beheer\/opdrachten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Opdrachten beheren' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beheer' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Nieuwe opdracht' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();

    await fillOpdracht(page, title, { clientName: 'Gemeente Utrecht' });
    await page.getByRole('button', { name: 'Opslaan als concept' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const id = openedId(page);
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Concept');
    await expect(page.getByRole('list', { name: 'Geschiedenis' })).toContainText('Aangemaakt door Sanne de Staf');

    // A concept is not public: visitors get 404, as for an unknown id.
    expect((await request.get(`/api/vacancies/${id}`)).status()).toBe(404);

    // The preview shows what freelancers will see.
    await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
    const preview = page.getByRole('region', { name: "Voorbeeld voor zzp'ers" });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview).toContainText('Gemeente Utrecht · Utrecht');
    await page.getByRole('button', { name: 'Terug naar het formulier' }).click();

    // Publish by keyboard: the question takes the focus, Enter confirms.
    await status.getByRole('button', { name: 'Publiceren' }).focus();
    await page.keyboard.press('Enter');
    await expect(status.getByRole('button', { name: 'Ja, publiceren' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toContainText('De opdracht is gepubliceerd.');
    await expect(status).toContainText('Gepubliceerd');
    await expect(page.getByRole('list', { name: 'Geschiedenis' })).toContainText('Status: van Concept → naar Gepubliceerd');

    // Freelancers find it in search and on its page.
    const search = await request.get(`/api/vacancies?filter=${encodeURIComponent(JSON.stringify({ ids: [id] }))}`);
    expect(((await search.json()) as Array<{ id: number }>).map((vacancy) => vacancy.id)).toEqual([id]);
    const visitor = await browser.newPage();
    await visitor.goto(`/opdrachten/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Closing is final, after a confirmation; the page stays and refuses applications.
    await status.getByRole('button', { name: 'Sluiten' }).click();
    await expect(status).toContainText('Een gesloten opdracht kan niet opnieuw open.');
    await status.getByRole('button', { name: 'Ja, sluiten' }).click();
    await expect(status).toContainText('Gesloten');
    await expect(status.getByRole('button')).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText('Deze opdracht is gesloten. Reageren is niet meer mogelijk.')).toBeVisible();
    await visitor.close();

    // The list finds it by its status.
    await page.goto(`/beheer/opdrachten?status=closed&q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('table', { name: 'Opdrachten' }).getByRole('link', { name: title })).toBeVisible();
  });

  test("a client's request becomes a concept filled from it, and the request is converted", async ({ page, context, request }) => {
    const companyName = `Gemeente Amersfoort ${Date.now()}`;
    const created = await request.post('/api/client_requests', {
      headers: clientHeaders,
      data: {
        companyName,
        contactName: 'Petra Bakker',
        email: 'p.bakker@example.nl',
        phone: '0331234567',
        kvkNumber: '12345678',
        description: 'Wij zoeken per februari een projectleider voor het stationsgebied, 32 uur per week.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id: requestId } = (await created.json()) as { id: number };

    await loginStaff(context.request);
    await page.goto(`/beheer/opdrachten/nieuw?aanvraag=${requestId}`);
    await expect(page.getByText(`Omzetten van de aanvraag van ${companyName} (nr. ${requestId})`)).toBeVisible();
    const form = page.getByRole('form', { name: 'Opdracht' });
    await expect(form.getByLabel('Naam opdrachtgever')).toHaveValue(companyName);
    await expect(form.getByLabel('Omschrijving')).toHaveValue(/Wij zoeken per februari een projectleider/);

    await fillOpdracht(page, `Projectleider ${companyName}`);
    await page.getByRole('button', { name: 'Opslaan als concept' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Projectleider ${companyName}` })).toBeVisible();
    const vacancyId = openedId(page);
    await expect(page.getByText(`Gemaakt van aanvraag nr. ${requestId}`)).toBeVisible();

    const inbox = await context.request.get(`/api/client_requests?filter=${encodeURIComponent(JSON.stringify({ q: companyName }))}`);
    expect(inbox.status()).toBe(200);
    expect(await inbox.json()).toEqual([expect.objectContaining({ id: requestId, status: 'converted', vacancyId })]);
  });

  test('a broken back office leaves the freelancer site untouched', async ({ page, context }) => {
    await loginStaff(context.request);
    await page.route(remoteFiles('backoffice', 'mf_backoffice'), (route) => route.fulfill({ status: 500, body: 'kapot' }));
    await page.goto('/beheer/opdrachten');
    await expect(page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Alle opdrachten', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alle opdrachten' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Dit onderdeel is tijdelijk niet beschikbaar' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
