import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildApplication, buildVacancyListItem, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import type { Application, SavedSearch, VacancyListItem } from '@interim/shared/contract';
import { buildEmployee, installFakeApi, withCompletedSteps, type Handler } from '../testing/profile-fixtures';
import { DashboardPage } from './dashboard-page';

const application = (id: number, status: Application['status'], title: string): Application =>
  buildApplication({ id, vacancy: { id: 100 + id, title, city: 'Utrecht', clientName: 'Gemeente Utrecht', status: 'open' }, status, statusHistory: [] });

const vacancy = (id: number, title: string, overrides: Partial<VacancyListItem> = {}) =>
  buildVacancyListItem({ id, title, city: 'Amsterdam', workMode: 'hybrid', hoursPerWeekMin: 32, hoursPerWeekMax: 36, hourlyRateMin: 80, hourlyRateMax: 95, ...overrides });

/** Answers the dashboard's lists: applications, the saved count (favorites) and recommendations. */
function dashboardLists(options: {
  applications: Application[];
  saved: number;
  recommended: VacancyListItem[];
  filters?: string[];
  savedSearches?: SavedSearch[];
}): Handler {
  return (method, path, _init, url) => {
    if (method === 'POST' && /^\/saved_searches\/\d+\/visit$/.test(path)) return new Response(null, { status: 204 });
    if (method !== 'GET') return undefined;
    if (path === '/applications') return jsonResponse(options.applications);
    if (path === '/saved_searches') return jsonResponse(options.savedSearches ?? []);
    if (path !== '/vacancies') return undefined;
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
    if (filter.favorites) {
      const range = options.saved === 0 ? 'vacancies */0' : `vacancies 0-0/${options.saved}`;
      return jsonResponse(options.saved === 0 ? [] : [vacancy(1, 'Opgeslagen')], { headers: { 'Content-Range': range } });
    }
    options.filters?.push(JSON.stringify(filter));
    return jsonResponse(options.recommended);
  };
}

// Typing into many fields is slow on a busy CI machine.
jest.setTimeout(30_000);

