import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as apiHandler, buildEmployee, json, networkFailure, renderWithProviders, server, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildApplication, buildListItem } from '../testing/builders';
import { jsonParam, mockFetch } from '../testing/fetch-routes';
import { VacanciesPage } from './vacancies-page';

installDutchErrorMap();
// The machine is shared with other suites: slow renders are not failures.
jest.setTimeout(30_000);

const sectors = [
  { id: 3, name: 'Sociaal domein', slug: 'sociaal-domein' },
  { id: 4, name: 'ICT', slug: 'ict' },
];

function api(
  items = [buildListItem(), buildListItem({ id: 13, title: 'Data-analist', isAnonymous: true, clientName: 'Anonieme opdrachtgever', zzpAllowed: false })],
  total = 42,
  applications: unknown[] = [],
) {
  return mockFetch({
    'GET /api/applications': () => Response.json(applications, { headers: { 'Content-Range': applications.length ? `applications 0-${applications.length - 1}/${applications.length}` : 'applications */0' } }),
    'GET /api/vacancies': () =>
      new Response(JSON.stringify(items), {
        headers: { 'Content-Type': 'application/json', 'Content-Range': items.length ? `vacancies 0-${items.length - 1}/${total}` : `vacancies */${total}` },
      }),
    'GET /api/sectors': () => Response.json(sectors),
    'GET /api/positions': () => Response.json([{ id: 31, name: 'Projectmanager', sectorId: 3 }]),
    'GET /api/education_levels': () => Response.json([{ id: 7, code: 'hbo', name: 'hbo', rank: 6 }]),
    'GET /api/saved_searches': () => Response.json([]),
    'GET /api/places': (url) =>
      Response.json(
        PLACES.filter((place) => place.value.toLowerCase().startsWith((jsonParam(url, 'filter') as { q: string }).q.toLowerCase())),
      ),
  });
}

const PLACES = [
  { value: 'Zeijen', name: 'Zeijen', province: 'Drenthe', postcode: null },
  { value: 'Zeist', name: 'Zeist', province: 'Utrecht', postcode: null },
];

// jsdom applies no media queries: the page is at its small-screen layout, filters in the sheet behind their button.
function renderPage(route: string) {
  return renderWithProviders(<VacanciesPage />, { route, path: '/opdrachten' });
}

