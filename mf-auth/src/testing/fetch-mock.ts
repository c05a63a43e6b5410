import { installApiMock, type ApiMock } from '@interim/shared/testing';

/** The API of a test as a jest mock function, answered through the MSW server (`installApiMock` of @interim/shared/testing). */
export type FetchMock = ApiMock;

/** Routes every request of the test to a fresh mock and returns it. */
export function installFetchMock(): FetchMock {
  return installApiMock();
}

/** One recorded call. */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** The calls of a fetch mock, in order, with JSON bodies parsed. */
export function callsOf(fetchMock: FetchMock): RecordedCall[] {
  return fetchMock.mock.calls.map(([url, init]) => ({
    method: init.method,
    url,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
