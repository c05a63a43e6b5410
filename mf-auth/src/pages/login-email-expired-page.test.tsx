import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyResponse, errorResponse, renderWithProviders } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { callsOf, installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { LoginEmailExpiredPage } from './login-email-expired-page';

installDutchErrorMap();

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
  window.localStorage.clear();
});
afterEach(() => toaster.remove());

describe('LoginEmailExpiredPage', () => {
  it('asks a new link for the stored address in one click and shows /login/email, keeping the return path', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    fetchMock.mockResolvedValue(emptyResponse());
    const user = userEvent.setup();
    const view = renderWithProviders(<LoginEmailExpiredPage />, { route: '/login/email/verlopen?returnTo=%2Fmijn-reacties' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inloglink verlopen' })).toBeInTheDocument();
    expect(screen.getByText('jan@voorbeeld.nl')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe inloglink' }));
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/login/email'));
    expect(view.currentLocation().search).toBe('?returnTo=%2Fmijn-reacties');
    expect(callsOf(fetchMock)).toEqual([
      { method: 'POST', url: '/api/auth/passwordless_login', body: { email: 'jan@voorbeeld.nl', returnTo: '/mijn-reacties' } },
    ]);
  });

  it('stays and says when to try again after a rate limit', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    fetchMock.mockResolvedValue(
      errorResponse(429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.', { headers: { 'Retry-After': '300' } }),
    );
    const user = userEvent.setup();
    const view = renderWithProviders(<LoginEmailExpiredPage />, { route: '/login/email/verlopen' });
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe inloglink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Probeer het over 5 minuten opnieuw/);
    expect(view.currentLocation().pathname).toBe('/login/email/verlopen');
  });

  it('without a stored address asks for it, with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginEmailExpiredPage />, { route: '/login/email/verlopen' });
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe inloglink' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'jan');
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe inloglink' }));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