/** Opens the phone's filter sheet (a modal: the rest of the page is hidden from the accessibility tree meanwhile). */
async function openFilters() {
  await userEvent.setup().click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

/** Closes the sheet with its "Toon N opdrachten" (or "Sluiten") button. */
async function closeFilters() {
  const sheet = screen.getByRole('dialog', { name: 'Filters' });
  await userEvent.setup().click(within(sheet).getByRole('button', { name: /^(Toon|Sluiten)/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
}

beforeEach(() => setActiveUserCookie(false));

describe('VacanciesPage', () => {
  it('reads the search from the URL into the controls and the API query', async () => {
    const fetches = api();
    renderPage('/opdrachten?q=projectmanager&sector=3&tarief=60&zzp=1&werkvorm=remote&sortering=tarief&pagina=2');

    expect(await screen.findByText('42 opdrachten gevonden')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek opdrachten' })).toHaveValue('projectmanager');
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('tarief');
    await openFilters();
    await screen.findByRole('option', { name: 'ICT' });
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Minimaal uurtarief' })).toHaveValue('60');
    expect(screen.getByRole('checkbox', { name: "Alleen opdrachten voor zzp'ers" })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Op afstand' })).toBeChecked();

    const [call] = fetches.callsTo('GET /api/vacancies');
    expect(jsonParam(call!.url, 'filter')).toEqual({ q: 'projectmanager', sector: 3, rateMin: 60, zzpAllowed: true, workMode: ['remote'] });
    expect(jsonParam(call!.url, 'sort')).toEqual(['rate', 'DESC']);
    expect(jsonParam(call!.url, 'range')).toEqual([20, 39]);
    expect(call!.url.searchParams.get('track')).toBe('true');
    await waitFor(() => expect(fetches.events().map((e) => e.event)).toContain('Vacancies searched'));
  });

  it('writes every change into the URL and starts again at page 1', async () => {
    const fetches = api();
    const user = userEvent.setup();
    const view = renderPage('/opdrachten?pagina=3');
    await screen.findByText('42 opdrachten gevonden');
    await openFilters();
    await screen.findByRole('option', { name: 'ICT' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'ICT');
    expect(view.currentLocation().search).toBe('?sector=4');
    await user.click(screen.getByRole('checkbox', { name: 'Hybride' }));
    expect(view.currentLocation().search).toBe('?sector=4&werkvorm=hybrid');
    await closeFilters();
    await user.type(screen.getByRole('searchbox', { name: 'Zoek opdrachten' }), 'data{Enter}');
    expect(view.currentLocation().search).toBe('?q=data&sector=4&werkvorm=hybrid');
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('relevantie');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sorteren op' }), 'Sluitingsdatum');
    expect(view.currentLocation().search).toBe('?q=data&sector=4&werkvorm=hybrid&sortering=sluitingsdatum');

    await waitFor(() => {
      const last = fetches.callsTo('GET /api/vacancies').at(-1)!;
      expect(jsonParam(last.url, 'filter')).toEqual({ q: 'data', sector: 4, workMode: ['hybrid'] });
      expect(jsonParam(last.url, 'sort')).toEqual(['closingDate', 'ASC']);
    });
  });

  it('refuses a bad postcode without searching, and applies postcode and radius like every other filter (no button)', async () => {
    api();
    const user = userEvent.setup();
    const view = renderPage('/opdrachten');
    await screen.findByText('42 opdrachten gevonden');
    await openFilters();
    expect(screen.queryByRole('button', { name: 'Afstand toepassen' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Postcode of plaats' }), '0123{Enter}');
    expect(screen.getByRole('combobox', { name: 'Postcode of plaats' })).toHaveAccessibleDescription(
      'Een postcode of de naam van een plaats Vul een postcode (1234 AB) of een plaatsnaam in, bijvoorbeeld Zeist',
    );
    expect(view.currentLocation().search).toBe('');

    await user.clear(screen.getByRole('combobox', { name: 'Postcode of plaats' }));
    // A complete postcode applies as it is typed, the radius as it is chosen.
    await user.type(screen.getByRole('combobox', { name: 'Postcode of plaats' }), '3511ab');
    expect(view.currentLocation().search).toBe('?postcode=3511+AB');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), 'Binnen 10 km');
    expect(view.currentLocation().search).toBe('?postcode=3511+AB&afstand=10');
    // With a postcode the nearest can come first.
    await closeFilters();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sorteren op' }), 'Dichtstbij');
    expect(view.currentLocation().search).toBe('?postcode=3511+AB&afstand=10&sortering=afstand');
    await openFilters();
    // Emptying the postcode drops the distance (and its sort); four digits wait for leaving the field.
    await user.clear(screen.getByRole('combobox', { name: 'Postcode of plaats' }));
    expect(view.currentLocation().search).toBe('');
    await user.type(screen.getByRole('combobox', { name: 'Postcode of plaats' }), '1011');
    expect(view.currentLocation().search).toBe('');
    await user.tab();
    expect(view.currentLocation().search).toBe('?postcode=1011');
  });

  it('suggests places for "Postcode of plaats" as an accessible combobox, and says what to type instead of an unknown one', async () => {
    const fetches = api();
    const user = userEvent.setup();
    const view = renderPage('/opdrachten');
    await screen.findByText('42 opdrachten gevonden');
    await openFilters();
    const field = screen.getByRole('combobox', { name: 'Postcode of plaats' });
    await user.type(field, 'Zei');
    const list = await screen.findByRole('listbox', { name: 'Suggesties' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Zeijen, Drenthe', 'Zeist, Utrecht']);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(jsonParam(fetches.callsTo('GET /api/places').at(-1)!.url, 'filter')).toEqual({ q: 'Zei' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'Zeist, Utrecht' }).id);
    await user.keyboard('{Enter}');
    expect(view.currentLocation().search).toBe('?postcode=Zeist');
    expect(field).toHaveValue('Zeist');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(jsonParam(fetches.callsTo('GET /api/vacancies').at(-1)!.url, 'filter')).toEqual({ postcode: 'Zeist' }));

    server.use(
      apiHandler.get('/vacancies', () =>
        json(
          { code: 'UNKNOWN_POSTCODE', message: 'We kennen deze postcode niet.', fieldErrors: [{ path: 'filter.postcode', message: 'We kennen postcode 3701 niet. Typ de naam van de plaats, bijvoorbeeld Zeist.' }] },
          { status: 400 },
        ),
      ),
    );
    await user.clear(field);
    await user.type(field, '3701 AA');
    expect(view.currentLocation().search).toBe('?postcode=3701+AA');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Postcode of plaats' })).toHaveAccessibleDescription(
        'Een postcode of de naam van een plaats We kennen postcode 3701 niet. Typ de naam van de plaats, bijvoorbeeld Zeist.',
      ),
    );
  });

  it('shows on the cards the work mode, when it was published, the distance and "Gereageerd", from one request for the applications', async () => {
    setActiveUserCookie(true);
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const fetches = api(
      [
        buildListItem({ id: 12, workMode: 'hybrid', publishedAt: now.toISOString(), distanceKm: 0.4 }),
        buildListItem({ id: 13, title: 'Data-analist', workMode: 'remote', publishedAt: daysAgo(3), distanceKm: 12.6 }),
      ],
      2,
      [buildApplication({ vacancy: { id: 13, title: 'Data-analist', city: 'Utrecht', clientName: null, status: 'open' } })],
    );
    server.use(apiHandler.get('/employees/me', () => json(buildEmployee())));
    renderWithProviders(<VacanciesPage />, { route: '/opdrachten', path: '/opdrachten' });
    const first = await screen.findByRole('article', { name: 'Projectmanager sociaal domein' });
    expect(first).toHaveTextContent('Hybride');
    expect(first).toHaveTextContent('Geplaatstvandaag');
    expect(first).toHaveTextContent('Utrecht · < 1 km');
    const second = screen.getByRole('article', { name: 'Data-analist' });
    expect(second).toHaveTextContent('Op afstand');
    expect(second).toHaveTextContent('Geplaatst3 dagen geleden');
    expect(second).toHaveTextContent('Utrecht · 13 km');
    await waitFor(() => expect(within(second).getByText('Gereageerd')).toBeInTheDocument());
    expect(within(first).queryByText('Gereageerd')).not.toBeInTheDocument();
    const calls = fetches.callsTo('GET /api/applications');
    expect(calls).toHaveLength(1);
    expect(jsonParam(calls[0]!.url, 'filter')).toEqual({ mine: true, status: ['submitted', 'in_review', 'proposed', 'interview', 'offer', 'placed', 'rejected', 'vacancy_closed'] });
  });

  it('on a phone, puts the filters in a sheet: the button counts them, "Wis alles" clears them, "Toon N opdrachten" shows the live count', async () => {
    let total = 42;
    mockFetch({
      'GET /api/vacancies': () => Response.json([buildListItem()], { headers: { 'Content-Range': `vacancies 0-0/${total}` } }),
      'GET /api/sectors': () => Response.json(sectors),
      'GET /api/positions': () => Response.json([]),
      'GET /api/education_levels': () => Response.json([]),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<VacanciesPage />, { route: '/opdrachten?q=data&sector=3&werkvorm=remote', path: '/opdrachten' });
    expect(await screen.findByText('42 opdrachten gevonden')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters (2 actief)' });
    expect(screen.queryByRole('combobox', { name: 'Sector' })).not.toBeInTheDocument();

    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Toon 42 opdrachten' })).toBeInTheDocument();
    total = 17;
    await user.click(within(sheet).getByRole('checkbox', { name: 'Hybride' }));
    expect(await within(sheet).findByRole('button', { name: 'Toon 17 opdrachten' })).toBeInTheDocument();
    expect(view.currentLocation().search).toBe('?q=data&sector=3&werkvorm=hybrid%2Cremote');

    total = 215;
    await user.click(within(sheet).getByRole('button', { name: 'Wis alles' }));
    // The search text stays: it is no filter.
    expect(view.currentLocation().search).toBe('?q=data');
    expect(await within(sheet).findByRole('button', { name: 'Toon 215 opdrachten' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Wis alles' })).toBeDisabled();

    await user.click(within(sheet).getByRole('button', { name: 'Toon 215 opdrachten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('shows every field on the cards, with the anonymous client and the zzp badge', async () => {
    api();
    renderPage('/opdrachten');
    const card = await screen.findByRole('article', { name: 'Projectmanager sociaal domein' });
    expect(within(card).getByRole('link', { name: 'Projectmanager sociaal domein' })).toHaveAttribute('href', '/opdrachten/12');
    for (const text of ['Gemeente Utrecht · Utrecht', '24 – 32 uur per week', '€ 70 – € 85 per uur excl. btw', '4 januari 2027', '6 maanden', '15 december 2026', 'Zzp mogelijk']) {
      expect(card).toHaveTextContent(text);
    }
    const anonymous = screen.getByRole('article', { name: 'Data-analist' });
    expect(anonymous).toHaveTextContent('Anonieme opdrachtgever · Utrecht');
    expect(anonymous).not.toHaveTextContent('Zzp mogelijk');
    expect(anonymous).toHaveTextContent('Geen zzp');
    expect(card).not.toHaveTextContent('Geen zzp');
  });

  it('shows skeletons while loading', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetches = api();
    server.use(apiHandler.get('/vacancies', () => new Promise<Response>((resolve) => (release = resolve))));
    renderPage('/opdrachten');
    expect(await screen.findByTestId('result-skeletons')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Bezig met zoeken');
    release(Response.json([], { headers: { 'Content-Range': 'vacancies */0' } }));
    expect(await screen.findByRole('heading', { name: 'Nog geen opdrachten' })).toBeInTheDocument();
    expect(fetches.calls.length).toBeGreaterThan(0);
  });

  it('a failed search shows the error with a retry, never the previous filter\'s results as its own', async () => {
    let offline = false;
    const items = [buildListItem({ id: 21, title: 'Energieadviseur' })];
    const fetches = mockFetch({
      'GET /api/vacancies': () =>
        offline ? networkFailure() : Response.json(items, { headers: { 'Content-Range': `vacancies 0-0/215` } }),
      'GET /api/sectors': () => Response.json([...sectors, { id: 5, name: 'HR', slug: 'hr' }]),
      'GET /api/positions': () => Response.json([]),
      'GET /api/education_levels': () => Response.json([]),
    });
    const user = userEvent.setup();
    renderPage('/opdrachten?sector=3');
    expect(await screen.findByText('215 opdrachten gevonden')).toBeInTheDocument();
    await openFilters();
    await screen.findByRole('option', { name: 'HR' });

    offline = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'HR');
    await closeFilters();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Geen verbinding met de server');
    expect(screen.queryByText('215 opdrachten gevonden')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Energieadviseur' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: "Pagina's met opdrachten" })).not.toBeInTheDocument();

    offline = false;
    items[0] = buildListItem({ id: 22, title: 'HR-adviseur' });
    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('article', { name: 'HR-adviseur' })).toBeInTheDocument();
    expect(screen.getByText('215 opdrachten gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(jsonParam(fetches.callsTo('GET /api/vacancies').at(-1)!.url, 'filter')).toEqual({ sector: 5 });
  });

  it('finishes a "Bewaren" clicked on a card before the login, keeping the search', async () => {
    setActiveUserCookie(true);
    const fetches = api();
    server.use(
      apiHandler.get('/employees/me', () => json(buildEmployee())),
      apiHandler.get('/vacancies/13/favorite', () => json({ vacancyId: 13, isFavorite: true })),
    );
    const view = renderPage('/opdrachten?q=data&actie=bewaren&opdracht=13');
    const card = await screen.findByRole('article', { name: 'Data-analist' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Bewaar Data-analist' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Bewaar Projectmanager sociaal domein' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Opdracht bewaard')).toBeInTheDocument();
    expect(view.currentLocation().search).toBe('?q=data');
    // Dropping the action from the URL is no new search.
    expect(fetches.callsTo('GET /api/vacancies')).toHaveLength(1);
    act(() => toaster.remove());
  });

  it('shows the empty state with a button that clears the filters', async () => {
    api([], 0);
    renderPage('/opdrachten?q=zzzz&zzp=1');
    expect(await screen.findByRole('heading', { name: 'Geen opdrachten gevonden' })).toBeInTheDocument();
    expect(screen.getByText('0 opdrachten gevonden')).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Wis alle filters' });
    expect(clear).toHaveAttribute('href', '/opdrachten');
  });

  it('fills in the logged-in user\'s own postcode', async () => {
    setActiveUserCookie(true);
    const fetches = api();
    server.use(apiHandler.get('/employees/me', () => json(buildEmployee({ postcode: '1011 AB' }))));
    renderPage('/opdrachten');
    await openFilters();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Postcode of plaats' })).toHaveValue('1011 AB'));
    expect(screen.getByText('Ingevuld met de postcode uit je profiel.')).toBeInTheDocument();
    expect(jsonParam(fetches.callsTo('GET /api/vacancies')[0]!.url, 'filter')).toBeUndefined();
  });
});
