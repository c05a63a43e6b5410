import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@interim/shared/testing';

// The machine is shared by several suites: allow slow renders in findBy/waitFor.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Test helper on the one network mock of the tests (MSW, `server` of
 * @interim/shared/testing): answers by method and path, so a test states the
 * API it talks to (the network edge) and every call can be inspected.
 */
export type FetchHandler = (url: URL, init: { method: string; body: string; headers: Headers }) => Response | Promise<Response>;

/** A recorded call. */
export interface FetchCall {
  method: string;
  url: URL;
  body: unknown;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers requests: `routes` maps `'GET /api/vacancies'` (path only, query
 * ignored) to a handler. Analytics posts are answered 204. A request no
 * route answers fails loudly (MSW's unhandled-request error).
 */
export function mockFetch(routes: Record<string, FetchHandler>) {
  const calls: FetchCall[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const handler = routes[`${method} ${url.pathname}`];
      const analytics = url.pathname === '/api/_mixpanel/track';
      if (!handler && !analytics) return undefined;
      const text = await request.text();
      calls.push({ method, url, body: parseBody(text) });
      if (analytics) return new HttpResponse(null, { status: 204 });
      return handler!(url, { method, body: text, headers: request.headers });
    }),
  );
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
