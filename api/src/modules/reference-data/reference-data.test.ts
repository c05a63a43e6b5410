import { parseContentRange } from '@interim/shared/contract';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { POSTCODE_CENTROIDS } from './postcode-centroids.fixture.js';
import { SEED_BRANCHES, SEED_EDUCATION_LEVELS, SEED_SECTORS } from './reference-data.seed-data.js';
import { seedReferenceData } from './reference-data.seed.js';

describe.each(testDatabases)('reference data ($name)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database);
  });
  afterAll(async () => testApp?.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('lists sectors by name with Content-Range and a short cache lifetime', async () => {
    const response = await get('/api/sectors');
    expect(response.statusCode).toBe(200);
    const sectors = response.json() as Array<{ id: number; name: string; slug: string }>;
    expect(sectors.map((sector) => sector.name)).toEqual(SEED_SECTORS.map((sector) => sector.name).sort((a, b) => a.localeCompare(b, 'nl')));
    expect(parseContentRange(response.headers['content-range'] as string)).toEqual({ resource: 'sectors', start: 0, end: sectors.length - 1, total: sectors.length });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('filters sectors by a case-insensitive part of the name, taking % and _ literally', async () => {
    const zorg = (await get(`/api/sectors?filter=${encodeURIComponent('{"q":"ZORG"}')}`)).json() as Array<{ name: string }>;
    expect(zorg.map((sector) => sector.name)).toEqual(['Zorg en welzijn']);
    const none = await get(`/api/sectors?filter=${encodeURIComponent('{"q":"%"}')}`);
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('sectors */0');
  });

  it('lists positions, optionally of one sector', async () => {
    const all = (await get('/api/positions')).json() as Array<{ id: number; sectorId: number; name: string }>;
    expect(all.length).toBe(SEED_SECTORS.reduce((sum, sector) => sum + sector.positions.length, 0));
    const sector = all[0]!.sectorId;
    const ofSector = (await get(`/api/positions?filter=${encodeURIComponent(JSON.stringify({ sector }))}`)).json() as typeof all;
    expect(ofSector.length).toBeGreaterThan(0);
    expect(ofSector.every((position) => position.sectorId === sector)).toBe(true);
  });

  it('lists the Dutch education levels from vmbo to wo in order', async () => {
    const levels = (await get('/api/education_levels')).json() as Array<{ name: string; rank: number }>;
    expect(levels.map((level) => level.name)).toEqual(['vmbo', 'mbo 1', 'mbo 2', 'mbo 3', 'mbo 4', 'havo', 'vwo', 'hbo', 'wo']);
    expect(levels.map((level) => level.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(levels).toHaveLength(SEED_EDUCATION_LEVELS.length);
  });

  it('lists the offices with their contact details, and finds them by city', async () => {
    const branches = (await get('/api/branches')).json() as Array<{ city: string; phone: string; email: string; postcode: string }>;
    expect(branches).toHaveLength(SEED_BRANCHES.length);
    expect(branches.every((branch) => /^[1-9][0-9]{3} [A-Z]{2}$/.test(branch.postcode) && branch.email.includes('@'))).toBe(true);
    const utrecht = (await get(`/api/branches?filter=${encodeURIComponent('{"q":"utrecht"}')}`)).json() as typeof branches;
    expect(utrecht.map((branch) => branch.city)).toEqual(['Utrecht']);
  });

  it.each([
    ['/api/sectors?filter={bad', 'filter'],
    ['/api/sectors?filter={"name":"x"}', 'filter'],
    ['/api/positions?filter={"sector":"ICT"}', 'filter.sector'],
    ['/api/branches?filter={"q":1}', 'filter.q'],
    ['/api/education_levels?filter={"ids":["a"]}', 'filter.ids.0'],
    [`/api/sectors?filter={"q":"${'a'.repeat(101)}"}`, 'filter.q'],
  ])('answers %s with a 400 naming the field', async (url, path) => {
    const response = await get(url.replace(/[{}"[\]]/g, encodeURIComponent));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: [{ path }] });
  });

  it('seeds idempotently', async () => {
    const before = ((await get('/api/positions')).json() as unknown[]).length;
    await seedReferenceData({ db: testApp.database.db, now: new Date(), log: () => undefined });
    expect(((await get('/api/positions')).json() as unknown[]).length).toBe(before);
  });
});

describe('postcode centroid fixture', () => {
  it('holds unique, plausible Dutch PC4 areas', () => {
    const codes = POSTCODE_CENTROIDS.map(([pc4]) => pc4);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [pc4, city, latitude, longitude] of POSTCODE_CENTROIDS) {
      expect(pc4).toBeGreaterThanOrEqual(1000);
      expect(pc4).toBeLessThanOrEqual(9999);
      expect(city.length).toBeGreaterThan(1);
      // The Netherlands: roughly 50.7-53.6 N, 3.3-7.3 E.
      expect(latitude).toBeGreaterThan(50.7);
      expect(latitude).toBeLessThan(53.6);
      expect(longitude).toBeGreaterThan(3.3);
      expect(longitude).toBeLessThan(7.3);
    }
  });
});
