import { HYDRATION_PENDING_ATTRIBUTE, routes, toPath, type RouteDefinition } from '@interim/shared/config';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../../fixtures/test';
import { clientHeaders, loginThroughApi, newPerson, tokenOf, waitForMail } from '../../fixtures/auth';
import { newUserContext } from '../../fixtures/backoffice';
import { openVacancies } from '../../fixtures/server-render';
import { loginClientThroughApi, sendClientRequestThroughApi } from '../../flows/client-portal';
import { applyThroughApi, createPdf, ownEmployee } from '../../flows/profile';

// Issue 41: every page is live when it arrives. A page whose route has an
// effect on arrival (a login link, an unsubscribe link, a form step), and
// every page a logged-in visitor opens, hydrates at once; an open page read
// by an anonymous visitor when the browser is idle after load. No page waits
// for the visitor to move, press or touch anything: these tests send no
// input at all, and count that the page received none.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Counts the trusted input events a page receives (pointer, mouse, key, touch, wheel): none may come from the suite. */
async function countInput(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { inputSeen: seen });
    for (const type of ['pointermove', 'pointerdown', 'mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'click']) {
      window.addEventListener(type, (event) => event.isTrusted && seen.push(type), { capture: true });
    }
  });
}

const inputSeen = (page: Page) => page.evaluate(() => (window as unknown as { inputSeen: string[] }).inputSeen);

/** Whether the page is live: the shell is React's, no area waits to hydrate, and the page's h1 is React's. */
function isLive(page: Page): Promise<boolean> {
  return page.evaluate((pending) => {
    if (document.querySelector('#root[inert]') || document.querySelector(`#root [${pending}]`)) return false;
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    return Boolean(heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')));
  }, HYDRATION_PENDING_ATTRIBUTE);
}

/** Opens `path` without waiting for anything but the server's answer, as a link from a mail does. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Loopback or unspecified addresses (the render reaches the API at
 * 127.0.0.1; the suite's site is localhost): a URL with one of them in the
 * page would send the visitor to the render's own server, without their
 * cookies.
 */
const INTERNAL_ORIGIN = /(?:https?:)?\/\/(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1?\]|0\.0\.0\.0)(?::\d+)?/;

type Role = 'anonymous' | 'freelancer' | 'client' | 'staff';

interface Visitors {
  anonymous: BrowserContext;
  freelancer: BrowserContext;
  client: BrowserContext;
  staff: BrowserContext;
}

let visitors: Visitors;
let vacancyId: number;
let employeeId: number;
let applicationId: number;

async function newVisitor(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await countInput(context);
  return context;
}

test.beforeAll(async ({ browser, baseURL }) => {
  const freelancer = await newVisitor(browser);
  await loginThroughApi(freelancer, newPerson('live'));
  const request = freelancer.request;
  const cv = await request.post('/api/employees/cv', { headers: clientHeaders, multipart: { file: { name: 'cv-live.pdf', mimeType: 'application/pdf', buffer: createPdf() } } });
  expect(cv.status(), await cv.text()).toBe(201);
  vacancyId = await applyThroughApi(request);
  employeeId = (await ownEmployee(request)).id;
  const exportRequest = await request.post('/api/gdpr_requests', { headers: clientHeaders, data: { type: 'export-personal-data' } });
  expect(exportRequest.status(), await exportRequest.text()).toBe(201);
  const applications = (await (await request.get('/api/applications')).json()) as Array<{ id: number }>;
  applicationId = applications[0]!.id;

  const client = await newVisitor(browser);
  const sent = await sendClientRequestThroughApi(client.request, { companyName: 'Gemeente Levend', contactName: 'Lieke Levend' });
  await loginClientThroughApi(client, sent.email);

  const staff = await newUserContext(browser, baseURL!, { staff: true });
  await countInput(staff);
  visitors = { anonymous: await newVisitor(browser), freelancer, client, staff };
});

test.afterAll(async () => {
  if (!visitors) return;
  for (const context of Object.values(visitors)) await context.close();
});

/** A real path for a route: the freelancer's own vacancy, application and record, a token that is no token. */
function examplePath(route: RouteDefinition): string {
  const id = route.path.startsWith('/beheer/reacties') ? applicationId : route.path.startsWith('/beheer/kandidaten') ? employeeId : vacancyId;
  const path = toPath(route.path, { id, token: 'geen-geldige-link', step: 'stap-2' });
  if (route === routes.savedSearchUnsubscribe) return `${path}?token=geen-geldige-token`;
  if (route.path.startsWith('/opdrachten/reageren')) return `${path}?vacancy=${vacancyId}`;
  return path;
}

