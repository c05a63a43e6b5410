/**
 * Test helper: `fetch` replaced by a jest mock (the network edge), with the
 * calls readable as method, path and parsed JSON body.
 */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

/** Installs a fresh fetch mock on `global.fetch` and returns it. */
export function installFetchMock(): FetchMock {
  const fetchMock: FetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
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
    method: init?.method ?? 'GET',
    url: String(url),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  }));
}
