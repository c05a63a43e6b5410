import { act, render, screen, waitFor } from '@testing-library/react';
import { configureApiClient, useApi } from '../api-client';
import { configureAnalytics } from '../analytics';
import { COOKIE_NAMES } from '../contract';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { emptyResponse, errorResponse, jsonResponse } from '../testing/fake-response';
import { installApiMock, networkFailure, type ApiMock, type ApiMockInit } from '../testing/msw-server';
import {
  LOGOUT_FAILED_MESSAGE,
  completeLogin,
  failLogin,
  logout,
  readStoredContact,
  sessionStore,
  storeContact,
} from '.';

type Call = { url: string; init: ApiMockInit };
let calls: Call[];
let respond: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  respond = () => emptyResponse();
  installApiMock(
    (jest.fn() as ApiMock).mockImplementation(async (url, init) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }),
  );
  configureApiClient({ navigate: jest.fn() });
  configureAnalytics();
  setActiveUserCookie(false);
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('completeLogin (spec section 4)', () => {
  it("sets logged in, tracks 'User logged in' and clears the stored contact", async () => {
    storeContact({ email: 'jan@example.nl', firstName: 'Jan' });
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    setActiveUserCookie(true); // set by the login answer

    completeLogin();

    expect(sessionStore.isLoggedIn()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readStoredContact()).toEqual({});
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/_mixpanel/track');
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ event: 'User logged in' });
    unsubscribe();
  });
});

describe('failLogin', () => {
  it('sets logged out', () => {
    setActiveUserCookie(true);
    failLogin();
    expect(sessionStore.isLoggedIn()).toBe(false);
  });
});

describe('logout (spec section 4)', () => {
  function Profile() {
    const { data } = useApi<{ firstName: string }>('/employees/me', { logoutTest: 1 });
    return <p>{data ? `Hallo ${data.firstName}` : 'Geen gegevens'}</p>;
  }

  it('logs out, clears cached data, then closes the analytics transaction with credentials', async () => {
    setActiveUserCookie(true);
    respond = ({ url }) => (url.startsWith('/api/employees/me') ? jsonResponse({ firstName: 'Jan' }) : emptyResponse());
    render(<Profile />);
    await screen.findByText('Hallo Jan');

    await act(() => logout());

    expect(calls.map((call) => [call.init.method ?? 'GET', call.url.split('?')[0]])).toEqual([
      ['GET', '/api/employees/me'],
      ['GET', '/api/auth/logout'],
      ['DELETE', '/api/_mixpanel/transaction'],
    ]);
    expect(calls[2]!.init.credentials).toBe('include');
    expect(sessionStore.isLoggedIn()).toBe(false);
    expect(document.cookie).not.toContain(COOKIE_NAMES.activeUser);
    expect(screen.getByText('Geen gegevens')).toBeTruthy();
  });

  it('only logs a failing analytics DELETE', async () => {
    setActiveUserCookie(true);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    respond = ({ init }) => (init.method === 'DELETE' ? networkFailure() : emptyResponse());

    await expect(logout()).resolves.toBeUndefined();
    await act(() => Promise.resolve());

    expect(sessionStore.isLoggedIn()).toBe(false);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Failed to close the analytics transaction', expect.any(TypeError)));
  });

  it('rejects when the logout call fails, staying logged in and sending no DELETE', async () => {
    setActiveUserCookie(true);
    respond = () => errorResponse(500, 'INTERNAL', 'Er ging iets mis');

    await expect(logout()).rejects.toMatchObject({ status: 500 });
    expect(sessionStore.isLoggedIn()).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/logout']);
    expect(LOGOUT_FAILED_MESSAGE).toBe('Er is iets fout gegaan bij het uitloggen');
  });
});