/** Who opens a route: the visitor its access class is for. */
function roleFor(route: RouteDefinition): Role {
  if (route.access === 'staff') return 'staff';
  if (route.access === 'client') return 'client';
  if (route.access === 'private') return 'freelancer';
  return 'anonymous';
}

const ALL_ROUTES = Object.values(routes) as RouteDefinition[];

test('a login link from the mail, opened in a fresh browser, logs in with no input at all', async ({ browser, request }) => {
  const person = newPerson('live-link');
  const after = new Date(Date.now() - 1000).toISOString();
  const registered = await request.post('/api/employees/register', { data: { ...person, privacyConsent: true }, headers: clientHeaders });
  expect(registered.status(), await registered.text()).toBe(204);
  const mail = await waitForMail(request, person.email, { after });
  const link = new URL(mail.link!);
  tokenOf(mail.link);

  const fresh = await newVisitor(browser);
  const page = await fresh.newPage();
  await open(page, `${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/(dashboard|profiel)/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Bezig met inloggen');
  expect((await fresh.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['interim_active_user']));
  expect(await inputSeen(page)).toEqual([]);
  await fresh.close();
});

test('an open page read by an anonymous visitor hydrates by itself within 3 s of its load event', async () => {
  const page = await visitors.anonymous.newPage();
  await page.goto(`/opdrachten/${vacancyId}`, { waitUntil: 'load' });
  await expect.poll(() => isLive(page), { timeout: 3_000, intervals: [50] }).toBe(true);
  expect(await inputSeen(page)).toEqual([]);
  await page.close();
});

test('a logged-in freelancer sees the fit check on an opdracht with no input', async () => {
  const [listed] = await openVacancies(visitors.freelancer.request);
  const page = await visitors.freelancer.newPage();
  await open(page, `/opdrachten/${listed!.id}`);
  await expect(page.getByRole('heading', { name: 'Past ik hierbij?' })).toBeVisible();
  expect(await isLive(page)).toBe(true);
  expect(await inputSeen(page)).toEqual([]);
  await page.close();
});

test('an unsubscribe link does its work with no input (an unknown token: the page asks the API and explains)', async () => {
  const page = await visitors.anonymous.newPage();
  await open(page, '/zoekopdrachten/afmelden?token=geen-geldige-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Deze afmeldlink werkt niet' })).toBeVisible();
  expect(await inputSeen(page)).toEqual([]);
  await page.close();
});

// Every route of the table, opened by the visitor its access class is for:
// those that hydrate at load (an effect on arrival, a logged-in visitor) and
// those that hydrate when idle alike, none of them waiting for input.
for (const route of ALL_ROUTES) {
  test(`${route.path} (${roleFor(route)}) is live on arrival with no input`, async () => {
    const page = await visitors[roleFor(route)].newPage();
    await open(page, examplePath(route));
    await expect.poll(() => isLive(page), { timeout: 15_000, intervals: [100] }).toBe(true);
    expect(await inputSeen(page)).toEqual([]);
    await page.close();
  });
}

/** Every path of the route table, with real ids, as the server answers it to `request`. */
async function serverHtmlOfEveryRoute(request: APIRequestContext): Promise<Array<{ path: string; html: string }>> {
  const pages: Array<{ path: string; html: string }> = [];
  for (const route of ALL_ROUTES) {
    const path = examplePath(route);
    const response = await request.get(path, { maxRedirects: 0 });
    pages.push({ path, html: await response.text() });
  }
  return pages;
}

test('the server HTML of every route, logged out and logged in, links only to the site itself', async () => {
  for (const role of ['anonymous', 'freelancer', 'client', 'staff'] as const) {
    for (const { path, html } of await serverHtmlOfEveryRoute(visitors[role].request)) {
      expect(INTERNAL_ORIGIN.exec(html)?.[0], `${role} ${path}`).toBeUndefined();
    }
  }
  // The links the issue found pointing at the render's loopback address: relative now.
  const gdpr = await (await visitors.freelancer.request.get('/profiel/persoonsgegevens-beheren')).text();
  expect(gdpr).toMatch(/href="\/api\/gdpr[^"]*"/);
  const experience = await (await visitors.freelancer.request.get('/profiel/ervaring')).text();
  expect(experience).toMatch(/href="\/api\/employees\/cv\/\d+"/);
});
