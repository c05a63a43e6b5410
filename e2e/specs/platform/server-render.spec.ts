import { HYDRATION_PENDING_ATTRIBUTE } from '@interim/shared/config';
import { expect, test, type Locator, type Page } from '../../fixtures/test';
import { clientHeaders, loginStaff, loginThroughApi, newPerson } from '../../fixtures/auth';
import { asHtml, collectConsole, openVacancies, uniqueFirstName, type ListedVacancy } from '../../fixtures/server-render';

// ADR 0004 option 1 (issue 16): open pages arrive server-rendered, with the
// remote's page and its data in the HTML, and the browser hydrates them.

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

test.describe('server-rendered pages (raw HTML, no browser)', () => {
  test('/opdrachten/:id carries the vacancy: title, description, canonical, Open Graph and a JobPosting', async ({ request, baseURL }) => {
    const [listed] = await openVacancies(request);
    const vacancy = (await (await request.get(`/api/vacancies/${listed!.id}`, { headers: clientHeaders })).json()) as ListedVacancy & {
      description: string;
      postcode: string;
    };
    const response = await request.get(`/opdrachten/${vacancy.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${asHtml(vacancy.title)} | `);
    expect(html).toContain(`<h1`);
    expect(html).toContain(asHtml(vacancy.description.split('\n')[0]!.slice(0, 60)));
    expect(metaContent(html, 'name', 'description')).toContain(asHtml(vacancy.title));
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/opdrachten/${vacancy.id}">`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${asHtml(vacancy.title)} | Interimly - compagnon voor interim`);
    const [posting] = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: vacancy.title,
      employmentType: 'CONTRACTOR',
      directApply: true,
      jobLocation: { address: { postalCode: vacancy.postcode, addressCountry: 'NL' } },
      baseSalary: { currency: 'EUR', value: { unitText: 'HOUR' } },
    });
    for (const field of ['datePosted', 'validThrough', 'description', 'hiringOrganization']) expect(posting![field]).toBeTruthy();
  });

  test('a closed vacancy has no JobPosting; an unknown one answers 404', async ({ request }) => {
    const [closed] = await openVacancies(request, `&filter=${encodeURIComponent(JSON.stringify({ status: 'closed' }))}`);
    expect(closed, 'the demo data has a closed vacancy').toBeDefined();
    const html = await (await request.get(`/opdrachten/${closed!.id}`)).text();
    expect(html).toContain(`<title>${asHtml(closed!.title)} | `);
    expect(jsonLdOf(html)).toEqual([]);
    const missing = await request.get('/opdrachten/2147483000');
    expect(missing.status()).toBe(404);
  });

  test('/login carries the form with its labels', async ({ request }) => {
    const html = await (await request.get('/login')).text();
    expect(html).toContain('<title>Inloggen | ');
    const label = /<label[^>]*for="([^"]+)"[^>]*>E-mailadres/.exec(html);
    expect(label, 'the e-mail field has a label').not.toBeNull();
    expect(html).toMatch(new RegExp(`<input[^>]*id="${label![1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    expect(html).toContain('Stuur mij een inloglink');
    expect(html).not.toContain('Bezig met laden');
  });

  test('/opdrachten?q=... carries the first page of results', async ({ request }) => {
    const [first] = await openVacancies(request);
    const word = first!.title.split(/\s+/).find((part) => part.length > 4) ?? first!.title;
    const expected = await openVacancies(request, `&filter=${encodeURIComponent(JSON.stringify({ q: word }))}`);
    expect(expected.length).toBeGreaterThan(0);
    const html = await (await request.get(`/opdrachten?q=${encodeURIComponent(word)}`)).text();
    for (const vacancy of expected.slice(0, 5)) expect(html).toContain(asHtml(vacancy.title));
    expect(html).toContain('gevonden');
    // The results are this search's own: not faded or busy as if an earlier search's were still showing.
    expect(html).toMatch(/<ol[^>]*>\s*<li/);
    expect(html).not.toMatch(/<ol[^>]*aria-busy="true"/);
  });

  test('an unknown URL answers 404 with the not-found page; the error page answers 500', async ({ request }) => {
    const response = await request.get('/bestaat-niet/echt-niet');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Pagina niet gevonden | ');
    expect(html).toContain('<h1');
    expect((await request.get('/404')).status()).toBe(404);
    expect((await request.get('/500')).status()).toBe(500);
  });

  test("a staff edit of a vacancy's title shows in the next raw HTML of its page (the kept render is dropped)", async ({ request, playwright, baseURL }) => {
    // A vacancy far down the list: other specs read the first ones. The new
    // title keeps the old one as its start, so another spec's check of the
    // old title in its HTML still holds.
    const listed = await request.get('/api/vacancies?range=[0,99]', { headers: clientHeaders });
    expect(listed.ok()).toBe(true);
    const vacancies = (await listed.json()) as ListedVacancy[];
    const vacancy = vacancies[vacancies.length - 1]!;
    const path = `/opdrachten/${vacancy.id}`;
    // Kept by the server: an anonymous request is answered from its render cache.
    await expect.poll(async () => (await request.get(path)).headers()['x-render-cache']).toBe('hit');
    const title = `${vacancy.title.replace(/ \(cachetest \d+\)$/, '')} (cachetest ${Date.now()})`;
    const staff = await playwright.request.newContext({ baseURL });
    try {
      await loginStaff(staff);
      const patched = await staff.patch(`/api/vacancies/${vacancy.id}`, { data: { title }, headers: clientHeaders });
      expect(patched.status(), await patched.text()).toBe(200);
    } finally {
      await staff.dispose();
    }
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${asHtml(title)} | `);
    expect(html).not.toContain(`<title>${asHtml(vacancy.title)} | `);
  });

  test('/sitemap.xml lists the open pages and the open vacancies; /robots.txt points at it', async ({ request, baseURL }) => {
    const [vacancy] = await openVacancies(request);
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${baseURL}/opdrachten</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/opdrachten/${vacancy!.id}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('hydrating server-rendered pages', () => {
  const OPEN_ROUTES = ['/', '/opdrachten', '/opdrachten?q=project', 'vacancy', '/login', '/aanmelden', '/login/email', '/aanmelden/email'];
  for (const route of OPEN_ROUTES) {
    test(`${route === 'vacancy' ? '/opdrachten/:id' : route} hydrates with no console error or warning and no second data request`, async ({ page }) => {
      const messages = collectConsole(page);
      const path = route === 'vacancy' ? `/opdrachten/${(await openVacancies(page.request))[0]!.id}` : route;
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/vacancies')) dataRequests.push(`${url.pathname}${url.search}`);
      });
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
      // The page's data came with the HTML: the browser does not fetch it again.
      if (path.startsWith('/opdrachten')) expect(dataRequests).toEqual([]);
      // Nor does React render the page again once hydrated: the h1's fiber
      // has no second version. SWR once held the server's data outside its
      // store, and its first revalidation re-rendered the whole search page
      // synchronously when it stored the same answer.
      expect(await renderedAgain(page.locator('main h1').first()), 'the h1 was rendered again after hydration').toBe(false);
    });
  }
});

