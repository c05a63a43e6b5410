import { CLIENT_HEADER, COOKIE_NAMES } from '../contract';
import { setActiveUserCookie } from '../testing/active-user-cookie';
import { emptyResponse, errorResponse, jsonResponse, textResponse } from '../testing/fake-response';
import { installApiMock, neverAnswer, networkFailure, recordRequests, type ApiMock, type ApiMockInit } from '../testing/msw-server';
import { sessionStore } from '../session/session-store';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  apiRequest,
  configureApiClient,
  encodeQuery,
  getApiLinkBaseUrl,
} from '.';
import { cvDownloadHref } from '../api/employees';
import { clientCandidateCvUrl } from '../api/client-portal';
import { exportHref } from '../api/gdpr';

/** One request as the server saw it: path and query, method, and what else was sent. */
type Call = { url: string; method: string; init: ApiMockInit };

let calls: Call[];
let navigate: jest.Mock;

/** Answers every request of the test through the MSW server with `handler`, recording it in `calls`. */
function mockFetch(handler: (call: Call) => Response | Promise<Response>): void {
  installApiMock(
    (jest.fn() as ApiMock).mockImplementation(async (url, init) => {
      const call = { url, method: init.method, init };
      calls.push(call);
      return handler(call);
    }),
  );
}

const refreshCalls = () => calls.filter((call) => call.url === '/api/auth/refresh_tokens');
const callsTo = (path: string) => calls.filter((call) => call.url.startsWith(`/api${path}`));

