import { CLIENT_HEADER, parseContentRange, type Vacancy, type VacancyListItem } from '@interim/shared/contract';
import { sql } from 'kysely';
import { createTestApp, TEST_USER_HEADER, type TestApp, testDatabases } from '../../testing/test-app.js';
import { ConcurrencyLimiter } from '../../http/concurrency-limiter.js';
import { findRequestIdOfVacancy } from '../client-requests/client-requests.readers.js';
import { VacancyService } from './vacancies.service.js';
import { VacancyListCache } from './vacancy-list-cache.js';
import { SEED_VACANCY_COUNT } from './vacancies.seed.js';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe.each(testDatabases)('vacancies ($name)', (database) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => NOW, testUsers: true });
  });
  afterAll(async () => testApp?.close());

  async function list(query: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const params = Object.entries(query)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? encodeURIComponent(value) : json(value)}`)
      .join('&');
    const response = await testApp.app.inject({ method: 'GET', url: `/api/vacancies${params ? `?${params}` : ''}`, headers });
    return { response, items: response.statusCode === 200 ? (response.json() as VacancyListItem[]) : [], range: parseContentRange(response.headers['content-range'] as string) };
  }

  async function countRows(table: 'vacancy_events' | 'favorites' | 'vacancies'): Promise<number> {
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(testApp.database.db);
    return rows[0]!.count;
  }

  describe('GET /api/vacancies', () => {
    it('lists open vacancies, newest first, 20 by default, with Content-Range', async () => {
      const { response, items, range } = await list();
      expect(response.statusCode).toBe(200);
      expect(items).toHaveLength(20);
      expect(range).toMatchObject({ resource: 'vacancies', start: 0, end: 19 });
      const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM vacancies WHERE status = 'open'`.execute(testApp.database.db);
      expect(range?.total).toBe(rows[0]!.count);
      expect(items.every((item) => item.status === 'open')).toBe(true);
      const published = items.map((item) => item.publishedAt);
      expect([...published].sort().reverse()).toEqual(published);
      expect(items.every((item) => item.isFavorite === false && item.distanceKm === null)).toBe(true);
    });

    it('answers realistic Dutch vacancies with every field of the contract', async () => {
      const { items } = await list({ range: [0, 99] });
      for (const item of items) {
        expect(item.hourlyRateMin).toBeGreaterThanOrEqual(45);
        expect(item.hourlyRateMax).toBeLessThanOrEqual(140);
        expect(item.hourlyRateMin).toBeLessThanOrEqual(item.hourlyRateMax);
        expect(item.hoursPerWeekMin).toBeLessThanOrEqual(item.hoursPerWeekMax);
        expect(item.postcode).toMatch(/^[1-9][0-9]{3} [A-Z]{2}$/);
        expect(item.excerpt.length).toBeLessThanOrEqual(221);
      }
      const anonymous = items.filter((item) => item.isAnonymous);
      expect(anonymous.length).toBeGreaterThan(0);
      expect(anonymous.every((item) => item.clientName === 'Anonieme opdrachtgever')).toBe(true);
    });

    it('pages through the whole list without overlap or gaps, for each sort', async () => {
      for (const sort of [['publishedAt', 'DESC'], ['rate', 'ASC'], ['rate', 'DESC'], ['closingDate', 'ASC']] as const) {
        const seen: number[] = [];
        let total = Infinity;
        for (let start = 0; start < total; start += 25) {
          const { items, range } = await list({ sort, range: [start, start + 24] });
          total = range!.total;
          seen.push(...items.map((item) => item.id));
        }
        expect(seen).toHaveLength(total);
        expect(new Set(seen).size).toBe(total);
        // The same rows in one big page come in the same order.
        const first = await list({ sort, range: [0, 99] });
        expect(first.items.map((item) => item.id)).toEqual(seen.slice(0, 100));
      }
    });

    it('sorts by rate and by closing date in both directions', async () => {
      const ascending = (await list({ sort: ['rate', 'ASC'], range: [0, 49] })).items.map((item) => item.hourlyRateMax);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await list({ sort: ['rate', 'DESC'], range: [0, 49] })).items.map((item) => item.hourlyRateMax);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      const closing = (await list({ sort: ['closingDate', 'ASC'], range: [0, 49] })).items.map((item) => item.closingDate);
      expect(closing).toEqual([...closing].sort());
    });

    it('answers a page past the end with an empty list and the total', async () => {
      const { response, items } = await list({ range: [5000, 5019] });
      expect(response.statusCode).toBe(200);
      expect(items).toEqual([]);
      expect(response.headers['content-range']).toMatch(/^vacancies \*\/\d+$/);
    });

    it('exposes Content-Range to the allowed cross-origin site', async () => {
      const other = await createTestApp(database, { seed: false, config: { corsOrigins: ['https://www.interimbureau.nl'] } });
      try {
        const response = await other.app.inject({ method: 'GET', url: '/api/vacancies', headers: { origin: 'https://www.interimbureau.nl' } });
        expect(response.headers['access-control-allow-origin']).toBe('https://www.interimbureau.nl');
        expect(String(response.headers['access-control-expose-headers'])).toContain('Content-Range');
        const foreign = await other.app.inject({ method: 'GET', url: '/api/vacancies', headers: { origin: 'https://evil.example' } });
        expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await other.close();
      }
    });

    describe('full-text search', () => {
      it('finds "projectmanager" when searching "projectmanagers" (Dutch stemming)', async () => {
        const plural = await list({ filter: { q: 'projectmanagers' }, range: [0, 99] });
        const singular = await list({ filter: { q: 'projectmanager' }, range: [0, 99] });
        expect(plural.range!.total).toBeGreaterThan(0);
        expect(plural.range!.total).toBe(singular.range!.total);
        expect(plural.items.some((item) => /projectmanager/i.test(item.title))).toBe(true);
      });

      it('ranks title matches above matches in the text', async () => {
        const { items } = await list({ filter: { q: 'controller' }, range: [0, 99] });
        expect(items.length).toBeGreaterThan(1);
        const firstTextOnly = items.findIndex((item) => !/controller/i.test(item.title));
        const lastTitle = items.map((item) => /controller/i.test(item.title)).lastIndexOf(true);
        if (firstTextOnly !== -1) expect(lastTitle).toBeLessThan(firstTextOnly);
      });

      it('tolerates a typo in the title when the database has pg_trgm', async () => {
        const { items, range } = await list({ filter: { q: 'projectmanagr' } });
        if (!testApp.database.features.trigram) {
          expect(range!.total).toBe(0);
          return;
        }
        expect(items.length).toBeGreaterThan(0);
        expect(items.every((item) => /projectmanager/i.test(item.title))).toBe(true);
      });

      it('finds nothing for text that is nowhere', async () => {
        const { response, items } = await list({ filter: { q: 'xylofoonstemmer' } });
        expect(response.statusCode).toBe(200);
        expect(items).toEqual([]);
        expect(response.headers['content-range']).toBe('vacancies */0');
      });

      it('does not find an anonymous client by its hidden name', async () => {
        const { rows } = await sql<{ client_name: string }>`
          SELECT client_name FROM vacancies v
          WHERE client_anonymous AND status = 'open'
            AND NOT EXISTS (SELECT 1 FROM vacancies o WHERE o.client_name = v.client_name AND NOT o.client_anonymous)
          LIMIT 1`.execute(testApp.database.db);
        if (rows.length === 0) return;
        const { items } = await list({ filter: { q: `"${rows[0]!.client_name}"` }, range: [0, 99] });
        expect(items.every((item) => !item.isAnonymous)).toBe(true);
      });

      it('sorts by relevance or by date on request', async () => {
        const byDate = await list({ filter: { q: 'gemeente' }, sort: ['publishedAt', 'DESC'], range: [0, 29] });
        const dates = byDate.items.map((item) => item.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
        const byRelevance = await list({ filter: { q: 'gemeente' }, sort: ['relevance', 'DESC'], range: [0, 29] });
        expect(byRelevance.response.statusCode).toBe(200);
        expect(byRelevance.range!.total).toBe(byDate.range!.total);
      });
    });

    describe('filters', () => {
      it('filters by sector and position', async () => {
        const sectors = (await testApp.app.inject({ method: 'GET', url: '/api/sectors' })).json() as Array<{ id: number; name: string }>;
        const ict = sectors.find((sector) => sector.name === 'ICT')!;
        const { items, range } = await list({ filter: { sector: ict.id }, range: [0, 99] });
        expect(range!.total).toBeGreaterThan(0);
        expect(items.every((item) => item.sector.id === ict.id)).toBe(true);
        const position = items[0]!.position.id;
        const byPosition = await list({ filter: { position: [position] }, range: [0, 99] });
        expect(byPosition.items.every((item) => item.position.id === position)).toBe(true);
      });

      it('keeps vacancies whose hours and rate bands overlap the wish', async () => {
        const { items } = await list({ filter: { hoursMin: 36, rateMin: 100 }, range: [0, 99] });
        expect(items.length).toBeGreaterThan(0);
        expect(items.every((item) => item.hoursPerWeekMax >= 36 && item.hourlyRateMax >= 100)).toBe(true);
        const few = await list({ filter: { hoursMax: 20 }, range: [0, 99] });
        expect(few.items.every((item) => item.hoursPerWeekMin <= 20)).toBe(true);
      });

      it('filters by work mode, zzp, education level and status', async () => {
        const remote = await list({ filter: { workMode: 'remote', zzpAllowed: true }, range: [0, 99] });
        expect(remote.items.length).toBeGreaterThan(0);
        expect(remote.items.every((item) => item.workMode === 'remote' && item.zzpAllowed)).toBe(true);
        const levels = (await testApp.app.inject({ method: 'GET', url: '/api/education_levels' })).json() as Array<{ id: number; code: string }>;
        const wo = levels.find((level) => level.code === 'wo')!;
        const academic = await list({ filter: { educationLevel: wo.id }, range: [0, 99] });
        expect(academic.items.every((item) => item.educationLevel?.id === wo.id)).toBe(true);
        const closed = await list({ filter: { status: 'closed' }, range: [0, 99] });
        expect(closed.items.length).toBeGreaterThan(0);
        expect(closed.items.every((item) => item.status === 'closed')).toBe(true);
        const all = await list({ filter: { status: 'all' } });
        const open = await list();
        expect(all.range!.total).toBe(open.range!.total + closed.range!.total);
        expect(all.range!.total).toBe(await countRows('vacancies'));
      });

      it('searches within a radius of a postcode and sorts by distance', async () => {
        const { response, items } = await list({ filter: { postcode: '3511 AB', radiusKm: 25 }, sort: ['distance', 'ASC'], range: [0, 99] });
        expect(response.statusCode).toBe(200);
        expect(items.length).toBeGreaterThan(0);
        const distances = items.map((item) => item.distanceKm!);
        expect(distances.every((distance) => distance !== null && distance <= 25)).toBe(true);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        expect(items.some((item) => item.city === 'Utrecht')).toBe(true);
        expect(items.some((item) => item.city === 'Groningen')).toBe(false);
        // Without a radius every vacancy comes back, nearest first.
        const everywhere = await list({ filter: { postcode: '9711' }, sort: ['distance', 'ASC'] });
        expect(everywhere.items[0]!.city).toBe('Groningen');
      });

      it('gives a vacancy without coordinates no distance, and sorts it last either way', async () => {
        // A staff-written vacancy whose postcode area the centroid table lacks has none.
        const [located, unlocated] = (await list()).items;
        const db = testApp.database.db;
        const saved = await db.selectFrom('vacancies').select(['latitude', 'longitude']).where('id', '=', unlocated!.id).executeTakeFirstOrThrow();
        await db.updateTable('vacancies').set({ latitude: null, longitude: null }).where('id', '=', unlocated!.id).execute();
        try {
          for (const direction of ['ASC', 'DESC']) {
            const { items } = await list({ filter: { postcode: '3511', ids: [located!.id, unlocated!.id] }, sort: ['distance', direction] });
            // The haversine formula alone made it ~20015 km away (least() skips NULL), first when farthest first.
            expect(items.map((item) => [item.id, item.distanceKm === null])).toEqual([
              [located!.id, false],
              [unlocated!.id, true],
            ]);
          }
        } finally {
          await db.updateTable('vacancies').set(saved).where('id', '=', unlocated!.id).execute();
        }
      });

      it('lists only the user’s favourites with favorites: true', async () => {
        const headers = { [TEST_USER_HEADER]: '77', [CLIENT_HEADER.name]: CLIENT_HEADER.value };
        const target = (await list()).items[3]!;
        await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${target.id}/favorite`, headers });
        const { items, range } = await list({ filter: { favorites: true } }, headers);
        expect(items.map((item) => item.id)).toEqual([target.id]);
        expect(range!.total).toBe(1);
        expect(items[0]!.isFavorite).toBe(true);
        const unauthenticated = await list({ filter: { favorites: true } });
        expect(unauthenticated.response.statusCode).toBe(401);
        await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${target.id}/unfavorite`, headers });
      });
    });

    it('records the search when track is set, and only then', async () => {
      const before = await countRows('vacancy_events');
      await list({ filter: { q: 'zorg' } });
      expect(await countRows('vacancy_events')).toBe(before);
      await list({ filter: { q: 'zorg' }, track: 'true' });
      expect(await countRows('vacancy_events')).toBe(before + 1);
      const { rows } = await sql<{ kind: string; query: { filter: { q: string } }; result_count: number }>`
        SELECT kind, query, result_count FROM vacancy_events ORDER BY id DESC LIMIT 1`.execute(testApp.database.db);
      expect(rows[0]).toMatchObject({ kind: 'search', query: { filter: { q: 'zorg' } } });
    });

    describe('bad input is a 400 with field paths, never a 500, and changes nothing', () => {
      const cases: Array<[string, string, string?]> = [
        ['range=[0', 'range'],
        ['range={"a":1}', 'range'],
        ['range=[5,2]', 'range'],
        ['range=[0,500]', 'range'],
        ['range=[-1,5]', 'range.0'],
        ['range=["a","b"]', 'range.0'],
        ['range=[0,1]&range=[2,3]', 'range'],
        ['sort=["foo","ASC"]', 'sort.0'],
        ['sort=["rate","UP"]', 'sort.1'],
        ['sort=rate', 'sort'],
        ['sort=["relevance","DESC"]', 'sort'],
        ['sort=["distance","ASC"]', 'sort'],
        ['filter={bad', 'filter'],
        ['filter=[]', 'filter'],
        ['filter=null', 'filter'],
        ['filter={"unknown":1}', 'filter'],
        ['filter={"sector":"abc"}', 'filter.sector'],
        ['filter={"hoursMin":"veel"}', 'filter.hoursMin'],
        ['filter={"hoursMin":30,"hoursMax":20}', 'filter.hoursMax'],
        ['filter={"workMode":"kantoor"}', 'filter.workMode'],
        ['filter={"radiusKm":10}', 'filter.postcode'],
        ['filter={"postcode":"0123 AB"}', 'filter.postcode'],
        ['filter={"postcode":"1234 SS"}', 'filter.postcode'],
        ['filter={"postcode":"9999 ZZ"}', 'filter.postcode', 'UNKNOWN_POSTCODE'],
        [`filter={"q":"${'x'.repeat(300)}"}`, 'filter.q'],
        [`filter=${'x'.repeat(7_000)}`, 'filter'], // under MAX_URL_LENGTH (8192): longer is a 414 (http-limits.test.ts)
        ['filter={"status":"deleted"}', 'filter.status'],
        ['track=misschien', 'track'],
      ];

      const labelled = cases.map(([query, path, code]) => [query.length > 60 ? `${query.slice(0, 40)}… (${query.length} characters)` : query, query, path, code] as const);
      it.each(labelled)('%s', async (_label, query, path, code = 'VALIDATION_ERROR') => {
        const before = await countRows('vacancy_events');
        const response = await testApp.app.inject({ method: 'GET', url: `/api/vacancies?${query.replace(/[{}"[\] ]/g, encodeURIComponent)}&track=true`.replace('&track=true', query.startsWith('track') ? '' : '&track=true') });
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.code).toBe(code);
        expect(typeof body.message).toBe('string');
        expect(body.fieldErrors.map((error: { path: string }) => error.path)).toContain(path);
        expect(await countRows('vacancy_events')).toBe(before);
      });
    });
  });

  describe('GET /api/vacancies/{id}', () => {
    it('reads a vacancy with its texts, eisen and wensen', async () => {
      const first = (await list()).items[0]!;
      const response = await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${first.id}` });
      expect(response.statusCode).toBe(200);
      const vacancy = response.json() as Vacancy;
      expect(vacancy).toMatchObject({ id: first.id, title: first.title, clientName: first.clientName, isFavorite: false });
      expect(vacancy.description.length).toBeGreaterThan(100);
      expect(vacancy.requirements.length).toBeGreaterThanOrEqual(2);
      expect(vacancy.wishes.length).toBeGreaterThanOrEqual(1);
    });

    it('reads a closed vacancy too', async () => {
      const closed = (await list({ filter: { status: 'closed' } })).items[0]!;
      const response = await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${closed.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('closed');
    });

    it('records a view when track is set', async () => {
      const before = await countRows('vacancy_events');
      const response = await testApp.app.inject({ method: 'GET', url: '/api/vacancies/1?track=1' });
      expect(response.statusCode).toBe(200);
      expect(await countRows('vacancy_events')).toBe(before + 1);
    });

    it('answers an unknown id with 404 VACANCY_NOT_FOUND in Dutch', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/vacancies/999999?track=true' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'VACANCY_NOT_FOUND', message: 'Deze opdracht bestaat niet (meer).' });
    });

    it.each(['abc', '1.5', '-1', '0', '1e3', '99999999999', '%20'])('answers the id "%s" with 400', async (id) => {
      const before = await countRows('vacancy_events');
      const response = await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}?track=true` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: [{ path: 'id' }] });
      expect(await countRows('vacancy_events')).toBe(before);
    });
  });

  describe('GET /api/vacancies/{id}/similar', () => {
    type Row = { id: number; position_id: number; sector_id: number; latitude: number | null; longitude: number | null; status: string };
    async function rowOf(id: number): Promise<Row> {
      const { rows } = await sql<Row>`SELECT id, position_id, sector_id, latitude, longitude, status FROM vacancies WHERE id = ${id}`.execute(testApp.database.db);
      return rows[0]!;
    }
    const similar = (id: number | string) => testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}/similar` });

    it('lists up to 4 open vacancies of the same function first, then the sector, nearest first, never itself', async () => {
      const first = (await list()).items[0]!;
      const response = await similar(first.id);
      expect(response.statusCode).toBe(200);
      const items = response.json() as VacancyListItem[];
      const self = await rowOf(first.id);
      const { rows: candidates } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM vacancies
        WHERE status = 'open' AND id <> ${first.id} AND (position_id = ${self.position_id} OR sector_id = ${self.sector_id})`.execute(testApp.database.db);
      expect(items).toHaveLength(Math.min(4, candidates[0]!.count));
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((item) => item.id)).not.toContain(first.id);
      expect(items.every((item) => item.status === 'open' && (item.position.id === self.position_id || item.sector.id === self.sector_id))).toBe(true);
      // Same function before same sector only.
      const sameFunction = items.map((item) => item.position.id === self.position_id);
      expect(sameFunction).toEqual([...sameFunction].sort((a, b) => Number(b) - Number(a)));
      // Within each group the nearest first, measured from the vacancy itself.
      for (const group of [true, false]) {
        const distances = items.filter((item) => (item.position.id === self.position_id) === group && item.distanceKm !== null).map((item) => item.distanceKm!);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
      if (self.latitude !== null) expect(items.some((item) => item.distanceKm !== null)).toBe(true);
    });

    it('lists similar open vacancies for a closed one too', async () => {
      const closed = (await list({ filter: { status: 'closed' } })).items[0]!;
      const response = await similar(closed.id);
      expect(response.statusCode).toBe(200);
      const items = response.json() as VacancyListItem[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.status === 'open' && item.id !== closed.id)).toBe(true);
    });

    it('answers an unknown id with 404 and a bad one with 400', async () => {
      expect((await similar(999999)).statusCode).toBe(404);
      expect((await similar('abc')).statusCode).toBe(400);
    });
  });

  describe('favourites', () => {
    const user = (id: number) => ({ [TEST_USER_HEADER]: String(id), [CLIENT_HEADER.name]: CLIENT_HEADER.value });
    const favorite = (id: number | string, headers: Record<string, string>, action = 'favorite') =>
      testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}/${action}`, headers });

    it('refuses a request without the client header (a plain link cannot change state)', async () => {
      const before = await countRows('favorites');
      const response = await favorite(1, { [TEST_USER_HEADER]: '5' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'MISSING_CLIENT_HEADER', message: expect.any(String) });
      const wrong = await favorite(1, { [TEST_USER_HEADER]: '5', [CLIENT_HEADER.name]: 'XMLHttpRequest' });
      expect(wrong.statusCode).toBe(403);
      expect(await countRows('favorites')).toBe(before);
    });

    it('refuses a visitor with 401 UNAUTHENTICATED', async () => {
      const response = await favorite(1, { [CLIENT_HEADER.name]: CLIENT_HEADER.value });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });

    it('saves and removes a favourite idempotently, per user', async () => {
      const id = (await list()).items[0]!.id;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await favorite(id, user(11));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ vacancyId: id, isFavorite: true });
      }
      const detail = await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}`, headers: user(11) });
      expect(detail.json().isFavorite).toBe(true);
      const listed = (await list({}, user(11))).items.find((item) => item.id === id)!;
      expect(listed.isFavorite).toBe(true);
      const otherUser = await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}`, headers: user(12) });
      expect(otherUser.json().isFavorite).toBe(false);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await favorite(id, user(11), 'unfavorite');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ vacancyId: id, isFavorite: false });
      }
      expect((await testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}`, headers: user(11) })).json().isFavorite).toBe(false);
    });

    it('shows each user their own favourites on a page served from the page cache, at once after a change', async () => {
      const query = { filter: { q: 'projectmanager' }, range: [0, 9] };
      const anonymous = (await list(query)).items;
      const id = anonymous[1]!.id;
      // Cached now; the same page for users 21 and 22, then 21 saves one.
      expect((await list(query, user(21))).items.every((item) => !item.isFavorite)).toBe(true);
      expect((await favorite(id, user(21))).statusCode).toBe(200);
      const forUser = (await list(query, user(21))).items;
      expect(forUser.map((item) => item.id)).toEqual(anonymous.map((item) => item.id));
      expect(forUser.filter((item) => item.isFavorite).map((item) => item.id)).toEqual([id]);
      expect((await list(query, user(22))).items.some((item) => item.isFavorite)).toBe(false);
      expect((await list(query)).items.some((item) => item.isFavorite)).toBe(false);
      // The favourites list itself is never served from the cache.
      expect((await list({ filter: { favorites: true } }, user(21))).items.map((item) => item.id)).toEqual([id]);
      expect((await favorite(id, user(21), 'unfavorite')).statusCode).toBe(200);
      expect((await list(query, user(21))).items.some((item) => item.isFavorite)).toBe(false);
      expect((await list({ filter: { favorites: true } }, user(21))).items).toEqual([]);
    });

    it('computes a page once when a crowd asks for it at the same moment, each with their own favourites', async () => {
      class CountingCache extends VacancyListCache<VacancyListItem[]> {
        pagesComputed = 0;
        override setPage(pageKey: string, page: VacancyListItem[]): void {
          this.pagesComputed += 1;
          super.setPage(pageKey, page);
        }
      }
      const cache = new CountingCache();
      const service = new VacancyService({
        db: testApp.database.db,
        features: testApp.database.features,
        cache,
        limiter: new ConcurrencyLimiter({ maxConcurrent: 4, maxQueued: 16, maxWaitMs: 2000 }),
        requestIdOf: findRequestIdOfVacancy,
      });
      const first = (await list({ range: [0, 0] })).items[0]!.id;
      expect((await favorite(first, user(31))).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) => service.search({ filter: {}, range: [0, 9], ...(index % 2 ? { userId: 31 } : {}) })),
      );
      expect(cache.pagesComputed).toBe(1);
      expect(new Set(answers.map(({ items }) => items.map((item) => item.id).join(','))).size).toBe(1);
      expect(answers.map(({ items }) => items.find((item) => item.id === first)?.isFavorite)).toEqual(Array.from({ length: 12 }, (_, index) => index % 2 === 1));
      expect((await favorite(first, user(31), 'unfavorite')).statusCode).toBe(200);
    });

    it('answers an unknown or malformed vacancy id with 404 or 400', async () => {
      const before = await countRows('favorites');
      expect((await favorite(999999, user(11))).statusCode).toBe(404);
      expect((await favorite('x', user(11))).statusCode).toBe(400);
      expect(await countRows('favorites')).toBe(before);
    });
  });

  it('seeds once: a second seed run adds nothing', async () => {
    expect(await countRows('vacancies')).toBe(SEED_VACANCY_COUNT);
    const { seedVacancies } = await import('./vacancies.seed.js');
    await seedVacancies({ db: testApp.database.db, now: new Date(), log: () => undefined });
    expect(await countRows('vacancies')).toBe(SEED_VACANCY_COUNT);
  });
});
