import { expect, test, type Page } from '../../fixtures/test';
import { COOKIE_NAMES } from '@interim/shared/contract';
import { clientHeaders } from '../../fixtures/auth';
import { hideBanner } from '../../fixtures/site';
import { loginThroughApi } from '../../fixtures/auth';

// Issue 8: open pages come prerendered (shell/scripts/prerender.mjs) and are
// hydrated, not rebuilt. No banner cookie here: these tests are about the
// first visit of a visitor who has none.

/** Console errors and uncaught errors of a page (a failed hydration reports one: React error #418). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** URLs of the scripts the page loads that hold zod (its minified code keeps its class names). */
function collectSchemaLibraryScripts(page: Page): string[] {
  const zodScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('$ZodType')) zodScripts.push(response.url());
  });
  return zodScripts;
}

async function firstVacancyPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/vacancies?range=[0,0]', { headers: clientHeaders });
  const [vacancy] = (await response.json()) as { id: number }[];
  return `/opdrachten/${vacancy!.id}`;
}

test.describe('prerendered pages', () => {
  test('/ arrives as HTML with the page in it, before any script runs', async ({ request }) => {
    const response = await request.get('/');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('Vind je volgende opdracht als zzp');
    expect(html).toContain('Dit platform is nog in ontwikkeling');
    // The styles are in <head>, not spread over <body>.
    expect(html.indexOf('<style data-server-css="')).toBeGreaterThan(0);
    expect(html.indexOf('<style data-server-css="')).toBeLessThan(html.indexOf('<body'));
    expect(html).not.toContain('data-emotion');
  });

  test("a remote's page arrives with its chrome and starts the remote's files with the HTML", async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('<header');
    // The live release's files (ADR 0009): the same URLs as the page's remotes.json names.
    const version = ((await (await request.get('/remotes.json')).json()) as { $versions: Record<string, string> }).$versions.mf_auth;
    expect(version).toBeDefined();
    for (const href of ['/remotes.json', `/releases/mf_auth/${version}/mf-manifest.json`, `/releases/mf_auth/${version}/remoteEntry.js`]) {
      expect(html).toContain(`<link rel="preload" href="${href}"`);
    }
  });

  test('shows / with scripts off', async ({ browser, baseURL }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const still = await noScript.newPage();
    await still.goto('/');
    await expect(still.getByRole('heading', { level: 1, name: "Vind je volgende opdracht als zzp'er" })).toBeVisible();
    await expect(still.getByRole('link', { name: 'Inloggen' }).first()).toBeAttached();
    await noScript.close();
  });

  test('/login loads the schema library only once its form is used', async ({ page }) => {
    const zodScripts = collectSchemaLibraryScripts(page);
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'E-mailadres' });
    await expect(email).toBeEditable();
    await page.waitForLoadState('networkidle');
    expect(zodScripts).toEqual([]);
    await email.focus();
    await expect.poll(() => zodScripts.length).toBeGreaterThan(0);
    // The contract's Dutch message, as before.
    await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
    await expect(page.getByText('Verplicht veld')).toBeVisible();
    await expect(email).toBeFocused();
  });

  // zod is evaluated whole (module federation shares packages whole): one
  // long task at 4x CPU on a phone, for pages that validate nothing.
  for (const path of ['/', '/opdrachten', 'vacancy', '/aanmelden']) {
    test(`${path === 'vacancy' ? '/opdrachten/:id' : path} loads no schema library for a visitor`, async ({ page }) => {
      const zodScripts = collectSchemaLibraryScripts(page);
      await page.goto(path === 'vacancy' ? await firstVacancyPath(page) : path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await page.waitForLoadState('networkidle');
      expect(zodScripts).toEqual([]);
    });
  }

  for (const path of ['/', '/opdrachten', '/login', 'vacancy']) {
    test(`hydrates ${path === 'vacancy' ? '/opdrachten/:id' : path} without errors and makes it usable`, async ({ page }) => {
      const errors = collectErrors(page);
      const target = path === 'vacancy' ? await firstVacancyPath(page) : path;
      await page.goto(target);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Mededeling' })).toBeVisible();
      // Wait for the page's own requests, then look for errors (a failed hydration logs one).
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('a search typed on / right after loading is not lost', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Zoek opdrachten' }).fill('jurist');
    await page.getByRole('searchbox', { name: 'Zoek opdrachten' }).press('Enter');
    await expect(page).toHaveURL('/opdrachten?q=jurist');
    await expect(page.getByRole('searchbox', { name: 'Zoek opdrachten' })).toHaveValue('jurist');
  });

  test('a logged-in visitor never gets the logged-out header', async ({ page, context, request }) => {
    // A real session: the header asks the API for the user's role, and a made-up cookie would be logged out by its 401.
    await loginThroughApi(context);
    // Rendered on the server for the visitor's cookies (ADR 0004), not the logged-out page built ahead.
    const loggedOut = await (await request.get('/')).text();
    expect(loggedOut).toContain('>Inloggen<');
    const html = await (await page.request.get('/', { headers: { cookie: `${COOKIE_NAMES.activeUser}=1` } })).text();
    expect(html).toContain('data-server-rendered');
    expect(html).not.toContain('>Inloggen<');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: "Vind je volgende opdracht als zzp'er" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Inloggen' })).toHaveCount(0);
  });

  test('a visitor who closed the banner gets the page without it', async ({ page, context, baseURL }) => {
    await hideBanner(context, baseURL!);
    const html = await (await page.request.get('/login', { headers: { cookie: 'WIPBannerHidden=true' } })).text();
    expect(html).toContain('data-server-rendered');
    expect(html).not.toContain('Dit platform is nog in ontwikkeling');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page.getByText('Dit platform is nog in ontwikkeling')).toHaveCount(0);
  });
});