beforeEach(() => {
  calls = [];
  navigate = jest.fn();
  configureApiClient({ navigate });
  setActiveUserCookie(false);
  window.history.pushState({}, '', '/');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('apiRequest: the request', () => {
  it('sends credentials, the client header and a JSON body to the base URL', async () => {
    mockFetch(() => jsonResponse({ id: 7 }, { status: 201 }));
    const result = await apiRequest<{ id: number }>({ method: 'POST', path: '/applications', body: { vacancyId: 3 } });

    expect(result).toMatchObject({ data: { id: 7 }, status: 201 });
    const [call] = calls;
    expect(call!.url).toBe('/api/applications');
    expect(call!.method).toBe('POST');
    expect(call!.init.credentials).toBe('include');
    const headers = new Headers(call!.init.headers);
    expect(headers.get(CLIENT_HEADER.name)).toBe(CLIENT_HEADER.value);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(call!.init.body).toBe('{"vacancyId":3}');
  });

  it('writes objects and arrays in the query as JSON and drops undefined', async () => {
    mockFetch(() => jsonResponse([]));
    await apiRequest({
      method: 'GET',
      path: '/vacancies',
      query: { range: [0, 19], sort: ['publishedAt', 'DESC'], filter: { q: 'zorg', sector: 3 }, track: true, page: undefined },
    });

    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/vacancies');
    expect(url.searchParams.get('range')).toBe('[0,19]');
    expect(url.searchParams.get('sort')).toBe('["publishedAt","DESC"]');
    expect(url.searchParams.get('filter')).toBe('{"q":"zorg","sector":3}');
    expect(url.searchParams.get('track')).toBe('true');
    expect(url.searchParams.has('page')).toBe(false);
  });

  it('encodes a query without leaving empty parameters', () => {
    expect(encodeQuery({ a: undefined, b: null })).toBe('');
    expect(encodeQuery({ id: 5, q: 'a b' })).toBe('id=5&q=a+b');
  });

  it('uses the configured base URL', async () => {
    configureApiClient({ baseUrl: 'https://api.example.nl/api/', navigate });
    mockFetch(() => jsonResponse({}));
    const requests = recordRequests();
    await apiRequest({ method: 'GET', path: '/sectors' });
    expect(requests.map((request) => request.url.href)).toEqual(['https://api.example.nl/api/sectors']);
    configureApiClient({ navigate });
  });

  it("links on the page use the link base (the site's own), while requests use the base URL (the server render's loopback)", async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:3000/api', linkBaseUrl: '/api', navigate });
    mockFetch(() => jsonResponse({}));
    const requests = recordRequests();
    await apiRequest({ method: 'GET', path: '/sectors' });
    expect(requests.map((request) => request.url.href)).toEqual(['http://127.0.0.1:3000/api/sectors']);
    expect([cvDownloadHref({ id: 7 }), clientCandidateCvUrl(3), exportHref({ downloadUrl: '/api/gdpr_requests/4/export' })]).toEqual([
      '/api/employees/cv/7',
      '/api/client-portal/candidates/3/cv',
      '/api/gdpr_requests/4/export',
    ]);
    // Without a link base, links follow the base URL (the corporate embed on another site).
    configureApiClient({ baseUrl: 'https://api.example.nl/api', navigate });
    expect(getApiLinkBaseUrl()).toBe('https://api.example.nl/api');
    configureApiClient({ navigate });
  });

  it('sends FormData as is, leaving Content-Type to the browser', async () => {
    mockFetch(() => jsonResponse({}));
    // A text field: Node's fetch (the tests' fetch) cannot read a jsdom File;
    // apiRequest passes every FormData on the same way.
    const form = new FormData();
    form.append('vacancyId', '3');
    await apiRequest({ method: 'POST', path: '/employees/cv', body: form });
    // fetch wrote the multipart body and its boundary, not the client.
    const contentType = calls[0]!.init.headers.get('Content-Type') ?? '';
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(contentType)?.[1];
    expect(boundary).toBeDefined();
    const body = calls[0]!.init.body ?? '';
    expect(body).toContain(`--${boundary}`);
    expect(body).toMatch(/Content-Disposition: form-data; name="vacancyId"\r\n\r\n3\r\n/);
  });
});

describe('apiRequest: the answer', () => {
  it('resolves 204 with undefined data', async () => {
    mockFetch(() => emptyResponse());
    await expect(apiRequest({ method: 'GET', path: '/vacancies/3/favorite' })).resolves.toMatchObject({
      status: 204,
      data: undefined,
    });
  });

  it('keeps a Content-Type the caller set, whatever its case', async () => {
    mockFetch(() => jsonResponse({}));
    await apiRequest({ method: 'PATCH', path: '/employees/1', body: [], headers: { 'content-type': 'application/merge-patch+json' } });
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/merge-patch+json');
  });

  it('rejects a broken JSON answer with an ApiError', async () => {
    mockFetch(() => textResponse('{"id":', { headers: { 'Content-Type': 'application/json' } }));
    await expect(apiRequest({ method: 'GET', path: '/employees/me' })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('parses Content-Range of a list answer', async () => {
    mockFetch(() => jsonResponse([{ id: 1 }], { headers: { 'Content-Range': 'vacancies 0-19/1234' } }));
    const result = await apiRequest({ method: 'GET', path: '/vacancies' });
    expect(result.contentRange).toEqual({ resource: 'vacancies', start: 0, end: 19, total: 1234 });
  });

  it('maps the JSON error body to an ApiError', async () => {
    mockFetch(() =>
      errorResponse(400, 'VALIDATION_ERROR', 'Controleer de gegevens', {
        fieldErrors: [{ path: 'email', message: 'Het e-mailadres lijkt niet te kloppen' }],
      }),
    );
    const error = await apiRequest({ method: 'POST', path: '/employees/register', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Controleer de gegevens',
      fieldErrors: [{ path: 'email', message: 'Het e-mailadres lijkt niet te kloppen' }],
    });
  });

  it('reads Retry-After of a 429', async () => {
    mockFetch(() => errorResponse(429, 'RATE_LIMITED', 'Te veel pogingen', { headers: { 'Retry-After': '30' } }));
    await expect(apiRequest({ method: 'POST', path: '/auth/passwordless_login', body: {} })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
  });

  it('gives a generic Dutch message for a body that is not the API error shape', async () => {
    mockFetch(() => textResponse('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest({ method: 'GET', path: '/vacancies' })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into status 0 NETWORK_ERROR with a Dutch message', async () => {
    mockFetch(() => networkFailure());
    const error = await apiRequest({ method: 'GET', path: '/vacancies' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect((error as ApiError).message).toBe(
      'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
    );
    expect(NETWORK_ERROR_MESSAGE).toBe((error as ApiError).message);
  });

  it('passes an abort on as an abort, not as a network error', async () => {
    const controller = new AbortController();
    mockFetch(() => {
      controller.abort();
      return neverAnswer();
    });
    const error = await apiRequest({ method: 'GET', path: '/vacancies', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('apiRequest: 401 while logged in (spec section 4)', () => {
  beforeEach(() => setActiveUserCookie(true));

  it('refreshes the tokens and retries the original request', async () => {
    let first = true;
    mockFetch(({ url }) => {
      if (url === '/api/auth/refresh_tokens') return emptyResponse();
      if (first) {
        first = false;
        return errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd');
      }
      return jsonResponse({ id: 1 });
    });

    await expect(apiRequest({ method: 'GET', path: '/employees/me' })).resolves.toMatchObject({ data: { id: 1 } });
    expect(calls.map((call) => call.url)).toEqual(['/api/employees/me', '/api/auth/refresh_tokens', '/api/employees/me']);
    expect(refreshCalls()[0]!.init.credentials).toBe('include');
    expect(sessionStore.isLoggedIn()).toBe(true);
  });

  it('tries 3 times, 300 ms apart, then logs out and goes to /login with the return path', async () => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/dashboard?tab=2');
    mockFetch(({ url }) => (url === '/api/auth/refresh_tokens' ? emptyResponse() : errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd')));
    const listener = jest.fn();
    const unsubscribe = sessionStore.subscribe(listener);

    const outcome = apiRequest({ method: 'GET', path: '/employees/me' }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshCalls()).toHaveLength(1);
    expect(callsTo('/employees/me')).toHaveLength(2);

    await jest.advanceTimersByTimeAsync(299);
    expect(refreshCalls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshCalls()).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(300);
    expect(refreshCalls()).toHaveLength(3);
    const error = await outcome;

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(callsTo('/employees/me')).toHaveLength(4);
    expect(sessionStore.isLoggedIn()).toBe(false);
    expect(document.cookie).not.toContain(COOKIE_NAMES.activeUser);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fdashboard%3Ftab%3D2');

    await jest.advanceTimersByTimeAsync(5000);
    expect(refreshCalls()).toHaveLength(3);
    unsubscribe();
  });

  it('retries when a failed refresh succeeds on a later attempt', async () => {
    jest.useFakeTimers();
    let refreshes = 0;
    let refreshed = false;
    mockFetch(({ url }) => {
      if (url === '/api/auth/refresh_tokens') {
        refreshes += 1;
        refreshed = refreshes === 2;
        return refreshed ? emptyResponse() : errorResponse(401, 'REFRESH_FAILED', 'Sessie verlopen');
      }
      return refreshed ? jsonResponse({ ok: true }) : errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd');
    });

    const outcome = apiRequest({ method: 'GET', path: '/applications' });
    await jest.advanceTimersByTimeAsync(300);
    await expect(outcome).resolves.toMatchObject({ data: { ok: true } });
    // The original request is not retried after a refresh that failed.
    expect(callsTo('/applications')).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.isLoggedIn()).toBe(true);
  });

  it('shares one refresh request among parallel 401s', async () => {
    const retried = new Set<string>();
    let refreshDone = false;
    mockFetch(async ({ url }) => {
      if (url === '/api/auth/refresh_tokens') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        refreshDone = true;
        return emptyResponse();
      }
      if (!refreshDone) return errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd');
      retried.add(url);
      return jsonResponse({ url });
    });

    const results = await Promise.all(
      ['/employees/me', '/applications', '/vacancies/1'].map((path) => apiRequest({ method: 'GET', path })),
    );

    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(refreshCalls()).toHaveLength(1);
    expect(retried.size).toBe(3);
  });

  it('retries without another refresh when the tokens were renewed after the request was sent', async () => {
    let releaseSlow: (response: Response) => void = () => undefined;
    let renewed = false;
    mockFetch(({ url }) => {
      if (url === '/api/auth/refresh_tokens') {
        renewed = true;
        return emptyResponse();
      }
      if (url === '/api/applications' && !renewed) {
        return new Promise<Response>((resolve) => {
          releaseSlow = resolve;
        });
      }
      return renewed ? jsonResponse({ url }) : errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd');
    });

    const slow = apiRequest({ method: 'GET', path: '/applications' });
    await expect(apiRequest({ method: 'GET', path: '/employees/me' })).resolves.toMatchObject({ status: 200 });
    // The slow request was sent with the old token; its 401 arrives after the refresh.
    releaseSlow(errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd'));

    await expect(slow).resolves.toMatchObject({ status: 200 });
    expect(refreshCalls()).toHaveLength(1);
    expect(callsTo('/applications')).toHaveLength(2);
  });

  it('logs out and navigates once when parallel requests all fail', async () => {
    jest.useFakeTimers();
    window.history.pushState({}, '', '/mijn-reacties');
    mockFetch(async ({ url }) => {
      if (url !== '/api/auth/refresh_tokens') return errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd');
      // A refresh takes a while, so the parallel requests meet while it is under way.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return errorResponse(401, 'REFRESH_FAILED', 'Sessie verlopen');
    });

    const outcomes = ['/employees/me', '/applications'].map((path) =>
      apiRequest({ method: 'GET', path }).catch((e: unknown) => e),
    );
    await jest.advanceTimersByTimeAsync(700);
    const errors = await Promise.all(outcomes);

    expect(errors.every((error) => error instanceof ApiError && error.status === 401)).toBe(true);
    expect(refreshCalls()).toHaveLength(3);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fmijn-reacties');
  });

  it.each(['/login', '/opdrachten', '/opdrachten/12', '/opdrachten/reageren'])(
    'logs out without navigating away from the open route %s',
    async (pathname) => {
      jest.useFakeTimers();
      window.history.pushState({}, '', pathname);
      mockFetch(({ url }) =>
        url === '/api/auth/refresh_tokens' ? errorResponse(401, 'REFRESH_FAILED', 'Sessie verlopen') : errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd'),
      );

      const outcome = apiRequest({ method: 'GET', path: '/vacancies/12/favorite' }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(600);

      await expect(outcome).resolves.toMatchObject({ status: 401 });
      expect(sessionStore.isLoggedIn()).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['POST', '/auth/login'],
    ['POST', '/auth/passwordless_login'],
    ['GET', '/auth/passwordless_login/abc123'],
    ['GET', '/auth/refresh_tokens'],
  ] as const)('does not refresh for %s %s', async (method, path) => {
    window.history.pushState({}, '', '/dashboard');
    mockFetch(() => errorResponse(401, 'INVALID_CODE', 'De code klopt niet'));

    await expect(apiRequest({ method, path })).rejects.toMatchObject({ status: 401, code: 'INVALID_CODE' });
    expect(calls).toHaveLength(1);
    expect(sessionStore.isLoggedIn()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh when the call asks to skip it', async () => {
    mockFetch(() => errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd'));
    await expect(apiRequest({ method: 'GET', path: '/employees/me', skipAuthRetry: true })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('rejects with the answer of the retry when that is another error, staying logged in', async () => {
    let first = true;
    mockFetch(({ url }) => {
      if (url === '/api/auth/refresh_tokens') return emptyResponse();
      if (first) {
        first = false;
        return errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd');
      }
      return errorResponse(403, 'FORBIDDEN', 'Geen toegang');
    });
    await expect(apiRequest({ method: 'GET', path: '/employees/9' })).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.isLoggedIn()).toBe(true);
  });
});

describe('apiRequest: 401 while logged out', () => {
  it('rejects at once, without refresh or navigation', async () => {
    window.history.pushState({}, '', '/dashboard');
    mockFetch(() => errorResponse(401, 'UNAUTHORIZED', 'Niet ingelogd'));
    await expect(apiRequest({ method: 'GET', path: '/employees/me' })).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
