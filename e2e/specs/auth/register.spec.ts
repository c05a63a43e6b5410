import { expect, test } from '../../fixtures/test';
import { newPerson, tokenOf, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { MailSentPage, RegisterStartPage, accountMenu, registerThroughApi, headerLoginLink, justBefore, storedContact, waitForTrackedEvent } from '../../flows/auth';

test.describe('register (mf-auth)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('register -> mail -> link -> logged in, welcomed, storage cleared, "User logged in" tracked', async ({ page, request }) => {
    const person = newPerson('aanmelden');
    await page.goto('/aanmelden');
    await expect(headerLoginLink(page)).toBeVisible();
    await page.getByRole('link', { name: 'Gratis aanmelden' }).click();
    await expect(page).toHaveURL(/\/aanmelden\/start$/);

    const form = new RegisterStartPage(page);
    await form.fill(person, '06 1234 5678');
    const after = justBefore();
    await form.submit();

    await expect(page).toHaveURL(/\/aanmelden\/email$/);
    await expect(page.getByRole('heading', { level: 1, name: `Check je e-mail, ${person.firstName}` })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    expect(await storedContact(page)).toEqual({ email: person.email, firstName: person.firstName });

    const mail = await waitForMail(request, person.email, { after });
    expect(mail.subject).toMatch(/Welkom/);
    expect(mail.link).toContain(`/login/${tokenOf(mail.link)}?returnTo=${encodeURIComponent('/aanmelden/voltooi')}`);

    const tracked = waitForTrackedEvent(page, 'User logged in');
    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/aanmelden\/voltooi$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welkom, ${person.firstName}!` })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    await expect(headerLoginLink(page)).toHaveCount(0);
    expect(await storedContact(page)).toEqual({ email: null, firstName: null });
    const event = (await tracked).postDataJSON();
    expect(event.event).toBe('User logged in');
    expect(event.properties.pathname).toMatch(/^\/(login|aanmelden)\//);

    await page.getByRole('link', { name: 'Profiel afronden' }).click();
    await expect(page).toHaveURL(/\/profiel\/afronden\/stap-1$/);
  });

  test('the return path survives registration and the mail round trip, through the code', async ({ page, request }) => {
    const person = newPerson('aanmelden-terug');
    await page.goto('/mijn-reacties');
    await expect(page).toHaveURL('/login?returnTo=%2Fmijn-reacties');
    await page.getByRole('main').getByRole('link', { name: 'Registreren' }).click();
    await expect(page).toHaveURL('/aanmelden?returnTo=%2Fmijn-reacties');
    await page.getByRole('link', { name: 'Gratis aanmelden' }).click();
    const form = new RegisterStartPage(page);
    await form.fill(person);
    const after = justBefore();
    await form.submit();
    await expect(page).toHaveURL('/aanmelden/email?returnTo=%2Fmijn-reacties');

    const mail = await waitForMail(request, person.email, { after });
    await new MailSentPage(page).loginWithCode(mail.code!);
    await expect(page).toHaveURL('/aanmelden/voltooi?returnTo=%2Fmijn-reacties');
    await page.getByRole('link', { name: 'Later, eerst verder waar ik was' }).click();
    await expect(page).toHaveURL('/mijn-reacties');
    await expect(accountMenu(page)).toBeVisible();
  });

  test('an address that already has an account gets a login mail, explained on its own page', async ({ page, request }) => {
    const person = newPerson('bestaand');
    await registerThroughApi(request, person);

    await page.goto('/aanmelden/start');
    const form = new RegisterStartPage(page);
    await form.fill(person);
    const after = justBefore();
    await form.submit();
    await expect(page).toHaveURL(/\/aanmelden\/email$/);
    const mail = await waitForMail(request, person.email, { after });
    expect(mail.subject).toMatch(/Je hebt al een account/);

    await page.getByRole('link', { name: 'Zo log je in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Je hebt al een account' })).toBeVisible();
    await new MailSentPage(page).loginWithCode(mail.code!);
    await expect(page).toHaveURL(/\/aanmelden\/voltooi$/);
    await expect(accountMenu(page)).toBeVisible();
  });

  test('the register form shows the Dutch messages', async ({ page }) => {
    await page.goto('/aanmelden/start');
    await new RegisterStartPage(page).submit();
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    await page.getByRole('textbox', { name: 'E-mailadres' }).fill('jan@voorbeeld');
    await new RegisterStartPage(page).submit();
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    await expect(page.getByRole('textbox', { name: 'Voornaam' })).toHaveAccessibleDescription('Verplicht veld');
  });
});
