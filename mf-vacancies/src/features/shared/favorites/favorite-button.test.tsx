import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, networkFailure, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { buildListItem } from '../../../testing/builders';
import { mockFetch } from '../../../testing/fetch-routes';
import { FavoriteButton } from './favorite-button';
import { withFavorite } from '@interim/shared/api';

jest.setTimeout(30_000);

afterEach(() => {
  toaster.remove();
  setActiveUserCookie(false);
});

const vacancy = buildListItem({ id: 12, title: 'Projectmanager sociaal domein' });

describe('FavoriteButton', () => {
  it('shows the change at once and keeps it when the API agrees', async () => {
    setActiveUserCookie(true);
    let answer: (response: Response) => void = () => undefined;
    const fetches = mockFetch({ 'GET /api/vacancies/12/favorite': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<FavoriteButton vacancy={vacancy} />);
    const toggle = screen.getByRole('button', { name: 'Bewaar Projectmanager sociaal domein' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    // Optimistic: pressed before the API answered.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(fetches.callsTo('GET /api/vacancies/12/favorite')).toHaveLength(1);
    answer(Response.json({ vacancyId: 12, isFavorite: true }));
    await waitFor(() => expect(fetches.events().map((e) => e.event)).toEqual(['Vacancy saved']));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back and explains in an error toast when the API refuses', async () => {
    setActiveUserCookie(true);
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ 'GET /api/vacancies/12/favorite': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<FavoriteButton vacancy={vacancy} />);
    const toggle = screen.getByRole('button', { name: 'Bewaar Projectmanager sociaal domein' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    answer(errorResponse(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Deze opdracht bestaat niet (meer).')).toBeInTheDocument();
    expect(screen.getByText('Opslaan is niet gelukt')).toBeInTheDocument();
  });

  it('rolls back a removal when the server cannot be reached', async () => {
    setActiveUserCookie(true);
    mockFetch({ 'GET /api/vacancies/12/unfavorite': () => networkFailure() });
    const user = userEvent.setup();
    renderWithProviders(<FavoriteButton vacancy={{ ...vacancy, isFavorite: true }} variant="full" />);
    await user.click(screen.getByRole('button', { name: 'Opgeslagen' }));
    expect(await screen.findByText(/Geen verbinding met de server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opgeslagen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a logged-out visitor to /login with the way back and the save to finish there', async () => {
    const fetches = mockFetch({});
    const user = userEvent.setup();
    const view = renderWithProviders(<FavoriteButton vacancy={vacancy} />, { route: '/opdrachten?q=zorg' });
    await user.click(screen.getByRole('button', { name: 'Bewaar Projectmanager sociaal domein' }));
    expect(view.currentLocation().pathname).toBe('/login');
    expect(view.currentLocation().search).toBe(`?returnTo=${encodeURIComponent('/opdrachten?q=zorg&actie=bewaren&opdracht=12')}`);
    expect(fetches.calls).toHaveLength(0);
  });
});

describe('withFavorite', () => {
  it('sets the flag in a cached list or detail that holds the vacancy, and leaves others alone', () => {
    const list = { items: [vacancy, buildListItem({ id: 13 })], total: 2 };
    expect(withFavorite(list, 12, true)).toEqual({ items: [{ ...vacancy, isFavorite: true }, list.items[1]], total: 2 });
    expect(withFavorite(list, 99, true)).toBe(list);
    expect(withFavorite(undefined, 12, true)).toBeUndefined();
  });
});
