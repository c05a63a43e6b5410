import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs, type TestLogin } from '../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app.js';

/**
 * Issue 42, item 6: numbers past PostgreSQL's `integer` reached the database
 * and answered 500 (with a stack in the log), a day that does not exist did
 * too, and a sector id of 2^31 was stored in the preferences with a 200. The
 * contract bounds them now (shared/src/contract/endpoint-bounds.test.ts walks
 * every request schema); these are the cases of the review, end to end.
 */
const TOO_BIG = 2 ** 31;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe.each(testDatabases)('numbers and dates out of range are a 400 with a Dutch message ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let freelancer: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.bounds@example.nl', { staff: true, firstName: 'Sanne' });
    freelancer = await loginAs(app, 'frits.bounds@example.nl', { firstName: 'Frits' });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { ...(login ? { cookie: login.cookieHeader } : {}), 'x-requested-with': 'interim-web' },
      ...(payload ? { payload } : {}),
    });

  const expectRefused = (response: LightMyRequestResponse, path: string, message: string) => {
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: expect.objectContaining({ code: 'VALIDATION_ERROR', fieldErrors: expect.arrayContaining([{ path, message }]) }),
    });
  };

  it.each([
    ['positions by sector', `/api/positions?filter=${q({ sector: TOO_BIG })}`, 'filter.sector'],
    ['sectors by ids', `/api/sectors?filter=${q({ ids: [TOO_BIG] })}`, 'filter.ids.0'],
    ['vacancies by sector', `/api/vacancies?filter=${q({ sector: TOO_BIG })}`, 'filter.sector'],
  ])('refuses %s past int4 (public)', async (_name, url, path) => {
    expectRefused(await call(undefined, 'GET', url), path, 'Ongeldige waarde');
  });

  it.each([
    ['employees by sector', `/api/employees?filter=${q({ sector: TOO_BIG })}`, 'filter.sector'],
    ['employees by ids', `/api/employees?filter=${q({ ids: [1, TOO_BIG] })}`, 'filter.ids.1'],
    ['vacancy summaries by ids', `/api/vacancy_summaries?ids=1,${TOO_BIG}`, 'ids.1'],
  ])('refuses %s past int4 (staff)', async (_name, url, path) => {
    expectRefused(await call(staff, 'GET', url), path, 'Ongeldige waarde');
  });

  it('refuses offer answers of an id past int4', async () => {
    expectRefused(await call(freelancer, 'GET', `/api/offer_answers?ids=${TOO_BIG}`), 'ids.0', 'Ongeldige waarde');
    expect((await call(freelancer, 'GET', '/api/offer_answers?ids=2147483647')).statusCode).toBe(200);
  });

  it('refuses an audit filter on a day that does not exist', async () => {
    expectRefused(await call(staff, 'GET', `/api/audit_entries?filter=${q({ from: '2026-02-30' })}`), 'filter.from', 'Deze datum bestaat niet');
    expectRefused(await call(staff, 'GET', `/api/audit_entries?filter=${q({ to: '2026-13-01' })}`), 'filter.to', 'Deze datum bestaat niet');
    expect((await call(staff, 'GET', `/api/audit_entries?filter=${q({ from: '2026-02-28', to: '2028-02-29' })}`)).statusCode).toBe(200);
  });

  it('does not store a sector id past int4, or a day that does not exist, in the preferences', async () => {
    const url = `/api/employees/${freelancer.employeeId}`;
    expectRefused(await call(freelancer, 'PATCH', url, { preferences: { sector: TOO_BIG } }), 'preferences.sector', 'Ongeldige waarde');
    expectRefused(await call(freelancer, 'PATCH', url, { preferences: { availableFrom: '2026-02-30' } }), 'preferences.availableFrom', 'Deze datum bestaat niet');
    const stored = await app.db.selectFrom('employees').select('preferences').where('id', '=', freelancer.employeeId).executeTakeFirstOrThrow();
    expect(stored.preferences).not.toHaveProperty('sector');
    expect(stored.preferences).not.toHaveProperty('availableFrom');
  });
});
