import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as apiHandler, buildEmployee, json, networkFailure, renderWithProviders, server, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { buildListItem } from '../testing/builders';
import { jsonParam, mockFetch } from '../testing/fetch-routes';
import { VacanciesPage } from './vacancies-page';

installDutchErrorMap();
// The machine is shared with other suites: slow renders are not failures.
jest.setTimeout(30_000);

const sectors = [
  { id: 3, name: 'Sociaal domein', slug: 'sociaal-domein' },
  { id: 4, name: 'ICT', slug: 'ict' },
];

function api(items = [buildListItem(), buildListItem({ id: 13, title: 'Data-analist', isAnonymous: true, clientName: 'Anonieme opdrachtgever', zzpAllowed: false })], total = 42) {
  return mockFetch({
    'GET /api/vacancies': () =>
      new Response(JSON.stringify(items), {
        headers: { 'Content-Type': 'application/json', 'Content-Range': items.length ? `vacancies 0-${items.length - 1}/${total}` : `vacancies */${total}` },
      }),
    'GET /api/sectors': () => Response.json(sectors),
    'GET /api/positions': () => Response.json([{ id: 31, name: 'Projectmanager', sectorId: 3 }]),
    'GET /api/education_levels': () => Response.json([{ id: 7, code: 'hbo', name: 'hbo', rank: 6 }]),
  });
}

// jsdom applies no media queries: the page is at its small-screen layout, filters behind their button.
async function renderPage(route: string) {
  const view = renderWithProviders(<VacanciesPage />, { route, path: '/opdrachten' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Toon filters' }));
  return view;
}

beforeEach(() => setActiveUserCookie(false));

describe('VacanciesPage', () => {
  it('reads the search from the URL into the controls and the API query', async () => {
    const fetches = api();
    await renderPage('/opdrachten?q=projectmanager&sector=3&tarief=60&zzp=1&werkvorm=remote&sortering=tarief&pagina=2');

    expect(await screen.findByText('42 opdrachten gevonden')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'ICT' });
    expect(screen.getByRole('searchbox', { name: 'Zoek opdrachten' })).toHaveValue('projectmanager');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Minimaal uurtarief' })).toHaveValue('60');
    expect(screen.getByRole('checkbox', { name: "Alleen opdrachten voor zzp'ers" })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Op afstand' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('tarief');

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
    const view = await renderPage('/opdrachten?pagina=3');
    await screen.findByText('42 opdrachten gevonden');
    await screen.findByRole('option', { name: 'ICT' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'ICT');
    expect(view.currentLocation().search).toBe('?sector=4');
    await user.click(screen.getByRole('checkbox', { name: 'Hybride' }));
    expect(view.currentLocation().search).toBe('?sector=4&werkvorm=hybrid');
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

  it('refuses a bad postcode without searching, and applies a good one with its radius', async () => {
    api();
    const user = userEvent.setup();
    const view = await renderPage('/opdrachten');
    await screen.findByText('42 opdrachten gevonden');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '0123');
    await user.click(screen.getByRole('button', { name: 'Afstand toepassen' }));
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('Vul een geldige postcode in, bijvoorbeeld 1234 AB');
    expect(view.currentLocation().search).toBe('');

    await user.clear(screen.getByRole('textbox', { name: 'Postcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '3511ab');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Afstand' }), 'Binnen 10 km');
    await user.click(screen.getByRole('button', { name: 'Afstand toepassen' }));
    expect(view.currentLocation().search).toBe('?postcode=3511+AB&afstand=10');
    expect(screen.getByRole('option', { name: 'Afstand' })).toBeInTheDocument();
  });

  it('shows every field on the cards, with the anonymous client and the zzp badge', async () => {
    api();
    await renderPage('/opdrachten');
    const card = await screen.findByRole('article', { name: 'Projectmanager sociaal domein' });
    expect(within(card).getByRole('link', { name: 'Projectmanager sociaal domein' })).toHaveAttribute('href', '/opdrachten/12');
    for (const text of ['Gemeente Utrecht · Utrecht', '24 – 32 uur per week', '€ 70 – € 85 per uur excl. btw', '4 januari 2027', '6 maanden', '15 december 2026', 'Zzp mogelijk']) {
      expect(card).toHaveTextContent(text);
    }
    const anonymous = screen.getByRole('article', { name: 'Data-analist' });
    expect(anonymous).toHaveTextContent('Anonieme opdrachtgever · Utrecht');
    expect(anonymous).not.toHaveTextContent('Zzp mogelijk');
  });

  it('shows skeletons while loading', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetches = api();
    server.use(apiHandler.get('/vacancies', () => new Promise<Response>((resolve) => (release = resolve))));
    await renderPage('/opdrachten');
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
    await renderPage('/opdrachten?sector=3');
    expect(await screen.findByText('215 opdrachten gevonden')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'HR' });

    offline = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'HR');
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
    const view = await renderPage('/opdrachten?q=data&actie=bewaren&opdracht=13');
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
    await renderPage('/opdrachten?q=zzzz&zzp=1');
    expect(await screen.findByRole('heading', { name: 'Geen opdrachten gevonden' })).toBeInTheDocument();
    expect(screen.getByText('0 opdrachten gevonden')).toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Wis alle filters' });
    expect(clear).toHaveAttribute('href', '/opdrachten');
  });

  it('fills in the logged-in user\'s own postcode', async () => {
    setActiveUserCookie(true);
    const fetches = api();
    server.use(apiHandler.get('/employees/me', () => json(buildEmployee({ postcode: '1011 AB' }))));
    await renderPage('/opdrachten');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1011 AB'));
    expect(screen.getByText('Ingevuld met de postcode uit je profiel.')).toBeInTheDocument();
    expect(jsonParam(fetches.callsTo('GET /api/vacancies')[0]!.url, 'filter')).toBeUndefined();
  });
});
