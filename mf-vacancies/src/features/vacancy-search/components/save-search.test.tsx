import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@interim/shared/contract';
import { api, buildEmployee, json, jsonError, recordRequests, renderWithProviders, server, setActiveUserCookie } from '@interim/shared/testing';
import { Link } from '@interim/shared/routing';
import { useSearchUrlState } from '../use-search-url-state';
import { SaveSearch } from './save-search';

// The machine is shared with other suites: slow renders are not failures.
jest.setTimeout(30_000);

const NBSP = '\u00a0';

function SearchWithSave() {
  const { state } = useSearchUrlState();
  return <SaveSearch state={state} />;
}

const renderAt = (route: string) => renderWithProviders(<SearchWithSave />, { route, path: '/opdrachten' });

/** The search with a link to its second page: the URL changes, the search does not. */
function SearchWithNextPage() {
  return (
    <>
      <SearchWithSave />
      <Link to="/opdrachten?q=data&pagina=2">Volgende pagina</Link>
    </>
  );
}

const savedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 4,
  name: 'Projectmanager · 3511 + 25 km · vanaf € 80',
  filter: { sector: 3, position: 31, postcode: '3511', radiusKm: 25, rateMin: 80 },
  frequency: 'daily',
  createdAt: '2026-11-25T10:00:00.000Z',
  lastVisitedAt: null,
  newMatchCount: 0,
  ...overrides,
});

/** A freelancer's API: the profile, reference data, the saved searches, and the POST (answered by `onCreate`). */
function freelancerApi(existing: SavedSearch[], onCreate: (body: Record<string, unknown>) => Response = (body) => json(savedSearch({ id: 9, ...body }), { status: 201 })) {
  const created: Record<string, unknown>[] = [];
  server.use(
    api.get('/employees/me', () => json(buildEmployee())),
    api.get('/sectors', () => json([{ id: 3, name: 'ICT', slug: 'ict' }])),
    api.get('/positions', () => json([{ id: 31, name: 'Projectmanager', sectorId: 3 }])),
    api.get('/education_levels', () => json([{ id: 7, code: 'hbo', name: 'hbo', rank: 6 }])),
    api.get('/saved_searches', () => json(existing)),
    api.post('/saved_searches', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return onCreate(body);
    }),
    api.post('/_mixpanel/track', () => new Response(null, { status: 204 })),
  );
  return created;
}

beforeEach(() => setActiveUserCookie(false));

