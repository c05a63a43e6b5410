import { parseContentRange, type VacancyListItem } from '@interim/shared/contract';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { CITY_PROVINCE } from './provinces.js';

const NOW = new Date('2026-11-22T08:00:00.000Z');

// Issue 17: on the seeded site a search for "Utrecht" answered "Provincie Utrecht · Rotterdam" and the like.
describe.each(testDatabases)('searching the demo data for a place ($name)', (database) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => NOW });
  });
  afterAll(async () => testApp?.close());

  it('finds only vacancies in the province of Utrecht for "Utrecht", Utrecht itself among them', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'Utrecht' }));
    const response = await testApp.app.inject({ method: 'GET', url: `/api/vacancies?filter=${filter}&range=${encodeURIComponent("[0,99]")}` });
    expect(response.statusCode).toBe(200);
    const items = response.json() as VacancyListItem[];
    expect(parseContentRange(response.headers['content-range'] as string)?.total).toBe(items.length);
    expect(items.some((item) => item.city === 'Utrecht')).toBe(true);
    expect(items.filter((item) => CITY_PROVINCE[item.city] !== 'Utrecht').map((item) => `${item.clientName ?? 'anoniem'} · ${item.city}`)).toEqual([]);
  });
});
