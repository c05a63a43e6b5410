import { configure } from '@testing-library/react';

// The machine is shared by several suites: allow slow renders in findBy/waitFor.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Test helper: answers `fetch` by method and path, so a test states the API
 * it talks to (the network edge) and every call can be inspected.
 */
export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A recorded call. */
export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Installs a `fetch` mock: `routes` maps `'GET /api/vacancies'` (path only,
 * query ignored) to a handler. Analytics posts are answered 204. Unknown
 * calls fail the test loudly.
 */
export function mockFetch(routes: Record<string, FetchHandler>) {
  const calls: FetchCall[] = [];
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, url, body });
    if (url.pathname === '/api/_mixpanel/track') return new Response(null, { status: 204 });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected fetch ${method} ${url.pathname}${url.search}`);
    return handler(url, init);
  });
  global.fetch = mock as unknown as typeof fetch;
  return {
    calls,
    /** Calls to one route (analytics left out unless asked for). */
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.url.pathname === path);
    },
    /** Analytics events sent. */
    events() {
      return calls.filter((call) => call.url.pathname === '/api/_mixpanel/track').map((call) => call.body as { event: string; properties: Record<string, unknown> });
    },
  };
}

/** The JSON of a query parameter of a call (`filter`, `range`, `sort`). */
export function jsonParam(url: URL, name: string): unknown {
  const value = url.searchParams.get(name);
  return value === null ? undefined : JSON.parse(value);
}
