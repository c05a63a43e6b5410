import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { buildListItem } from '../testing/builders';
import { jsonParam, mockFetch } from '../testing/fetch-routes';
import { SavedVacanciesPage } from './saved-vacancies-page';

jest.setTimeout(30_000);
beforeEach(() => setActiveUserCookie(true));
afterEach(() => toaster.remove());

const saved = [
  buildListItem({ id: 12, isFavorite: true }),
  buildListItem({ id: 14, title: 'Jurist omgevingsrecht', isFavorite: true, status: 'closed' }),
];
const list = (items: unknown[]) =>
  Response.json(items, { headers: { 'Content-Range': items.length ? `vacancies 0-${items.length - 1}/${items.length}` : 'vacancies */0' } });

describe('SavedVacanciesPage', () => {
  it('lists the saved vacancies, closed ones marked', async () => {
    const fetches = mockFetch({ 'GET /api/vacancies': () => list(saved) });
    renderWithProviders(<SavedVacanciesPage />);
    const closed = await screen.findByRole('article', { name: 'Jurist omgevingsrecht' });
    expect(closed).toHaveTextContent('Gesloten');
    expect(screen.getByRole('article', { name: 'Projectmanager sociaal domein' })).not.toHaveTextContent('Gesloten');
    expect(jsonParam(fetches.calls[0]!.url, 'filter')).toEqual({ favorites: true, status: 'all' });
    expect(screen.getByText('2 opdrachten opgeslagen')).toBeInTheDocument();
  });

  it('removes at once and puts the vacancy back with an error toast when removing fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ 'GET /api/vacancies': () => list(saved), 'GET /api/vacancies/12/unfavorite': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<SavedVacanciesPage />);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Projectmanager sociaal domein' }));
    // Optimistic: gone before the API answered.
    expect(screen.queryByRole('article', { name: 'Projectmanager sociaal domein' })).not.toBeInTheDocument();
    answer(errorResponse(500, 'INTERNAL', 'Er is iets misgegaan. Probeer het later opnieuw.'));
    expect(await screen.findByRole('article', { name: 'Projectmanager sociaal domein' })).toBeInTheDocument();
    expect(await screen.findByText('Verwijderen is niet gelukt')).toBeInTheDocument();
  });

  it('removes for good when the API agrees, down to the empty state', async () => {
    mockFetch({
      'GET /api/vacancies': () => list([saved[0]]),
      'GET /api/vacancies/12/unfavorite': () => Response.json({ vacancyId: 12, isFavorite: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SavedVacanciesPage />);
    await user.click(await screen.findByRole('button', { name: 'Verwijderen: Projectmanager sociaal domein' }));
    expect(await screen.findByRole('heading', { name: 'Nog geen opgeslagen opdrachten' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Bekijk alle opdrachten' })).toHaveAttribute('href', '/opdrachten');
  });
});
