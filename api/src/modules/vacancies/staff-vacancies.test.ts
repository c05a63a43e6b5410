import { type AuditEntry, type StaffVacancy, type Vacancy, type VacancyInputInput, type VacancyListItem } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe.each(testDatabases)('staff vacancies ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let freelancer: TestLogin;
  let valid: VacancyInputInput;
  let otherSector: { sectorId: number; positionId: number };

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.opdrachten@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    freelancer = await loginAs(app, 'fenna.opdrachten@example.nl', { firstName: 'Fenna', lastName: 'Zelfstandig' });
    const positions = await app.db.selectFrom('positions').select(['id', 'sector_id']).orderBy('id').execute();
    const first = positions[0]!;
    const other = positions.find((position) => position.sector_id !== first.sector_id)!;
    otherSector = { sectorId: other.sector_id, positionId: other.id };
    valid = await testVacancyInput(app.db, {
      title: 'Kwartiermaker zeefdrukatelier',
      clientName: 'Gemeente Zeefstad',
      description: 'Je zet het **zeefdrukatelier** op.\n\n- plan\n- team',
      requirements: ['Ervaring als kwartiermaker', '  HBO werk- en denkniveau '],
    });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** `login` null: a visitor. */
  const create = (payload: unknown, login: TestLogin | null = staff) => call(login ?? undefined, 'POST', '/api/vacancies', payload);
  const patch = (id: number, payload: unknown, login: TestLogin | null = staff) => call(login ?? undefined, 'PATCH', `/api/vacancies/${id}`, payload);
  const search = async (login: TestLogin | undefined, query: Record<string, unknown>) => {
    const params = Object.entries(query).map(([key, value]) => `${key}=${json(value)}`);
    const response = await call(login, 'GET', `/api/vacancies?${params.join('&')}`);
    return { response, ids: response.statusCode === 200 ? (response.json() as VacancyListItem[]).map((item) => item.id) : [] };
  };
  const auditOf = async (id: number) => (await call(staff, 'GET', `/api/audit_entries?filter=${json({ entityType: 'vacancy', entityId: id })}`)).json() as AuditEntry[];
  const createConcept = async (overrides: Partial<VacancyInputInput> = {}) => {
    const response = await create({ ...valid, ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json() as StaffVacancy;
  };

  describe('access', () => {
    let concept: StaffVacancy;
    let open: { id: number; title: string };
    beforeAll(async () => {
      concept = await createConcept({ title: 'Concept voor toegangstest' });
      open = await app.db.selectFrom('vacancies').select(['id', 'title']).where('status', '=', 'open').orderBy('id').executeTakeFirstOrThrow();
    });

    it('refuses writes to visitors (401) and freelancers (403), and changes nothing', async () => {
      const before = await app.db.selectFrom('vacancies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect((await create(valid, null)).statusCode).toBe(401);
      expect((await create(valid, freelancer)).statusCode).toBe(403);
      expect((await patch(open.id, { title: 'Overgenomen' }, null)).statusCode).toBe(401);
      expect((await patch(concept.id, { status: 'open' }, null)).statusCode).toBe(401);
      const forbidden = await patch(open.id, { title: 'Overgenomen', status: 'closed' }, freelancer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'Je hebt geen toegang tot deze gegevens.' });
      expect((await patch(concept.id, { status: 'open' }, freelancer)).statusCode).toBe(403);
      const after = await app.db.selectFrom('vacancies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
      const row = await app.db.selectFrom('vacancies').select(['title', 'status']).where('id', '=', open.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ title: open.title, status: 'open' });
      expect((await app.db.selectFrom('vacancies').select('status').where('id', '=', concept.id).executeTakeFirstOrThrow()).status).toBe('concept');
    });

    it('answers a concept 404 to visitors and freelancers, as an unknown id, and to staff with the staff fields', async () => {
      for (const login of [undefined, freelancer]) {
        const response = await call(login, 'GET', `/api/vacancies/${concept.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'VACANCY_NOT_FOUND', message: 'Deze opdracht bestaat niet (meer).' });
      }
      const read = await call(staff, 'GET', `/api/vacancies/${concept.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: concept.id, status: 'concept', clientName: 'Gemeente Zeefstad', clientRequestId: null, createdAt: NOW.toISOString() });
    });

    it('answers the public fields, not the staff fields, of an open vacancy to others', async () => {
      const response = await call(freelancer, 'GET', `/api/vacancies/${open.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('createdAt');
      expect(response.json()).not.toHaveProperty('clientRequestId');
    });

    it('refuses the staff-only list filters and sorts: 401 for visitors, 403 for freelancers', async () => {
      expect((await search(undefined, { filter: { status: 'concept' } })).response.statusCode).toBe(401);
      const concepts = await search(freelancer, { filter: { status: 'concept' } });
      expect(concepts.response.statusCode).toBe(403);
      expect(concepts.response.json().message).toBe('Alleen medewerkers zien concepten van opdrachten.');
      expect((await search(undefined, { sort: ['title', 'ASC'] })).response.statusCode).toBe(401);
      expect((await search(freelancer, { sort: ['createdAt', 'DESC'] })).response.statusCode).toBe(403);
    });

    it('never shows a concept to the public: not in search, not with status all or by id, no favourite, no application', async () => {
      const unique = { q: 'toegangstest' };
      for (const login of [undefined, freelancer]) {
        expect((await search(login, { filter: unique })).ids).not.toContain(concept.id);
        expect((await search(login, { filter: { ...unique, status: 'all' } })).ids).not.toContain(concept.id);
        expect((await search(login, { filter: { ids: [concept.id], status: 'all' } })).ids).toEqual([]);
      }
      expect((await search(undefined, { range: [0, 99] })).ids).not.toContain(concept.id);
      const favorite = await app.inject({ method: 'GET', url: `/api/vacancies/${concept.id}/favorite`, headers: { cookie: freelancer.cookieHeader, 'x-requested-with': 'interim-web' } });
      expect(favorite.statusCode).toBe(404);
      const contact = await call(freelancer, 'POST', '/api/employees/request-contact', { vacancyId: concept.id, message: 'Bestaat deze?', phone: '0612345678' });
      expect(contact.statusCode).toBe(404);
      expect(contact.json().code).toBe('VACANCY_NOT_FOUND');
      const apply = await call(freelancer, 'POST', '/api/applications', { vacancyId: concept.id });
      expect(apply.statusCode).toBe(404);
      expect(apply.json().code).toBe('VACANCY_NOT_FOUND');
      const staffList = await search(staff, { filter: { ...unique, status: 'concept' } });
      expect(staffList.ids).toEqual([concept.id]);
      expect((await search(staff, { filter: { ...unique, status: 'all' } })).ids).toContain(concept.id);
    });
  });

  describe('the life of a vacancy', () => {
    let vacancy: StaffVacancy;

    it('creates a concept with every field, its coordinates, and a "created" audit entry', async () => {
      const response = await create(valid);
      expect(response.statusCode).toBe(201);
      vacancy = response.json() as StaffVacancy;
      expect(vacancy).toMatchObject({
        title: 'Kwartiermaker zeefdrukatelier',
        clientName: 'Gemeente Zeefstad',
        isAnonymous: false,
        city: 'Utrecht',
        postcode: '3511 AB',
        sector: { id: valid.sectorId },
        position: { id: valid.positionId },
        hoursPerWeekMin: 24,
        hoursPerWeekMax: 32,
        hourlyRateMin: 80,
        hourlyRateMax: 95,
        startDate: '2027-01-04',
        duration: '6 maanden',
        closingDate: '2027-12-15',
        workMode: 'hybrid',
        zzpAllowed: true,
        educationLevel: { id: valid.educationLevelId },
        driversLicenseRequired: false,
        description: valid.description,
        requirements: ['Ervaring als kwartiermaker', 'HBO werk- en denkniveau'],
        wishes: [],
        status: 'concept',
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        clientRequestId: null,
      });
      expect(vacancy.latitude).toEqual(expect.any(Number));
      const [entry] = await auditOf(vacancy.id);
      expect(entry).toMatchObject({ action: 'created', actor: { id: staff.employeeId, name: 'Sanne Staf' }, before: null, after: { title: valid.title, status: 'concept', postcode: '3511 AB' } });
    });

    it('edits fields: the audit entry holds only the changed fields, and search finds the new title', async () => {
      const response = await patch(vacancy.id, { title: 'Kwartiermaker drukkerij', hoursPerWeekMax: 36, wishes: ['Rijbewijs B'] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: 'Kwartiermaker drukkerij', hoursPerWeekMax: 36, wishes: ['Rijbewijs B'], status: 'concept' });
      const [entry] = await auditOf(vacancy.id);
      expect(entry).toMatchObject({
        action: 'updated',
        before: { title: 'Kwartiermaker zeefdrukatelier', hoursPerWeekMax: 32, wishes: [] },
        after: { title: 'Kwartiermaker drukkerij', hoursPerWeekMax: 36, wishes: ['Rijbewijs B'] },
      });
      expect(Object.keys(entry!.after!).sort()).toEqual(['hoursPerWeekMax', 'title', 'wishes']);
      expect((await search(staff, { filter: { q: 'drukkerij', status: 'concept' } })).ids).toEqual([vacancy.id]);
    });

    it('writes nothing, not even an audit entry, for a PATCH that changes nothing', async () => {
      const before = (await auditOf(vacancy.id)).length;
      const response = await patch(vacancy.id, { title: 'Kwartiermaker drukkerij', status: 'concept' });
      expect(response.statusCode).toBe(200);
      expect((await auditOf(vacancy.id)).length).toBe(before);
    });

    it('publishes: publishedAt is now, and a search cached before shows it at once', async () => {
      const cached = await search(undefined, { filter: { q: 'drukkerij' } });
      expect(cached.ids).toEqual([]);
      const response = await patch(vacancy.id, { status: 'open' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'open', publishedAt: NOW.toISOString() });
      expect((await search(undefined, { filter: { q: 'drukkerij' } })).ids).toEqual([vacancy.id]);
      expect((await search(undefined, {})).ids[0]).toBe(vacancy.id);
      const [entry] = await auditOf(vacancy.id);
      expect(entry).toMatchObject({ action: 'status', before: { status: 'concept' }, after: { status: 'open' } });
      expect((await call(freelancer, 'GET', `/api/vacancies/${vacancy.id}`)).json()).toMatchObject({ status: 'open', clientName: 'Gemeente Zeefstad' });
    });

    it('closes: the page still answers, applying is refused in Dutch, and closed is final', async () => {
      const response = await patch(vacancy.id, { status: 'closed' });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('closed');
      const page = await call(undefined, 'GET', `/api/vacancies/${vacancy.id}`);
      expect(page.statusCode).toBe(200);
      expect((page.json() as Vacancy).status).toBe('closed');
      expect((await search(undefined, { filter: { q: 'drukkerij' } })).ids).toEqual([]);
      const apply = await call(freelancer, 'POST', '/api/applications', { vacancyId: vacancy.id });
      expect(apply.statusCode).toBe(409);
      expect(apply.json()).toEqual({ code: 'VACANCY_CLOSED', message: 'Deze opdracht is gesloten. Reageren is niet meer mogelijk.' });
      for (const status of ['open', 'concept'] as const) {
        const reopen = await patch(vacancy.id, { status });
        expect(reopen.statusCode).toBe(409);
        expect(reopen.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION', message: 'Een gesloten opdracht blijft gesloten.' });
      }
      expect((await app.db.selectFrom('vacancies').select('status').where('id', '=', vacancy.id).executeTakeFirstOrThrow()).status).toBe('closed');
      expect((await auditOf(vacancy.id)).map((entry) => entry.action)).toEqual(['status', 'status', 'updated', 'created']);
    });

    it('does not move a published vacancy back to concept', async () => {
      const published = await createConcept({ status: 'open' });
      expect(published.status).toBe('open');
      const back = await patch(published.id, { status: 'concept' });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe('Een opdracht met status Gepubliceerd kan niet terug naar Concept.');
    });

    it('answers 404 for an unknown vacancy', async () => {
      const response = await patch(999_999, { title: 'Niets' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('VACANCY_NOT_FOUND');
    });
  });

  describe('validation (Dutch messages, nothing stored)', () => {
    const count = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM vacancies`.execute(app.db)).rows[0]!.count;

    it.each([
      [{ title: '' }, 'title', 'Verplicht veld'],
      [{ title: undefined }, 'title', 'Verplicht veld'],
      [{ postcode: '1234 SA' }, 'postcode', 'Vul een geldige postcode in, bijvoorbeeld 1234 AB'],
      [{ hoursPerWeekMin: 40, hoursPerWeekMax: 32 }, 'hoursPerWeekMax', 'Het maximum aantal uren is minstens 40'],
      [{ hourlyRateMin: 100, hourlyRateMax: 90 }, 'hourlyRateMax', 'Het maximumtarief is minstens 100'],
      [{ hoursPerWeekMax: 81 }, 'hoursPerWeekMax', 'Het maximum is 80'],
      [{ closingDate: '2027-02-30' }, 'closingDate', 'Deze datum bestaat niet'],
      [{ startDate: '4 januari' }, 'startDate', 'Vul een datum in als JJJJ-MM-DD'],
      [{ workMode: 'thuis' }, 'workMode', 'Ongeldige waarde'],
      [{ clientName: '  ' }, 'clientName', 'Vul de naam van de opdrachtgever in, of maak de opdracht anoniem'],
      [{ status: 'closed' }, 'status', 'Een nieuwe opdracht is een concept of wordt meteen gepubliceerd'],
      [{ sectorId: 999_999 }, 'sectorId', 'Kies een bestaande sector'],
      [{ positionId: 999_999 }, 'positionId', 'Kies een bestaande functie'],
      [{ educationLevelId: 999_999 }, 'educationLevelId', 'Kies een bestaand opleidingsniveau'],
    ])('refuses %p', async (overrides, path, message) => {
      const before = await count();
      const response = await create({ ...valid, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(await count()).toBe(before);
    });

    it('refuses a position of another sector', async () => {
      const response = await create({ ...valid, positionId: otherSector.positionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path: 'positionId', message: 'Deze functie hoort niet bij de gekozen sector' }]);
    });

    it('accepts an anonymous client without a name', async () => {
      const vacancy = await createConcept({ isAnonymous: true, clientName: null });
      expect(vacancy).toMatchObject({ isAnonymous: true, clientName: null });
    });

    it('checks a PATCH against the stored fields, and refuses an empty one', async () => {
      const vacancy = await createConcept();
      const response = await patch(vacancy.id, { hoursPerWeekMin: 40 });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path: 'hoursPerWeekMax', message: 'Het maximum aantal uren is minstens 40' }]);
      const anonymous = await patch(vacancy.id, { clientName: null });
      expect(anonymous.json().fieldErrors).toEqual([{ path: 'clientName', message: 'Vul de naam van de opdrachtgever in, of maak de opdracht anoniem' }]);
      const empty = await patch(vacancy.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors).toEqual([{ path: '', message: 'Wijzig minstens één veld' }]);
      const unknown = await patch(vacancy.id, { salaris: 5000 });
      expect(unknown.statusCode).toBe(400);
      expect((await app.db.selectFrom('vacancies').select('hours_per_week_min').where('id', '=', vacancy.id).executeTakeFirstOrThrow()).hours_per_week_min).toBe(24);
    });
  });

  describe('converting a client request', () => {
    let requestId: number;
    beforeAll(async () => {
      const response = await call(undefined, 'POST', '/api/client_requests', {
        companyName: 'Waterschap Omzet',
        contactName: 'Olga Omzet',
        email: 'olga@waterschap-omzet.nl',
        phone: '030 123 45 67',
        kvkNumber: '12345678',
        description: 'Wij zoeken een interim kwartiermaker voor zes maanden.',
      });
      expect(response.statusCode).toBe(201);
      requestId = response.json().id;
    });
    const vacancyCount = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM vacancies`.execute(app.db)).rows[0]!.count;

    it('links the new vacancy and marks the request converted, in one transaction', async () => {
      const vacancy = await createConcept({ title: 'Omgezette aanvraag', clientName: 'Waterschap Omzet', clientRequestId: requestId });
      expect(vacancy.clientRequestId).toBe(requestId);
      const request = await app.db.selectFrom('client_requests').select(['status', 'vacancy_id']).where('id', '=', requestId).executeTakeFirstOrThrow();
      expect(request).toEqual({ status: 'converted', vacancy_id: vacancy.id });
      expect((await call(staff, 'GET', `/api/vacancies/${vacancy.id}`)).json().clientRequestId).toBe(requestId);

      const before = await vacancyCount();
      const again = await create({ ...valid, clientRequestId: requestId });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('CLIENT_REQUEST_ALREADY_CONVERTED');
      const unknown = await create({ ...valid, clientRequestId: 999_999 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fieldErrors).toEqual([{ path: 'clientRequestId', message: 'Deze aanvraag bestaat niet' }]);
      expect(await vacancyCount()).toBe(before);

      expect((await patch(vacancy.id, { title: 'Omgezet en hernoemd', clientRequestId: requestId })).statusCode).toBe(200);
      const moved = await patch(vacancy.id, { clientRequestId: null });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().fieldErrors).toEqual([{ path: 'clientRequestId', message: 'De aanvraag van een opdracht ligt vast bij het aanmaken' }]);
    });
  });

  describe('the staff list', () => {
    let ids: number[];
    beforeAll(async () => {
      const made = [
        await createConcept({ title: 'Lijsttest Alfa', closingDate: '2027-03-01', status: 'open' }),
        await createConcept({ title: 'lijsttest bravo', closingDate: '2027-04-01' }),
        await createConcept({ title: 'Lijsttest Charlie', closingDate: '2027-05-01', ...otherSector }),
      ];
      ids = made.map((vacancy) => vacancy.id);
      await patch(ids[0]!, { status: 'closed' });
    });

    it('filters by status (all, concept, open, closed), sector and closing date, and sorts by title', async () => {
      const q = 'lijsttest';
      expect((await search(staff, { filter: { q, status: 'all' }, sort: ['title', 'ASC'] })).ids).toEqual(ids);
      expect((await search(staff, { filter: { q, status: 'all' }, sort: ['title', 'DESC'] })).ids).toEqual([...ids].reverse());
      expect((await search(staff, { filter: { q, status: 'concept' }, sort: ['title', 'ASC'] })).ids).toEqual([ids[1], ids[2]]);
      expect((await search(staff, { filter: { q, status: 'closed' } })).ids).toEqual([ids[0]]);
      expect((await search(staff, { filter: { q } })).ids).toEqual([]);
      expect((await search(staff, { filter: { q, status: 'all', sectorId: otherSector.sectorId } })).ids).toEqual([ids[2]]);
      const window = await search(staff, { filter: { q, status: 'all', closingAfter: '2027-03-15', closingBefore: '2027-04-30' } });
      expect(window.ids).toEqual([ids[1]]);
      expect((await search(staff, { filter: { q, status: 'all' }, sort: ['status', 'ASC'] })).ids.slice(-1)).toEqual([ids[0]]);
    });

    it.each(['id', 'title', 'clientName', 'city', 'sector', 'status', 'createdAt', 'updatedAt', 'publishedAt', 'rate', 'closingDate'])(
      'sorts the whole list by %s both ways',
      async (field) => {
        for (const direction of ['ASC', 'DESC']) {
          const { response } = await search(staff, { filter: { status: 'all' }, sort: [field, direction], range: [0, 9] });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-range']).toMatch(/^vacancies 0-9\/\d+$/);
        }
      },
    );

    it('refuses closing dates the wrong way round, in Dutch', async () => {
      const { response } = await search(staff, { filter: { closingAfter: '2027-05-01', closingBefore: '2027-04-01' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ path: 'filter.closingBefore', message: 'Deze datum ligt voor de datum "sluit na"' }]);
    });
  });

  it('tells vacancy.changed after every write (the site server drops its kept renders), not for a PATCH that changes nothing or a refused one', async () => {
    const changed: number[] = [];
    app.events.on('vacancy.changed', ({ vacancyId }) => {
      changed.push(vacancyId);
    });
    const vacancy = await createConcept({ title: 'Gebeurtenistest' });
    expect(changed).toEqual([vacancy.id]);
    expect((await patch(vacancy.id, { title: 'Gebeurtenistest nieuw' })).statusCode).toBe(200);
    expect((await patch(vacancy.id, { status: 'open' })).statusCode).toBe(200);
    expect(changed).toEqual([vacancy.id, vacancy.id, vacancy.id]);
    expect((await patch(vacancy.id, { title: 'Gebeurtenistest nieuw' })).statusCode).toBe(200);
    expect((await patch(vacancy.id, { status: 'concept' })).statusCode).toBe(409);
    expect(changed).toHaveLength(3);
  });

  it('similar opdrachten: the kept anonymous answer is dropped by a staff write, and a user gets their own favourite flags on it', async () => {
    const similarTo = async (id: number, login?: TestLogin) => {
      const response = await call(login, 'GET', `/api/vacancies/${id}/similar`);
      expect(response.statusCode).toBe(200);
      return response.json() as VacancyListItem[];
    };
    const open = await app.db.selectFrom('vacancies').select('id').where('status', '=', 'open').orderBy('id', 'desc').limit(20).execute();
    let origin: number | undefined;
    let before: VacancyListItem[] = [];
    for (const { id } of open) {
      before = await similarTo(id);
      if (before.length >= 2) {
        origin = id;
        break;
      }
    }
    expect(origin).toBeDefined();
    expect(await similarTo(origin!)).toEqual(before);

    const [closing, liked] = before as [VacancyListItem, VacancyListItem];
    const favorite = await app.inject({ method: 'GET', url: `/api/vacancies/${liked.id}/favorite`, headers: { cookie: freelancer.cookieHeader, 'x-requested-with': 'interim-web' } });
    expect(favorite.statusCode).toBe(200);
    const asFreelancer = await similarTo(origin!, freelancer);
    expect(asFreelancer.find((item) => item.id === liked.id)?.isFavorite).toBe(true);
    expect((await similarTo(origin!)).find((item) => item.id === liked.id)?.isFavorite).toBe(false);

    expect((await patch(closing.id, { status: 'closed' })).statusCode).toBe(200);
    expect((await similarTo(origin!)).map((item) => item.id)).not.toContain(closing.id);
  });
});
