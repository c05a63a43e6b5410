import { screen } from '@testing-library/react';
import type { ServerPageData } from '@interim/shared/routing';
import { buildEducationLevel, buildPosition, buildSector, errorResponse, renderServerHtml, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { MyApplicationsPage } from './pages/my-applications-page';
import { VacanciesPage } from './pages/vacancies-page';
import { SavedVacanciesPage } from './pages/saved-vacancies-page';
import { VacancyApplyPage } from './pages/vacancy-apply-page';
import { buildApplication, buildEmployee, buildListItem, buildVacancy } from './testing/builders';
import { jsonParam, mockFetch, type FetchHandler } from './testing/fetch-routes';
import { loadMyApplicationsPage, loadSavedVacanciesPage, loadVacancyApply, loadVacancySearch } from './server-data';

jest.setTimeout(30_000);
beforeEach(() => {
  setActiveUserCookie(true);
  localStorage.clear();
});
afterEach(() => setActiveUserCookie(false));

// The loaders run against the API mock (the network edge). Each test then
// renders the page with what the loader gave, as the server render hands it
// to the browser (SWR's fallback), and reads it at once, on its first render,
// before a request of its own could have answered: a key that differs from
// what a hook reads shows as the loading state instead.

const list = (kind: string, items: unknown[]) =>
  Response.json(items, { headers: { 'Content-Range': items.length ? `${kind} 0-${items.length - 1}/${items.length}` : `${kind} */0` } });
const levels = () => Response.json([buildEducationLevel({ id: 7, name: 'hbo' })]);
const me = () => Response.json(buildEmployee({ firstName: 'Fenna' }));
const paths = (calls: Array<{ method: string; url: URL }>) => calls.map((call) => `${call.method} ${call.url.pathname}`).sort();

describe('the server data of the private vacancy pages', () => {
  it('/mijn-reacties: the page of own applications the URL names', async () => {
    const fetches = mockFetch({
      'GET /api/applications': () => list('applications', [buildApplication({ vacancy: { id: 20, title: 'Beleidsadviseur Wmo', city: 'Zwolle', clientName: null, status: 'open' } })]),
      'GET /api/employees/me': me,
    });
    const page = await loadMyApplicationsPage(new URLSearchParams('pagina=2'));
    expect(paths(fetches.calls)).toEqual(['GET /api/applications', 'GET /api/employees/me']);
    const [call] = fetches.callsTo('GET /api/applications');
    expect(jsonParam(call!.url, 'range')).toEqual([20, 39]);
    expect(jsonParam(call!.url, 'filter')).toEqual({ mine: true });
    renderWithProviders(<MyApplicationsPage />, { route: '/mijn-reacties?pagina=2', serverData: page.data });
    expect(screen.getByText('Beleidsadviseur Wmo')).toBeInTheDocument();
  });

  it('/mijn-opgeslagen-opdrachten: the saved vacancies, and the record and levels of their profile match', async () => {
    const fetches = mockFetch({
      'GET /api/vacancies': () => list('vacancies', [buildListItem({ id: 14, title: 'Jurist omgevingsrecht', isFavorite: true })]),
      'GET /api/employees/me': me,
      'GET /api/education_levels': levels,
    });
    const page = await loadSavedVacanciesPage();
    expect(paths(fetches.calls)).toEqual(['GET /api/education_levels', 'GET /api/employees/me', 'GET /api/vacancies']);
    renderWithProviders(<SavedVacanciesPage />, { route: '/mijn-opgeslagen-opdrachten', serverData: page.data });
    expect(screen.getByRole('article', { name: 'Jurist omgevingsrecht' })).toBeInTheDocument();
    expect(screen.getByText('1 opdracht opgeslagen')).toBeInTheDocument();
  });

  const applyApi = (overrides: Record<string, FetchHandler> = {}) =>
    mockFetch({
      'GET /api/vacancies/12': () => Response.json(buildVacancy({ id: 12, title: 'Projectmanager sociaal domein' })),
      'GET /api/applications': () => list('applications', []),
      'GET /api/employees/me': me,
      'GET /api/education_levels': levels,
      'GET /api/application_drafts/12': () => errorResponse(404, 'APPLICATION_DRAFT_NOT_FOUND', 'We hebben geen bewaarde reactie voor deze opdracht (meer).'),
      ...overrides,
    });
  const renderApply = (page: ServerPageData, options: { container?: HTMLElement; hydrate?: boolean; onRecoverableError?: (error: unknown) => void } = {}) =>
    renderWithProviders(<VacancyApplyPage />, { route: '/opdrachten/12/reageren', path: '/opdrachten/:id/reageren', serverData: page.data, serverLoggedIn: true, ...options });

  it('/opdrachten/:id/reageren: the vacancy, the own application to it, the record and the levels', async () => {
    const fetches = applyApi();
    const page = await loadVacancyApply('12');
    expect(paths(fetches.calls)).toEqual(['GET /api/application_drafts/12', 'GET /api/applications', 'GET /api/education_levels', 'GET /api/employees/me', 'GET /api/vacancies/12']);
    // No view recorded: the page's own fetch records none either.
    expect(fetches.callsTo('GET /api/vacancies/12')[0]!.url.searchParams.has('track')).toBe(false);
    renderApply(page);
    expect(screen.getByRole('button', { name: 'Reactie versturen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past ik hierbij?' })).toBeInTheDocument();
  });

  it('/opdrachten/:id/reageren: a staff account gets no levels (it sees no profile match); a failing part is left out', async () => {
    const fetches = applyApi({
      'GET /api/employees/me': () => Response.json(buildEmployee({ role: 'staff' })),
      'GET /api/applications': () => errorResponse(500, 'INTERNAL', 'Er ging iets mis op de server'),
    });
    const page = await loadVacancyApply('12');
    expect(fetches.callsTo('GET /api/education_levels')).toHaveLength(0);
    expect(page.data.map(([key]) => key)).toEqual(['/vacancies/12', ['derived', '/applications', 'draft', 12], '/employees/me']);
  });

  it('/opdrachten/:id/reageren renders a reactie kept at register-and-apply on the server, to check and send', async () => {
    applyApi({
      'GET /api/application_drafts/12': () =>
        Response.json({
          vacancyId: 12,
          motivation: 'Eerder getypt',
          offeredHourlyRate: 80,
          availableFrom: '2030-03-01',
          hoursPerWeek: 32,
          createdAt: '2026-11-20T10:00:00.000Z',
          expiresAt: '2026-11-27T10:00:00.000Z',
        }),
    });
    const page = await loadVacancyApply('12');
    const html = renderServerHtml(<VacancyApplyPage />, { route: '/opdrachten/12/reageren?versturen=1', path: '/opdrachten/:id/reageren', serverData: page.data, serverLoggedIn: true });
    expect(html).toContain('Controleer je reactie');
    expect(html).toContain('Eerder getypt');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const hydrationErrors: unknown[] = [];
    renderApply(page, { container, hydrate: true, onRecoverableError: (error) => hydrationErrors.push(error) });
    expect(await screen.findByRole('heading', { name: 'Controleer je reactie' })).toBeInTheDocument();
    expect(hydrationErrors).toEqual([]);
  });
});

describe('the server data of /opdrachten', () => {
  beforeEach(() => setActiveUserCookie(false));

  it("holds the first page of results and the filters' lists, so the first render shows both", async () => {
    const fetches = mockFetch({
      'GET /api/vacancies': () => list('vacancies', [buildListItem({ id: 31, title: 'Data-architect' })]),
      'GET /api/sectors': () => Response.json([buildSector({ id: 3, name: 'ICT' }), buildSector({ id: 4, name: 'Zorg' })]),
      'GET /api/positions': () => Response.json([buildPosition({ id: 9, name: 'Backend-ontwikkelaar', sectorId: 3 })]),
      'GET /api/education_levels': levels,
    });
    const page = await loadVacancySearch(new URLSearchParams('sector=3'));
    expect(paths(fetches.calls)).toEqual(['GET /api/education_levels', 'GET /api/positions', 'GET /api/sectors', 'GET /api/vacancies']);
    renderWithProviders(<VacanciesPage />, { route: '/opdrachten?sector=3', serverData: page.data });
    expect(screen.getByRole('article', { name: 'Data-architect' })).toBeInTheDocument();
    // The filter column is hidden on jsdom's narrow screen: found by label, not by role.
    expect(screen.getByLabelText('Sector')).toHaveValue('3');
    expect(screen.getByLabelText('Functie')).toHaveTextContent('Backend-ontwikkelaar');
    expect(screen.getByLabelText('Opleidingsniveau')).toHaveTextContent('hbo');
  });

  it('leaves out a list that failed: the browser loads it', async () => {
    mockFetch({
      'GET /api/vacancies': () => list('vacancies', [buildListItem({ id: 31, title: 'Data-architect' })]),
      'GET /api/sectors': () => errorResponse(500, 'INTERNAL', 'Er ging iets mis'),
      'GET /api/education_levels': levels,
    });
    const page = await loadVacancySearch(new URLSearchParams());
    expect(page.data).toHaveLength(2);
  });
});
