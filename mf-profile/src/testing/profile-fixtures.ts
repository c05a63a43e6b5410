/**
 * Test data and the API of the remote's jest tests, answered by method and
 * path on the one network mock (MSW).
 */
import type { Employee } from '@interim/shared/contract';
import { http } from 'msw';
import { errorResponse, jsonResponse, server } from '@interim/shared/testing';

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
  init: { method: string; body: string } | undefined,
  url: URL,
) => Response | Promise<Response> | undefined;

export interface FakeApi {
  /** Requests sent, as `METHOD /path?query`. */
  calls(): string[];
  /** The JSON bodies sent with `method` to a path starting with `path`. */
  bodies(method: string, path: string): unknown[];
}

/**
 * Answers, on the one network mock of the tests (MSW), reference data and
 * `GET /employees/me` (with `employee`), after the given handlers; anything
 * else is a 404.
 */
export function installFakeApi(employee: Employee | (() => Employee), handlers: Handler[] = []): FakeApi {
  const seen: { method: string; path: string; search: string; body: string }[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const method = request.method.toUpperCase();
      const body = await request.text();
      seen.push({ method, path, search: url.search, body });
      for (const handler of handlers) {
        const answer = await handler(method, path, { method, body }, url);
        if (answer) return answer;
      }
      if (method === 'GET' && path === '/employees/me') return jsonResponse(typeof employee === 'function' ? employee() : employee);
      if (method === 'GET' && path === '/sectors') return jsonResponse(sectors);
      if (method === 'GET' && path === '/positions') return jsonResponse(positions);
      if (method === 'GET' && path === '/education_levels') return jsonResponse(educationLevels);
      if (method === 'GET' && path === '/auth/sessions') return jsonResponse([]);
      return errorResponse(404, 'NOT_FOUND', 'Niet gevonden');
    }),
  );
  return {
    calls: () => seen.map((call) => `${call.method} ${call.path}${call.search}`),
    bodies: (method, path) => seen.filter((call) => call.method === method && call.path.startsWith(path)).map((call) => JSON.parse(call.body) as unknown),
  };
}
