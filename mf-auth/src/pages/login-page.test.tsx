import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyResponse, errorResponse, renderWithProviders } from '@interim/shared/testing';
import { installDutchErrorMap } from '@interim/shared/validation';
import { callsOf, installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { LoginPage } from './login-page';

installDutchErrorMap();

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
  window.localStorage.clear();
});

const emailField = () => screen.getByRole('textbox', { name: 'E-mailadres' });
const submitButton = () => screen.getByRole('button', { name: 'Stuur mij een inloglink' });

describe('LoginPage', () => {
  it('says the e-mail address is required, word for word, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    await user.click(submitButton());
    expect(emailField()).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a malformed address does not look right, word for word, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(emailField(), 'jan@voorbeeld');
    await user.click(submitButton());
    expect(emailField()).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    expect(emailField()).toHaveValue('jan@voorbeeld');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests a link with the return path, stores the address and shows /login/email, with the keyboard only', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const view = renderWithProviders(<LoginPage />, { route: '/login?returnTo=%2Fopdrachten%2F7%2Freageren' });
    expect(screen.getByText(/Log in om verder te gaan/)).toBeInTheDocument();

    await user.tab();
    expect(emailField()).toHaveFocus();
    await user.keyboard('Jan@Voorbeeld.nl{Enter}');

    expect(screen.getByRole('button', { name: /Bezig met versturen/ })).toBeDisabled();
    expect(callsOf(fetchMock)).toEqual([
      { method: 'POST', url: '/api/auth/passwordless_login', body: { email: 'jan@voorbeeld.nl', returnTo: '/opdrachten/7/reageren' } },
    ]);
    release(emptyResponse());
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/login/email'));
    expect(view.currentLocation().search).toBe('?returnTo=%2Fopdrachten%2F7%2Freageren');
    expect(window.localStorage.getItem('email')).toBe('jan@voorbeeld.nl');
  });

  it('ignores a return path that would leave the site', async () => {
    fetchMock.mockResolvedValue(emptyResponse());
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login?returnTo=%2F%2Fevil.example' });
    await user.type(emailField(), 'jan@voorbeeld.nl');
    await user.click(submitButton());
    expect(callsOf(fetchMock)[0]!.body).toEqual({ email: 'jan@voorbeeld.nl' });
  });

  it('says in Dutch when to try again after a rate limit, and keeps the address', async () => {
    fetchMock.mockResolvedValue(
      errorResponse(429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.', { headers: { 'Retry-After': '720' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login' });
    await user.type(emailField(), 'jan@voorbeeld.nl');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Je hebt dit te vaak geprobeerd\. Probeer het over 12 minuten opnieuw \(na \d{2}:\d{2}\)\.$/);
    expect(emailField()).toHaveValue('jan@voorbeeld.nl');
    expect(submitButton()).toBeEnabled();
  });
});
