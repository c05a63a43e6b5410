import { expect, test } from '../../fixtures/test';
import { loginThroughApi, newPerson, waitForMail } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { CorporateFlowPage, CV_FILE, landingPath, myApplications, openVacancy } from '../../flows/corporate';

test.describe('corporate apply flow on our site (reduced chrome)', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('a new user goes from the landing to success through the mail link, CV and channel kept', async ({ page, request }) => {
    const vacancy = await openVacancy(request);
    const person = { ...newPerson('corporate'), phone: '06 12345678' };
    const flow = new CorporateFlowPage(page);

    await page.goto(landingPath(vacancy.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Reageren op opdracht' })).toBeVisible();
    await expect(flow.vacancySummary(vacancy.title)).toBeVisible();
    // Reduced chrome: a way back to the corporate site, no main navigation.
    await expect(page.getByRole('link', { name: /Terug naar/ })).toBeVisible();

    await page.getByRole('link', { name: 'Aanmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/opdrachten\/reageren\/aanmelden\?vacature=\d+&utm_source=bedrijfssite&utm_campaign=e2e$/);
    const after = new Date(Date.now() - 1000).toISOString();
    await flow.register(person, { cv: true });

    const mail = await waitForMail(request, person.email, { after });
    expect(mail.link).toContain(`returnTo=${encodeURIComponent(`/opdrachten/reageren/versturen?vacature=${vacancy.id}&utm_source=bedrijfssite&utm_campaign=e2e`)}`);
    // The mail round trip: the link opens /login/<token>, which returns to the send step.
    await page.goto(mail.link!);
    await expect(page).toHaveURL(new RegExp(`/opdrachten/reageren/versturen\\?vacature=${vacancy.id}&utm_source=bedrijfssite`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reactie versturen' })).toBeVisible();
    await expect(page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
    // The CV chosen before the login was uploaded once the user was logged in.
    await expect(page.getByRole('link', { name: CV_FILE.name })).toBeVisible();

    await flow.send('Ik heb tien jaar ervaring in precies dit werk.');
    await expect(page).toHaveURL(new RegExp(`/opdrachten/reageren/succes\\?vacature=${vacancy.id}`));
    await expect(page.getByText(`We hebben je reactie op ${vacancy.title} ontvangen.`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Terug naar / })).toHaveAttribute('href', /^https?:\/\//);

    const applications = await myApplications(page.request);
    const sent = applications.find((a) => a.vacancy.id === vacancy.id);
    expect(sent).toMatchObject({ channel: 'corporate', motivation: 'Ik heb tien jaar ervaring in precies dit werk.' });
    expect(sent?.cvId).not.toBeNull();
  });

  test('an existing user logs in with the code inside the flow and is returned to sending', async ({ browser, page, request, baseURL }) => {
    const vacancy = await openVacancy(request);
    // An account that already exists (registered and logged in elsewhere).
    const other = await browser.newContext({ baseURL });
    const person = await loginThroughApi(other, newPerson('bestaand'));
    await other.close();
    const flow = new CorporateFlowPage(page);

    await page.goto(landingPath(vacancy.id));
    await page.getByRole('link', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/opdrachten\/reageren\/login\?vacature=\d+/);
    const after = new Date(Date.now() - 1000).toISOString();
    await flow.requestLink(person.email);
    const mail = await waitForMail(request, person.email, { after });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toContain(encodeURIComponent('/opdrachten/reageren/versturen?vacature='));

    await flow.enterCode(mail.code!);
    await expect(page).toHaveURL(new RegExp(`/opdrachten/reageren/versturen\\?vacature=${vacancy.id}`));
    await expect(page.getByText('Je hebt nog geen cv toegevoegd.', { exact: false })).toBeVisible();
    await flow.send();
    const applications = await myApplications(page.request);
    expect(applications.find((a) => a.vacancy.id === vacancy.id)).toMatchObject({ channel: 'corporate', motivation: null });
  });

  test('a wrong code shows the Dutch error and keeps the visitor on the step', async ({ page, request }) => {
    const vacancy = await openVacancy(request);
    const flow = new CorporateFlowPage(page);
    await page.goto(`/opdrachten/reageren/login?vacature=${vacancy.id}`);
    await flow.requestLink(newPerson('onbekend').email);
    await flow.enterCode('000000');
    // The refusal is on the code field, as on /login (the shared code form), and the code stays.
    const code = page.getByRole('textbox', { name: 'Code uit de e-mail' });
    await expect(code).toHaveAccessibleDescription(/code/i);
    await expect(code).toHaveValue('000000');
    await expect(page).toHaveURL(/\/opdrachten\/reageren\/login/);
  });
});
