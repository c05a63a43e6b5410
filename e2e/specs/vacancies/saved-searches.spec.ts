import { expect as baseExpect, test, type APIRequestContext, type Page } from '../../fixtures/test';
import type { SavedSearch } from '@interim/shared/contract';
import { clientHeaders, loginThroughApi, newPerson, waitForMail } from '../../fixtures/auth';
import { fillVacancyForm, mailsTo, newUserContext, uniqueTag } from '../../fixtures/backoffice';
import { hideBanner } from '../../fixtures/site';
import { LoginPage, justBefore, registerThroughApi } from '../../flows/auth';
import { VacancySearchPage } from '../../flows/vacancies';

// Issue 19, section 1: saved searches and their alert mails, from the search
// page through the profile area to the mail's one-click unsubscribe.

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** The user's saved searches, straight from the API. */
async function savedSearches(request: APIRequestContext): Promise<SavedSearch[]> {
  const response = await request.get('/api/saved_searches');
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedSearch[];
}

/** Clicks "Bewaar deze zoekopdracht" and waits for the page's confirmation. */
async function saveSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zoekopdracht bewaard als' })).toBeVisible();
}

/** Staff make an opdracht titled `title` in the back office and publish it; answers its id. */
async function publishAsStaff(page: Page, title: string): Promise<number> {
  await page.goto('/beheer/opdrachten/nieuw');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe opdracht' })).toBeVisible();
  await fillVacancyForm(page, { title, clientName: 'Gemeente Utrecht', description: 'Je zet het nieuwe warmtenet van de gemeente op.', city: 'Utrecht', postcode: '3511 AB' });
  await page.getByRole('button', { name: 'Opslaan als concept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(/\/beheer\/opdrachten\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Publiceren' }).click();
  await status.getByRole('button', { name: 'Ja, publiceren' }).click();
  await expect(status).toContainText('De opdracht is gepubliceerd.');
  return id;
}

