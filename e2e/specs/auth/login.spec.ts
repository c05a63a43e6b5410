import { expect, test } from '../../fixtures/test';
import { loginThroughApi, newPerson, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import {
  LoginPage,
  MailSentPage,
  accountMenu,
  expireLoginLinks,
  headerLoginLink,
  justBefore,
  registerThroughApi,
  storedContact,
  tabTo,
  waitForTrackedEvent,
} from '../../flows/auth';

test.describe('login (mf-auth)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a private page -> /login -> link from the mail -> back on that page, logged in', async ({ page, request }) => {
    const person = newPerson('link');
    await registerThroughApi(request, person);

    await page.goto('/mijn-reacties');
    await expect(page).toHaveURL('/login?returnTo=%2Fmijn-reacties');
    const login = new LoginPage(page);
    const after = justBefore();
    await login.requestLink(person.email);
    await expect(page).toHaveURL('/login/email?returnTo=%2Fmijn-reacties');
    await expect(page.getByText(person.email)).toBeVisible();

    const mail = await waitForMail(request, person.email, { after });
    expect(mail.link).toContain(`?returnTo=${encodeURIComponent('/mijn-reacties')}`);
    const tracked = waitForTrackedEvent(page, 'User logged in');
    await page.goto(mail.link!);
    await expect(page).toHaveURL('/mijn-reacties');
    await expect(accountMenu(page)).toBeVisible();
    await tracked;
    expect(await storedContact(page)).toEqual({ email: null, firstName: null });
  });

  test('the first tab leaves "Controleer je e-mail" once the link of the mail logged in in a second tab', async ({ page, context, request }) => {
    const person = newPerson('tweetabs');
    await registerThroughApi(request, person);
    await page.goto('/mijn-reacties');
    await expect(page).toHaveURL('/login?returnTo=%2Fmijn-reacties');
    const after = justBefore();
    await new LoginPage(page).requestLink(person.email);
    await expect(page).toHaveURL('/login/email?returnTo=%2Fmijn-reacties');

    const mail = await waitForMail(request, person.email, { after });
    const second = await context.newPage();
    try {
      await second.goto(mail.link!);
      await expect(second).toHaveURL('/mijn-reacties');
      // The first tab, never focused again: the login in the other tab moves it on.
      await expect(page).toHaveURL('/mijn-reacties');
      await expect(page.getByRole('heading', { level: 1, name: 'Controleer je e-mail' })).toHaveCount(0);
      await expect(accountMenu(page)).toBeVisible();
    } finally {
      await second.close();
    }
  });

  test('keyboard only: e-mail, then the code from the mail on /login/email, lands on the dashboard', async ({ page, request }) => {
    const person = newPerson('toetsenbord');
    await registerThroughApi(request, person);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

    const login = new LoginPage(page);
    await tabTo(page, login.email());
    await page.keyboard.press('Enter');
    await expect(login.email()).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    await expect(login.email()).toBeFocused();
    await page.keyboard.type('niet-een-adres');
    await page.keyboard.press('Enter');
    await expect(login.email()).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    await page.keyboard.press('ControlOrMeta+A');
    const after = justBefore();
    await page.keyboard.type(person.email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\/email$/);

    const mail = await waitForMail(request, person.email, { after });
    const code = new MailSentPage(page).code();
    await tabTo(page, code);
    const tracked = waitForTrackedEvent(page, 'User logged in');
    await page.keyboard.type(mail.code!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountMenu(page)).toBeVisible();
    await tracked;
  });

  test('a wrong code is refused in Dutch on the field', async ({ page, request }) => {
    const person = newPerson('foutecode');
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto();
    const after = justBefore();
    await login.requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    const wrong = mail.code === '000000' ? '111111' : '000000';
    const sent = new MailSentPage(page);
    await sent.loginWithCode(wrong);
    await expect(sent.code()).toHaveAttribute('aria-invalid', 'true');
    await expect(sent.code()).toHaveAccessibleDescription(/^De code bestaat uit 6 cijfers\. .+/);
    await expect(headerLoginLink(page)).toBeVisible();
  });

  test('expired link -> verlopen page -> one click for a new link -> the new link works', async ({ page, request }) => {
    // Expiry: the API's development aid lets the open links of this address
    // expire now (POST /api/_dev/auth/expire_login_links, absent in
    // production). Cleaner than a second API server with a tiny
    // LOGIN_LINK_TTL_SECONDS: no extra start-up, no waiting on the clock, and
    // the new link then lives its normal 10 minutes, so "the new link works"
    // cannot race the expiry on a busy machine.
    const person = newPerson('verlopen');
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto('/mijn-reacties');
    let after = justBefore();
    await login.requestLink(person.email);
    const expired = await waitForMail(request, person.email, { after });
    await expireLoginLinks(request, person.email);

    await page.goto(expired.link!);
    await expect(page).toHaveURL('/login/email/verlopen?returnTo=%2Fmijn-reacties');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloglink verlopen' })).toBeVisible();
    await expect(headerLoginLink(page)).toBeVisible();

    after = justBefore();
    await page.getByRole('button', { name: 'Stuur een nieuwe inloglink' }).click();
    await expect(page).toHaveURL('/login/email?returnTo=%2Fmijn-reacties');
    const fresh = await waitForMail(request, person.email, { after });
    expect(fresh.link).not.toBe(expired.link);
    await page.goto(fresh.link!);
    await expect(page).toHaveURL('/mijn-reacties');
    await expect(accountMenu(page)).toBeVisible();
  });

  test('a used link is refused with a clear Dutch message and a way to a new one', async ({ page, browser, request }) => {
    const person = newPerson('gebruikt');
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto();
    const after = justBefore();
    await login.requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same link again, in another browser (or after logging out): refused.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(mail.link!);
      await expect(second.getByRole('heading', { level: 1, name: 'Inloglink werkt niet' })).toBeVisible();
      await expect(second.getByRole('alert')).toHaveText('Deze inloglink is ongeldig of al gebruikt. Vraag een nieuwe inloglink aan.');
      await expect(accountMenu(second)).toHaveCount(0);
      await second.getByRole('link', { name: 'Nieuwe inloglink aanvragen' }).click();
      await expect(second).toHaveURL(/\/login$/);
    } finally {
      await other.close();
    }
  });

  test('a used link opened again while logged in keeps the session and says the link was already used', async ({ page, request }) => {
    const person = newPerson('nogmaals');
    await registerThroughApi(request, person);
    const login = new LoginPage(page);
    await login.goto();
    const after = justBefore();
    await login.requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountMenu(page)).toBeVisible();

    // The mail opened a second time, in the same browser.
    await page.goto(mail.link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Je bent al ingelogd' })).toBeVisible();
    await expect(page.getByText('Deze inloglink is al gebruikt. Je bent nog steeds ingelogd', { exact: false })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    await expect(headerLoginLink(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Naar je dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
  });

  test('logout returns the logged-out header, closes the analytics transaction, and private routes redirect again', async ({ page, context }) => {
    await loginThroughApi(context);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await accountMenu(page).click();
    const closed = page.waitForRequest((r) => r.url().endsWith('/api/_mixpanel/transaction') && r.method() === 'DELETE');
    await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    await closed;
    await expect(headerLoginLink(page)).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?returnTo=%2Fdashboard');
    await page.goto('/mijn-reacties');
    await expect(page).toHaveURL('/login?returnTo=%2Fmijn-reacties');
  });

  test('a failed logout says so in Dutch and keeps the user logged in', async ({ page, context }) => {
    await loginThroughApi(context);
    await page.goto('/dashboard');
    await expect(accountMenu(page)).toBeVisible();
    // Fault injection only: the server cannot be reached for the logout call.
    await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
    await accountMenu(page).click();
    await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page.getByText('Er is iets fout gegaan bij het uitloggen')).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
