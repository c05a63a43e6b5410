import type { Employee, Vacancy } from '@interim/shared/contract';
import { buildEmployee, emptyResponse, errorResponse, jsonResponse } from '@interim/shared/testing';

/** A vacancy as `GET /api/vacancies/{id}` answers it. */
export function vacancyFixture(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: 7,
    title: 'Interim projectleider zorg',
    excerpt: 'Leid het project.',
    clientName: 'Zorggroep De Linde',
    isAnonymous: false,
    sector: { id: 1, name: 'Zorg' },
    position: { id: 2, name: 'Projectleider' },
    city: 'Utrecht',
    postcode: '3511 AB',
    latitude: null,
    longitude: null,
    hoursPerWeekMin: 32,
    hoursPerWeekMax: 36,
    hourlyRateMin: 75,
    hourlyRateMax: 90,
    startDate: null,
    duration: '6 maanden',
    closingDate: '2026-12-18',
    workMode: 'hybrid',
    zzpAllowed: true,
    educationLevel: null,
    driversLicenseRequired: false,
    status: 'open',
    publishedAt: '2026-11-20T09:00:00.000Z',
    isFavorite: false,
    distanceKm: null,
    description: 'Een mooie opdracht.',
    requirements: [],
    wishes: [],
    ...overrides,
  } as Vacancy;
}

/** The logged-in employee as `GET /api/employees/me` answers it. */
export function employeeFixture(overrides: Partial<Employee> = {}): Employee {
  return buildEmployee({ id: 11, phone: '06 12345678', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', ...overrides });
}

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/** One recorded call of the fake API. */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * A fake of the network edge (`fetch`): answers by `METHOD /path` (path
 * without the base URL's origin), records every call, and answers 404 for
 * anything not routed.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    // Analytics (completeLogin tracks 'User logged in') is accepted unless a test routes it.
    const handler = routes[`${method} ${url.pathname}`] ?? (url.pathname.endsWith('/_mixpanel/track') ? () => emptyResponse() : undefined);
    return handler ? handler(init, url) : errorResponse(404, 'NOT_FOUND', 'Niet gevonden');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path) };
}

export { emptyResponse, errorResponse, jsonResponse };
