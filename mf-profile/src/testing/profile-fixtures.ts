/**
 * Test data and a fetch stand-in for the remote's jest tests: the network is
 * mocked at `fetch` only, answering by method and path.
 */
import type { Employee } from '@interim/shared/contract';
import { errorResponse, jsonResponse } from '@interim/shared/testing';

/** An employee as `GET /employees/me` answers, with overrides. */
export { buildEmployee } from '@interim/shared/testing';

/** With the given steps finished. */
export function withCompletedSteps(employee: Employee, completedSteps: number[]): Employee {
  return {
    ...employee,
    profileCompletion: {
      completedSteps,
      totalSteps: 6,
      percentage: Math.round((completedSteps.length / 6) * 100),
      isComplete: completedSteps.length === 6,
    },
  };
}

export const sectors = [
  { id: 1, name: 'Sociaal domein', slug: 'sociaal-domein' },
  { id: 3, name: 'ICT', slug: 'ict' },
];
export const positions = [
  { id: 12, name: 'Projectmanager', sectorId: 3 },
  { id: 13, name: 'Scrum master', sectorId: 3 },
];
export const educationLevels = [
  { id: 5, code: 'hbo', name: 'hbo', rank: 5 },
  { id: 6, code: 'wo', name: 'wo', rank: 6 },
];

/** A handler answers one request, or undefined to leave it to the next one. */
export type Handler = (
  method: string,
  path: string,
  init: RequestInit | undefined,
  url: URL,
) => Response | Promise<Response> | undefined;

export interface FakeApi {
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  /** Requests sent, as `METHOD /path?query`. */
  calls(): string[];
  /** The JSON bodies sent with `method` to a path starting with `path`. */
  bodies(method: string, path: string): unknown[];
}

/**
 * Installs a fetch that answers reference data and `GET /employees/me` (with
 * `employee`), after the given handlers; anything else is a 404.
 */
export function installFakeApi(employee: Employee | (() => Employee), handlers: Handler[] = []): FakeApi {
  const mock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  mock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    for (const handler of handlers) {
      const answer = await handler(method, path, init, url);
      if (answer) return answer;
    }
    if (method === 'GET' && path === '/employees/me') return jsonResponse(typeof employee === 'function' ? employee() : employee);
    if (method === 'GET' && path === '/sectors') return jsonResponse(sectors);
    if (method === 'GET' && path === '/positions') return jsonResponse(positions);
    if (method === 'GET' && path === '/education_levels') return jsonResponse(educationLevels);
    return errorResponse(404, 'NOT_FOUND', 'Niet gevonden');
  });
  global.fetch = mock as unknown as typeof fetch;
  return {
    fetch: mock,
    calls: () => mock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`),
    bodies: (method, path) =>
      mock.mock.calls
        .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).replace(/^\/api/, '').startsWith(path))
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
}