describe('DashboardPage', () => {
  it('greets, shows the completeness with the next step, and the empty states', async () => {
    installFakeApi(withCompletedSteps(buildEmployee(), [1, 2]), [dashboardLists({ applications: [], saved: 0, recommended: [] })]);
    renderWithProviders(<DashboardPage />);
    // Issue 17: a neutral greeting, not 'Goedenacht, Jan' at 02:00.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Jan' })).toBeInTheDocument();
    expect(screen.getByText('Je profiel is 33% compleet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ga verder met stap 3: Sector en functie' })).toHaveAttribute('href', '/profiel/afronden/stap-3');
    expect(await screen.findByRole('heading', { name: 'Nog geen reacties' })).toBeInTheDocument();
    expect(await screen.findByText(/Je hebt nog geen opdrachten opgeslagen/)).toBeInTheDocument();
    expect(await screen.findByText(/Je hebt nog geen zoekopdrachten bewaard/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vertel ons wat je zoekt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voorkeuren invullen' })).toHaveAttribute('href', '/profiel/voorkeuren');
  });

  it('tells a staff account the pages are for freelancers and leads to Beheer, instead of a 0 % profile and everyone\'s applications', async () => {
    const fakeApi = installFakeApi(withCompletedSteps(buildEmployee({ role: 'staff', firstName: 'Sanne' }), []), [
      dashboardLists({ applications: [application(1, 'in_review', 'Reactie van een kandidaat')], saved: 0, recommended: [] }),
    ]);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: "Deze pagina's zijn voor zzp'ers" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar Beheer' })).toHaveAttribute('href', '/beheer');
    expect(screen.queryByText(/Je profiel is \d+% compleet/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Je laatste reacties' })).not.toBeInTheDocument();
    expect(fakeApi.calls().filter((call) => call.startsWith('GET /applications'))).toEqual([]);
  });

  it('lists the latest applications with status, the saved count and matching vacancies', async () => {
    const employee = buildEmployee({ postcode: '3511 AB' });
    employee.preferences = { ...employee.preferences, sector: 3, position: 12, desiredFunction: 'Projectmanager', maxTravelKm: 30 };
    const vacancyQueries: string[] = [];
    installFakeApi(employee, [
      dashboardLists({
        applications: [application(1, 'in_review', 'Projectleider Omgevingswet')],
        saved: 4,
        recommended: [vacancy(2, 'Projectmanager ICT'), vacancy(3, 'Projectmanager digitalisering', { hoursPerWeekMin: 40, hoursPerWeekMax: 40, hourlyRateMin: 111, hourlyRateMax: 111 })],
        filters: vacancyQueries,
      }),
    ]);
    renderWithProviders(<DashboardPage />);

    const applications = await screen.findByRole('region', { name: 'Je laatste reacties' });
    expect(await within(applications).findByRole('link', { name: 'Projectleider Omgevingswet' })).toHaveAttribute('href', '/opdrachten/101');
    expect(within(applications).getByText('In behandeling')).toBeInTheDocument();
    expect(await screen.findByText('Je hebt 4 opdrachten opgeslagen.')).toBeInTheDocument();
    const recommended = screen.getByRole('region', { name: 'Aanbevolen opdrachten' });
    expect(await within(recommended).findByRole('link', { name: 'Projectmanager ICT' })).toHaveAttribute('href', '/opdrachten/2');
    // Bands are written one way, and one value when min = max (once '€ 111–111 per uur').
    expect(within(recommended).getByText('32 – 36 uur per week · € 80 – € 95 per uur')).toBeInTheDocument();
    expect(within(recommended).getByText('40 uur per week · € 111 per uur')).toBeInTheDocument();
    expect(vacancyQueries).toContain(
      JSON.stringify({ sector: 3, position: 12, postcode: '3511 AB', radiusKm: 30, q: 'Projectmanager' }),
    );
  });

  it('says the profile is not complete when the CV step was skipped, and leads back to it', async () => {
    installFakeApi(withCompletedSteps(buildEmployee(), [1, 2, 3, 4, 6]), [dashboardLists({ applications: [], saved: 0, recommended: [] })]);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Je profiel is nog niet compleet: stap 5 (Cv en LinkedIn) ontbreekt nog.')).toBeInTheDocument();
    expect(screen.getByText('Je profiel is 83% compleet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ga verder met stap 5: Cv en LinkedIn' })).toHaveAttribute('href', '/profiel/afronden/stap-5');
  });

  it('lists the saved searches with their new matches, each a way to its results that counts as a visit', async () => {
    const search = (id: number, name: string, newMatchCount: number, filter: SavedSearch['filter']): SavedSearch => ({
      id,
      name,
      filter,
      frequency: 'daily',
      createdAt: '2026-11-25T10:00:00.000Z',
      lastVisitedAt: null,
      newMatchCount,
    });
    const fakeApi = installFakeApi(withCompletedSteps(buildEmployee(), [1, 2]), [
      dashboardLists({
        applications: [],
        saved: 0,
        recommended: [],
        savedSearches: [search(4, 'Projectmanager · 3511 + 25 km', 5, { position: 12, sector: 3, postcode: '3511', radiusKm: 25 }), search(5, 'Data', 1, { q: 'data' }), search(6, 'Alles', 0, {})],
      }),
    ]);
    const view = renderWithProviders(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Bewaarde zoekopdrachten' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Projectmanager · 3511 + 25 km5 nieuwe opdrachten', 'Data1 nieuwe opdracht', 'AllesGeen nieuwe opdrachten']);
    expect(within(section).getByRole('link', { name: 'Beheer zoekopdrachten' })).toHaveAttribute('href', '/profiel/zoekopdrachten');
    const first = within(section).getByRole('link', { name: 'Projectmanager · 3511 + 25 km' });
    expect(first).toHaveAttribute('href', '/opdrachten?sector=3&functie=12&postcode=3511&afstand=25');
    await userEvent.setup().click(first);
    await waitFor(() => expect(fakeApi.calls()).toContain('POST /saved_searches/4/visit'));
    expect(view.currentLocation().pathname).toBe('/opdrachten');
  });
});
