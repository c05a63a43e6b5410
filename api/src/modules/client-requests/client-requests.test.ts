import type { ClientRequest } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { markClientRequestConverted } from './client-requests.repository.js';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const valid = {
  companyName: 'Gemeente Voorbeeld',
  contactName: 'Anna de Vries',
  email: 'Anna.deVries@Voorbeeld.nl',
  phone: '030 123 45 67',
  kvkNumber: '12345678',
  description: 'Wij zoeken een interim projectmanager sociaal domein voor zes maanden.',
};

describe.each(testDatabases)('POST /api/client_requests ($name)', (database) => {
  let testApp: TestApp;
  const created: unknown[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, now: () => NOW });
    testApp.app.events.on('clientRequest.created', (request) => {
      created.push(request);
    });
  });
  afterAll(async () => testApp?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: payload as object, headers });
  const count = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM client_requests`.execute(testApp.database.db)).rows[0]!.count;

  it('stores the request, answers 201 with id and time, and tells subscribers', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), reference: `AV-2026-${String(response.json().id).padStart(5, '0')}`, createdAt: NOW.toISOString() });
    const row = await testApp.database.db.selectFrom('client_requests').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_name: 'Gemeente Voorbeeld', email: 'anna.devries@voorbeeld.nl', kvk_number: '12345678', staff_notified_at: NOW }); // staff were mailed (mail plugin)
    expect(created).toEqual([expect.objectContaining({ id: response.json().id, companyName: 'Gemeente Voorbeeld' })]);
  });

  it.each([
    [{ ...valid, email: '' }, 'email', 'Het e-mailadres is een verplicht veld'],
    [{ ...valid, email: 'geen-adres' }, 'email', 'Het e-mailadres lijkt niet te kloppen'],
    [{ ...valid, kvkNumber: '1234' }, 'kvkNumber', 'Een KvK-nummer bestaat uit 8 cijfers'],
    [{ ...valid, description: 'te kort' }, 'description', 'Gebruik minimaal 20 karakters'],
    [{ ...valid, companyName: undefined }, 'companyName', 'Verplicht veld'],
    [{ ...valid, phone: 12345678 }, 'phone', 'Verplicht veld'],
  ])('refuses invalid input with Dutch field messages (%#)', async (payload, path, message) => {
    const before = await count();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await count()).toBe(before);
  });

  it('refuses malformed JSON, another content type and a huge body without a 500', async () => {
    const before = await count();
    const malformed = await testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: '{"companyName":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
    const text = await testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: 'companyName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await post({ ...valid, description: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await testApp.app.inject({ method: 'POST', url: '/api/client_requests', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses a cross-site post from an origin outside the allowlist', async () => {
    const before = await count();
    const response = await post(valid, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    expect(await count()).toBe(before);
  });
});

describe.each(testDatabases)('POST /api/client_requests per client IP ($name)', (database) => {
  let testApp: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    // The default of config/env.ts: 5 requests per IP per hour.
    testApp = await createTestApp(database, { seed: false, now: () => clock });
  });
  afterAll(async () => testApp?.close());

  const post = (companyName: string, remoteAddress: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: { ...valid, companyName }, remoteAddress });
  const staffMails = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(testApp.app.config.staffEmail)}&limit=100` });
    return (response.json() as Array<{ subject: string }>).length;
  };

  it('takes 5 requests an hour from one IP: 25 anonymous requests are 5 staff mails, not 25', async () => {
    const ip = nextTestAddress();
    const statuses: number[] = [];
    let refused: LightMyRequestResponse | undefined;
    for (let index = 0; index < 25; index += 1) {
      const response = await post(`Spam BV ${index}`, ip);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refused ??= response;
    }
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(20).fill(429)]);
    expect(refused!.json()).toEqual({ code: 'RATE_LIMITED', message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.' });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM client_requests WHERE company_name LIKE 'Spam BV %'`.execute(testApp.database.db);
    expect(rows[0]!.count).toBe(5);
    expect(await staffMails()).toBe(5);

    // Another client is not affected; an hour later the first may ask again.
    expect((await post('Gemeente Anders', nextTestAddress())).statusCode).toBe(201);
    clock = new Date(NOW.getTime() + 3600_000);
    expect((await post('Spam BV later', ip)).statusCode).toBe(201);
    expect(await staffMails()).toBe(7);
  });

  it('does not count a form refused for a mistake', async () => {
    const ip = nextTestAddress();
    for (let index = 0; index < 6; index += 1) {
      expect((await testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: { ...valid, kvkNumber: '1234' }, remoteAddress: ip })).statusCode).toBe(400);
    }
    expect((await post('Gemeente Typefout', ip)).statusCode).toBe(201);
  });
});

