import { expect, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { COOKIE_NAMES } from '@interim/shared/contract';
import { defaultBrand } from '@interim/shared/config';
import { clientHeaders, type Person, waitForMail } from '../fixtures/auth';

/** ISO time a moment ago: mails sent after it are "new". */
export const justBefore = () => new Date(Date.now() - 1000).toISOString();

/** The login page (`/login`) as a user sees it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByRole('textbox', { name: 'E-mailadres' });
  readonly submit = () => this.page.getByRole('button', { name: 'Stuur mij een inloglink' });

  async goto(returnTo?: string) {
    await this.page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  }

  /** Requests a link for `email` and waits for the "check your mail" page. */
  async requestLink(email: string) {
    await this.email().fill(email);
    await this.submit().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Controleer je e-mail' })).toBeVisible();
  }
}

/** The "check your mail" pages (`/login/email`, `/aanmelden/email`): log in with the code. */
export class MailSentPage {
  constructor(readonly page: Page) {}

  readonly code = () => this.page.getByRole('textbox', { name: 'Code uit de e-mail' });

  async loginWithCode(code: string) {
    await this.code().fill(code);
    await this.page.getByRole('button', { name: 'Inloggen met code' }).click();
  }
}

/** The registration form (`/aanmelden/start`). */
export class RegisterStartPage {
  constructor(readonly page: Page) {}

  async fill(person: Person, phone?: string) {
    await this.page.getByRole('textbox', { name: 'Voornaam' }).fill(person.firstName);
    await this.page.getByRole('textbox', { name: 'Achternaam' }).fill(person.lastName);
    await this.page.getByRole('textbox', { name: 'E-mailadres' }).fill(person.email);
    if (phone) await this.page.getByRole('textbox', { name: 'Telefoonnummer (optioneel)' }).fill(phone);
    await this.page.getByRole('checkbox', { name: 'Ik ga akkoord met de privacyverklaring' }).check();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Account aanmaken' }).click();
  }
}

/** The header's account menu button 'Mijn {product}' (shown only when logged in). */
export const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: `Mijn ${defaultBrand.productName}` });

/** The header's 'Inloggen' link (shown only when logged out). */
export const headerLoginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Inloggen', exact: true });

/** Waits for the analytics event `name` to be posted to the track endpoint. */
export function waitForTrackedEvent(page: Page, name: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().endsWith('/api/_mixpanel/track') && request.method() === 'POST' && request.postDataJSON()?.event === name,
  );
}

/** The stored contact of the register/login flows (spec section 3). */
export function storedContact(page: Page): Promise<{ email: string | null; firstName: string | null }> {
  return page.evaluate(() => ({ email: window.localStorage.getItem('email'), firstName: window.localStorage.getItem('firstName') }));
}

/** Registers `person` through the API without logging in (an existing account for login tests). */
export async function registerThroughApi(request: APIRequestContext, person: Person): Promise<void> {
  const after = justBefore();
  const response = await request.post('/api/employees/register', { data: { ...person, privacyConsent: true }, headers: clientHeaders });
  expect(response.status(), await response.text()).toBe(204);
  // The welcome mail is sent in the background: wait for it so later "newest mail" reads are unambiguous.
  await waitForMail(request, person.email, { after });
}

/**
 * Lets every open login link of `email` expire now, through the API's
 * development aid (`POST /api/_dev/auth/expire_login_links`, absent in production).
 */
export async function expireLoginLinks(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/_dev/auth/expire_login_links', { data: { email }, headers: clientHeaders });
  expect(response.status(), await response.text()).toBe(200);
  expect((await response.json()).expired).toBeGreaterThan(0);
}

/** Removes session cookies from a browser context, as an expired or lost cookie would. */
export async function removeCookies(context: BrowserContext, names: Array<keyof typeof COOKIE_NAMES>): Promise<void> {
  for (const name of names) await context.clearCookies({ name: COOKIE_NAMES[name] });
}

/** Presses Tab until `target` has focus (at most `limit` presses): keyboard-only navigation. */
export async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
