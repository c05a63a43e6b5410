import type { EmployeeListItem } from '@interim/shared/contract';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { insertEmployee } from './employees.repository.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');

/**
 * Staff's candidate search near a postcode: `GET /api/employees` with
 * `filter.postcode` and `filter.distanceKm`. Distances are from the seed's
 * PC4 centroids (origin 3511 Utrecht: 52.0907, 5.1145).
 */
describe.each(testDatabases)('GET /api/employees near a postcode ($name)', (database) => {
  let testApp: TestApp;
  let staff: TestLogin;
  let freelancer: TestLogin;
  const ids: Record<string, number> = {};

  // Name -> the PC4 area whose centroid the candidate has (null: no coordinates).
  const candidates: Array<[string, string | null, [number, number] | null]> = [
    ['Dichtbij', '3512 AA', [52.0897, 5.1246]], // 0.7 km
    ['Amsterdam', '1011 AB', [52.3731, 4.9003]], // 34.6 km
    ['Rotterdam', '3011 AA', [51.9211, 4.4858]], // 47 km
    ['Groningen', '9711 AA', [53.2186, 6.5682]], // 159.2 km
    ['Onbekend', null, null],
  ];

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: true, now: () => NOW });
    staff = await loginAs(testApp.app, 'staf@interimly.nl');
    freelancer = await loginAs(testApp.app, 'zoeker@voorbeeld.nl');
    for (const [lastName, postcode, location] of candidates) {
      const created = await insertEmployee(testApp.database.db, {
        email: `${lastName.toLowerCase()}@afstand.nl`,
        firstName: 'Kandidaat',
        lastName,
        privacyConsentAt: NOW,
        now: NOW,
      });
      await testApp.database.db
        .updateTable('employees')
        .set({ postcode, latitude: location?.[0] ?? null, longitude: location?.[1] ?? null })
        .where('id', '=', created!.id)
        .execute();
      ids[lastName] = created!.id;
    }
  });
  afterAll(async () => testApp?.close());

  /** Staff's list of the five test candidates with `filter` (and `sort`) added. */
  const list = (filter: Record<string, unknown>, options: { sort?: [string, string]; login?: TestLogin | null; range?: [number, number] } = {}) => {
    const params = new URLSearchParams({ filter: JSON.stringify({ ids: Object.values(ids), ...filter }) });
    if (options.sort) params.set('sort', JSON.stringify(options.sort));
    if (options.range) params.set('range', JSON.stringify(options.range));
    const login = options.login === undefined ? staff : options.login;
    return testApp.app.inject({ method: 'GET', url: `/api/employees?${params}`, headers: login ? { cookie: login.cookieHeader } : {} });
  };
  const summary = (body: EmployeeListItem[]) => body.map((employee) => [employee.lastName, employee.distanceKm]);

  it('with a postcode answers everyone with a distance, nearest first, no coordinates last with null', async () => {
    const response = await list({ postcode: '3511 AB' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('employees 0-4/5');
    expect(summary(response.json())).toEqual([
      ['Dichtbij', 0.7],
      ['Amsterdam', 34.6],
      ['Rotterdam', 47],
      ['Groningen', 159.2],
      ['Onbekend', null],
    ]);
    // Only the four digits, or no space: the same area, the same answer.
    expect(summary((await list({ postcode: '3511' })).json())).toEqual(summary(response.json()));
    expect(summary((await list({ postcode: '3511ab' })).json())).toEqual(summary(response.json()));
  });

  it('with a distance keeps only those within it (never one without coordinates), and pages them', async () => {
    const within = await list({ postcode: '3511', distanceKm: 50 });
    expect(within.headers['content-range']).toBe('employees 0-2/3');
    expect(summary(within.json())).toEqual([
      ['Dichtbij', 0.7],
      ['Amsterdam', 34.6],
      ['Rotterdam', 47],
    ]);
    const second = await list({ postcode: '3511', distanceKm: 50 }, { range: [1, 1] });
    expect(second.headers['content-range']).toBe('employees 1-1/3');
    expect(summary(second.json())).toEqual([['Amsterdam', 34.6]]);
    expect(summary((await list({ postcode: '3511', distanceKm: 1 })).json())).toEqual([['Dichtbij', 0.7]]);
    // The box's corners are trimmed by the exact distance: 34.6 km is not within 34.
    expect(summary((await list({ postcode: '3511', distanceKm: 34 })).json())).toEqual([['Dichtbij', 0.7]]);
    // Other filters still apply.
    expect(summary((await list({ postcode: '3511', distanceKm: 50, q: 'rotter' })).json())).toEqual([['Rotterdam', 47]]);
  });

  it('sorts by distance either way (unknown last), or by another field keeping the distances', async () => {
    const farthest = await list({ postcode: '3511' }, { sort: ['distance', 'DESC'] });
    expect(summary(farthest.json()).map(([name]) => name)).toEqual(['Groningen', 'Rotterdam', 'Amsterdam', 'Dichtbij', 'Onbekend']);
    const byName = await list({ postcode: '3511' }, { sort: ['lastName', 'ASC'] });
    expect(summary(byName.json())).toEqual([
      ['Amsterdam', 34.6],
      ['Dichtbij', 0.7],
      ['Groningen', 159.2],
      ['Onbekend', null],
      ['Rotterdam', 47],
    ]);
  });

  it('answers null distances without a postcode, in the default order (newest first)', async () => {
    const response = await list({}, { sort: ['lastName', 'ASC'] });
    expect(response.json().every((employee: EmployeeListItem) => employee.distanceKm === null)).toBe(true);
    expect(response.headers['content-range']).toBe('employees 0-4/5');
  });

  it('refuses an unknown postcode with a Dutch field error, as the vacancy search does', async () => {
    const response = await list({ postcode: '9999 ZZ', distanceKm: 10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'UNKNOWN_POSTCODE',
      message: 'We kennen deze postcode niet.',
      fieldErrors: [{ path: 'filter.postcode', message: 'We kennen deze postcode niet. Controleer de postcode of zoek zonder afstand.' }],
    });
  });

  it.each([
    [{ distanceKm: 10 }, undefined, 'filter.postcode', 'Vul een postcode in om op afstand te zoeken'],
    [{ postcode: '3511', distanceKm: 0 }, undefined, 'filter.distanceKm', undefined],
    [{ postcode: '3511', distanceKm: 301 }, undefined, 'filter.distanceKm', undefined],
    [{ postcode: '0123' }, undefined, 'filter.postcode', undefined],
    [{ postcode: 'Utrecht' }, undefined, 'filter.postcode', undefined],
    [{}, ['distance', 'ASC'] as [string, string], 'sort', 'Sorteren op afstand kan alleen met een postcode'],
  ])('refuses the bad query %j (sort %j) with 400 on %s', async (filter, sort, path, message) => {
    const response = await list(filter, sort ? { sort } : {});
    expect(response.statusCode).toBe(400);
    const errors: Array<{ path: string; message: string }> = response.json().fieldErrors;
    expect(errors.map((error) => error.path)).toContain(path);
    if (message) expect(errors).toContainEqual({ path, message });
  });

  it('is refused to visitors (401) and freelancers (403) before the postcode is looked at', async () => {
    for (const filter of [{ postcode: '3511', distanceKm: 25 }, { postcode: '9999 ZZ' }]) {
      const visitor = await list(filter, { login: null });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHENTICATED');
      const employee = await list(filter, { login: freelancer });
      expect(employee.statusCode).toBe(403);
      expect(employee.json()).toEqual({ code: 'FORBIDDEN', message: 'Je hebt geen toegang tot deze gegevens.' });
    }
  });
});
