import { access } from 'node:fs/promises';
import path from 'node:path';
import { COOKIE_NAMES, GDPR_EXPORT_FORMAT, type GdprExport, type GdprRequest, type GdprStaffRequest } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { latestMail, loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { dutchToday } from '@interim/shared/format';
import { modules } from '../index.js';
import { daysUntil, gdprDeadline } from './gdpr-deadline.js';
import { collectPersonalData } from './personal-data.js';

/** What the modules of the app under test declare about personal data. */
const personalData = collectPersonalData(modules);

type Method = 'GET' | 'POST' | 'PATCH';

/** Every table of the current schema. */
async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Where `needle` still occurs, as `table: count`: every column of every row,
 * whatever its type (the whole row cast to text, JSON and arrays included).
 */
async function tracesOf(db: Kysely<Database>, needle: string): Promise<string[]> {
  const traces: string[] = [];
  for (const table of await tablesOf(db)) {
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM ${sql.table(table)} AS row_value WHERE row_value::text ILIKE ${`%${needle}%`}`.execute(db);
    if (rows[0]!.count > 0) traces.push(`${table}: ${rows[0]!.count}`);
  }
  return traces;
}

const multipartCv = (boundary: string) =>
  ['--' + boundary, 'Content-Disposition: form-data; name="file"; filename="cv-zwaantje.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.7\n%cv van Zwaantje Wolkenkrabber\n', `--${boundary}--`, ''].join('\r\n');

describe.each(testDatabases)('GDPR requests API ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let vacancies: Array<{ id: number; title: string }>;
  let nextVacancy = 0;
  const takeVacancy = () => vacancies[nextVacancy++]!;

  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
    staff = await loginAs(app, 'sanne.gdpr-staff@example.nl', { staff: true, firstName: 'Sanne' });
    vacancies = await app.db
      .selectFrom('vacancies')
      .select(['id', 'title'])
      .where('status', '=', 'open')
      .where(sql<boolean>`closing_date >= ${dutchToday(new Date())}::date + 7`)
      .orderBy('id')
      .limit(20)
      .execute();
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { ...(login ? { cookie: login.cookieHeader } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const createRequest = (login: TestLogin, body: Record<string, unknown>) => call(login, 'POST', '/api/gdpr_requests', body);
  const requestCount = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM gdpr_requests`.execute(app.db)).rows[0]!.count;

  describe('requests for staff', () => {
    let dirk: TestLogin;
    beforeAll(async () => {
      dirk = await loginAs(app, 'dirk.verzoek@example.nl', { firstName: 'Dirk' });
    });

    it('queues a request to see the data, answers 201 and confirms by mail', async () => {
      const response = await createRequest(dirk, { type: 'request-personal-data' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        type: 'request-personal-data',
        status: 'received',
        message: null,
        createdAt: expect.any(String),
        // The person sees the legal deadline too: receipt plus one calendar month.
        deadline: gdprDeadline(new Date(response.json().createdAt)),
        completedAt: null,
        handledAt: null,
        downloadUrl: null,
      });
      expect(response.json().deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const mail = await latestMail(app, 'dirk.verzoek@example.nl');
      expect(mail?.subject).toBe('We hebben je verzoek over je persoonsgegevens ontvangen');
      expect(mail?.text).toContain('We hebben je verzoek ontvangen: Inzage in mijn persoonsgegevens.');
      expect(mail?.link).toMatch(/\/profiel\/persoonsgegevens-beheren$/);
    });

    it('queues a change request with its message', async () => {
      const response = await createRequest(dirk, { type: 'change-personal-data', message: '  Mijn achternaam is veranderd in Dijkstra.  ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ type: 'change-personal-data', status: 'received', message: 'Mijn achternaam is veranderd in Dijkstra.' });
      expect((await latestMail(app, 'dirk.verzoek@example.nl'))?.text).toContain('Mijn persoonsgegevens wijzigen');
    });

    it('lists only your own requests, newest first, with Content-Range', async () => {
      const response = await call(dirk, 'GET', '/api/gdpr_requests');
      expect(response.statusCode).toBe(200);
      const requests = response.json() as GdprRequest[];
      expect(requests.map((request) => request.type)).toEqual(['change-personal-data', 'request-personal-data']);
      expect(requests[0]!.id).toBeGreaterThan(requests[1]!.id);
      expect(response.headers['content-range']).toBe('gdpr_requests 0-1/2');
      // Staff get the queue of everyone's requests instead (see 'staff queue' below).
      const staffList = await call(staff, 'GET', '/api/gdpr_requests');
      expect((staffList.json() as GdprStaffRequest[]).filter((item) => item.employee.id === dirk.employeeId).map((item) => item.id)).toEqual(
        requests.map((request) => request.id).sort((a, b) => a - b),
      );
    });

    it.each([
      [{}, 'type', 'Verplicht veld'],
      [{ type: 'delete-everything' }, 'type', 'Ongeldige waarde'],
      [{ type: 42 }, 'type', 'Ongeldige waarde'],
      [{ type: 'change-personal-data' }, 'message', 'Verplicht veld'],
      [{ type: 'change-personal-data', message: '   ' }, 'message', 'Verplicht veld'],
      [{ type: 'change-personal-data', message: 'x'.repeat(2001) }, 'message', 'Gebruik maximaal 2000 karakters'],
      [{ type: 'anonymize-data' }, 'confirmation', 'Typ ANONIMISEER om te bevestigen dat je je gegevens wilt laten anonimiseren'],
      [{ type: 'anonymize-data', confirmation: 'anonimiseer' }, 'confirmation', 'Typ ANONIMISEER om te bevestigen dat je je gegevens wilt laten anonimiseren'],
    ])('refuses bad input with a Dutch message on the field and changes nothing (%#)', async (body, field, message) => {
      const before = await requestCount();
      const response = await createRequest(dirk, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path: field, message }]));
      expect(await requestCount()).toBe(before);
      // A refused anonymisation leaves the account and the session alone.
      const me = await call(dirk, 'GET', '/api/employees/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().email).toBe('dirk.verzoek@example.nl');
    });

    it('refuses malformed JSON without a 500', async () => {
      const response = await call(dirk, 'POST', '/api/gdpr_requests', '{"type":', { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_JSON');
    });

    it('refuses visitors with 401 on every route', async () => {
      for (const [method, url] of [
        ['POST', '/api/gdpr_requests'],
        ['GET', '/api/gdpr_requests'],
        ['GET', '/api/gdpr_requests/1/export'],
      ] as const) {
        const response = await call(undefined, method, url, method === 'POST' ? { type: 'export-personal-data' } : undefined);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    });
  });

  describe('one open request per type, and a rate limit (issue 42, item 5)', () => {
    const mailsTo = async (email: string) => {
      await app.mailer.flush();
      return (await app.mailer.listOutbox({ to: email, limit: 1000 })).length;
    };
    const requestsOf = async (employeeId: number) =>
      app.db.selectFrom('gdpr_requests').select(['type', 'status']).where('employee_id', '=', employeeId).orderBy('id').execute();

    it('gives a burst of the same request one row, one deadline and one mail; the rest are refused', async () => {
      const email = 'bas.burst@example.nl';
      const bas = await loginAs(app, email, { firstName: 'Bas' });
      const mailsBefore = await mailsTo(email);
      const responses = await Promise.all(Array.from({ length: 25 }, () => createRequest(bas, { type: 'request-personal-data' })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.every((status) => status === 201 || status === 409 || status === 429)).toBe(true);
      expect(await requestsOf(bas.employeeId)).toEqual([{ type: 'request-personal-data', status: 'received' }]);
      expect(await mailsTo(email)).toBe(mailsBefore + 1);
    });

    it('answers a second open request of the same type with a Dutch 409 naming it; another type, or one after closing, is taken', async () => {
      const email = 'tessa.tweemaal@example.nl';
      const tessa = await loginAs(app, email, { firstName: 'Tessa' });
      const first = await createRequest(tessa, { type: 'change-personal-data', message: 'Mijn tussenvoegsel ontbreekt.' });
      expect(first.statusCode).toBe(201);
      const mailsBefore = await mailsTo(email);

      const again = await createRequest(tessa, { type: 'change-personal-data', message: 'Nog een keer.' });
      expect(again.statusCode).toBe(409);
      const created = new Date(first.json().createdAt);
      const longDate = (at: Date) => at.toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
      expect(again.json()).toEqual({
        code: 'GDPR_REQUEST_ALREADY_OPEN',
        message: `Je hebt al een verzoek "Mijn persoonsgegevens wijzigen" dat nog loopt (ontvangen op ${longDate(created)}). We handelen het uiterlijk ${longDate(new Date(`${gdprDeadline(created)}T12:00:00Z`))} af; daarna kun je zo nodig een nieuw verzoek doen.`,
      });
      // Also while staff have it in hand.
      expect((await call(staff, 'PATCH', `/api/gdpr_requests/${first.json().id}`, { status: 'in_progress' })).statusCode).toBe(200);
      expect((await createRequest(tessa, { type: 'change-personal-data', message: 'En nog een keer.' })).statusCode).toBe(409);
      expect(await mailsTo(email)).toBe(mailsBefore);

      expect((await createRequest(tessa, { type: 'request-personal-data' })).statusCode).toBe(201);
      expect((await call(staff, 'PATCH', `/api/gdpr_requests/${first.json().id}`, { status: 'completed', resolution: 'Aangepast.' })).statusCode).toBe(200);
      expect((await createRequest(tessa, { type: 'change-personal-data', message: 'Nu mijn adres.' })).statusCode).toBe(201);
      expect((await requestsOf(tessa.employeeId)).map((row) => `${row.type}:${row.status}`)).toEqual([
        'change-personal-data:completed',
        'request-personal-data:received',
        'change-personal-data:received',
      ]);
    });

    it('limits new requests per person (RATE_LIMIT_PER_EMAIL per window) with a Dutch 429 and Retry-After; others are not affected', async () => {
      const rita = await loginAs(app, 'rita.rate@example.nl', { firstName: 'Rita' });
      const other = await loginAs(app, 'olle.ander@example.nl', { firstName: 'Olle' });
      const limit = app.config.rateLimit.perEmail;
      for (let index = 0; index < limit; index++) expect((await createRequest(rita, { type: 'export-personal-data' })).statusCode).toBe(201);
      const refused = await createRequest(rita, { type: 'export-personal-data' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await requestsOf(rita.employeeId)).toHaveLength(limit);
      expect((await createRequest(other, { type: 'export-personal-data' })).statusCode).toBe(201);
    });
  });

  describe('export-personal-data', () => {
    const EVA = 'eva.export@example.nl';
    let eva: TestLogin;
    let frank: TestLogin;
    let vacancy: { id: number; title: string };
    let exportRequest: GdprRequest;

    beforeAll(async () => {
      eva = await loginAs(app, EVA, { firstName: 'Eva', lastName: 'Exporteur' });
      frank = await loginAs(app, 'frank.ander@example.nl', { firstName: 'Frank' });
      vacancy = takeVacancy();
      const applied = await call(eva, 'POST', '/api/applications', { vacancyId: vacancy.id, motivation: 'Eva wil graag.' });
      expect(applied.statusCode).toBe(201);
      await call(staff, 'PATCH', `/api/applications/${applied.json().id}`, { status: 'in_review' });
      const favourite = await call(eva, 'GET', `/api/vacancies/${vacancy.id}/favorite`, undefined, { 'x-requested-with': 'interim-web' });
      expect(favourite.statusCode).toBe(200);
      await call(eva, 'POST', '/api/_mixpanel/track', { event: 'Page view', properties: { pathname: '/dashboard' } });
    });

    it('completes at once with a download link, and mails that it is ready', async () => {
      const response = await createRequest(eva, { type: 'export-personal-data' });
      expect(response.statusCode).toBe(201);
      exportRequest = response.json() as GdprRequest;
      expect(exportRequest).toEqual({
        id: expect.any(Number),
        type: 'export-personal-data',
        status: 'completed',
        message: null,
        createdAt: expect.any(String),
        deadline: gdprDeadline(new Date(exportRequest.createdAt)),
        completedAt: exportRequest.createdAt,
        handledAt: null,
        downloadUrl: `/api/gdpr_requests/${exportRequest.id}/export`,
      });
      const mail = await latestMail(app, EVA);
      expect(mail?.subject).toBe('Je gegevensexport staat klaar');
      const listed = (await call(eva, 'GET', '/api/gdpr_requests')).json() as GdprRequest[];
      expect(listed[0]).toEqual(exportRequest);
    });

    it('downloads as a JSON attachment holding everything about the person, without secrets', async () => {
      const response = await call(eva, 'GET', exportRequest.downloadUrl!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="persoonsgegevens-${dutchToday(new Date(exportRequest.completedAt!))}.json"`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toContain('no-store');

      const file = JSON.parse(response.body) as GdprExport;
      expect(file).toMatchObject({ format: GDPR_EXPORT_FORMAT, employeeId: eva.employeeId, exportedAt: exportRequest.completedAt });
      const sections = file.sections as {
        employee: unknown;
        applications: unknown;
        favourites: unknown;
        analyticsEvents: unknown;
        gdprRequests: unknown;
        sessions: { logins: Array<Record<string, unknown>> };
      };
      expect(Object.keys(sections).sort()).toEqual(personalData.steps.map((step) => step.section).sort());
      expect(sections.employee).toMatchObject({ id: eva.employeeId, email: EVA, firstName: 'Eva', lastName: 'Exporteur', role: 'employee' });
      expect(sections.applications).toEqual([
        expect.objectContaining({
          vacancyId: vacancy.id,
          vacancyTitle: vacancy.title,
          motivation: 'Eva wil graag.',
          status: 'in_review',
          statusHistory: [expect.objectContaining({ status: 'submitted' }), expect.objectContaining({ status: 'in_review', changedByRole: 'staff' })],
        }),
      ]);
      expect(sections.favourites).toEqual([expect.objectContaining({ vacancyId: vacancy.id, vacancyTitle: vacancy.title })]);
      expect(sections.analyticsEvents).toEqual([expect.objectContaining({ event: 'Page view', properties: { pathname: '/dashboard' } })]);
      expect(sections.gdprRequests).toEqual([expect.objectContaining({ id: exportRequest.id, type: 'export-personal-data' })]);
      expect(sections.sessions.logins.length).toBeGreaterThanOrEqual(1);
      expect(sections.sessions.logins[0]).toEqual(expect.objectContaining({ createdAt: expect.any(String) }));
      expect(response.body).not.toMatch(/tokenHash|codeHash|storageName|token_hash|exportJson/);
      expect(response.body).not.toContain('frank.ander@example.nl');
    });

    it('refuses the export to anyone else with 404, and keeps requests apart', async () => {
      for (const login of [frank, staff]) {
        const response = await call(login, 'GET', exportRequest.downloadUrl!);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'GDPR_EXPORT_NOT_FOUND', message: 'Deze export bestaat niet of is niet van jou.' });
      }
      const franksList = (await call(frank, 'GET', '/api/gdpr_requests')).json() as GdprRequest[];
      expect(franksList).toEqual([]);
    });

    it('answers 404 for a request that is not an export or does not exist, and 400 for a malformed id', async () => {
      const queued = (await createRequest(eva, { type: 'request-personal-data' })).json() as GdprRequest;
      expect((await call(eva, 'GET', `/api/gdpr_requests/${queued.id}/export`)).statusCode).toBe(404);
      expect((await call(eva, 'GET', '/api/gdpr_requests/2000000000/export')).statusCode).toBe(404);
      const malformed = await call(eva, 'GET', '/api/gdpr_requests/abc/export');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors).toEqual([{ path: 'id', message: 'Een id bestaat uit cijfers' }]);
    });
  });

  describe('anonymize-data', () => {
    const EMAIL = 'zwaantje.wolkenkrabber@example.nl';
    const FIRST = 'Zwaantje';
    const LAST = 'Wolkenkrabber';
    const PHONE = '06 13572468';
    const KVK = '86420975';
    const BIRTH = '1985-04-12';
    let zwaantje: TestLogin;
    let cvPath: string;
    let cvId: number;
    let applicationIds: number[];

    beforeAll(async () => {
      zwaantje = await loginAs(app, EMAIL, { firstName: FIRST, lastName: LAST });
      const profile = await call(zwaantje, 'PATCH', `/api/employees/${zwaantje.employeeId}`, {
        phone: PHONE,
        postcode: '3511 AB',
        city: 'Utrecht',
        dateOfBirth: BIRTH,
        linkedinUrl: 'https://www.linkedin.com/in/zwaantje-wolkenkrabber',
        kvkNumber: KVK,
        hourlyRate: 85,
        preferences: { desiredFunction: 'Interim manager zoals Zwaantje graag wil', hoursPerWeek: 32 },
        experience: [{ role: 'Projectleider', client: 'Gemeente Utrecht', from: '2019-01-01', to: null, description: `${FIRST} ${LAST} leidde de transitie.` }],
        education: [{ institution: 'Universiteit Utrecht', study: `Bestuurskunde (scriptie ${LAST})` }],
      });
      expect(profile.statusCode).toBe(200);

      const upload = await call(zwaantje, 'POST', '/api/employees/cv', multipartCv('grens'), { 'content-type': 'multipart/form-data; boundary=grens' });
      expect(upload.statusCode).toBe(201);
      const cv = await app.db.selectFrom('employee_cvs').select(['id', 'storage_name']).where('employee_id', '=', zwaantje.employeeId).executeTakeFirstOrThrow();
      cvId = cv.id;
      cvPath = path.join(app.config.dataDir, 'cv', cv.storage_name);
      // PGlite keeps the bytes in a file, PostgreSQL in employee_cv_contents (employee-cv.routes.ts).
      if (database.name === 'pglite') await access(cvPath);
      else expect(await app.db.selectFrom('employee_cv_contents').select('cv_id').where('cv_id', '=', cvId).execute()).toHaveLength(1);

      const [first, second] = [takeVacancy(), takeVacancy()];
      const applied = [
        await call(zwaantje, 'POST', '/api/applications', { vacancyId: first.id, motivation: `Ik ben ${FIRST} ${LAST}, bel me op ${PHONE}.`, useStoredCv: true, availableFrom: '2027-03-01' }),
        await call(zwaantje, 'POST', '/api/applications', { vacancyId: second.id, motivation: `Groet, ${FIRST}` }),
      ];
      applicationIds = applied.map((response) => {
        expect(response.statusCode).toBe(201);
        return response.json().id as number;
      });
      expect((await call(staff, 'PATCH', `/api/applications/${applicationIds[0]}`, { status: 'in_review' })).statusCode).toBe(200);
      expect((await call(staff, 'PATCH', `/api/applications/${applicationIds[1]}`, { status: 'rejected', reason: `${FIRST} heeft geen rijbewijs.` })).statusCode).toBe(200);

      expect((await call(zwaantje, 'GET', `/api/vacancies/${first.id}/favorite`, undefined, { 'x-requested-with': 'interim-web' })).statusCode).toBe(200);
      expect((await call(zwaantje, 'POST', '/api/employees/request-contact', { message: `Bel ${FIRST} terug`, phone: PHONE })).statusCode).toBe(201);
      expect((await call(zwaantje, 'POST', '/api/_mixpanel/track', { event: 'Page view', properties: { note: EMAIL } })).statusCode).toBe(204);
      const search = await call(zwaantje, 'GET', `/api/vacancies?track=true&filter=${encodeURIComponent(JSON.stringify({ q: LAST }))}`);
      expect(search.statusCode).toBe(200);
      expect((await createRequest(zwaantje, { type: 'export-personal-data' })).statusCode).toBe(201);
      const change = await createRequest(zwaantje, { type: 'change-personal-data', message: `Nieuw nummer van ${FIRST}: ${PHONE}` });
      expect(change.statusCode).toBe(201);
      const handled = await call(staff, 'PATCH', `/api/gdpr_requests/${change.json().id}`, { status: 'completed', resolution: `Nummer van ${FIRST} ${LAST} aangepast.` });
      expect(handled.statusCode).toBe(200);
    });

    const needles = [EMAIL, FIRST, LAST, PHONE, PHONE.replace(/\D/g, ''), KVK, BIRTH, 'zwaantje-wolkenkrabber'];

    it('finds the person everywhere before (the search itself works)', async () => {
      expect(await tracesOf(app.db, EMAIL)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^employees: /), expect.stringMatching(/^gdpr_requests: /), expect.stringMatching(/^analytics_events: /)]),
      );
      expect(await tracesOf(app.db, LAST)).toEqual(expect.arrayContaining([expect.stringMatching(/^applications: /), expect.stringMatching(/^vacancy_events: /)]));
      expect(await tracesOf(app.db, FIRST)).toEqual(expect.arrayContaining([expect.stringMatching(/^application_status_history: /), expect.stringMatching(/^employee_contact_requests: /)]));
    });

    it('erases the person, revokes every session and clears the cookies', async () => {
      const response = await createRequest(zwaantje, { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ type: 'anonymize-data', status: 'completed', completedAt: expect.any(String), downloadUrl: null });
      const cleared = (response.cookies as Array<{ name: string; value: string; maxAge?: number }>).filter((cookie) => cookie.maxAge === 0 && cookie.value === '');
      expect(cleared.map((cookie) => cookie.name).sort()).toEqual(Object.values(COOKIE_NAMES).sort());

      for (const url of ['/api/employees/me', '/api/applications', '/api/gdpr_requests']) {
        expect((await call(zwaantje, 'GET', url)).statusCode).toBe(401);
      }
      const refresh = await call(zwaantje, 'GET', '/api/auth/refresh_tokens');
      expect(refresh.statusCode).toBe(401);
      const sessions = await app.db.selectFrom('auth_sessions').select(['revoked_at']).where('employee_id', '=', zwaantje.employeeId).execute();
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
      const tokens = await sql<{ count: number }>`
        SELECT (SELECT count(*)::int FROM refresh_tokens r JOIN auth_sessions s ON s.id = r.session_id WHERE s.employee_id = ${zwaantje.employeeId})
             + (SELECT count(*)::int FROM login_links WHERE employee_id = ${zwaantje.employeeId}) AS count`.execute(app.db);
      expect(tokens.rows[0]!.count).toBe(0);
    });

    it('leaves no trace of the name, address, phone or other details in any column of any table', async () => {
      for (const needle of needles) {
        expect({ needle, traces: await tracesOf(app.db, needle) }).toEqual({ needle, traces: [] });
      }
      const row = await app.db.selectFrom('employees').selectAll().where('id', '=', zwaantje.employeeId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ phone: null, postcode: null, city: null, date_of_birth: null, linkedin_url: null, kvk_number: null, latitude: null, longitude: null, experience: [], education: [], preferences: {} });
      expect(row.email).toMatch(/^geanonimiseerd-[0-9a-f-]{36}@anoniem\.invalid$/);
    });

    it('deletes the CV file and its record', async () => {
      await expect(access(cvPath)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await app.db.selectFrom('employee_cv_contents').select('cv_id').where('cv_id', '=', cvId).execute()).toEqual([]);
      expect(await app.db.selectFrom('employee_cvs').select('id').where('employee_id', '=', zwaantje.employeeId).execute()).toEqual([]);
    });

    it('keeps the applications as anonymous rows, so counts still work', async () => {
      const rows = await app.db.selectFrom('applications').selectAll().where('id', 'in', applicationIds).orderBy('id').execute();
      expect(rows.map((row) => [row.status, row.motivation, row.cv_id, row.available_from])).toEqual([
        ['in_review', null, null, null],
        ['rejected', null, null, null],
      ]);
      const history = await app.db.selectFrom('application_status_history').select(['status', 'reason']).where('application_id', 'in', applicationIds).execute();
      expect(history).toHaveLength(4);
      expect(history.every((entry) => entry.reason === null)).toBe(true);
    });

    it('removes the mails about the person from the outbox', async () => {
      const mails = await app.mailer.listOutbox({ limit: 100_000 });
      const mentioning = mails.filter((mail) => [mail.to, mail.text, mail.html ?? ''].some((text) => text.toLowerCase().includes(EMAIL)));
      expect(mentioning).toEqual([]);
      expect(mails.some((mail) => mail.to === 'eva.export@example.nl')).toBe(true);
    });

    it('leaves other people alone', async () => {
      expect(await tracesOf(app.db, 'eva.export@example.nl')).toEqual(expect.arrayContaining([expect.stringMatching(/^employees: /)]));
      const evaApplications = await app.db
        .selectFrom('applications as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select('a.motivation')
        .where('e.email', '=', 'eva.export@example.nl')
        .execute();
      expect(evaApplications).toEqual([{ motivation: 'Eva wil graag.' }]);
    });

    it('lets the old address register again as a new person', async () => {
      const again = await loginAs(app, EMAIL, { firstName: FIRST, lastName: LAST });
      expect(again.employeeId).not.toBe(zwaantje.employeeId);
      const me = await call(again, 'GET', '/api/employees/me');
      expect(me.json()).toMatchObject({ id: again.employeeId, email: EMAIL, phone: null });
      expect((await call(again, 'GET', '/api/applications')).json()).toEqual([]);
      expect((await call(again, 'GET', '/api/gdpr_requests')).json()).toEqual([]);
      // The old account's export died with the rest: nobody can fetch it.
      const exportId = (await app.db.selectFrom('gdpr_requests').select('id').where('employee_id', '=', zwaantje.employeeId).where('type', '=', 'export-personal-data').executeTakeFirstOrThrow()).id;
      expect((await call(again, 'GET', `/api/gdpr_requests/${exportId}/export`)).statusCode).toBe(404);
    });
  });

  it('removes a login link asked for just before anonymising (the link is stored after the answer)', async () => {
    const email = 'ruben.race@example.nl';
    const ruben = await loginAs(app, email, { firstName: 'Ruben' });
    await app.mailer.flush();
    // The answer comes before the link is stored (auth: equal work for known and unknown addresses).
    expect((await call(undefined, 'POST', '/api/auth/passwordless_login', { email })).statusCode).toBe(204);
    const response = await createRequest(ruben, { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
    expect(response.statusCode).toBe(201);
    await app.mailer.flush();
    const links = await sql<{ count: number }>`SELECT count(*)::int AS count FROM login_links WHERE employee_id = ${ruben.employeeId}`.execute(app.db);
    expect(links.rows[0]!.count).toBe(0);
  });

  it('knows every table: each holds no personal data or has an export and anonymisation step', async () => {
    const covered = new Set([...personalData.tablesWithoutPersonalData, ...personalData.steps.flatMap((step) => step.tables)]);
    const unknown = (await tablesOf(app.db)).filter((table) => !covered.has(table));
    // A new table? Its module adds a step to its <module>.personal-data.ts, or lists the table there as holding no personal data.
    expect(unknown).toEqual([]);
  });
});

describe('the legal deadline (AVG article 12(3))', () => {
  it.each([
    ['2027-01-15T09:00:00.000Z', '2027-02-15'],
    ['2027-01-31T09:00:00.000Z', '2027-02-28'],
    ['2028-01-31T09:00:00.000Z', '2028-02-29'],
    ['2027-03-31T09:00:00.000Z', '2027-04-30'],
    ['2027-12-31T09:00:00.000Z', '2028-01-31'],
    ['2027-02-28T09:00:00.000Z', '2027-03-28'],
    // 23:30 UTC on 31 January is already 1 February in the Netherlands.
    ['2027-01-31T23:30:00.000Z', '2027-03-01'],
    // Summer time: 22:30 UTC on 30 June is 1 July in the Netherlands.
    ['2027-06-30T22:30:00.000Z', '2027-08-01'],
  ])('a request received at %s must be answered by %s', (receivedAt, deadline) => {
    expect(gdprDeadline(new Date(receivedAt))).toBe(deadline);
  });

  it('counts whole calendar days to the deadline, negative after it', () => {
    expect(daysUntil('2027-03-01', '2027-03-01')).toBe(0);
    expect(daysUntil('2027-03-01', '2027-02-28')).toBe(1);
    expect(daysUntil('2027-02-28', '2027-03-01')).toBe(-1);
    // Across the change to summer time (28 March 2027) a day is still one day.
    expect(daysUntil('2027-04-01', '2027-03-01')).toBe(31);
  });
});

describe.each(testDatabases)('GDPR requests: staff queue and handling ($name)', (database) => {
  /** 1 March 2027, 11:00 in the Netherlands: the fixed clock of this suite. */
  const NOW = new Date('2027-03-01T10:00:00.000Z');
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let dirk: TestLogin;
  let eva: TestLogin;
  const ids: Record<'overdue' | 'dueToday' | 'dueLater' | 'handled' | 'fresh', number> = { overdue: 0, dueToday: 0, dueLater: 0, handled: 0, fresh: 0 };

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.privacy@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    dirk = await loginAs(app, 'dirk.queue@example.nl', { firstName: 'Dirk', lastName: 'Dijkstra' });
    eva = await loginAs(app, 'eva.queue@example.nl', { firstName: 'Eva', lastName: 'Evers' });
    const insert = async (employeeId: number, type: GdprRequest['type'], receivedAt: string, status: GdprRequest['status'] = 'received') => {
      const row = await app.db
        .insertInto('gdpr_requests')
        .values({ employee_id: employeeId, type, status, message: null, export_json: null, created_at: receivedAt, completed_at: status === 'completed' ? receivedAt : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    ids.overdue = await insert(dirk.employeeId, 'request-personal-data', '2027-01-31T09:00:00.000Z');
    ids.dueToday = await insert(dirk.employeeId, 'change-personal-data', '2027-02-01T09:00:00.000Z');
    ids.dueLater = await insert(eva.employeeId, 'request-personal-data', '2027-02-20T09:00:00.000Z');
    ids.handled = await insert(eva.employeeId, 'export-personal-data', '2027-01-10T09:00:00.000Z', 'completed');
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/gdpr_requests',
      headers: { cookie: eva.cookieHeader },
      payload: { type: 'change-personal-data', message: 'Mijn adres is veranderd.' },
    });
    expect(fresh.statusCode).toBe(201);
    ids.fresh = fresh.json().id as number;
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const queue = async (query = '') => {
    const response = await call(staff, 'GET', `/api/gdpr_requests${query}`);
    expect(response.statusCode).toBe(200);
    return response;
  };
  const snapshot = async () => ({
    requests: await app.db.selectFrom('gdpr_requests').select(['id', 'status', 'handled_at', 'handled_by', 'resolution', 'completed_at']).orderBy('id').execute(),
    audit: (await sql<{ count: number }>`SELECT count(*)::int AS count FROM audit_entries`.execute(app.db)).rows[0]!.count,
  });

  it("lists everyone's requests with the deadline and days left, the open ones first, most urgent first", async () => {
    const response = await queue();
    expect(response.headers['content-range']).toBe('gdpr_requests 0-4/5');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = response.json() as GdprStaffRequest[];
    expect(items.map((item) => item.id)).toEqual([ids.overdue, ids.dueToday, ids.dueLater, ids.fresh, ids.handled]);
    expect(items.map((item) => [item.deadline, item.daysLeft, item.overdue])).toEqual([
      ['2027-02-28', -1, true],
      ['2027-03-01', 0, false],
      ['2027-03-20', 19, false],
      ['2027-04-01', 31, false],
      ['2027-02-10', null, false],
    ]);
    expect(items[0]).toEqual({
      id: ids.overdue,
      type: 'request-personal-data',
      status: 'received',
      message: null,
      receivedAt: '2027-01-31T09:00:00.000Z',
      deadline: '2027-02-28',
      daysLeft: -1,
      overdue: true,
      employee: { id: dirk.employeeId, name: 'Dirk Dijkstra', email: 'dirk.queue@example.nl' },
      handledAt: null,
      handledBy: null,
      resolution: null,
      completedAt: null,
    });
    expect(items[3]).toMatchObject({ message: 'Mijn adres is veranderd.', receivedAt: NOW.toISOString(), employee: { name: 'Eva Evers' } });
  });

  it('filters on status, type and person, sorts on deadline or receipt, and pages', async () => {
    const open = await queue(`?filter=${q({ status: ['received', 'in_progress'] })}`);
    expect(open.json().map((item: GdprStaffRequest) => item.id)).toEqual([ids.overdue, ids.dueToday, ids.dueLater, ids.fresh]);
    const inzage = await queue(`?filter=${q({ type: 'request-personal-data' })}`);
    expect(inzage.json().map((item: GdprStaffRequest) => item.id)).toEqual([ids.overdue, ids.dueLater]);
    const evas = await queue(`?filter=${q({ employeeId: eva.employeeId, type: ['change-personal-data', 'export-personal-data'] })}`);
    expect(evas.json().map((item: GdprStaffRequest) => item.id)).toEqual([ids.fresh, ids.handled]);
    const latestDeadline = await queue(`?sort=${q(['deadline', 'DESC'])}&range=${q([0, 1])}`);
    expect(latestDeadline.headers['content-range']).toBe('gdpr_requests 0-1/5');
    expect(latestDeadline.json().map((item: GdprStaffRequest) => item.id)).toEqual([ids.fresh, ids.dueLater]);
    const oldest = await queue(`?sort=${q(['receivedAt', 'ASC'])}&range=${q([0, 0])}`);
    expect(oldest.json().map((item: GdprStaffRequest) => item.id)).toEqual([ids.handled]);
    const none = await queue(`?filter=${q({ status: 'rejected' })}`);
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('gdpr_requests */0');
  });

  it.each([
    ['?range=[0,', 'range', 'Dit is geen geldige JSON'],
    [`?sort=${encodeURIComponent('["type","ASC"]')}`, 'sort.0', 'Sorteer op een van: deadline, receivedAt'],
    [`?filter=${encodeURIComponent('{"status":"done"}')}`, 'filter.status', 'Ongeldige waarde'],
    [`?filter=${encodeURIComponent('{"overdue":true}')}`, 'filter', 'Ongeldige waarde'],
  ])('refuses a bad query %s with a 400 on the field', async (query, path, message) => {
    const response = await call(staff, 'GET', `/api/gdpr_requests${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
  });

  it('records who took a request in hand and who closed it, audits both, and shows the person the status and its date', async () => {
    const id = ids.dueToday;
    const taken = await call(staff, 'PATCH', `/api/gdpr_requests/${id}`, { status: 'in_progress' });
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect(taken.json()).toMatchObject({
      id,
      status: 'in_progress',
      handledAt: NOW.toISOString(),
      handledBy: { id: staff.employeeId, name: 'Sanne Staf' },
      resolution: null,
      completedAt: null,
      daysLeft: 0,
      overdue: false,
    });
    const done = await call(staff, 'PATCH', `/api/gdpr_requests/${id}`, { status: 'completed', resolution: '  Gewijzigde gegevens doorgevoerd en bevestigd per e-mail.  ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      resolution: 'Gewijzigde gegevens doorgevoerd en bevestigd per e-mail.',
      completedAt: NOW.toISOString(),
      handledBy: { id: staff.employeeId, name: 'Sanne Staf' },
      daysLeft: null,
      overdue: false,
    });

    const audit = await call(staff, 'GET', `/api/audit_entries?filter=${q({ entityType: 'gdpr_request', entityId: id })}&sort=${q(['at', 'ASC'])}`);
    expect(audit.json().map(({ action, actor, before, after }: { action: string; actor: { id: number }; before: unknown; after: unknown }) => ({ action, actorId: actor.id, before, after }))).toEqual([
      { action: 'status', actorId: staff.employeeId, before: { status: 'received' }, after: { status: 'in_progress', handledAt: NOW.toISOString() } },
      { action: 'status', actorId: staff.employeeId, before: { status: 'in_progress' }, after: { status: 'completed', handledAt: NOW.toISOString(), completedAt: NOW.toISOString() } },
    ]);

    // The person sees the new status with its date, not staff's note or name.
    const own = await call(dirk, 'GET', '/api/gdpr_requests');
    const mine = (own.json() as GdprRequest[]).find((request) => request.id === id);
    expect(mine).toEqual({
      id,
      type: 'change-personal-data',
      status: 'completed',
      message: null,
      createdAt: '2027-02-01T09:00:00.000Z',
      deadline: '2027-03-01',
      completedAt: NOW.toISOString(),
      handledAt: NOW.toISOString(),
      downloadUrl: null,
    });
    expect(own.body).not.toContain('doorgevoerd');
    expect(own.body).not.toContain('Sanne');
  });

  it('rejects with a reason; a closed request is final and taking in hand twice is refused, both 409 and changing nothing', async () => {
    const id = ids.dueLater;
    const rejected = await call(staff, 'PATCH', `/api/gdpr_requests/${id}`, { status: 'rejected', resolution: 'Verzoek ingetrokken door de aanvrager.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', completedAt: NOW.toISOString(), daysLeft: null });
    const before = await snapshot();
    for (const body of [{ status: 'in_progress' }, { status: 'completed', resolution: 'Toch gedaan' }]) {
      const response = await call(staff, 'PATCH', `/api/gdpr_requests/${id}`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'GDPR_REQUEST_CLOSED', message: 'Dit verzoek is al afgehandeld (Afgewezen) en kan niet meer veranderen.' });
    }
    const exportDone = await call(staff, 'PATCH', `/api/gdpr_requests/${ids.handled}`, { status: 'in_progress' });
    expect(exportDone.json().code).toBe('GDPR_REQUEST_CLOSED');
    expect((await call(staff, 'PATCH', `/api/gdpr_requests/${ids.fresh}`, { status: 'in_progress', resolution: 'Adres nagaan' })).statusCode).toBe(200);
    const snapshotAfterTaking = await snapshot();
    const twice = await call(staff, 'PATCH', `/api/gdpr_requests/${ids.fresh}`, { status: 'in_progress' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: 'GDPR_REQUEST_UNCHANGED', message: 'Dit verzoek is al in behandeling.' });
    expect(await snapshot()).toEqual(snapshotAfterTaking);
    expect(before.requests.find((row) => row.id === id)).toEqual(snapshotAfterTaking.requests.find((row) => row.id === id));
    // Closing needs its own note, even when the request was taken in hand with one.
    const closeWithout = await call(staff, 'PATCH', `/api/gdpr_requests/${ids.fresh}`, { status: 'completed' });
    expect(closeWithout.statusCode).toBe(400);
  });

  it.each([
    [{}, 'status', 'Verplicht veld'],
    [{ status: 'received' }, 'status', 'Ongeldige waarde'],
    [{ status: 'done' }, 'status', 'Ongeldige waarde'],
    [{ status: 'completed' }, 'resolution', 'Beschrijf wat je met het verzoek hebt gedaan'],
    [{ status: 'completed', resolution: '   ' }, 'resolution', 'Beschrijf wat je met het verzoek hebt gedaan'],
    [{ status: 'rejected' }, 'resolution', 'Geef een reden voor de afwijzing'],
    [{ status: 'in_progress', resolution: 'x'.repeat(2001) }, 'resolution', 'Gebruik maximaal 2000 karakters'],
  ])('refuses a bad body with a Dutch field message and changes nothing (%#)', async (body, path, message) => {
    const before = await snapshot();
    const response = await call(staff, 'PATCH', `/api/gdpr_requests/${ids.overdue}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await snapshot()).toEqual(before);
  });

  describe('access', () => {
    it('refuses visitors with 401, and answers freelancers 404 on every id, their own included; nothing changes', async () => {
      const before = await snapshot();
      const visitor = await call(undefined, 'PATCH', `/api/gdpr_requests/${ids.overdue}`, { status: 'in_progress' });
      expect(visitor.statusCode).toBe(401);
      for (const [login, id] of [
        [dirk, ids.overdue],
        [eva, ids.overdue],
        [dirk, 2_000_000_000],
      ] as const) {
        const response = await call(login, 'PATCH', `/api/gdpr_requests/${id}`, { status: 'completed', resolution: 'Zelf gedaan' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'GDPR_REQUEST_NOT_FOUND', message: 'Dit verzoek bestaat niet.' });
      }
      const unknown = await call(staff, 'PATCH', '/api/gdpr_requests/2000000000', { status: 'in_progress' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('GDPR_REQUEST_NOT_FOUND');
      expect(await snapshot()).toEqual(before);
    });

    it("gives a freelancer only their own requests, whatever the query asks", async () => {
      const response = await call(eva, 'GET', `/api/gdpr_requests?filter=${q({ employeeId: dirk.employeeId })}&range=${q([0, 99])}`);
      expect(response.statusCode).toBe(200);
      const own = response.json() as GdprRequest[];
      expect(own.map((request) => request.id).sort((a, b) => a - b)).toEqual([ids.dueLater, ids.handled, ids.fresh].sort((a, b) => a - b));
      expect(response.body).not.toContain('dirk.queue@example.nl');
      expect(own.every((request) => !('employee' in request) && !('resolution' in request))).toBe(true);
      expect(response.headers['content-range']).toBe('gdpr_requests 0-2/3');
    });
  });
});
