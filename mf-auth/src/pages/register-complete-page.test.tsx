import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { RegisterCompletePage } from './register-complete-page';
import { RegisterPage } from './register-page';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
  setActiveUserCookie(false);
});

const me = (isComplete: boolean) => ({
  id: 7,
  firstName: 'Jan',
  profileCompletion: { completedSteps: [], totalSteps: 6, percentage: isComplete ? 100 : 0, isComplete },
});

describe('RegisterCompletePage', () => {
  it('welcomes by name and continues to the first profile step, the return path one click away', async () => {
    setActiveUserCookie(true);
    fetchMock.mockResolvedValue(jsonResponse(me(false)));
    renderWithProviders(<RegisterCompletePage />, { route: '/aanmelden/voltooi?returnTo=%2Fopdrachten%2F7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Jan!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profiel afronden' })).toHaveAttribute('href', '/profiel/afronden/stap-1');
    expect(screen.getByRole('link', { name: 'Later, eerst verder waar ik was' })).toHaveAttribute('href', '/opdrachten/7');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/employees/me');
  });

  it('with a complete profile goes on to the dashboard', async () => {
    setActiveUserCookie(true);
    fetchMock.mockResolvedValue(jsonResponse(me(true)));
    renderWithProviders(<RegisterCompletePage />, { route: '/aanmelden/voltooi' });
    expect(await screen.findByRole('link', { name: 'Verder' })).toHaveAttribute('href', '/dashboard');
  });

  it('logged out: asks to log in first and fetches nothing', () => {
    renderWithProviders(<RegisterCompletePage />, { route: '/aanmelden/voltooi' });
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?returnTo=%2Faanmelden%2Fvoltooi');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RegisterPage', () => {
  it('starts the registration and links to the login, keeping the return path', () => {
    renderWithProviders(<RegisterPage />, { route: '/aanmelden?returnTo=%2Fopdrachten%2F7' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meld je aan bij');
    expect(screen.getByRole('link', { name: 'Gratis aanmelden' })).toHaveAttribute('href', '/aanmelden/start?returnTo=%2Fopdrachten%2F7');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login?returnTo=%2Fopdrachten%2F7');
  });
});