test.describe('saved searches', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a freelancer saves a search once, and manages it on /profiel/zoekopdrachten: rename, frequency, results, delete', async ({ page, context }) => {
    await loginThroughApi(context);
    const search = new VacancySearchPage(page);
    await search.open('?q=projectmanager&tarief=60');
    await saveSearch(page);
    const status = page.getByRole('status').filter({ hasText: 'Zoekopdracht bewaard als' });
    await expect(status).toContainText('Zoekopdracht bewaard als "projectmanager · vanaf € 60".');
    await expect(status).toContainText('Je krijgt dagelijks een mail met de nieuwe opdrachten.');
    // The same filters again: said, not saved twice.
    await page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
    await expect(page.getByText('Deze zoekopdracht heb je al bewaard als "projectmanager · vanaf € 60".')).toBeVisible();
    expect(await savedSearches(context.request)).toHaveLength(1);

    await page.getByRole('link', { name: 'Beheer je zoekopdrachten' }).click();
    await expect(page).toHaveURL('/profiel/zoekopdrachten');
    await expect(page.getByRole('heading', { level: 1, name: 'Bewaarde zoekopdrachten' })).toBeVisible();
    const item = page.getByRole('article', { name: 'projectmanager · vanaf € 60' });
    await expect(item).toContainText('projectmanager · vanaf € 60');

    // Rename in place, by keyboard.
    await item.getByRole('button', { name: /^Naam wijzigen/ }).focus();
    await page.keyboard.press('Enter');
    const nameField = page.getByRole('textbox', { name: 'Nieuwe naam' });
    await expect(nameField).toBeFocused();
    await nameField.fill('Projectmanager goed betaald');
    await page.keyboard.press('Enter');
    const renamed = page.getByRole('article', { name: 'Projectmanager goed betaald' });
    await expect(renamed).toBeVisible();
    await expect(renamed.getByRole('button', { name: /^Naam wijzigen/ })).toBeFocused();

    // How often it mails.
    await renamed.getByLabel('E-mail met nieuwe opdrachten').selectOption({ label: 'Wekelijks' });
    await expect.poll(async () => (await savedSearches(context.request))[0]?.frequency).toBe('weekly');
    await page.reload();
    await expect(page.getByRole('article', { name: 'Projectmanager goed betaald' }).getByLabel('E-mail met nieuwe opdrachten')).toHaveValue('weekly');
    expect((await savedSearches(context.request))[0]?.name).toBe('Projectmanager goed betaald');

    // Its results: the search page with its filters; the visit is recorded.
    const visit = page.waitForResponse((response) => /\/api\/saved_searches\/\d+\/visit$/.test(response.url()));
    await page.getByRole('link', { name: /^Bekijk resultaten/ }).click();
    await expect(page).toHaveURL('/opdrachten?q=projectmanager&tarief=60');
    expect((await visit).status()).toBe(200);
    await expect(search.resultCount()).toHaveText(/gevonden/);

    // The dashboard lists it.
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Bewaarde zoekopdrachten' });
    await expect(section.getByRole('link', { name: 'Projectmanager goed betaald' })).toBeVisible();
    await expect(section).toContainText('Geen nieuwe opdrachten');

    // Delete, after the question.
    await page.goto('/profiel/zoekopdrachten');
    await page.getByRole('button', { name: /^Verwijderen/ }).click();
    await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
    await expect(page.getByRole('heading', { name: 'Nog geen bewaarde zoekopdrachten' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de opdrachten' })).toHaveAttribute('href', '/opdrachten');
    expect(await savedSearches(context.request)).toEqual([]);
  });

  test('a visitor is asked to log in, and the search is saved once after the login', async ({ page, request, context }) => {
    const person = newPerson('zoekopdracht');
    await registerThroughApi(request, person);
    const search = new VacancySearchPage(page);
    await search.open('?q=beleidsadviseur&zzp=1');
    await page.getByRole('button', { name: 'Bewaar deze zoekopdracht' }).click();
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent('/opdrachten?q=beleidsadviseur&zzp=1&bewaar=1')}`);

    const after = justBefore();
    await new LoginPage(page).requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    await page.goto(mail.link!);
    // Back on the search without the marker, saved.
    await expect(page).toHaveURL('/opdrachten?q=beleidsadviseur&zzp=1');
    await expect(page.getByRole('status').filter({ hasText: 'Zoekopdracht bewaard als "beleidsadviseur · zzp".' })).toBeVisible();
    const saved = await savedSearches(context.request);
    expect(saved.map((item) => [item.name, item.filter, item.frequency])).toEqual([['beleidsadviseur · zzp', { q: 'beleidsadviseur', zzpAllowed: true }, 'daily']]);
    // A reload does not save again.
    await page.reload();
    await expect(search.resultCount()).toHaveText(/gevonden/);
    expect(await savedSearches(context.request)).toHaveLength(1);
  });

  test('staff see no save button', async ({ browser, baseURL }) => {
    const staff = await newUserContext(browser, baseURL!, { staff: true });
    const page = await staff.newPage();
    await new VacancySearchPage(page).open('?q=projectmanager');
    await expect(page.getByRole('button', { name: 'Bewaar deze zoekopdracht' })).toHaveCount(0);
    await staff.close();
  });

  test('save a search -> staff publish a matching opdracht -> exactly one alert mail with it -> the unsubscribe link stops the next one', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const person = await loginThroughApi(context, newPerson('alert'));
    const tag = uniqueTag();
    const search = new VacancySearchPage(page);
    await search.open(`?q=${tag}`);
    await saveSearch(page);

    // Mail at once when an opdracht is published.
    await page.goto('/profiel/zoekopdrachten');
    const item = page.getByRole('article', { name: tag });
    await item.getByLabel('E-mail met nieuwe opdrachten').selectOption({ label: 'Direct' });
    await expect.poll(async () => (await savedSearches(context.request))[0]?.frequency).toBe('direct');

    const staff = await newUserContext(browser, baseURL!, { staff: true });
    const staffPage = await staff.newPage();
    const after = justBefore();
    const title = `Kwartiermaker warmtenet ${tag}`;
    await publishAsStaff(staffPage, title);

    // Exactly one alert, with that opdracht, also after every pending alert job has run.
    const alertSubject = `1 nieuwe opdracht voor je zoekopdracht “${tag}”`;
    await expect.poll(async () => (await mailsTo(context.request, person.email, after)).map((mail) => mail.subject)).toEqual([alertSubject]);
    const run = await staff.request.post('/api/_dev/saved_search_alerts/run', { headers: clientHeaders });
    expect(run.status(), await run.text()).toBe(200);
    const mails = await mailsTo(context.request, person.email, after);
    expect(mails.map((mail) => mail.subject)).toEqual([alertSubject]);
    const [alert] = mails;
    expect(alert!.text).toContain(title);
    expect(alert!.text).toContain('Utrecht');

    // The dashboard counts the new match.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Bewaarde zoekopdrachten' })).toContainText('1 nieuwe opdracht');

    // The mail's unsubscribe link works without a login.
    const link = new URL(alert!.link!);
    expect(link.pathname).toBe('/zoekopdrachten/afmelden');
    const visitor = await browser.newContext({ baseURL });
    await hideBanner(visitor, baseURL!);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${link.pathname}${link.search}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Je bent afgemeld' })).toBeVisible();
    await expect(visitorPage.getByRole('status').filter({ hasText: 'Je krijgt geen mails meer' })).toContainText(`Je krijgt geen mails meer voor je zoekopdracht "${tag}".`);
    expect((await savedSearches(context.request))[0]?.frequency).toBe('off');
    await visitor.close();

    // The next matching opdracht mails nothing.
    const secondAfter = justBefore();
    await publishAsStaff(staffPage, `Kwartiermaker stadsverwarming ${tag}`);
    expect((await staff.request.post('/api/_dev/saved_search_alerts/run', { headers: clientHeaders })).status()).toBe(200);
    expect(await mailsTo(context.request, person.email, secondAfter)).toEqual([]);
    await staff.close();
  });

  test('an unknown unsubscribe link gets a Dutch explanation', async ({ page }) => {
    await page.goto('/zoekopdrachten/afmelden?token=geen-geldige-token');
    await expect(page.getByRole('heading', { level: 1, name: 'Deze afmeldlink werkt niet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Beheer je zoekopdrachten' })).toHaveAttribute('href', '/profiel/zoekopdrachten');
  });
});