describe('SaveSearch', () => {
  it('saves the filters on screen under a name made from them and says where to manage them', async () => {
    setActiveUserCookie(true);
    const created = freelancerApi([]);
    const user = userEvent.setup();
    renderAt('/opdrachten?sector=3&functie=31&tarief=80&postcode=3511&afstand=25&pagina=2');
    const button = await screen.findByRole('button', { name: 'Bewaar deze zoekopdracht' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    const status = await screen.findByRole('status');
    // (toHaveTextContent reads the no-break space as a space.)
    await waitFor(() => expect(status).toHaveTextContent('Zoekopdracht bewaard als "Projectmanager · 3511 + 25 km · vanaf € 80".'));
    expect(status).toHaveTextContent('Je krijgt dagelijks een mail met de nieuwe opdrachten.');
    expect(within(status).getByRole('link', { name: 'Beheer je zoekopdrachten' })).toHaveAttribute('href', '/profiel/zoekopdrachten');
    // The frequency is the API's default; the page is no filter.
    expect(created).toEqual([
      { name: `Projectmanager · 3511 + 25 km · vanaf €${NBSP}80`, filter: { sector: 3, position: 31, rateMin: 80, postcode: '3511', radiusKm: 25 } },
    ]);
  });

  it('lets the freelancer choose how often it mails right after saving, and says so (issue 32 item 6)', async () => {
    setActiveUserCookie(true);
    freelancerApi([]);
    const patched: unknown[] = [];
    let patchFails = true;
    server.use(
      api.patch('/saved_searches/9', async ({ request }) => {
        patched.push(await request.json());
        return patchFails ? jsonError(500, 'INTERNAL', 'Er ging iets mis') : json(savedSearch({ id: 9, frequency: 'weekly' }));
      }),
    );
    const user = userEvent.setup();
    renderAt('/opdrachten?q=data');
    const button = await screen.findByRole('button', { name: 'Bewaar deze zoekopdracht' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('combobox', { name: 'E-mail met nieuwe opdrachten' })).not.toBeInTheDocument();
    await user.click(button);
    const select = await screen.findByRole('combobox', { name: 'E-mail met nieuwe opdrachten' });
    expect(select).toHaveValue('daily');
    await user.selectOptions(select, 'Wekelijks');
    expect(await screen.findByRole('status')).toHaveTextContent('E-mails aanpassen is niet gelukt: Er ging iets mis');
    expect(select).toHaveValue('daily');
    patchFails = false;
    await user.selectOptions(select, 'Wekelijks');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Je krijgt wekelijks een mail met de nieuwe opdrachten.'));
    expect(screen.getByRole('status')).not.toHaveTextContent('niet gelukt');
    expect(patched).toEqual([{ frequency: 'weekly' }, { frequency: 'weekly' }]);
  });

  it('keeps the message while the URL changes but the search does not (another page)', async () => {
    setActiveUserCookie(true);
    freelancerApi([]);
    const user = userEvent.setup();
    const view = renderWithProviders(<SearchWithNextPage />, { route: '/opdrachten?q=data', path: '/opdrachten' });
    const button = await screen.findByRole('button', { name: 'Bewaar deze zoekopdracht' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(/Zoekopdracht bewaard als "data"/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volgende pagina' }));
    await waitFor(() => expect(view.currentLocation().search).toBe('?q=data&pagina=2'));
    expect(screen.getByText(/Zoekopdracht bewaard als "data"/)).toBeInTheDocument();
  });

  it('does not save the same filters twice, and says under which name they are saved', async () => {
    setActiveUserCookie(true);
    const created = freelancerApi([savedSearch({ name: 'Mijn zoekopdracht', filter: { rateMin: 80, position: [31], sector: 3, postcode: '3511', radiusKm: 25 } })]);
    const user = userEvent.setup();
    renderAt('/opdrachten?sector=3&functie=31&tarief=80&postcode=3511&afstand=25');
    await user.click(await screen.findByRole('button', { name: 'Bewaar deze zoekopdracht' }));
    expect(await screen.findByText(/Deze zoekopdracht heb je al bewaard als "Mijn zoekopdracht"/)).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it("tells why saving failed (the API's message)", async () => {
    setActiveUserCookie(true);
    freelancerApi([], () => jsonError(409, 'TOO_MANY_SAVED_SEARCHES', 'Je hebt al 20 zoekopdrachten bewaard'));
    const user = userEvent.setup();
    renderAt('/opdrachten?q=data');
    await user.click(await screen.findByRole('button', { name: 'Bewaar deze zoekopdracht' }));
    expect(await screen.findByText('Bewaren is niet gelukt: Je hebt al 20 zoekopdrachten bewaard')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Beheer je zoekopdrachten' })).not.toBeInTheDocument();
  });

  it('saves unchecked when the saved list cannot be read, rather than not at all', async () => {
    setActiveUserCookie(true);
    const created = freelancerApi([]);
    server.use(api.get('/saved_searches', () => jsonError(400, 'BAD_REQUEST', 'Kan niet')));
    const user = userEvent.setup();
    renderAt('/opdrachten?q=data');
    const button = await screen.findByRole('button', { name: 'Bewaar deze zoekopdracht' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(/Zoekopdracht bewaard als "data"/)).toBeInTheDocument();
    expect(created).toEqual([{ name: 'data', filter: { q: 'data' } }]);
  });

  it('sends a visitor to the login with the search and a save marker as the way back, fetching nothing', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    const view = renderAt('/opdrachten?q=data&tarief=60&pagina=3');
    await user.click(screen.getByRole('button', { name: 'Bewaar deze zoekopdracht' }));
    const location = view.currentLocation();
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.search).get('returnTo')).toBe('/opdrachten?q=data&tarief=60&bewaar=1');
    expect(requests).toEqual([]);
  });

  it('saves once after the login (the marker in the URL), and drops the marker keeping the search', async () => {
    setActiveUserCookie(true);
    const created = freelancerApi([]);
    const view = renderAt('/opdrachten?q=data&tarief=60&bewaar=1');
    expect(await screen.findByText(/Zoekopdracht bewaard als "data · vanaf €\s60"/)).toBeInTheDocument();
    await waitFor(() => expect(view.currentLocation().search).toBe('?q=data&tarief=60'));
    expect(created).toHaveLength(1);
  });

  it('after the login saves nothing when the same search is already saved', async () => {
    setActiveUserCookie(true);
    const created = freelancerApi([savedSearch({ name: 'Data', filter: { q: 'data' } })]);
    const view = renderAt('/opdrachten?q=data&bewaar=1');
    expect(await screen.findByText(/al bewaard als "Data"/)).toBeInTheDocument();
    await waitFor(() => expect(view.currentLocation().search).toBe('?q=data'));
    expect(created).toEqual([]);
  });

  it('offers nothing to staff, and a staff login with the marker saves nothing', async () => {
    setActiveUserCookie(true);
    const requests = recordRequests();
    server.use(api.get('/employees/me', () => json(buildEmployee({ role: 'staff' }))));
    const view = renderAt('/opdrachten?q=data&bewaar=1');
    await waitFor(() => expect(view.currentLocation().search).toBe('?q=data'));
    expect(screen.queryByRole('button', { name: 'Bewaar deze zoekopdracht' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/employees/me']);
  });
});