describe.each(testDatabases)('staff inbox of client requests ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let freelancer: TestLogin;
  let clock = new Date('2026-11-02T08:00:00.000Z');
  /** Ids of the requests made in beforeAll, oldest first. */
  const ids: number[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => clock });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.aanvragen@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    freelancer = await loginAs(app, 'fleur.freelancer@example.nl', { firstName: 'Fleur' });
    for (const [index, companyName] of ['Gemeente Utrecht', 'Zorggroep Noord', 'Waterschap Rivierenland'].entries()) {
      // Minutes apart: the access cookie of the logins above lives on the same clock.
      clock = new Date(Date.UTC(2026, 10, 2, 8, index));
      const response = await app.inject({
        method: 'POST',
        url: '/api/client_requests',
        payload: { ...valid, companyName, email: `contact${index}@voorbeeld.nl` },
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id as number);
    }
    clock = new Date('2026-11-02T08:05:00.000Z');
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const list = (login: TestLogin | undefined, query = '') => call(login, 'GET', `/api/client_requests${query}`);
  const patch = (login: TestLogin | undefined, id: number | string, payload: unknown) => call(login, 'PATCH', `/api/client_requests/${id}`, payload);
  const auditOf = async (id: number) =>
    (await app.db.selectFrom('audit_entries').select(['action', 'actor_id', 'before', 'after', 'at']).where('entity_type', '=', 'client_request').where('entity_id', '=', id).orderBy('id').execute()).map(
      (row) => ({ action: row.action, actorId: row.actor_id, before: row.before, after: row.after, at: new Date(row.at).toISOString() }),
    );
  const snapshot = async () => ({
    requests: await app.db.selectFrom('client_requests').select(['id', 'status', 'vacancy_id', 'updated_at']).orderBy('id').execute(),
    audit: (await sql<{ count: number }>`SELECT count(*)::int AS count FROM audit_entries`.execute(app.db)).rows[0]!.count,
  });

  it('lists every request for staff, newest first, as new, with Content-Range', async () => {
    const response = await list(staff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('client_requests 0-2/3');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = response.json() as ClientRequest[];
    expect(items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(items[2]).toEqual({
      id: ids[0],
      reference: `AV-2026-${String(ids[0]).padStart(5, '0')}`,
      companyName: 'Gemeente Utrecht',
      contactName: 'Anna de Vries',
      email: 'contact0@voorbeeld.nl',
      phone: '030 123 45 67',
      kvkNumber: '12345678',
      description: valid.description,
      position: null,
      startDate: null,
      duration: null,
      hoursPerWeek: null,
      hourlyRateMin: null,
      hourlyRateMax: null,
      budget: null,
      location: null,
      consultant: null,
      status: 'new',
      vacancyId: null,
      createdAt: '2026-11-02T08:00:00.000Z',
      updatedAt: '2026-11-02T08:00:00.000Z',
    });
  });

  it('honours range, sort, a status filter and a search', async () => {
    const page = await list(staff, `?range=${q([1, 1])}&sort=${q(['createdAt', 'ASC'])}`);
    expect(page.headers['content-range']).toBe('client_requests 1-1/3');
    expect(page.json().map((item: ClientRequest) => item.id)).toEqual([ids[1]]);
    const byName = await list(staff, `?sort=${q(['companyName', 'ASC'])}`);
    expect(byName.json().map((item: ClientRequest) => item.companyName)).toEqual(['Gemeente Utrecht', 'Waterschap Rivierenland', 'Zorggroep Noord']);
    const search = await list(staff, `?filter=${q({ q: 'zorg' })}`);
    expect(search.json().map((item: ClientRequest) => item.id)).toEqual([ids[1]]);
    const byMail = await list(staff, `?filter=${q({ q: 'CONTACT2@' })}`);
    expect(byMail.json().map((item: ClientRequest) => item.id)).toEqual([ids[2]]);
    const literal = await list(staff, `?filter=${q({ q: '%' })}`);
    expect(literal.json()).toEqual([]);
    expect(literal.headers['content-range']).toBe('client_requests */0');
    const inProgress = await list(staff, `?filter=${q({ status: ['in_progress', 'converted'] })}`);
    expect(inProgress.json()).toEqual([]);
  });

  it.each([
    ['?range=[0,', 'range', 'Dit is geen geldige JSON'],
    [`?sort=${encodeURIComponent('["email","ASC"]')}`, 'sort.0', 'Sorteer op een van: createdAt, updatedAt, companyName'],
    [`?filter=${encodeURIComponent('{"status":"done"}')}`, 'filter.status', 'Ongeldige waarde'],
    [`?filter=${encodeURIComponent('{"vacancyId":1}')}`, 'filter', 'Ongeldige waarde'],
  ])('refuses a bad query %s with a 400 on the field', async (query, path, message) => {
    const response = await list(staff, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
  });

  it('moves a request between new, in progress and rejected, audited with the staff member and the time', async () => {
    const id = ids[0]!;
    const taken = await patch(staff, id, { status: 'in_progress' });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect(taken.json()).toMatchObject({ id, status: 'in_progress', vacancyId: null, updatedAt: clock.toISOString(), createdAt: '2026-11-02T08:00:00.000Z' });
    const rejected = await patch(staff, id, { status: 'rejected' });
    expect(rejected.json().status).toBe('rejected');
    // The same status again changes nothing and writes no entry.
    const again = await patch(staff, id, { status: 'rejected' });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([
      { action: 'status', actorId: staff.employeeId, before: { status: 'new' }, after: { status: 'in_progress' }, at: clock.toISOString() },
      { action: 'status', actorId: staff.employeeId, before: { status: 'in_progress' }, after: { status: 'rejected' }, at: clock.toISOString() },
    ]);
    const filtered = await list(staff, `?filter=${q({ status: 'rejected' })}`);
    expect(filtered.json().map((item: ClientRequest) => item.id)).toEqual([id]);
    // A rejection can be undone while nothing was made of the request.
    expect((await patch(staff, id, { status: 'new' })).json().status).toBe('new');
  });

  it.each([
    [{}, 'status', 'Verplicht veld'],
    [{ status: 'converted' }, 'status', 'Zet een aanvraag om door er een opdracht van te maken.'],
    [{ status: 'klaar' }, 'status', 'Ongeldige waarde'],
    [{ status: 7 }, 'status', 'Ongeldige waarde'],
  ])('refuses a bad body with a Dutch field message (%#), changing nothing', async (payload, path, message) => {
    const before = await snapshot();
    const response = await patch(staff, ids[1]!, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await snapshot()).toEqual(before);
  });

  describe('converting (markClientRequestConverted, called when its vacancy is created)', () => {
    let vacancyIds: number[];
    beforeAll(async () => {
      vacancyIds = (await app.db.selectFrom('vacancies').select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
    });
    const convert = (id: number, vacancyId: number) =>
      app.db.transaction().execute((trx) => markClientRequestConverted(trx, id, vacancyId, { actorId: staff.employeeId, at: clock }));

    it('sets converted with the vacancy, audited, and then the request is final', async () => {
      const id = ids[1]!;
      await patch(staff, id, { status: 'in_progress' });
      await convert(id, vacancyIds[0]!);
      const converted = (await list(staff, `?filter=${q({ status: 'converted' })}`)).json() as ClientRequest[];
      expect(converted).toEqual([expect.objectContaining({ id, status: 'converted', vacancyId: vacancyIds[0], updatedAt: clock.toISOString() })]);
      expect((await auditOf(id)).at(-1)).toEqual({
        action: 'converted',
        actorId: staff.employeeId,
        before: { status: 'in_progress' },
        after: { status: 'converted', vacancyId: vacancyIds[0] },
        at: clock.toISOString(),
      });

      const before = await snapshot();
      const reopen = await patch(staff, id, { status: 'new' });
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json()).toEqual({ code: 'CLIENT_REQUEST_CONVERTED', message: 'Van deze aanvraag is al een opdracht gemaakt; de status blijft Omgezet.' });
      await expect(convert(id, vacancyIds[1]!)).rejects.toMatchObject({ statusCode: 409, code: 'CLIENT_REQUEST_ALREADY_CONVERTED' });
      expect(await snapshot()).toEqual(before);
    });

    it('throws a 400 on clientRequestId for an unknown request, so the vacancy transaction rolls back', async () => {
      const before = await snapshot();
      await expect(convert(2_000_000_000, vacancyIds[0]!)).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        fieldErrors: [{ path: 'clientRequestId', message: 'Deze aanvraag bestaat niet' }],
      });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a second request for the same vacancy (one request per vacancy)', async () => {
      const before = await snapshot();
      await expect(convert(ids[2]!, vacancyIds[0]!)).rejects.toMatchObject({ code: '23505' });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('access', () => {
    it('refuses the list to visitors (401) and freelancers (403)', async () => {
      const visitor = await list(undefined);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHENTICATED');
      const forbidden = await list(freelancer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ code: 'FORBIDDEN', message: 'Je hebt geen toegang tot deze gegevens.' });
      expect(forbidden.body).not.toContain('Gemeente Utrecht');
    });

    it('answers a freelancer 404 on an existing request as on an unknown one, and a visitor 401; nothing changes', async () => {
      const before = await snapshot();
      expect((await patch(undefined, ids[2]!, { status: 'rejected' })).statusCode).toBe(401);
      const existing = await patch(freelancer, ids[2]!, { status: 'rejected' });
      const unknown = await patch(freelancer, 2_000_000_000, { status: 'rejected' });
      for (const response of [existing, unknown]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'CLIENT_REQUEST_NOT_FOUND', message: 'Deze aanvraag bestaat niet.' });
      }
      expect((await patch(staff, 2_000_000_000, { status: 'rejected' })).json()).toEqual(unknown.json());
      const malformed = await patch(staff, 'abc', { status: 'rejected' });
      expect(malformed.statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });
  });
});
