import {
  APPLICATION_STATUS_TRANSITIONS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationDetail,
  type AuditEntry,
  type BulkPatchApplicationsResult,
} from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { latestMail, loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { dutchToday } from '@interim/shared/format';

type Method = 'GET' | 'POST' | 'PATCH';

describe.each(testDatabases)('applications API ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let anna: TestLogin;
  let bram: TestLogin;
  let staff: TestLogin;
  /** Open vacancies far from their closing date, each test takes its own. */
  let vacancies: Array<{ id: number; title: string; city: string; client_name: string | null; client_anonymous: boolean }>;
  let nextVacancy = 0;
  const takeVacancy = () => {
    const vacancy = vacancies[nextVacancy++];
    if (!vacancy) throw new Error('not enough seeded vacancies');
    return vacancy;
  };

  const ANNA = 'anna.applicant@example.nl';
  const BRAM = 'bram.applicant@example.nl';
  const STAFF = 'sanne.staff@example.nl';

  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
    anna = await loginAs(app, ANNA, { firstName: 'Anna', lastName: 'Jansen' });
    bram = await loginAs(app, BRAM, { firstName: 'Bram', lastName: 'de Boer' });
    staff = await loginAs(app, STAFF, { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    const today = dutchToday(new Date());
    vacancies = await app.db
      .selectFrom('vacancies')
      .select(['id', 'title', 'city', 'client_name', 'client_anonymous'])
      .where('status', '=', 'open')
      .where(sql<boolean>`closing_date >= ${today}::date + 7`)
      .orderBy('id')
      .limit(40)
      .execute();
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: login ? { cookie: login.cookieHeader } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const apply = (login: TestLogin, payload: Record<string, unknown>) => call(login, 'POST', '/api/applications', payload);
  const patch = (login: TestLogin, id: number, payload: Record<string, unknown>) => call(login, 'PATCH', `/api/applications/${id}`, payload);
  const list = (login: TestLogin, query = '') => call(login, 'GET', `/api/applications${query}`);
  const counts = async () => {
    const { rows } = await sql<{ applications: number; history: number }>`
      SELECT (SELECT count(*)::int FROM applications) AS applications, (SELECT count(*)::int FROM application_status_history) AS history`.execute(app.db);
    return rows[0]!;
  };
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  /** The audit log of one application, oldest first, as the audit endpoint answers it. */
  const auditOf = async (id: number) => {
    const response = await call(staff, 'GET', `/api/audit_entries?filter=${q({ entityType: 'application', entityId: id })}&sort=${q(['at', 'ASC'])}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as AuditEntry[]).map(({ action, actor, before, after }) => ({ action, actorId: actor.id, before, after }));
  };
  const auditCount = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM audit_entries`.execute(app.db)).rows[0]!.count;

  describe('POST /api/applications', () => {
    it('stores the application with its first history entry, answers 201 and mails the applicant', async () => {
      const vacancy = takeVacancy();
      await app.db.updateTable('vacancies').set({ client_anonymous: false, client_name: 'Gemeente Utrecht' }).where('id', '=', vacancy.id).execute();
      const response = await apply(anna, {
        vacancyId: vacancy.id,
        motivation: '  Ik heb tien jaar ervaring in precies dit werk.  ',
        offeredHourlyRate: 72.5,
        availableFrom: '2027-01-04',
        hoursPerWeek: 32,
        clientConsent: { profile: true, cv: false },
      });
      expect(response.statusCode).toBe(201);
      const application = response.json() as Application;
      expect(application).toEqual({
        id: expect.any(Number),
        employeeId: anna.employeeId,
        vacancy: { id: vacancy.id, title: vacancy.title, city: vacancy.city, clientName: 'Gemeente Utrecht', status: 'open' },
        status: 'submitted',
        statusHistory: [{ status: 'submitted', reason: null, changedAt: application.createdAt }],
        motivation: 'Ik heb tien jaar ervaring in precies dit werk.',
        offeredHourlyRate: 72.5,
        availableFrom: '2027-01-04',
        hoursPerWeek: 32,
        cvId: null,
        cvFileName: null,
        channel: 'web',
        createdAt: expect.any(String),
        updatedAt: application.createdAt,
        proposal: null,
        // What the applicant agreed to share with the client (docs/adr/0021).
        clientConsent: { profile: true, cv: false },
      });
      const mail = await latestMail(app, ANNA);
      expect(mail?.subject).toBe(`We hebben je reactie ontvangen: ${vacancy.title}`);
      expect(mail?.text).toContain('Hallo Anna,');
      expect(mail?.link).toMatch(/\/mijn-reacties$/);
    });

    it('shows an anonymous client as null and keeps the corporate channel', async () => {
      const vacancy = takeVacancy();
      await app.db.updateTable('vacancies').set({ client_anonymous: true }).where('id', '=', vacancy.id).execute();
      const response = await apply(anna, { vacancyId: vacancy.id, channel: 'corporate' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ vacancy: { id: vacancy.id, clientName: null }, channel: 'corporate', motivation: null, offeredHourlyRate: null });
      // Left out, the consent is "nothing shared", never assumed.
      expect(response.json().clientConsent).toEqual({ profile: false, cv: false });
    });

    it('answers 409 ALREADY_APPLIED on a second application to the same vacancy, and stores nothing', async () => {
      const vacancy = takeVacancy();
      expect((await apply(bram, { vacancyId: vacancy.id })).statusCode).toBe(201);
      const before = await counts();
      const again = await apply(bram, { vacancyId: vacancy.id, motivation: 'Nog een keer' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'ALREADY_APPLIED', message: 'Je hebt al op deze opdracht gereageerd.' });
      expect(await counts()).toEqual(before);
    });

    it('takes an application without motivation, absent or empty (the motivation is optional in every form)', async () => {
      for (const motivation of [undefined, '', '   ']) {
        const vacancy = takeVacancy();
        const response = await apply(bram, { vacancyId: vacancy.id, offeredHourlyRate: 80, ...(motivation === undefined ? {} : { motivation }) });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ motivation: null, offeredHourlyRate: 80 });
      }
    });

    it('lets the applicant apply again after withdrawing, once, while the vacancy is open', async () => {
      const vacancy = takeVacancy();
      const first = (await apply(anna, { vacancyId: vacancy.id, motivation: 'Eerste keer' })).json() as Application;
      expect((await patch(anna, first.id, { status: 'withdrawn' })).statusCode).toBe(200);

      const again = await apply(anna, { vacancyId: vacancy.id, motivation: 'Toch graag', hoursPerWeek: 24 });
      expect(again.statusCode).toBe(201);
      const second = again.json() as Application;
      expect(second).toMatchObject({ status: 'submitted', motivation: 'Toch graag', hoursPerWeek: 24 });
      expect(second.id).not.toBe(first.id);
      // Both stay: the withdrawn one with its history, the new one on top.
      const mine = (await list(anna, `?filter=${q({ vacancyId: vacancy.id })}`)).json() as Application[];
      expect(mine.map((application) => [application.id, application.status])).toEqual([
        [second.id, 'submitted'],
        [first.id, 'withdrawn'],
      ]);

      // While the new one is open, a third is refused, also when two are sent at once.
      const before = await counts();
      const racing = await Promise.all([apply(anna, { vacancyId: vacancy.id }), apply(anna, { vacancyId: vacancy.id })]);
      expect(racing.map((response) => response.json().code)).toEqual(['ALREADY_APPLIED', 'ALREADY_APPLIED']);
      expect(await counts()).toEqual(before);

      // Withdrawn again, and the vacancy has closed meanwhile: no new application.
      expect((await patch(anna, second.id, { status: 'withdrawn' })).statusCode).toBe(200);
      await app.db.updateTable('vacancies').set({ status: 'closed' }).where('id', '=', vacancy.id).execute();
      const closed = await apply(anna, { vacancyId: vacancy.id });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe('VACANCY_CLOSED');
    });

    it('lets exactly one of two concurrent identical applications through', async () => {
      const vacancy = takeVacancy();
      const before = await counts();
      const responses = await Promise.all([apply(anna, { vacancyId: vacancy.id }), apply(anna, { vacancyId: vacancy.id })]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json().code).toBe('ALREADY_APPLIED');
      expect(await counts()).toEqual({ applications: before.applications + 1, history: before.history + 1 });
    });

    it('answers 409 VACANCY_CLOSED for a closed vacancy and for one past its closing date', async () => {
      const closed = takeVacancy();
      const expired = takeVacancy();
      await app.db.updateTable('vacancies').set({ status: 'closed' }).where('id', '=', closed.id).execute();
      await app.db.updateTable('vacancies').set({ closing_date: '2020-01-31' }).where('id', '=', expired.id).execute();
      const before = await counts();
      for (const vacancy of [closed, expired]) {
        const response = await apply(anna, { vacancyId: vacancy.id });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code: 'VACANCY_CLOSED', message: expect.stringContaining('gesloten') });
      }
      expect(await counts()).toEqual(before);
    });

    it('answers 404 for a vacancy that does not exist', async () => {
      const response = await apply(anna, { vacancyId: 2_000_000_000 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'VACANCY_NOT_FOUND', message: 'Deze opdracht bestaat niet (meer).' });
    });

    it.each([
      [{ vacancyId: undefined }, 'vacancyId', 'Verplicht veld'],
      [{ vacancyId: 'abc' }, 'vacancyId', 'Verwachtte number, string gekregen'],
      [{ vacancyId: 0 }, 'vacancyId', 'Ongeldige waarde'],
      [{ motivation: 'x'.repeat(5001) }, 'motivation', 'Gebruik maximaal 5000 karakters'],
      [{ offeredHourlyRate: 0 }, 'offeredHourlyRate', 'Vul een uurtarief hoger dan 0 in'],
      [{ offeredHourlyRate: -12 }, 'offeredHourlyRate', 'Vul een uurtarief hoger dan 0 in'],
      [{ offeredHourlyRate: 25_000 }, 'offeredHourlyRate', 'Het maximum is 1000'],
      [{ offeredHourlyRate: 55.555 }, 'offeredHourlyRate', 'Gebruik maximaal twee decimalen'],
      [{ hoursPerWeek: 0 }, 'hoursPerWeek', 'Het minimum is 1'],
      [{ hoursPerWeek: 61 }, 'hoursPerWeek', 'Het maximum is 60'],
      [{ hoursPerWeek: 20.5 }, 'hoursPerWeek', 'Vul een heel aantal uren in'],
      [{ availableFrom: 'morgen' }, 'availableFrom', 'Vul een datum in als JJJJ-MM-DD'],
      [{ availableFrom: '2027-02-30' }, 'availableFrom', 'Deze datum bestaat niet'],
      [{ channel: 'fax' }, 'channel', 'Ongeldige waarde'],
      [{ useStoredCv: 'ja' }, 'useStoredCv', 'Verwachtte boolean, string gekregen'],
    ])('refuses bad input with a Dutch message on the field (%#)', async (fields, path, message) => {
      const before = await counts();
      const response = await apply(bram, { vacancyId: vacancies[0]!.id, ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(await counts()).toEqual(before);
    });

    it('refuses malformed JSON and a missing body without a 500', async () => {
      const before = await counts();
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { cookie: anna.cookieHeader, 'content-type': 'application/json' },
        payload: '{"vacancyId":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe('INVALID_JSON');
      const empty = await app.inject({ method: 'POST', url: '/api/applications', headers: { cookie: anna.cookieHeader, 'content-type': 'application/json' } });
      expect(empty.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('attaches the stored CV with useStoredCv, and refuses when there is none or the id is not yours', async () => {
      const [first, second, third] = [takeVacancy(), takeVacancy(), takeVacancy()];
      const noCv = await apply(bram, { vacancyId: first.id, useStoredCv: true });
      expect(noCv.statusCode).toBe(400);
      expect(noCv.json().fieldErrors).toEqual([{ path: 'useStoredCv', message: 'Je hebt nog geen cv geüpload.' }]);

      const upload = await app.inject({
        method: 'POST',
        url: '/api/employees/cv',
        headers: { cookie: anna.cookieHeader, 'content-type': 'multipart/form-data; boundary=grens' },
        payload: ['--grens', 'Content-Disposition: form-data; name="file"; filename="cv.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.7\n%test cv\n', '--grens--', ''].join('\r\n'),
      });
      expect(upload.statusCode).toBe(201);
      const cvId = upload.json().id as number;

      const withCv = await apply(anna, { vacancyId: first.id, useStoredCv: true });
      expect(withCv.statusCode).toBe(201);
      expect(withCv.json()).toMatchObject({ cvId, cvFileName: 'cv.pdf' });
      const [listed] = (await list(anna, `?filter=${q({ vacancyId: first.id })}`)).json() as Application[];
      expect(listed).toMatchObject({ cvId, cvFileName: 'cv.pdf' });
      const byId = await apply(anna, { vacancyId: second.id, cvId });
      expect(byId.statusCode).toBe(201);
      expect(byId.json().cvId).toBe(cvId);

      const notYours = await apply(bram, { vacancyId: third.id, cvId });
      expect(notYours.statusCode).toBe(400);
      expect(notYours.json().fieldErrors).toEqual([{ path: 'cvId', message: 'Dit cv hebben we niet van je.' }]);
    });

    it('refuses visitors with 401', async () => {
      const response = await call(undefined, 'POST', '/api/applications', { vacancyId: vacancies[0]!.id });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    });
  });

  describe('GET /api/applications', () => {
    let carla: TestLogin;
    let ids: number[];
    beforeAll(async () => {
      carla = await loginAs(app, 'carla.lister@example.nl', { firstName: 'Carla' });
      ids = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await apply(carla, { vacancyId: takeVacancy().id });
        ids.push(response.json().id);
      }
      await patch(staff, ids[0]!, { status: 'in_review' });
    });

    it('lists only your own applications, newest first, with history and Content-Range', async () => {
      const response = await list(carla);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBe('applications 0-2/3');
      const items = response.json() as Application[];
      expect(items.map((item) => item.id)).toEqual([...ids].reverse());
      expect(items.every((item) => item.employeeId === carla.employeeId)).toBe(true);
      expect(items[2]!.statusHistory.map((entry) => entry.status)).toEqual(['submitted', 'in_review']);
      expect(items[2]!.status).toBe('in_review');
    });

    it('honours range, sort and a status filter', async () => {
      const page = await list(carla, `?range=${q([1, 1])}`);
      expect(page.headers['content-range']).toBe('applications 1-1/3');
      expect(page.json().map((item: Application) => item.id)).toEqual([ids[1]]);
      const ascending = await list(carla, `?sort=${q(['createdAt', 'ASC'])}`);
      expect(ascending.json().map((item: Application) => item.id)).toEqual(ids);
      const byUpdate = await list(carla, `?sort=${q(['updatedAt', 'DESC'])}&range=${q([0, 0])}`);
      expect(byUpdate.json().map((item: Application) => item.id)).toEqual([ids[0]]);
      const inReview = await list(carla, `?filter=${q({ status: 'in_review' })}`);
      expect(inReview.json().map((item: Application) => item.id)).toEqual([ids[0]]);
      const submitted = await list(carla, `?filter=${q({ status: ['submitted', 'withdrawn'] })}`);
      expect(submitted.headers['content-range']).toBe('applications 0-1/2');
      const none = await list(carla, `?filter=${q({ status: 'placed' })}`);
      expect(none.json()).toEqual([]);
      expect(none.headers['content-range']).toBe('applications */0');
    });

    it('cannot reach other people through the employeeId filter', async () => {
      const response = await list(carla, `?filter=${q({ employeeId: anna.employeeId })}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('shows staff every application, filtered by vacancy or person', async () => {
      const all = await list(staff, `?range=${q([0, 99])}`);
      expect(all.statusCode).toBe(200);
      const { applications } = await counts();
      expect(all.headers['content-range']).toBe(`applications 0-${applications - 1}/${applications}`);
      const ofCarla = await list(staff, `?filter=${q({ employeeId: carla.employeeId })}`);
      expect(ofCarla.json().map((item: Application) => item.id)).toEqual([...ids].reverse());
      const vacancyId = (await list(carla, `?filter=${q({ status: 'in_review' })}`)).json()[0].vacancy.id as number;
      const ofVacancy = await list(staff, `?filter=${q({ vacancyId })}`);
      expect(ofVacancy.json().map((item: Application) => item.id)).toEqual([ids[0]]);
    });

    it('answers filter.mine with the own applications only, for staff too (their "Mijn reacties")', async () => {
      const own = (await apply(staff, { vacancyId: takeVacancy().id })).json() as Application;
      const mine = await list(staff, `?filter=${q({ mine: true })}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().map((item: Application) => item.id)).toEqual([own.id]);
      expect(mine.headers['content-range']).toBe('applications 0-0/1');
      // mine narrows: another person's id with it finds nothing.
      expect((await list(staff, `?filter=${q({ mine: true, employeeId: carla.employeeId })}`)).json()).toEqual([]);
      // A freelancer's mine is the same as no filter.
      expect((await list(carla, `?filter=${q({ mine: true })}`)).json().map((item: Application) => item.id)).toEqual([...ids].reverse());
      // Without it staff still see everyone's (the back office).
      expect((await list(staff, `?filter=${q({ employeeId: carla.employeeId })}`)).json()).toHaveLength(3);
      expect((await list(carla, `?filter=${q({ mine: false })}`)).statusCode).toBe(400);
    });

    it.each([
      ['?range=[0,', 'range', 'Dit is geen geldige JSON'],
      [`?range=${encodeURIComponent('[0,500]')}`, 'range', 'Vraag maximaal 100 items tegelijk op'],
      [`?sort=${encodeURIComponent('["title","ASC"]')}`, 'sort.0', 'Sorteer op een van: createdAt, updatedAt'],
      [`?filter=${encodeURIComponent('{"status":"lost"}')}`, 'filter.status', 'Ongeldige waarde'],
      [`?filter=${encodeURIComponent('{"q":"x"}')}`, 'filter', 'Ongeldige waarde'],
    ])('refuses a bad query %s with a 400 on the field', async (query, path, message) => {
      const response = await list(carla, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    });

    it('refuses visitors with 401', async () => {
      expect((await call(undefined, 'GET', '/api/applications')).statusCode).toBe(401);
    });
  });

  describe('PATCH /api/applications/:id', () => {
    it('lets staff walk the whole flow; every step shows in the history and is mailed in Dutch', async () => {
      const vacancy = takeVacancy();
      const id = (await apply(bram, { vacancyId: vacancy.id })).json().id as number;
      const steps = ['in_review', 'proposed', 'interview', 'offer', 'placed'] as const;
      // Staff's steps are mailed from their templates (follow-up module, ADR 0020), signed by the staff member.
      const subjects = [
        `Je reactie op ${vacancy.title} is in behandeling`,
        `Je bent voorgesteld voor ${vacancy.title}`,
        `Uitnodiging voor een gesprek: ${vacancy.title}`,
        `Er ligt een aanbod voor je klaar: ${vacancy.title}`,
        `Gefeliciteerd! Je start bij ${vacancy.title}`,
      ];
      for (const [index, status] of steps.entries()) {
        const response = await patch(staff, id, { status });
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe(status);
        const mail = await latestMail(app, BRAM);
        expect(mail?.subject).toBe(subjects[index]);
        expect(mail?.text).toContain('Hallo Bram,');
        expect(mail?.text).toContain('Hartelijke groet,\nSanne Staf');
      }
      const own = (await call(bram, 'GET', `/api/applications/${id}`)).json() as Application;
      expect(own.statusHistory.map((entry) => entry.status)).toEqual(['submitted', ...steps]);
      expect(own.updatedAt).toBe(own.statusHistory.at(-1)!.changedAt);

      expect(await auditOf(id)).toEqual(
        steps.map((status, index) => ({ action: 'status', actorId: staff.employeeId, before: { status: index === 0 ? 'submitted' : steps[index - 1] }, after: { status } })),
      );

      const afterPlaced = await patch(staff, id, { status: 'rejected', reason: 'Te laat' });
      expect(afterPlaced.statusCode).toBe(409);
      expect(afterPlaced.json()).toEqual({ code: 'ILLEGAL_STATUS_TRANSITION', message: 'Deze reactie is al afgerond (Geplaatst) en kan niet meer veranderen.' });
    });

    it('rejects with a reason that reaches the history and the mail; without a reason it is a 400', async () => {
      const vacancy = takeVacancy();
      const id = (await apply(bram, { vacancyId: vacancy.id })).json().id as number;
      const before = await counts();
      const noReason = await patch(staff, id, { status: 'rejected' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fieldErrors).toEqual([{ path: 'reason', message: 'Geef een reden voor de afwijzing' }]);
      const blank = await patch(staff, id, { status: 'rejected', reason: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(await counts()).toEqual(before);

      const response = await patch(staff, id, { status: 'rejected', reason: 'De opdrachtgever kiest voor iemand met BIG-registratie.' });
      expect(response.statusCode).toBe(200);
      const history = (response.json() as Application).statusHistory;
      expect(history.at(-1)).toEqual({ status: 'rejected', reason: 'De opdrachtgever kiest voor iemand met BIG-registratie.', changedAt: expect.any(String) });
      const mail = await latestMail(app, BRAM);
      expect(mail?.subject).toBe(`Je reactie op ${vacancy.title}`);
      expect(mail?.text).toContain('Helaas');
      expect(mail?.text).toContain('De reden: De opdrachtgever kiest voor iemand met BIG-registratie.');
      const own = (await list(bram, `?filter=${q({ vacancyId: vacancy.id })}`)).json()[0] as Application;
      expect(own.status).toBe('rejected');
      expect(await auditOf(id)).toEqual([
        { action: 'status', actorId: staff.employeeId, before: { status: 'submitted' }, after: { status: 'rejected', reason: 'De opdrachtgever kiest voor iemand met BIG-registratie.' } },
      ]);
    });

    it('answers 409 ILLEGAL_STATUS_TRANSITION for a skipped step, the same status, or staff withdrawing', async () => {
      const id = (await apply(bram, { vacancyId: takeVacancy().id })).json().id as number;
      const before = await counts();
      for (const body of [{ status: 'placed' }, { status: 'submitted' }, { status: 'interview' }, { status: 'withdrawn' }]) {
        const response = await patch(staff, id, body);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('ILLEGAL_STATUS_TRANSITION');
      }
      expect((await patch(staff, id, { status: 'withdrawn' })).json().message).toBe('Alleen de kandidaat zelf kan een reactie intrekken.');
      expect(await counts()).toEqual(before);
    });

    it('lets the applicant withdraw their own open application, and nothing else', async () => {
      const vacancy = takeVacancy();
      const id = (await apply(anna, { vacancyId: vacancy.id })).json().id as number;
      const before = await counts();
      const promote = await patch(anna, id, { status: 'in_review' });
      expect(promote.statusCode).toBe(403);
      expect(promote.json()).toEqual({ code: 'FORBIDDEN', message: 'Je kunt je reactie alleen intrekken.' });
      expect(await counts()).toEqual(before);

      const withdraw = await patch(anna, id, { status: 'withdrawn', reason: 'Ik heb een andere opdracht gevonden.' });
      expect(withdraw.statusCode).toBe(200);
      expect(await auditOf(id)).toEqual([
        { action: 'status', actorId: anna.employeeId, before: { status: 'submitted' }, after: { status: 'withdrawn', reason: 'Ik heb een andere opdracht gevonden.' } },
      ]);
      expect(withdraw.json().statusHistory.at(-1)).toMatchObject({ status: 'withdrawn', reason: 'Ik heb een andere opdracht gevonden.' });
      expect((await latestMail(app, ANNA))?.text).toContain('is gewijzigd naar: Ingetrokken.');

      const again = await patch(anna, id, { status: 'withdrawn' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ILLEGAL_STATUS_TRANSITION');
      const byStaff = await patch(staff, id, { status: 'in_review' });
      expect(byStaff.statusCode).toBe(409);
    });

    it('keeps a consistent history when staff change one application concurrently', async () => {
      const id = (await apply(bram, { vacancyId: takeVacancy().id })).json().id as number;
      const responses = await Promise.all([patch(staff, id, { status: 'in_review' }), patch(staff, id, { status: 'in_review' })]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const own = (await call(bram, 'GET', `/api/applications/${id}`)).json() as Application;
      expect(own.statusHistory.map((entry) => entry.status)).toEqual(['submitted', 'in_review']);
    });

    it.each([
      [{}, 'status', 'Verplicht veld'],
      [{ status: 'hired' }, 'status', 'Ongeldige waarde'],
      [{ status: 'rejected', reason: 'x'.repeat(1001) }, 'reason', 'Gebruik maximaal 1000 karakters'],
    ])('refuses a bad body with a Dutch field message (%#)', async (body, path, message) => {
      const id = (await list(bram, `?range=${q([0, 0])}`)).json()[0].id as number;
      const response = await patch(staff, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await patch(staff, 2_000_000_000, { status: 'in_review' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('APPLICATION_NOT_FOUND');
      const malformed = await patch(staff, 'abc' as unknown as number, { status: 'in_review' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fieldErrors).toEqual([{ path: 'id', message: 'Een id bestaat uit cijfers' }]);
    });
  });

  describe('GET /api/applications/:id (detail with the candidate)', () => {
    it('shows staff the candidate with contact details, newest role and CV, and the motivation and attached CV', async () => {
      const dana = await loginAs(app, 'dana.detail@example.nl', { firstName: 'Dana', lastName: 'de Wit' });
      await app.db
        .updateTable('employees')
        .set({
          phone: '0612345678',
          postcode: '3511 AB',
          city: 'Utrecht',
          hourly_rate: 85,
          experience: JSON.stringify([
            { role: 'Beleidsadviseur', client: 'Provincie Utrecht', from: '2018-01-01', to: '2021-12-31', description: '' },
            { role: 'Projectleider sociaal domein', client: 'Gemeente Zeist', from: '2022-01-01', to: null, description: '' },
          ]),
        })
        .where('id', '=', dana.employeeId)
        .execute();
      const upload = await app.inject({
        method: 'POST',
        url: '/api/employees/cv',
        headers: { cookie: dana.cookieHeader, 'content-type': 'multipart/form-data; boundary=grens' },
        payload: ['--grens', 'Content-Disposition: form-data; name="file"; filename="cv.pdf"', 'Content-Type: application/pdf', '', '%PDF-1.7\n%dana\n', '--grens--', ''].join('\r\n'),
      });
      expect(upload.statusCode).toBe(201);
      const cvId = upload.json().id as number;
      const created = await apply(dana, { vacancyId: takeVacancy().id, motivation: 'Ik ken de regio goed.', useStoredCv: true });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;

      const response = await call(staff, 'GET', `/api/applications/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const detail = response.json() as ApplicationDetail;
      expect(detail).toMatchObject({ id, employeeId: dana.employeeId, motivation: 'Ik ken de regio goed.', cvId, status: 'submitted' });
      expect(detail.candidate).toEqual({
        id: dana.employeeId,
        firstName: 'Dana',
        lastName: 'de Wit',
        email: 'dana.detail@example.nl',
        phone: '0612345678',
        postcode: '3511 AB',
        city: 'Utrecht',
        linkedinUrl: null,
        hourlyRate: 85,
        currentRole: 'Projectleider sociaal domein bij Gemeente Zeist',
        currentCvId: cvId,
      });
      // Staff download the CV through the existing route.
      const download = await call(staff, 'GET', `/api/employees/cv/${detail.cvId}`);
      expect(download.statusCode).toBe(200);
      expect(download.body).toContain('%dana');

      // The applicant reads the same page of their own application, with themselves as candidate.
      const own = await call(dana, 'GET', `/api/applications/${id}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().candidate.id).toBe(dana.employeeId);
    });

    it('answers a candidate without profile details with nulls', async () => {
      const id = (await apply(bram, { vacancyId: takeVacancy().id })).json().id as number;
      const detail = (await call(staff, 'GET', `/api/applications/${id}`)).json() as ApplicationDetail;
      expect(detail.candidate).toMatchObject({ id: bram.employeeId, firstName: 'Bram', lastName: 'de Boer', currentRole: null, currentCvId: null, hourlyRate: null });
      expect(detail.cvId).toBeNull();
    });
  });

  describe('staff filters on GET /api/applications', () => {
    it('combines vacancy, status and person', async () => {
      const vacancy = takeVacancy();
      const annaId = (await apply(anna, { vacancyId: vacancy.id })).json().id as number;
      const bramId = (await apply(bram, { vacancyId: vacancy.id })).json().id as number;
      await patch(staff, bramId, { status: 'in_review' });
      const ofVacancy = await list(staff, `?filter=${q({ vacancyId: vacancy.id })}&sort=${q(['createdAt', 'ASC'])}`);
      expect(ofVacancy.json().map((item: Application) => item.id)).toEqual([annaId, bramId]);
      expect(ofVacancy.headers['content-range']).toBe('applications 0-1/2');
      const inReview = await list(staff, `?filter=${q({ vacancyId: vacancy.id, status: ['in_review', 'proposed'] })}`);
      expect(inReview.json().map((item: Application) => item.id)).toEqual([bramId]);
      const annas = await list(staff, `?filter=${q({ vacancyId: vacancy.id, employeeId: anna.employeeId })}`);
      expect(annas.json().map((item: Application) => item.id)).toEqual([annaId]);
      const none = await list(staff, `?filter=${q({ vacancyId: vacancy.id, employeeId: anna.employeeId, status: 'in_review' })}`);
      expect(none.json()).toEqual([]);
      // A freelancer filtering on the vacancy sees only their own application to it.
      const bramsView = await list(bram, `?filter=${q({ vacancyId: vacancy.id })}`);
      expect(bramsView.json().map((item: Application) => item.id)).toEqual([bramId]);
    });
  });

  describe('PATCH /api/applications (bulk, staff)', () => {
    let extra: TestLogin[];
    beforeAll(async () => {
      extra = [];
      for (const name of ['eva', 'femke', 'gijs']) extra.push(await loginAs(app, `${name}.bulk@example.nl`, { firstName: name[0]!.toUpperCase() + name.slice(1) }));
    });
    const bulk = (login: TestLogin | undefined, payload: unknown) => call(login, 'PATCH', '/api/applications', payload);
    /** Every applicant of `logins` applies to one fresh vacancy; answers the vacancy and the ids in that order. */
    const applyAll = async (logins: TestLogin[]) => {
      const vacancy = takeVacancy();
      const ids: number[] = [];
      for (const login of logins) ids.push((await apply(login, { vacancyId: vacancy.id })).json().id as number);
      return { vacancy, ids };
    };
    const statusesOf = async (ids: number[]) => {
      const rows = await app.db.selectFrom('applications').select(['id', 'status']).where('id', 'in', ids).execute();
      return ids.map((id) => rows.find((row) => row.id === id)!.status);
    };

    it('moves every application of the batch, records each in its history, and mails each candidate', async () => {
      const { vacancy, ids } = await applyAll(extra);
      await patch(staff, ids[1]!, { status: 'in_review' });
      const response = await bulk(staff, { ids: [ids[0], ids[2]], status: 'in_review' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const result = response.json() as BulkPatchApplicationsResult;
      expect(result).toEqual({
        vacancyId: vacancy.id,
        results: [
          { id: ids[0], previousStatus: 'submitted', status: 'in_review' },
          { id: ids[2], previousStatus: 'submitted', status: 'in_review' },
        ],
      });
      const next = await bulk(staff, { ids, status: 'proposed' });
      expect(next.statusCode).toBe(200);
      expect(await statusesOf(ids)).toEqual(['proposed', 'proposed', 'proposed']);
      const history = (await call(staff, 'GET', `/api/applications/${ids[0]}`)).json() as Application;
      expect(history.statusHistory.map((entry) => entry.status)).toEqual(['submitted', 'in_review', 'proposed']);
      expect(await auditOf(ids[0]!)).toEqual([
        { action: 'status', actorId: staff.employeeId, before: { status: 'submitted' }, after: { status: 'in_review' } },
        { action: 'status', actorId: staff.employeeId, before: { status: 'in_review' }, after: { status: 'proposed' } },
      ]);
      expect(await auditOf(ids[1]!)).toHaveLength(2);
      for (const login of extra) {
        const mail = await latestMail(app, (await app.db.selectFrom('employees').select('email').where('id', '=', login.employeeId).executeTakeFirstOrThrow()).email);
        expect(mail?.subject).toBe(`Je bent voorgesteld voor ${vacancy.title}`);
      }
    });

    it('rejects a batch with the one reason, in every history and every mail', async () => {
      const { ids } = await applyAll(extra.slice(0, 2));
      const reason = 'De opdrachtgever heeft intern iemand gevonden.';
      const response = await bulk(staff, { ids, status: 'rejected', reason });
      expect(response.statusCode).toBe(200);
      for (const id of ids) {
        const application = (await call(staff, 'GET', `/api/applications/${id}`)).json() as Application;
        expect(application.statusHistory.at(-1)).toEqual({ status: 'rejected', reason, changedAt: expect.any(String) });
        expect(await auditOf(id)).toEqual([{ action: 'status', actorId: staff.employeeId, before: { status: 'submitted' }, after: { status: 'rejected', reason } }]);
      }
      expect((await latestMail(app, 'eva.bulk@example.nl'))?.text).toContain(`De reden: ${reason}`);
      expect((await latestMail(app, 'femke.bulk@example.nl'))?.text).toContain(`De reden: ${reason}`);
    });

    it('changes nothing when one application cannot make the step (409, the offending ids as field errors)', async () => {
      const { ids } = await applyAll(extra);
      await patch(staff, ids[1]!, { status: 'rejected', reason: 'Past niet' });
      await patch(extra[2]!, ids[2]!, { status: 'withdrawn' });
      const before = await counts();
      const auditBefore = await auditCount();
      const response = await bulk(staff, { ids, status: 'in_review' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'ILLEGAL_STATUS_TRANSITION',
        message: 'Niet elke gekozen reactie kan naar In behandeling; er is niets gewijzigd.',
        fieldErrors: [
          { path: 'ids.1', message: `Reactie ${ids[1]}: Deze reactie is al afgerond (Afgewezen) en kan niet meer veranderen.` },
          { path: 'ids.2', message: `Reactie ${ids[2]}: Deze reactie is al afgerond (Ingetrokken) en kan niet meer veranderen.` },
        ],
      });
      expect(await statusesOf(ids)).toEqual(['submitted', 'rejected', 'withdrawn']);
      expect(await counts()).toEqual(before);
      const skip = await bulk(staff, { ids: [ids[0]], status: 'placed' });
      expect(skip.statusCode).toBe(409);
      expect(skip.json().fieldErrors).toEqual([{ path: 'ids.0', message: `Reactie ${ids[0]}: Een reactie kan niet van Ontvangen naar Geplaatst gaan.` }]);
      const withdraw = await bulk(staff, { ids: [ids[0]], status: 'withdrawn' });
      expect(withdraw.statusCode).toBe(409);
      expect(withdraw.json().fieldErrors[0].message).toContain('Alleen de kandidaat zelf kan een reactie intrekken.');
      expect(await counts()).toEqual(before);
      expect(await auditCount()).toBe(auditBefore);
    });

    it('refuses applications of different vacancies (400) and unknown ids (404), changing nothing', async () => {
      const first = await applyAll([extra[0]!]);
      const second = await applyAll([extra[0]!]);
      const before = await counts();
      const mixed = await bulk(staff, { ids: [first.ids[0], second.ids[0]], status: 'in_review' });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json()).toEqual({
        code: 'MIXED_VACANCIES',
        message: 'Kies reacties van één opdracht: deze reacties horen bij verschillende opdrachten.',
        fieldErrors: [{ path: 'ids', message: 'Kies reacties van één opdracht' }],
      });
      const unknown = await bulk(staff, { ids: [first.ids[0], 2_000_000_000], status: 'in_review' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        code: 'APPLICATION_NOT_FOUND',
        message: 'Een van de gekozen reacties bestaat niet.',
        fieldErrors: [{ path: 'ids.1', message: 'Reactie 2000000000 bestaat niet.' }],
      });
      expect(await statusesOf([first.ids[0]!, second.ids[0]!])).toEqual(['submitted', 'submitted']);
      expect(await counts()).toEqual(before);
    });

    it.each([
      [{ status: 'in_review' }, 'ids', 'Verplicht veld'],
      [{ ids: [], status: 'in_review' }, 'ids', 'Kies minimaal één reactie'],
      [{ ids: Array.from({ length: 101 }, (_, index) => index + 1), status: 'in_review' }, 'ids', 'Kies maximaal 100 reacties tegelijk'],
      [{ ids: [5, 5], status: 'in_review' }, 'ids', 'Kies elke reactie maar één keer'],
      [{ ids: ['5'], status: 'in_review' }, 'ids.0', 'Verwachtte number, string gekregen'],
      [{ ids: [0], status: 'in_review' }, 'ids.0', 'Ongeldige waarde'],
      [{ ids: 5, status: 'in_review' }, 'ids', 'Ongeldige waarde'],
      [{ ids: [5] }, 'status', 'Verplicht veld'],
      [{ ids: [5], status: 'hired' }, 'status', 'Ongeldige waarde'],
      [{ ids: [5], status: 'rejected' }, 'reason', 'Geef een reden voor de afwijzing'],
      [{ ids: [5], status: 'rejected', reason: 'x'.repeat(1001) }, 'reason', 'Gebruik maximaal 1000 karakters'],
    ])('refuses a bad body with a Dutch field message (%#)', async (payload, path, message) => {
      const before = await counts();
      const response = await bulk(staff, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(await counts()).toEqual(before);
    });

    it('lets only one of two overlapping concurrent batches through', async () => {
      const { ids } = await applyAll(extra);
      const batches = [ids, [ids[2]!, ids[0]!]];
      const responses = await Promise.all(batches.map((batch) => bulk(staff, { ids: batch, status: 'in_review' })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      // Whichever came first moved its whole batch; the other moved nothing (not even the id it did not share).
      const winner = batches[responses.findIndex((response) => response.statusCode === 200)]!;
      for (const id of ids) expect(await auditOf(id)).toHaveLength(winner.includes(id) ? 1 : 0);
      const history = await app.db.selectFrom('application_status_history').select('application_id').where('application_id', 'in', ids).where('status', '=', 'in_review').execute();
      expect(history.map((row) => row.application_id).sort()).toEqual([...winner].sort());
      expect(await statusesOf(ids)).toEqual(ids.map((id) => (winner.includes(id) ? 'in_review' : 'submitted')));
    });

    it('refuses visitors with 401 and freelancers with 403, even for their own applications', async () => {
      const { ids } = await applyAll([extra[0]!, extra[1]!]);
      const before = await counts();
      const visitor = await bulk(undefined, { ids, status: 'in_review' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHENTICATED');
      for (const payload of [{ ids: [ids[0]], status: 'withdrawn' }, { ids, status: 'in_review' }, { ids: [ids[1]], status: 'rejected', reason: 'sabotage' }]) {
        const freelancer = await bulk(extra[0]!, payload);
        expect(freelancer.statusCode).toBe(403);
        expect(freelancer.json()).toEqual({ code: 'FORBIDDEN', message: 'Je hebt geen toegang tot deze gegevens.' });
      }
      expect(await statusesOf(ids)).toEqual(['submitted', 'submitted']);
      expect(await counts()).toEqual(before);
    });
  });

  describe('access to other people’s applications', () => {
    it('answers 404 on every route for an application of someone else, and changes nothing', async () => {
      const vacancy = takeVacancy();
      const annasId = (await apply(anna, { vacancyId: vacancy.id, motivation: 'Alleen voor Anna' })).json().id as number;
      const before = await counts();
      const attempts = [
        await call(bram, 'GET', `/api/applications/${annasId}`),
        await patch(bram, annasId, { status: 'withdrawn' }),
        await patch(bram, annasId, { status: 'rejected', reason: 'sabotage' }),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'APPLICATION_NOT_FOUND', message: 'Deze reactie bestaat niet of is niet van jou.' });
      }
      const bramsList = (await list(bram, `?filter=${q({ vacancyId: vacancy.id })}`)).json() as Application[];
      expect(bramsList).toEqual([]);
      expect(JSON.stringify((await list(bram, `?range=${q([0, 99])}`)).json())).not.toContain('Alleen voor Anna');
      expect(await counts()).toEqual(before);
      const annas = (await call(anna, 'GET', `/api/applications/${annasId}`)).json() as Application;
      expect(annas.status).toBe('submitted');
    });

    it('refuses visitors on the single-application routes with 401', async () => {
      expect((await call(undefined, 'GET', '/api/applications/1')).statusCode).toBe(401);
      expect((await call(undefined, 'PATCH', '/api/applications/1', { status: 'withdrawn' })).statusCode).toBe(401);
    });
  });
});

describe('the status machine', () => {
  it('ends in placed, rejected, withdrawn or vacancy_closed, and every open status can be rejected by staff and withdrawn by the applicant', () => {
    for (const status of APPLICATION_STATUSES) {
      const next = APPLICATION_STATUS_TRANSITIONS[status];
      if (['placed', 'rejected', 'withdrawn', 'vacancy_closed'].includes(status)) {
        expect(next).toEqual({});
      } else {
        expect(next.rejected).toBe('staff');
        expect(next.withdrawn).toBe('employee');
      }
    }
  });
});
