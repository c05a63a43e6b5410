import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one network mock of the browser-side tests (MSW). jest.setup-dom.ts
 * starts it for every jsdom test file, resets its handlers after each test
 * and fails a test on any request no handler answers. Tests add handlers with
 * `server.use(...)` and build bodies with the contract-typed builders.
 */
export const server = setupServer();

/** Where the API answers in tests: the client's default base '/api' on jsdom's origin. */
export const API_ORIGIN = 'http://localhost';

/** A handler URL for an API path: `apiUrl('/vacancies/:id')` -> 'http://localhost/api/vacancies/:id'. */
export function apiUrl(path: string): string {
  return `${API_ORIGIN}/api${path}`;
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/** Handlers per method for API paths: `api.get('/me', () => HttpResponse.json(buildEmployee()))`. */
export const api = {
  get: (path: string, resolver: Resolver) => http.get(apiUrl(path), resolver),
  post: (path: string, resolver: Resolver) => http.post(apiUrl(path), resolver),
  put: (path: string, resolver: Resolver) => http.put(apiUrl(path), resolver),
  patch: (path: string, resolver: Resolver) => http.patch(apiUrl(path), resolver),
  delete: (path: string, resolver: Resolver) => http.delete(apiUrl(path), resolver),
};

/** A JSON answer (status 200 unless given). */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return HttpResponse.json(body as DefaultBodyType, init);
}

/** A list page as the API answers it: the items with `Content-Range: <resource> <first>-<last>/<total>`. */
export function jsonList(resource: string, items: readonly unknown[], options: { first?: number; total?: number } = {}) {
  const first = options.first ?? 0;
  const total = options.total ?? items.length;
  const range = items.length === 0 ? `${resource} */${total}` : `${resource} ${first}-${first + items.length - 1}/${total}`;
  return HttpResponse.json(items as DefaultBodyType, { headers: { 'Content-Range': range } });
}

/** The API's error shape (spec section 7): `{ code, message, fieldErrors? }` with a status. */
export function jsonError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code, message, ...extra }, { status });
}

/** An answer without body (204 unless given). */
export function noContent(status = 204) {
  return new HttpResponse(null, { status });
}

/** A request that never gets an answer (a loading state that stays). */
export function neverAnswer(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** A failed connection (fetch rejects: offline, refused). */
export function networkFailure() {
  return HttpResponse.error();
}

/** What a test saw of one request: method, URL, parsed query, headers and the body. */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** Query parameters with JSON values parsed (`range=[0,5]` -> [0, 5]); others as text. */
  query: Record<string, unknown>;
  headers: Headers;
  /** The body as text ('' without one). */
  text: () => Promise<string>;
  /** The body parsed as JSON. */
  json: () => Promise<unknown>;
}

function parseQuery(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    try {
      query[name] = /^[[{]/.test(value) ? JSON.parse(value) : value;
    } catch {
      query[name] = value;
    }
  }
  return query;
}

/**
 * Records every request the page sends from now on, to assert paths, query
 * and bodies. Returns the live list; jest.setup-dom.ts stops the recording
 * after each test.
 */
export function recordRequests(): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const copy = request.clone();
    let body: Promise<string> | undefined;
    const text = () => (body ??= copy.text());
    seen.push({ method: request.method, url, query: parseQuery(url), headers: request.headers, text, json: async () => JSON.parse(await text()) as unknown });
  });
  return seen;
}

/** What {@link installApiMock}'s mock gets for a request: path and query, and the request's method, body text and headers. */
export type ApiMock = jest.Mock<Promise<Response> | Response | undefined, [string, ApiMockInit]>;

/** What a request sent besides its URL (what `fetch` was given, as the server sees it). */
export interface ApiMockInit {
  method: string;
  body: string | undefined;
  headers: Headers;
  credentials: RequestCredentials;
  keepalive: boolean;
}

/**
 * The API of a test as a jest mock function, answered through the MSW
 * server: every request reaches the mock as `(path and query, { method,
 * body, headers })` and what it returns (or resolves with) is the answer.
 * Set answers with `mockResolvedValue(Once)`; `networkFailure()` as an
 * answer is a failed connection; a request the mock leaves unanswered fails
 * the test (MSW's unhandled-request error).
 */
export function installApiMock(mock: ApiMock = jest.fn()): ApiMock {
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      return mock(`${url.pathname}${url.search}`, {
        method: request.method.toUpperCase(),
        body: text === '' ? undefined : text,
        headers: request.headers,
        credentials: request.credentials,
        keepalive: request.keepalive,
      });
    }),
  );
  return mock;
}
