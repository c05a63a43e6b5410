import { screen, waitFor } from '@testing-library/react';
import { errorResponse, jsonResponse, networkFailure, renderWithProviders, setActiveUserCookie } from '@interim/shared/testing';
import { Route, Routes } from '@interim/shared/routing';
import { useSession } from '@interim/shared/session';
import type { LoginResponse } from '@interim/shared/contract';
import { callsOf, installFetchMock, type FetchMock } from '../testing/fetch-mock';
import { LoginTokenPage } from './login-token-page';

let fetchMock: FetchMock;
let tokenCounter = 0;
/** A fresh well-formed token per test (43 base64url characters): redemptions are remembered per token. */
const nextToken = () => `${'A'.repeat(40)}${String((tokenCounter += 1)).padStart(3, '0')}`;

const answer: LoginResponse = {
  user: { id: 7, email: 'jan@voorbeeld.nl', firstName: 'Jan', lastName: 'de Vries', role: 'employee' },
  returnTo: null,
};

function SessionProbe() {
  return <output aria-label="sessie">{useSession().isLoggedIn ? 'ingelogd' : 'uitgelogd'}</output>;
}

function renderToken(token: string, query = '') {
  // The probe stays outside the routes, so it still reports after the page navigated away.
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login/:token" element={<LoginTokenPage />} />
        <Route path="*" element={null} />
      </Routes>
      <SessionProbe />
    </>,
    { route: `/login/${token}${query}` },
  );
}

beforeEach(() => {
  fetchMock = installFetchMock();
  window.localStorage.clear();
  setActiveUserCookie(false);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('LoginTokenPage', () => {
  it('success: logs in, tracks "User logged in", clears the stored contact and lands on the dashboard', async () => {
    window.localStorage.setItem('email', 'jan@voorbeeld.nl');
    window.localStorage.setItem('firstName', 'Jan');
    const token = nextToken();
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/auth/passwordless_login/')) {
        return new Promise<Response>((resolve) => {
          release = (response) => {
            setActiveUserCookie(true); // what the answer's Set-Cookie does
            resolve(response);
          };
        });
      }
      return jsonResponse({});
    });
    const view = renderToken(token);

    // While the answer is pending: a spinner, and no logged-in state.
    expect(screen.getByRole('heading', { level: 1, name: 'Bezig met inloggen' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Bezig met inloggen');
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('uitgelogd');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    release(jsonResponse(answer));

    await waitFor(() => expect(view.currentLocation().pathname).toBe('/dashboard'));
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('ingelogd');
    expect(window.localStorage.getItem('email')).toBeNull();
    expect(window.localStorage.getItem('firstName')).toBeNull();
    const calls = callsOf(fetchMock);
    expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/auth/passwordless_login/${token}` });
    const tracked = calls.filter((call) => call.url === '/api/_mixpanel/track');
    expect(tracked).toHaveLength(1);
    expect(tracked[0]!.body).toMatchObject({ event: 'User logged in' });
  });

  it('success: lands on the return path the link carried', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/auth/passwordless_login/')) {
        setActiveUserCookie(true);
        return jsonResponse({ ...answer, returnTo: '/opdrachten/7/reageren' });
      }
      return jsonResponse({});
    });
    const view = renderToken(nextToken(), '?returnTo=%2Fopdrachten%2F7%2Freageren');
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/opdrachten/7/reageren'));
  });

  it('expired (410): logged out, on to /login/email/verlopen with the return path', async () => {
    fetchMock.mockResolvedValue(errorResponse(410, 'LOGIN_LINK_EXPIRED', 'Deze inloglink is verlopen. Vraag een nieuwe inloglink aan.'));
    const view = renderToken(nextToken(), '?returnTo=%2Fmijn-reacties');
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/login/email/verlopen'));
    expect(view.currentLocation().search).toBe('?returnTo=%2Fmijn-reacties');
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('uitgelogd');
    expect(callsOf(fetchMock).some((call) => call.url === '/api/_mixpanel/track')).toBe(false);
  });

  it('invalid or used (400): a clear Dutch message, logged out, and a button to request a new link', async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, 'LOGIN_LINK_INVALID', 'Deze inloglink is ongeldig of al gebruikt. Vraag een nieuwe inloglink aan.'),
    );
    const view = renderToken(nextToken(), '?returnTo=%2Fmijn-reacties');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze inloglink is ongeldig of al gebruikt. Vraag een nieuwe inloglink aan.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inloglink werkt niet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nieuwe inloglink aanvragen' })).toHaveAttribute('href', '/login?returnTo=%2Fmijn-reacties');
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('uitgelogd');
    expect(view.currentLocation().pathname).toMatch(/^\/login\/A+\d+$/);
  });

  it('a used link opened while logged in: stays logged in and says the link was already used', async () => {
    setActiveUserCookie(true);
    fetchMock.mockResolvedValue(
      errorResponse(400, 'LOGIN_LINK_INVALID', 'Deze inloglink is ongeldig of al gebruikt. Vraag een nieuwe inloglink aan.'),
    );
    const view = renderToken(nextToken(), '?returnTo=%2Fmijn-reacties');
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent al ingelogd' })).toBeInTheDocument();
    expect(screen.getByText(/Deze inloglink is al gebruikt\. Je bent nog steeds ingelogd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ga verder waar je was' })).toHaveAttribute('href', '/mijn-reacties');
    expect(screen.queryByRole('link', { name: 'Nieuwe inloglink aanvragen' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('ingelogd');
    expect(document.cookie).toContain('interim_active_user=1');
    expect(view.currentLocation().pathname).toMatch(/^\/login\/A+\d+$/);
  });

  it('an expired link opened while logged in: stays logged in, no detour to the expired page', async () => {
    setActiveUserCookie(true);
    fetchMock.mockResolvedValue(errorResponse(410, 'LOGIN_LINK_EXPIRED', 'Deze inloglink is verlopen. Vraag een nieuwe inloglink aan.'));
    const view = renderToken(nextToken());
    expect(await screen.findByText(/Deze inloglink is verlopen\. Je bent nog steeds ingelogd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('ingelogd');
    expect(view.currentLocation().pathname).toMatch(/^\/login\/A+\d+$/);
  });

  it('a malformed token opened while logged in keeps the session too', async () => {
    setActiveUserCookie(true);
    renderToken('voorbeeldtoken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Je bent al ingelogd' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'sessie' })).toHaveTextContent('ingelogd');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a malformed token is refused without asking the API', async () => {
    renderToken('voorbeeldtoken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze inloglink is ongeldig of al gebruikt.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a network failure can be retried', async () => {
    fetchMock.mockResolvedValueOnce(networkFailure());
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith('/api/auth/passwordless_login/')) {
        setActiveUserCookie(true);
        return jsonResponse(answer);
      }
      return jsonResponse({});
    });
    const view = renderToken(nextToken());
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen verbinding met de server');
    screen.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await waitFor(() => expect(view.currentLocation().pathname).toBe('/dashboard'));
  });
});
