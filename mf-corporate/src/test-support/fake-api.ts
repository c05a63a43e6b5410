import type { Employee, Vacancy } from '@interim/shared/contract';
import { http } from 'msw';
import { buildEmployee, buildVacancy, emptyResponse, errorResponse, jsonResponse, server } from '@interim/shared/testing';

/** A vacancy as `GET /api/vacancies/{id}` answers it (the contract-typed builder with this flow's defaults). */
export function vacancyFixture(overrides: Partial<Vacancy> = {}): Vacancy {
  return buildVacancy({
    id: 7,
    title: 'Interim projectleider zorg',
    excerpt: 'Leid het project.',
    clientName: 'Zorggroep De Linde',
    sector: { id: 1, name: 'Zorg' },
    position: { id: 2, name: 'Projectleider' },
    latitude: null,
    longitude: null,
    hoursPerWeekMin: 32,
    hoursPerWeekMax: 36,
    hourlyRateMin: 75,
    hourlyRateMax: 90,
    startDate: null,
    closingDate: '2026-12-18',
    educationLevel: null,
    description: 'Een mooie opdracht.',
    requirements: [],
    wishes: [],
    ...overrides,
  });
}

/** The logged-in employee as `GET /api/employees/me` answers it. */
export function employeeFixture(overrides: Partial<Employee> = {}): Employee {
  return buildEmployee({ id: 11, phone: '06 12345678', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', ...overrides });
}

type Handler = (init: { method: string; body: string; headers: Headers }, url: URL) => Response | Promise<Response>;

/** One recorded call of the fake API. */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * The API of a test, on the one network mock of the tests (MSW): answers by
 * `METHOD /path` (path without the origin), records every call, and answers
 * 404 for anything not routed; analytics is accepted unless a test routes it.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const text = await request.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        body = text;
      }
      calls.push({ method, url, body });
      // Analytics (completeLogin tracks 'User logged in') is accepted unless a test routes it.
      const handler = routes[`${method} ${url.pathname}`] ?? (url.pathname.endsWith('/_mixpanel/track') ? () => emptyResponse() : undefined);
      return handler ? handler({ method, body: text, headers: request.headers }, url) : errorResponse(404, 'NOT_FOUND', 'Niet gevonden');
    }),
  );
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) };
}

export { emptyResponse, errorResponse, jsonResponse };
