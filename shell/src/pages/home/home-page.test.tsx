import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  buildVacancyListItem,
  jsonError,
  jsonList,
  neverAnswer,
  recordRequests,
  renderServerHtml,
  renderWithProviders,
  server,
} from '@interim/shared/testing';
import { HomePage, vacancySearchPath } from './home-page';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

const vacancies = [
  buildVacancyListItem({ id: 12, title: 'Projectleider zorginnovatie', city: 'Utrecht', hoursPerWeekMin: 32, hoursPerWeekMax: 36, hourlyRateMin: 85, hourlyRateMax: 95 }),
  buildVacancyListItem({ id: 14, title: 'Data-analist', city: 'Zwolle', hoursPerWeekMin: 24, hoursPerWeekMax: 24, hourlyRateMin: 111, hourlyRateMax: 111 }),
];

describe('HomePage', () => {
  it('asks for the six newest vacancies and links each to its detail page', async () => {
    const requests = recordRequests();
    server.use(api.get('/vacancies', () => jsonList('vacancies', vacancies, { total: 57 })));
    renderWithProviders(<HomePage />);
    const first = await screen.findByRole('link', { name: 'Projectleider zorginnovatie' });
    expect(first).toHaveAttribute('href', '/opdrachten/12');
    expect(screen.getByRole('link', { name: 'Data-analist' })).toHaveAttribute('href', '/opdrachten/14');
    const card = first.closest('li')!;
    expect(within(card).getByText('Utrecht')).toBeInTheDocument();
    expect(within(card).getByText('32 – 36 uur per week')).toBeInTheDocument();
    // The rate band of the contract's hourlyRateMin/-Max (the card once read fields the API never sends).
    expect(within(card).getByText('€ 85 – € 95 per uur')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Data-analist' }).closest('li')!;
    expect(within(second).getByText('24 uur per week')).toBeInTheDocument();
    expect(within(second).getByText('€ 111 per uur')).toBeInTheDocument();

    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.pathname).toBe('/api/vacancies');
    expect(requests[0]!.query.range).toEqual([0, 5]);
    expect(requests[0]!.query.sort).toEqual(['publishedAt', 'DESC']);
  });

  it('says in the hero how many opdrachten are open, from the same request (issue 32)', async () => {
    const requests = recordRequests();
    server.use(api.get('/vacancies', () => jsonList('vacancies', vacancies, { total: 1234 })));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('1.234 opdrachten staan nu open')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('server-renders the cards and the count from the server data, and hydrates them without re-rendering when the API answers the same', async () => {
    const serverData = [[['list', '/vacancies', { range: [0, 5], sort: ['publishedAt', 'DESC'] }], { items: vacancies, total: 57 }]] as const;
    const html = renderServerHtml(<HomePage />, { serverData });
    // SWR's isLoading is true on the server even with data: the page once sent placeholders here.
    expect(html).toContain('Projectleider zorginnovatie');
    expect(html).toContain('57 opdrachten staan nu open');
    expect(html).not.toContain('Opdrachten worden geladen');

    const requests = recordRequests();
    server.use(api.get('/vacancies', () => jsonList('vacancies', vacancies, { total: 57 })));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const title = container.querySelector('h3 a')!;
    const recoverable = jest.fn();
    renderWithProviders(<HomePage />, { container, hydrate: true, serverData, onRecoverableError: recoverable });
    await waitFor(() => expect(requests).toHaveLength(1));
    // SWR revalidates once; the same answer changes nothing: the server's card is still the one on screen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('h3 a')).toBe(title);
    expect(screen.queryByRole('status', { name: 'Opdrachten worden geladen' })).not.toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('shows placeholders while loading', () => {
    server.use(api.get('/vacancies', neverAnswer));
    renderWithProviders(<HomePage />);
    // A named region needs a role (axe: aria-label on a plain div is not announced): a status while loading.
    expect(screen.getByRole('status', { name: 'Opdrachten worden geladen' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a quiet note and keeps the page when the call fails', async () => {
    server.use(api.get('/vacancies', () => jsonError(404, 'NOT_FOUND', 'Niet gevonden')));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/De nieuwste opdrachten konden nu niet worden geladen/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek opdrachten' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no vacancies', async () => {
    server.use(api.get('/vacancies', () => jsonList('vacancies', [])));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Er staan op dit moment geen nieuwe opdrachten online.')).toBeInTheDocument();
  });

  it('searches: navigates to /opdrachten?q=<text>', async () => {
    server.use(api.get('/vacancies', () => jsonList('vacancies', [])));
    const user = userEvent.setup();
    const view = renderWithProviders(<HomePage />);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek opdrachten' }), 'verpleegkundige Utrecht');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    const location = view.currentLocation();
    expect(location.pathname).toBe('/opdrachten');
    expect(new URLSearchParams(location.search).get('q')).toBe('verpleegkundige Utrecht');
  });

  it('searches with Enter, and an empty search opens all vacancies', async () => {
    server.use(api.get('/vacancies', () => jsonList('vacancies', [])));
    const user = userEvent.setup();
    const view = renderWithProviders(<HomePage />);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek opdrachten' }), '   {Enter}');
    expect(view.currentLocation().pathname).toBe('/opdrachten');
    expect(view.currentLocation().search).toBe('');
  });

  it('builds the search path', () => {
    expect(vacancySearchPath(' ict & data ')).toBe('/opdrachten?q=ict+%26+data');
    expect(vacancySearchPath('')).toBe('/opdrachten');
  });
});
