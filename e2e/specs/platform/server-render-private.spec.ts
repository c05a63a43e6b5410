import { expect, test, type BrowserContext } from '../../fixtures/test';
import type { Employee, Position, Sector } from '@interim/shared/contract';
import { clientHeaders, loginThroughApi, newPerson, type Person } from '../../fixtures/auth';
import { asHtml, collectConsole, openVacancies, uniqueFirstName, type ListedVacancy } from '../../fixtures/server-render';
import { createPdf, ownEmployee } from '../../flows/profile';

// ADR 0004 option 1, issue 16 item 4: with a valid session every private
// page of the full chrome arrives with the visitor's own data in the HTML
// (its route's handle.load), never another visitor's, is never cached, and
// hydrates without a warning and without fetching that data again.
// /profiel/afronden/:step has no server data (its first render reads the
// step's draft from sessionStorage): it is not in this list.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A logged-in freelancer with data of their own on every private page. */
interface Freelancer {
  context: BrowserContext;
  person: Person;
  cvName: string;
  /** The client of their one work experience. */
  clientName: string;
  searchName: string;
  positionId: number;
  /** The vacancy they applied to, and the one they saved. */
  applied: ListedVacancy;
  saved: ListedVacancy;
  hasGdprRequest: boolean;
}

/** What the API calls the browser would make for the data the server rendered (GET only). */
const DATA_PATHS = ['/api/employees/me', '/api/sectors', '/api/positions', '/api/education_levels', '/api/saved_searches', '/api/gdpr_requests', '/api/applications', '/api/vacancies'];

const fullName = (freelancer: Freelancer) => `${freelancer.person.firstName} ${freelancer.person.lastName}`;
/** The selected option of the position select, as React writes it on the server. */
const selectedPosition = (freelancer: Freelancer) => new RegExp(`<option(?=[^>]*value="${freelancer.positionId}")(?=[^>]*selected)[^>]*>`);

let anna: Freelancer;
let bram: Freelancer;
let applyTo: ListedVacancy;