test.describe("hydrating a server-rendered remote by its route's policy (ADR 0004, addendum of 2026-12-07)", () => {
  const isReacts = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

  /** Holds the remote's routes chunk until the returned function is called: the area waits for it to hydrate. */
  async function holdRoutes(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__federation_expose_routes*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("/opdrachten/:id (idle): the shell hydrates at once; the remote's code loads and its area hydrates by itself, on the same HTML, with no input", async ({ page }) => {
    const messages = collectConsole(page);
    const path = `/opdrachten/${(await openVacancies(page.request))[0]!.id}`;
    const release = await holdRoutes(page);
    const routesAsked = page.waitForRequest('**/__federation_expose_routes*.js');
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root')).not.toHaveAttribute('inert');

    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible();
    expect(await isReacts(page.locator('header').first()), 'the shell is hydrated').toBe(true);
    expect(await isReacts(heading), "the remote's page is still the server's HTML").toBe(false);
    await expect(heading.locator(`xpath=ancestor::*[@${HYDRATION_PENDING_ATTRIBUTE}]`)).toHaveCount(1);
    // Readable meanwhile: nothing around it is inert, and a screen reader finds the heading.
    await expect(heading.locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(0);
    await heading.evaluate((node) => node.setAttribute('data-from-server', ''));
    // The browser asks for the remote's routes without any input (idle after load).
    await routesAsked;
    release();

    await expect(page.locator(`#root [${HYDRATION_PENDING_ATTRIBUTE}]`)).toHaveCount(0);
    expect(await isReacts(heading)).toBe(true);
    // The same element the server sent, hydrated, not replaced nor rendered again.
    await expect(page.locator('main h1[data-from-server]')).toHaveCount(1);
    expect(await renderedAgain(heading), 'the h1 was rendered again after hydration').toBe(false);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });

  test('a click in the area before React runs it is held, then given again: "Reageren" opens the next page in the app, with no page load', async ({ page }) => {
    const path = `/opdrachten/${(await openVacancies(page.request))[0]!.id}`;
    // The remote's routes arrive only after the click, so the click surely comes first.
    const release = await holdRoutes(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page.getByRole('link', { name: 'Reageren' }).first().click();
    await expect(page.locator(`#root [${HYDRATION_PENDING_ATTRIBUTE}]`)).toHaveCount(1);
    expect(page.url()).toContain(path);
    release();

    await expect(page).toHaveURL(`${path}/aanmelden`);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('/opdrachten: every letter typed before React runs the area is kept, and Enter then searches for the whole word', async ({ page }) => {
    const release = await holdRoutes(page);
    await page.goto('/opdrachten', { waitUntil: 'commit' });
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator(`#root [${HYDRATION_PENDING_ATTRIBUTE}]`)).toHaveCount(1);

    const search = page.getByRole('searchbox', { name: 'Zoek opdrachten' });
    await search.click();
    await page.keyboard.type('Zeist');
    await page.keyboard.press('Enter');
    await expect(page.locator(`#root [${HYDRATION_PENDING_ATTRIBUTE}]`)).toHaveCount(1);
    release();

    await expect(page.locator(`#root [${HYDRATION_PENDING_ATTRIBUTE}]`)).toHaveCount(0);
    await expect(search).toHaveValue('Zeist');
    await expect(page).toHaveURL(/[?&]q=Zeist/);
  });

  test('/login: a form sent before React runs it is validated in the page, not sent natively', async ({ page }) => {
    const release = await holdRoutes(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'Stuur mij een inloglink' }).click();
    release();

    await expect(page.getByText('Het e-mailadres is een verplicht veld')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});

/** Whether React rendered the element again after it was hydrated (its fiber has an alternate). */
async function renderedAgain(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const key = Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
    if (!key) throw new Error('not an element React rendered');
    return (node as unknown as Record<string, { alternate: unknown }>)[key]!.alternate !== null;
  });
}

test.describe('private pages on the server', () => {
  test('without a session a private page answers 302 to /login with its path and query', async ({ request }) => {
    for (const path of ['/dashboard', '/profiel', '/mijn-reacties', '/mijn-opgeslagen-opdrachten?pagina=2', '/beheer/opdrachten']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
  });

  test("with a session /dashboard arrives with that user's data only, is never cached, and hydrates without a warning or a second fetch", async ({ browser }) => {
    const anna = { ...newPerson('ssr-anna'), firstName: uniqueFirstName('Anna') };
    const bram = { ...newPerson('ssr-bram'), firstName: uniqueFirstName('Bram') };
    const annaContext = await browser.newContext();
    const bramContext = await browser.newContext();
    try {
      await loginThroughApi(annaContext, anna);
      await loginThroughApi(bramContext, bram);
      // Interleaved, so a render that kept one visitor's cookies or data would show it to the other.
      const [annaResponse, bramResponse] = await Promise.all([annaContext.request.get('/dashboard'), bramContext.request.get('/dashboard')]);
      const [annaHtml, bramHtml] = await Promise.all([annaResponse.text(), bramResponse.text()]);
      expect(annaResponse.status()).toBe(200);
      expect(annaResponse.headers()['cache-control']).toBe('private, no-store');
      expect(annaHtml).toContain(`Hallo ${anna.firstName}`);
      expect(annaHtml).toContain(anna.email);
      expect(annaHtml).not.toContain(bram.firstName);
      expect(annaHtml).not.toContain(bram.email);
      expect(bramHtml).toContain(`Hallo ${bram.firstName}`);
      expect(bramHtml).not.toContain(anna.firstName);
      expect(bramHtml).not.toContain(anna.email);

      const page = await annaContext.newPage();
      const messages = collectConsole(page);
      const meRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/employees/me') meRequests.push(request.url());
      });
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1, name: `Hallo ${anna.firstName}` })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
      // The record came with the HTML: the browser does not fetch it again to show the page.
      expect(meRequests).toEqual([]);
    } finally {
      await annaContext.close();
      await bramContext.close();
    }
  });
});
