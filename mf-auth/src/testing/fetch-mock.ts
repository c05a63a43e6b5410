import { http } from 'msw';
import { server } from '@interim/shared/testing';

/**
 * Test helper: the API of a test as a jest mock function, answered through
 * the one network mock of the tests (MSW): every request reaches the mock
 * as `(path and query, { method, body, headers })`, and what it resolves
 * with is the answer. Set answers with `mockResolvedValue(Once)`; a request
 * the mock does not answer fails loudly (MSW's unhandled-request error).
 */
export type FetchMock = jest.Mock<Promise<Response> | undefined, [string, { method: string; body: string | undefined; headers: Headers }]>;

/** Routes every request of the test to a fresh mock and returns it. */
export function installFetchMock(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      return fetchMock(`${url.pathname}${url.search}`, { method: request.method.toUpperCase(), body: text === '' ? undefined : text, headers: request.headers });
    }),
  );
  return fetchMock;
}

/** One recorded call. */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** The calls of a fetch mock, in order. */
export function callsOf(fetchMock: FetchMock): RecordedCall[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    method: init.method,
    url,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