async function setUp(
  context: BrowserContext,
  base: string,
  choice: { sectorIndex: number; applied: ListedVacancy; saved: ListedVacancy; gdprRequest: boolean },
): Promise<Freelancer> {
  const person = await loginThroughApi(context, { ...newPerson(`ssr-${base.toLowerCase()}`), firstName: uniqueFirstName(base), lastName: 'Smit' });
  const request = context.request;
  const me: Employee = await ownEmployee(request);
  const sectors = (await (await request.get('/api/sectors')).json()) as Sector[];
  const sector = sectors[choice.sectorIndex % sectors.length]!;
  const positions = (await (await request.get(`/api/positions?filter=${encodeURIComponent(JSON.stringify({ sector: sector.id }))}`)).json()) as Position[];
  const [level] = (await (await request.get('/api/education_levels')).json()) as Array<{ id: number }>;
  const clientName = `Gemeente ${person.firstName}`;
  const patch = await request.patch(`/api/employees/${me.id}`, {
    headers: clientHeaders,
    data: {
      preferences: { sector: sector.id, position: positions[0]!.id, educationLevel: level!.id },
      experience: [{ role: 'Projectleider', client: clientName, from: '2020-01-01', to: null, description: '' }],
      completedSteps: [1, 2, 3, 4, 5, 6],
    },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  const cvName = `cv-${person.firstName}.pdf`;
  const cv = await request.post('/api/employees/cv', { headers: clientHeaders, multipart: { file: { name: cvName, mimeType: 'application/pdf', buffer: createPdf() } } });
  expect(cv.status(), await cv.text()).toBe(201);
  const application = await request.post('/api/applications', { headers: clientHeaders, data: { vacancyId: choice.applied.id, motivation: 'Ik heb veel ervaring met dit soort opdrachten.' } });
  expect(application.status(), await application.text()).toBe(201);
  const favorite = await request.get(`/api/vacancies/${choice.saved.id}/favorite`, { headers: clientHeaders });
  expect(favorite.status(), await favorite.text()).toBe(200);
  const searchName = `Zoekopdracht ${person.firstName}`;
  const search = await request.post('/api/saved_searches', { headers: clientHeaders, data: { name: searchName, filter: { q: 'project' } } });
  expect(search.status(), await search.text()).toBe(201);
  if (choice.gdprRequest) {
    const gdpr = await request.post('/api/gdpr_requests', { headers: clientHeaders, data: { type: 'request-personal-data' } });
    expect(gdpr.status(), await gdpr.text()).toBe(201);
  }
  return { context, person, cvName, clientName, searchName, positionId: positions[0]!.id, applied: choice.applied, saved: choice.saved, hasGdprRequest: choice.gdprRequest };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const listed = await openVacancies(context.request);
  await context.close();
  // Five vacancies with different titles: what each one's page shows is told apart by title.
  const distinct = listed.filter((vacancy, index) => listed.findIndex((other) => other.title === vacancy.title) === index);
  expect(distinct.length, 'the demo data lists five vacancies with different titles').toBeGreaterThanOrEqual(5);
  const [annaApplied, bramApplied, annaSaved, bramSaved, other] = distinct as [ListedVacancy, ListedVacancy, ListedVacancy, ListedVacancy, ListedVacancy];
  applyTo = other;
  [anna, bram] = await Promise.all([
    browser.newContext().then((annaContext) => setUp(annaContext, 'Anna', { sectorIndex: 0, applied: annaApplied, saved: annaSaved, gdprRequest: true })),
    browser.newContext().then((bramContext) => setUp(bramContext, 'Bram', { sectorIndex: 1, applied: bramApplied, saved: bramSaved, gdprRequest: false })),
  ]);
});

test.afterAll(async () => {
  await anna?.context.close();
  await bram?.context.close();
});

interface PrivatePage {
  route: string;
  path: () => string;
  /** Text only this freelancer's page shows (as in the page source). */
  own: (freelancer: Freelancer) => string[];
  /** Markup only this freelancer's page has. */
  ownMarkup?: (freelancer: Freelancer) => RegExp;
}

const PAGES: PrivatePage[] = [
  { route: '/profiel', path: () => '/profiel', own: (f) => [fullName(f), f.person.email] },
  { route: '/profiel/voorkeuren', path: () => '/profiel/voorkeuren', own: () => [], ownMarkup: selectedPosition },
  { route: '/profiel/gegevens', path: () => '/profiel/gegevens', own: (f) => [f.person.email] },
  {
    route: '/profiel/persoonsgegevens-beheren',
    path: () => '/profiel/persoonsgegevens-beheren',
    // Only Anna asked for her data: Bram's page says he has no requests.
    own: (f) => (f.hasGdprRequest ? ['Aangevraagd op'] : ['Je hebt nog geen verzoeken gedaan.']),
  },
  { route: '/profiel/ervaring', path: () => '/profiel/ervaring', own: (f) => [f.cvName, f.clientName] },
  { route: '/profiel/afronden', path: () => '/profiel/afronden', own: (f) => [fullName(f), f.cvName] },
  { route: '/profiel/zoekopdrachten', path: () => '/profiel/zoekopdrachten', own: (f) => [f.searchName] },
  { route: '/mijn-reacties', path: () => '/mijn-reacties', own: (f) => [f.applied.title] },
  { route: '/mijn-opgeslagen-opdrachten', path: () => '/mijn-opgeslagen-opdrachten', own: (f) => [f.saved.title] },
  { route: '/opdrachten/:id/reageren', path: () => `/opdrachten/${applyTo.id}/reageren`, own: (f) => [f.cvName] },
];

for (const privatePage of PAGES) {
  test(`${privatePage.route} arrives with the user's own data only, is never cached, and hydrates without a warning or a second fetch`, async () => {
    const path = privatePage.path();
    // Interleaved, so a render that kept one visitor's cookies or data would show it to the other.
    const [annaResponse, bramResponse] = await Promise.all([anna.context.request.get(path), bram.context.request.get(path)]);
    const [annaHtml, bramHtml] = await Promise.all([annaResponse.text(), bramResponse.text()]);
    for (const [response, html, self, other] of [
      [annaResponse, annaHtml, anna, bram],
      [bramResponse, bramHtml, bram, anna],
    ] as const) {
      expect(response.status(), `${self.person.firstName} ${path}`).toBe(200);
      expect(response.headers()['cache-control']).toBe('private, no-store');
      for (const text of privatePage.own(self)) expect(html, `${self.person.firstName}'s ${path} shows ${text}`).toContain(asHtml(text));
      for (const text of privatePage.own(other)) expect(html, `${self.person.firstName}'s ${path} does not show ${text}`).not.toContain(asHtml(text));
      if (privatePage.ownMarkup) {
        expect(html).toMatch(privatePage.ownMarkup(self));
        expect(html).not.toMatch(privatePage.ownMarkup(other));
      }
      expect(html).not.toContain(other.person.email);
    }

    const page = await anna.context.newPage();
    try {
      const messages = collectConsole(page);
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && DATA_PATHS.some((dataPath) => url.pathname.startsWith(dataPath))) dataRequests.push(`${url.pathname}${url.search}`);
      });
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const [firstOwn] = privatePage.own(anna);
      if (firstOwn) await expect(page.getByText(firstOwn).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
      // The data came with the HTML: the browser does not fetch it again.
      expect(dataRequests).toEqual([]);
    } finally {
      await page.close();
    }
  });
}
