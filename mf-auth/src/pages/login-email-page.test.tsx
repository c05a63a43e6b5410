import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyResponse, errorResponse, jsonResponse, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { toaster } from '@interim/shared/ui';
import { installDutchErrorMap } from '@interim/shared/validation';
import { callsOf, installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { LoginEmailPage } from './login-email-page';

installDutchErrorMap();

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetchMock();
  window.localStorage.clear();
  setActiveUserCookie(false);
});
afterEach(() => toaster.remove());

const codeField = () => screen.getByRole('textbox', { name: 'Code uit de e-mail' });
const codeButton = () => screen.getByRole('button', { name: 'Inloggen met code' });
const loginAnswer = (returnTo: string | null) =>
  jsonResponse({ user: { id: 7, email: 'jan@voorbeeld.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee' }, returnTo });

describe('LoginEmailPage', () => {
  it('names the stored address and asks only for the code', () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    renderWithProviders(<LoginEmailPage />, { route: '/login/email' });
    expect(screen.getByRole('heading', { level: 1, name: 'Controleer je e-mail' })).toBeInTheDocument();
    expect(screen.getByText('jan@voorbeeld.nl')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mailadres' })).not.toBeInTheDocument();
    expect(codeField()).toBeInTheDocument();
  });

  it('shows the code messages word for word and sends nothing', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    const user = userEvent.setup();
    renderWithProviders(<LoginEmailPage />, { route: '/login/email' });
    await user.click(codeButton());
    expect(codeField()).toHaveAccessibleDescription('De code bestaat uit 6 cijfers. Verplicht veld');
    await user.type(codeField(), '12345');
    await user.click(codeButton());
    expect(codeField()).toHaveAccessibleDescription('De code bestaat uit 6 cijfers. De code bestaat uit 6 cijfers');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a stored address asks for it too, with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginEmailPage />, { route: '/login/email' });
    const email = screen.getByRole('textbox', { name: 'E-mailadres' });
    await user.click(codeButton());
    expect(email).toHaveAccessibleDescription('Het e-mailadres is een verplicht veld');
    await user.type(email, 'jan@');
    await user.click(codeButton());
    expect(email).toHaveAccessibleDescription('Het e-mailadres lijkt niet te kloppen');
    expect(screen.queryByRole('button', { name: 'Stuur een nieuwe link' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in with the code (spaces allowed) and lands on the return path', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/auth/login') {
        setActiveUserCookie(true);
        return loginAnswer('/opdrachten/7');
      }
      return emptyResponse();
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<LoginEmailPage />, { route: '/login/email?returnTo=%2Fopdrachten%2F7' });
    await user.type(codeField(), '123 456{Enter}');
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/opdrachten/7'));
    expect(callsOf(fetchMock)[0]).toEqual({ method: 'POST', url: '/api/auth/login', body: { email: 'jan@voorbeeld.nl', code: '123456' } });
    expect(callsOf(fetchMock).find((call) => call.url === '/api/_mixpanel/track')?.body).toMatchObject({ event: 'User logged in' });
    expect(window.localStorage.getItem('email')).toBeNull();
  });

  it("puts the API's message on the code field for a wrong code and keeps it", async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    fetchMock.mockResolvedValue(errorResponse(400, 'LOGIN_CODE_INVALID', 'Deze code klopt niet of is verlopen.'));
    const user = userEvent.setup();
    renderWithProviders(<LoginEmailPage />, { route: '/login/email' });
    await user.type(codeField(), '654321');
    await user.click(codeButton());
    await waitFor(() => expect(codeField()).toHaveAccessibleDescription('De code bestaat uit 6 cijfers. Deze code klopt niet of is verlopen.'));
    expect(codeField()).toHaveValue('654321');
    expect(codeField()).toHaveFocus();
  });

  it('sends a new link with the return path, and says when to try again after a rate limit', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    fetchMock.mockResolvedValueOnce(emptyResponse());
    fetchMock.mockResolvedValueOnce(
      errorResponse(429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.', { headers: { 'Retry-After': '45' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginEmailPage />, { route: '/login/email?returnTo=%2Fdashboard' });
    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe link' }));
    expect(await screen.findByText('We hebben een nieuwe e-mail met inloglink en code gestuurd naar jan@voorbeeld.nl.')).toBeInTheDocument();
    expect(callsOf(fetchMock)[0]).toEqual({
      method: 'POST',
      url: '/api/auth/passwordless_login',
      body: { email: 'jan@voorbeeld.nl', returnTo: '/dashboard' },
    });

    await user.click(screen.getByRole('button', { name: 'Stuur een nieuwe link' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContainEqual(
      expect.stringMatching(/^Je hebt dit te vaak geprobeerd\. Probeer het over 45 seconden opnieuw \(na \d{2}:\d{2}\)\.$/),
    );
  });

  it('moves on to the return path once the link of the mail logged the user in in another tab', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    const view = renderWithProviders(<LoginEmailPage />, { route: '/login/email?returnTo=%2Fopdrachten%2F7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Controleer je e-mail' })).toBeInTheDocument();

    // The other tab's login answer sets the shared cookie; this tab notices when the user comes back to it.
    setActiveUserCookie(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/opdrachten/7'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a return path goes to the dashboard after a login in another tab', async () => {
    const view = renderWithProviders(<LoginEmailPage />, { route: '/login/email' });
    setActiveUserCookie(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/dashboard'));
  });

  it('a user who was logged in already (a link for another address) stays on the page', async () => {
    setActiveUserCookie(true);
    const view = renderWithProviders(<LoginEmailPage />, { route: '/login/email' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.currentLocation().pathname).toBe('/login/email');
    expect(screen.getByRole('heading', { level: 1, name: 'Controleer je e-mail' })).toBeInTheDocument();
  });
});
