import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../fixtures/test';
import { clientHeaders, loginThroughApi, newPerson } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { accountMenu, headerLoginLink, tabTo } from '../../flows/auth';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// Issue 29 items 3 and 6.
test.describe('sessions and logout', () => {
  test.beforeEach(async ({ context, baseURL }) => hideBanner(context, baseURL!));

  test('"Ingelogde apparaten": the other device is listed, logged out everywhere else by keyboard after a confirmation, and its refresh fails at once', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // Two logins, a page, an axe scan and the keyboard: more than the default minute on a loaded machine.
    test.slow();
    const person = await loginThroughApi(context);
    const phone = await browser.newContext({ baseURL: baseURL!, userAgent: IPHONE_SAFARI, locale: 'nl-NL' });
    try {
      await loginThroughApi(phone, person, { existing: true });
      expect((await phone.request.get('/api/employees/me')).status()).toBe(200);

      await page.goto('/profiel/persoonsgegevens-beheren');
      const region = page.getByRole('region', { name: 'Ingelogde apparaten' });
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.filter({ hasText: 'Dit apparaat' })).toHaveCount(1);
      await expect(items.filter({ hasText: 'Safari op iPhone' })).toContainText('Laatst gebruikt op');
      await expect(region.getByRole('button', { name: /^Uitloggen op Safari op iPhone/ })).toBeVisible();

      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

      const endAll = region.getByRole('button', { name: 'Uitloggen op alle andere apparaten' });
      // Keyboard from the section on: a click on its text sets where Tab starts.
      await region.getByText('Hier zie je waar je bent ingelogd.').click();
      await tabTo(page, endAll, 10);
      await page.keyboard.press('Enter');
      const confirm = region.getByRole('button', { name: 'Ja, log overal anders uit' });
      await expect(confirm).toBeFocused();
      await expect(region.getByRole('group', { name: 'Weet je zeker dat je wilt uitloggen op het andere apparaat?' })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Je bent uitgelogd op 1 ander apparaat.')).toBeVisible();
      await expect(items).toHaveCount(1);
      await expect(region.getByText('Je bent nergens anders ingelogd.')).toBeVisible();

      // The phone is out at once: its access token is refused and its refresh fails.
      expect((await phone.request.get('/api/employees/me')).status()).toBe(401);
      expect((await phone.request.get('/api/auth/refresh_tokens', { headers: clientHeaders })).status()).toBe(401);
      // This device stays logged in.
      expect((await context.request.get('/api/employees/me')).status()).toBe(200);
    } finally {
      await phone.close();
    }
  });

  test("after logging out, the page holds neither the user's e-mail address nor their name", async ({ page, context }) => {
    const person = { ...newPerson('uitlog'), firstName: 'Wilhelmina', lastName: 'Zonneveldt' };
    await loginThroughApi(context, person);

    // The server renders the private page with the record in its data: the address and the name are in the page.
    const html = await (await context.request.get('/profiel/gegevens')).text();
    expect(html).toContain('id="server-render-data"');
    expect(html).toContain(person.email);
    await page.goto('/profiel/gegevens');
    await expect(page.getByLabel('Achternaam')).toHaveValue(person.lastName);
    // What the page holds: its markup and the values of its fields.
    const pageText = () =>
      page.evaluate(() =>
        [document.documentElement.outerHTML, ...Array.from(document.querySelectorAll('input, textarea'), (field) => (field as HTMLInputElement).value)].join('\n'),
      );
    const before = await pageText();
    expect(before).toContain(person.email);
    expect(before).toContain(person.lastName);

    await accountMenu(page).click();
    await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
    await expect(headerLoginLink(page)).toBeVisible();

    const after = await pageText();
    expect(after).not.toContain(person.email);
    expect(after).not.toContain(person.firstName);
    expect(after).not.toContain(person.lastName);
    await expect(page.locator('#server-render-data')).toHaveCount(0);
  });
});
