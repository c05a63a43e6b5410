import { expect as baseExpect, test } from '../../fixtures/test';
import { loginThroughApi, newPerson, waitForMail } from '../../fixtures/auth';
import { firstVacancyId, hideBanner } from '../../fixtures/site';
import { LoginPage, MailSentPage, justBefore, registerThroughApi } from '../../flows/auth';
import { VacancySearchPage } from '../../flows/vacancies';

// CPU is shared with other suites: allow slow page loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('favourites', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a logged-out visitor is sent to /login with the return path and the save to finish', async ({ page }) => {
    const search = new VacancySearchPage(page);
    await search.open('?q=projectmanager');
    await search.cards().first().getByRole('button', { name: /^Bewaar / }).click();
    await expect(page).toHaveURL(
      new RegExp(`^[^?]+/login\\?returnTo=${encodeURIComponent('/opdrachten?q=projectmanager&actie=bewaren&opdracht=')}\\d+$`),
    );
  });

  test('"Bewaren" while logged out: login through the mail, back on the search, the opdracht saved', async ({ page, request }) => {
    const person = newPerson('bewaren');
    await registerThroughApi(request, person);
    const search = new VacancySearchPage(page);
    await search.open('?q=projectmanager');
    const title = (await search.cards().nth(1).getByRole('heading').textContent())!;
    await page.getByRole('button', { name: `Bewaar ${title}` }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);

    const after = justBefore();
    await new LoginPage(page).requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    await page.goto(mail.link!);
    await expect(page).toHaveURL('/opdrachten?q=projectmanager');
    await expect(page.getByRole('button', { name: `Bewaar ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Opdracht bewaard')).toBeVisible();
    // Saved on the server, once.
    await page.goto('/mijn-opgeslagen-opdrachten');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('1 opdracht opgeslagen')).toBeVisible();
  });

  test('"Reageren" while logged out: log in with the code, land on the apply form of that opdracht', async ({ page, request }) => {
    const person = newPerson('reageren');
    await registerThroughApi(request, person);
    const id = await firstVacancyId(request);
    await page.goto(`/opdrachten/${id}`);
    await page.getByRole('link', { name: 'Log in om te reageren' }).click();
    const after = justBefore();
    await new LoginPage(page).requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    await new MailSentPage(page).loginWithCode(mail.code!);
    await expect(page).toHaveURL(`/opdrachten/${id}/reageren`);
    await expect(page.getByRole('form', { name: 'Reageren op opdracht' })).toBeVisible();
  });

  test('save -> appears in the saved list -> remove', async ({ page, context }) => {
    await loginThroughApi(context);
    const search = new VacancySearchPage(page);
    await search.open();
    const card = search.cards().nth(1);
    const title = (await card.getByRole('heading').textContent())!;
    const toggle = card.getByRole('button', { name: `Bewaar ${title}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Stored on the server, not only on the page.
    await page.reload();
    await expect(search.cards().nth(1).getByRole('button', { name: `Bewaar ${title}` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/mijn-opgeslagen-opdrachten');
    const saved = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(saved).toBeVisible();
    await expect(page.getByText('1 opdracht opgeslagen')).toBeVisible();
    await saved.getByRole('button', { name: `Verwijderen: ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Nog geen opgeslagen opdrachten' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Nog geen opgeslagen opdrachten' })).toBeVisible();
    await page.getByRole('link', { name: 'Bekijk alle opdrachten' }).click();
    await expect(page).toHaveURL('/opdrachten');
  });

  test('the detail page toggles the favourite too', async ({ page, context }) => {
    await loginThroughApi(context);
    const search = new VacancySearchPage(page);
    await search.open();
    const title = (await search.cards().first().getByRole('heading').textContent())!;
    await search.cards().first().getByRole('link', { name: title }).click();
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    const toggle = page.getByRole('button', { name: 'Bewaren' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Opgeslagen' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/mijn-opgeslagen-opdrachten');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });
});
