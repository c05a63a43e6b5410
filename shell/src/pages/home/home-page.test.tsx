import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, renderWithProviders } from '@interim/shared/testing';
import { HomePage, vacancySearchPath } from './home-page';

// The registry loads remotes over the network (MF runtime): the edge of this unit.
jest.mock('../../remotes/remote-registry', () => ({ preloadRemoteFor: jest.fn() }));

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const vacancies = [
  { id: 12, title: 'Projectleider zorginnovatie', city: 'Utrecht', hoursPerWeekMin: 32, hoursPerWeekMax: 36, rateMin: 85, rateMax: 95 },
  { id: 'abc', title: 'Data-analist', city: 'Zwolle', hoursPerWeekMin: 24 },
  { id: 13, title: '' },
  { title: 'Zonder id' },
  'onzin',
];

describe('HomePage', () => {
  it('asks for the six newest vacancies and links each to its detail page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(vacancies, { headers: { 'Content-Range': 'vacancies 0-4/57' } }));
    renderWithProviders(<HomePage />);
    const first = await screen.findByRole('link', { name: 'Projectleider zorginnovatie' });
    expect(first).toHaveAttribute('href', '/opdrachten/12');
    expect(screen.getByRole('link', { name: 'Data-analist' })).toHaveAttribute('href', '/opdrachten/abc');
    const card = first.closest('li')!;
    expect(within(card).getByText('Utrecht')).toBeInTheDocument();
    expect(within(card).getByText('32 - 36 uur per week')).toBeInTheDocument();
    expect(within(card).getByText(/€\s?85 - €\s?95 per uur/)).toBeInTheDocument();
    expect(screen.getByText('vanaf 24 uur per week')).toBeInTheDocument();
    // Entries without an id or a title are skipped, not rendered broken.
    expect(screen.queryByText('Zonder id')).not.toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/vacancies');
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([0, 5]);
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['publishedAt', 'DESC']);
  });

  it('shows placeholders while loading', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<HomePage />);
    expect(screen.getByLabelText('Opdrachten worden geladen')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a quiet note and keeps the page when the call fails', async () => {
    fetchMock.mockResolvedValue(errorResponse(404, 'NOT_FOUND', 'Niet gevonden'));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/De nieuwste opdrachten konden nu niet worden geladen/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoek opdrachten' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no vacancies', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Er staan op dit moment geen nieuwe opdrachten online.')).toBeInTheDocument();
  });

  it('searches: navigates to /opdrachten?q=<text>', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    const user = userEvent.setup();
    const view = renderWithProviders(<HomePage />);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek opdrachten' }), 'verpleegkundige Utrecht');
    await user.click(screen.getByRole('button', { name: 'Zoeken' }));
    const location = view.currentLocation();
    expect(location.pathname).toBe('/opdrachten');
    expect(new URLSearchParams(location.search).get('q')).toBe('verpleegkundige Utrecht');
  });

  it('searches with Enter, and an empty search opens all vacancies', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
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
