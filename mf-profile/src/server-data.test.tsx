import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Employee, SavedSearch } from '@interim/shared/contract';
import type { ServerPageData } from '@interim/shared/routing';
import { buildGdprRequest, errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { buildEmployee, installFakeApi, withCompletedSteps, type Handler } from './testing/profile-fixtures';
import { ProfileCompletionPage } from './pages/profile-completion-page';
import { ProfileDetailsPage } from './pages/profile-details-page';
import { ProfileExperiencePage } from './pages/profile-experience-page';
import { ProfileGdprPage } from './pages/profile-gdpr-page';
import { ProfilePage } from './pages/profile-page';
import { ProfilePreferencesPage } from './pages/profile-preferences-page';
import { ProfileSavedSearchesPage } from './pages/profile-saved-searches-page';
import {
  loadDashboard,
  loadProfile,
  loadProfileCompletion,
  loadProfileDetails,
  loadProfileExperience,
  loadProfileGdpr,
  loadProfilePreferences,
  loadProfileSavedSearches,
} from './server-data';

jest.setTimeout(30_000);

// The loaders run against the API mock (the network edge). Each test then
// renders the page with what the loader gave as the server render hands it to
// the browser (SWR's fallback) and reads the page at once, on its first
// render, before any request of its own could have answered: a key that
// differs from what a hook reads shows as the loading state instead.

/** A freelancer with a chosen sector, position and level (the profile fixtures' reference data: ICT, Scrum master, hbo). */
function freelancer(overrides: Partial<Employee> = {}): Employee {
  const employee = buildEmployee({ firstName: 'Fenna', lastName: 'Smit', email: 'fenna@example.nl', ...overrides });
  employee.preferences = { ...employee.preferences, sector: 3, position: 13, educationLevel: 5 };
  return employee;
}

const search: SavedSearch = {
  id: 4,
  name: 'Scrum in Utrecht',
  filter: { q: 'lean', sector: 3, position: 12, educationLevel: 5 },
  frequency: 'daily',
  createdAt: '2026-11-25T10:00:00.000Z',
  lastVisitedAt: null,
  newMatchCount: 3,
};

const answer =
  (method: string, path: string, respond: () => Response): Handler =>
  (m, p) =>
    m === method && p === path ? respond() : undefined;

/** Runs a loader on the mock API; returns its data and the requests it sent (sorted, as they run in parallel). */
async function load(loader: () => Promise<ServerPageData>, employee: Employee, handlers: Handler[] = []) {
  const api = installFakeApi(employee, handlers);
  const page = await loader();
  return { page, requests: api.calls().sort() };
}

const keysOf = (page: ServerPageData) => page.data.map(([key]) => JSON.stringify(key)).sort();

function renderFirst(ui: ReactElement, page: ServerPageData) {
  return renderWithProviders(ui, { serverData: page.data });
}

describe('the server data of the private profile pages', () => {
  it('/profiel: the record, the levels and the positions of the preferred sector', async () => {
    const { page, requests } = await load(loadProfile, freelancer());
    expect(requests).toEqual(['GET /education_levels', 'GET /employees/me', `GET /positions?filter=${encodeURIComponent('{"sector":3}')}`]);
    renderFirst(<ProfilePage />, page);
    expect(screen.getByText('Fenna Smit')).toBeInTheDocument();
    expect(screen.getByText('Functie: Scrum master')).toBeInTheDocument();
    expect(screen.getByText('Opleidingsniveau: hbo')).toBeInTheDocument();
  });

  it('/profiel: no positions without a preferred sector', async () => {
    const { requests } = await load(loadProfile, buildEmployee());
    expect(requests).toEqual(['GET /education_levels', 'GET /employees/me']);
  });

  it("/profiel/voorkeuren: the form's choices with the saved ones selected", async () => {
    const { page, requests } = await load(loadProfilePreferences, freelancer());
    expect(requests).toEqual(['GET /education_levels', 'GET /employees/me', expect.stringMatching(/^GET \/positions\?/), 'GET /sectors']);
    renderFirst(<ProfilePreferencesPage />, page);
    expect(screen.getByLabelText('Sector')).toHaveDisplayValue('ICT');
    expect(screen.getByLabelText('Functie')).toHaveDisplayValue('Scrum master');
    expect(screen.getByLabelText('Opleidingsniveau')).toHaveDisplayValue('hbo');
  });

  it('/profiel/gegevens: the record', async () => {
    const { page, requests } = await load(loadProfileDetails, freelancer());
    expect(requests).toEqual(['GET /employees/me']);
    renderFirst(<ProfileDetailsPage />, page);
    expect(within(screen.getByRole('region', { name: 'E-mailadres' })).getByText('fenna@example.nl')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('Fenna');
  });

  it('/profiel/ervaring: the record and the levels of the education editor', async () => {
    const cv = { id: 9, fileName: 'cv-fenna.pdf', size: 245_000, contentType: 'application/pdf', uploadedAt: '2026-11-01T09:00:00.000Z', hasText: true };
    const job = { role: 'Projectleider', client: 'Gemeente Utrecht', from: '2020-01-01', to: null, description: '' };
    const { page, requests } = await load(loadProfileExperience, freelancer({ cv, experience: [job] }));
    expect(requests).toEqual(['GET /education_levels', 'GET /employees/me']);
    renderFirst(<ProfileExperiencePage />, page);
    expect(screen.getByText(/cv-fenna\.pdf/)).toBeInTheDocument();
    expect(screen.getByText(/Gemeente Utrecht/)).toBeInTheDocument();
  });

  it('/profiel/afronden: a complete profile with the names its summary shows', async () => {
    const { page, requests } = await load(loadProfileCompletion, withCompletedSteps(freelancer(), [1, 2, 3, 4, 5, 6]));
    expect(requests).toEqual(['GET /education_levels', 'GET /employees/me', expect.stringMatching(/^GET \/positions\?/), 'GET /sectors']);
    renderFirst(<ProfileCompletionPage />, page);
    expect(screen.getByRole('heading', { level: 1, name: 'Je profiel is compleet' })).toBeInTheDocument();
    expect(screen.getByText('Fenna Smit')).toBeInTheDocument();
    expect(screen.getByText('Scrum master')).toBeInTheDocument();
    expect(screen.getByText('hbo')).toBeInTheDocument();
  });

  it('/profiel/afronden: only the record of an unfinished profile (the browser goes on to its step)', async () => {
    const { requests } = await load(loadProfileCompletion, withCompletedSteps(freelancer(), [1, 2]));
    expect(requests).toEqual(['GET /employees/me']);
  });

  it('/profiel/zoekopdrachten: the searches and the reference lists their summaries name', async () => {
    const searches = answer('GET', '/saved_searches', () => jsonResponse([search, { ...search, id: 5, name: 'Alles', filter: {} }]));
    const { page, requests } = await load(loadProfileSavedSearches, freelancer(), [searches]);
    expect(requests).toEqual([
      'GET /education_levels',
      'GET /employees/me',
      `GET /positions?filter=${encodeURIComponent('{"sector":3}')}`,
      'GET /saved_searches',
      'GET /sectors',
    ]);
    renderFirst(<ProfileSavedSearchesPage />, page);
    expect(screen.getByRole('article', { name: 'Scrum in Utrecht' })).toHaveTextContent('lean · Projectmanager · hbo');
  });

  it('/profiel/zoekopdrachten: no reference lists without searches', async () => {
    const { requests } = await load(loadProfileSavedSearches, freelancer(), [answer('GET', '/saved_searches', () => jsonResponse([]))]);
    expect(requests).toEqual(['GET /employees/me', 'GET /saved_searches']);
  });

  it('/profiel/persoonsgegevens-beheren: the own requests and the devices logged in', async () => {
    const requestsAnswer = answer('GET', '/gdpr_requests', () => jsonResponse([buildGdprRequest({ createdAt: '2026-11-21T10:00:00.000Z' })]));
    const sessionsAnswer = answer('GET', '/auth/sessions', () =>
      jsonResponse([{ id: 'a'.repeat(32), device: 'Chrome op Windows', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-21T10:00:00.000Z', current: true }]),
    );
    const { page, requests } = await load(loadProfileGdpr, freelancer(), [requestsAnswer, sessionsAnswer]);
    expect(requests).toEqual(['GET /auth/sessions', 'GET /employees/me', 'GET /gdpr_requests']);
    renderFirst(<ProfileGdprPage />, page);
    expect(within(screen.getByRole('region', { name: 'Eerdere verzoeken' })).getByText('21 november 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ingelogde apparaten' })).getByText('Chrome op Windows')).toBeInTheDocument();
  });

  it('/dashboard: the saved searches too', async () => {
    const searches = answer('GET', '/saved_searches', () => jsonResponse([search]));
    const { requests } = await load(loadDashboard, buildEmployee(), [searches, answer('GET', '/applications', () => jsonResponse([]))]);
    expect(requests).toContain('GET /saved_searches');
  });

  it('a staff account gets its record only: the pages show it the back-office notice', async () => {
    const staff = buildEmployee({ role: 'staff' });
    for (const loader of [loadProfile, loadProfilePreferences, loadProfileExperience, loadProfileCompletion, loadProfileSavedSearches, loadDashboard]) {
      const { page, requests } = await load(loader, staff);
      expect(requests).toEqual(['GET /employees/me']);
      expect(keysOf(page)).toEqual(['"/employees/me"']);
    }
  });

  it('leaves out a part that fails, so the browser loads it', async () => {
    const levelsDown = answer('GET', '/education_levels', () => errorResponse(500, 'INTERNAL', 'Er ging iets mis op de server'));
    const { page } = await load(loadProfilePreferences, freelancer(), [levelsDown]);
    expect(keysOf(page)).toEqual(['"/employees/me"', '"/sectors"', JSON.stringify(['/positions', { filter: { sector: 3 } }])].sort());
  });
});
