import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyResponse, jsonResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { callsOf, installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { RegisterEmailLoginPage } from './register-email-login-page';
import { RegisterEmailPage } from './register-email-page';

installDutchErrorMap();

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
  window.localStorage.clear();
  setActiveUserCookie(false);
  window.localStorage.setItem('email', 'jan@voorbeeld.nl');
  window.localStorage.setItem('firstName', 'Jan');
});
afterEach(() => toaster.remove());

describe('RegisterEmailPage', () => {
  it('greets by first name, names the address, and links to the already-registered explanation', () => {
    renderWithProviders(<RegisterEmailPage />, { route: '/aanmelden/email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Check je e-mail, Jan' })).toBeInTheDocument();
    expect(screen.getByText('jan@voorbeeld.nl')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zo log je in' })).toHaveAttribute('href', '/aanmelden/email/inloggen');
  });

  it('a new link leads to the welcome page too, with the original return path', async () => {
    fetchMock.mockResolvedValue(emptyResponse());
    const user = userEvent.setup();
    renderWithProviders(<RegisterEmailPage />, { route: '/aanmelden/email?returnTo=%2Fopdrachten%2F7' });
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe link' }));
    await screen.findByText(/We hebben een nieuwe e-mail/);
    expect(callsOf(fetchMock)[0]!.body).toEqual({ email: 'jan@voorbeeld.nl', returnTo: '/aanmelden/voltooi?returnTo=%2Fopdrachten%2F7' });
  });

  it('logs in with the code and goes to /aanmelden/voltooi', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/auth/login') {
        setActiveUserCookie(true);
        return jsonResponse({
          user: { id: 7, email: 'jan@voorbeeld.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee' },
          returnTo: '/aanmelden/voltooi',
        });
      }
      return emptyResponse();
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<RegisterEmailPage />, { route: '/aanmelden/email' });
    await user.type(screen.getByRole('textbox', { name: 'Code uit de e-mail' }), '123456{Enter}');
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/aanmelden/voltooi'));
    expect(window.localStorage.getItem('firstName')).toBeNull();
  });
});

describe('RegisterEmailLoginPage', () => {
  it('explains how to log in with the link or the code', () => {
    renderWithProviders(<RegisterEmailLoginPage />, { route: '/aanmelden/email/inloggen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Je hebt al een account' })).toBeInTheDocument();
    expect(screen.getByText(/klik op de knop ‘Inloggen’/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code uit de e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stuur een nieuwe link' })).toBeInTheDocument();
  });
});
