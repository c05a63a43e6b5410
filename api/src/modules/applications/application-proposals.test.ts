import type { Application, AuditEntry, BulkPatchApplicationsResult } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { cvUploadBody } from '../../testing/cv-samples.js';
import { latestMail, loginAs, type TestLogin } from '../../testing/login.js';
import { openVacancies, type OpenVacancies } from '../../testing/open-vacancies.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

describe.each(testDatabases)('proposals and skipped steps (issue 30 items 3 and 4, $name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cas: TestLogin;
  let dirk: TestLogin;
  let staff: TestLogin;
  let vacancies: OpenVacancies;
  const takeVacancy = () => vacancies.take();

  const CAS = 'cas.proposed@example.nl';
  const DIRK = 'dirk.proposed@example.nl';
  const STAFF = 'petra.consultant@example.nl';

  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
    cas = await loginAs(app, CAS, { firstName: 'Cas', lastName: 'Visser' });
    dirk = await loginAs(app, DIRK, { firstName: 'Dirk', lastName: 'Mulder' });
    staff = await loginAs(app, STAFF, { staff: true, firstName: 'Petra', lastName: 'de Wit' });
    vacancies = await openVacancies(app.db, { openForDays: 7, limit: 30 });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const propose = (login: TestLogin | undefined, employeeId: number, vacancyId: number) => call(login, 'POST', '/api/application_proposals', { employeeId, vacancyId });
  const answer = (login: TestLogin, id: number, interested: boolean) => call(login, 'POST', `/api/applications/${id}/proposal_response`, { interested });
  const patch = (id: number, payload: Record<string, unknown>) => call(staff, 'PATCH', `/api/applications/${id}`, payload);
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const rowCount = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM applications`.execute(app.db)).rows[0]!.count;

  describe('POST /api/application_proposals', () => {
    it('creates a reactie "proposed by" the consultant, audits it and mails the candidate warmly, in Dutch', async () => {
      const vacancy = takeVacancy();
      const response = await propose(staff, cas.employeeId, vacancy.id);
      expect(response.statusCode).toBe(201);
      const application = response.json() as Application;
      expect(application).toMatchObject({
        employeeId: cas.employeeId,
        vacancy: { id: vacancy.id },
        status: 'submitted',
        motivation: null,
        proposal: { proposedBy: 'Petra de Wit', response: 'pending', respondedAt: null },
      });
      expect(application.proposal?.proposedAt).toBe(application.createdAt);

      const mail = await latestMail(app, CAS);
      expect(mail?.subject).toBe(`Petra de Wit denkt aan jou voor "${vacancy.title}"`);
      expect(mail?.text).toContain('Hallo Cas,');
      expect(mail?.text).toContain('Ja, ik heb interesse');
      expect(mail?.link).toMatch(/\/mijn-reacties$/);

      const audit = await call(staff, 'GET', `/api/audit_entries?filter=${q({ entityType: 'application', entityId: application.id })}`);
      expect((audit.json() as AuditEntry[]).map(({ action, actor, after }) => ({ action, actorId: actor.id, after }))).toEqual([
        { action: 'proposed', actorId: staff.employeeId, after: { employeeId: cas.employeeId, vacancyId: vacancy.id, status: 'submitted', proposalResponse: 'pending' } },
      ]);

      // The candidate sees it in their own list, with who proposed it.
      const mine = await call(cas, 'GET', `/api/applications?filter=${q({ mine: true, vacancyId: vacancy.id })}`);
      expect((mine.json() as Application[])[0]?.proposal?.proposedBy).toBe('Petra de Wit');
    });

    it('refuses a candidate who already has a reactie to the opdracht with a Dutch 409, and stores nothing', async () => {
      const vacancy = takeVacancy();
      expect((await call(dirk, 'POST', '/api/applications', { vacancyId: vacancy.id })).statusCode).toBe(201);
      const before = await rowCount();
      const response = await propose(staff, dirk.employeeId, vacancy.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ALREADY_HAS_APPLICATION', message: expect.stringContaining('heeft al een reactie op deze opdracht') });
      // A second proposal of the same candidate is refused the same way.
      const other = takeVacancy();
      expect((await propose(staff, cas.employeeId, other.id)).statusCode).toBe(201);
      expect((await propose(staff, cas.employeeId, other.id)).json().code).toBe('ALREADY_HAS_APPLICATION');
      expect(await rowCount()).toBe(before + 1);
    });

    it('lets one of two concurrent proposals of the same candidate through', async () => {
      const vacancy = takeVacancy();
      const answers = await Promise.all([propose(staff, dirk.employeeId, vacancy.id), propose(staff, dirk.employeeId, vacancy.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    });

    it('refuses a closed opdracht, one past its closing date, and a concept (409), and unknown ids (404)', async () => {
      const closed = takeVacancy();
      await app.db.updateTable('vacancies').set({ status: 'closed' }).where('id', '=', closed.id).execute();
      expect((await propose(staff, cas.employeeId, closed.id)).json()).toMatchObject({ code: 'VACANCY_CLOSED', message: expect.stringContaining('gesloten') });
      const expired = takeVacancy();
      await app.db.updateTable('vacancies').set({ closing_date: '2020-01-01' }).where('id', '=', expired.id).execute();
      expect((await propose(staff, cas.employeeId, expired.id)).statusCode).toBe(409);
      const concept = takeVacancy();
      await app.db.updateTable('vacancies').set({ status: 'concept' }).where('id', '=', concept.id).execute();
      expect((await propose(staff, cas.employeeId, concept.id)).json().code).toBe('VACANCY_NOT_OPEN');
      expect((await propose(staff, cas.employeeId, 999_999)).json().code).toBe('VACANCY_NOT_FOUND');
      expect((await propose(staff, 999_999, takeVacancy().id)).json().code).toBe('EMPLOYEE_NOT_FOUND');
      expect((await propose(staff, staff.employeeId, takeVacancy().id)).statusCode).toBe(400);
    });

    it('is for staff only: 401 for visitors, 403 for freelancers', async () => {
      const vacancy = takeVacancy();
      expect((await propose(undefined, cas.employeeId, vacancy.id)).statusCode).toBe(401);
      expect((await propose(cas, cas.employeeId, vacancy.id)).statusCode).toBe(403);
    });
  });

  describe('waiting for the candidate', () => {
    it('refuses the client-facing statuses until the candidate confirms, then lets staff go on', async () => {
      const id = ((await propose(staff, dirk.employeeId, takeVacancy().id)).json() as Application).id;
      // Staff may review it meanwhile, but not send it to the client, not even by skipping.
      expect((await patch(id, { status: 'in_review' })).statusCode).toBe(200);
      for (const body of [{ status: 'proposed' }, { status: 'interview', skipSteps: true }, { status: 'placed', skipSteps: true }]) {
        const response = await patch(id, body);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'AWAITING_CANDIDATE', message: expect.stringContaining('Wacht op bevestiging van de kandidaat') });
      }
      const bulk = await call(staff, 'PATCH', '/api/applications', { ids: [id], status: 'proposed' });
      expect(bulk.statusCode).toBe(409);
      expect(bulk.json().fieldErrors[0].message).toContain('Wacht op bevestiging van de kandidaat');

      const confirmed = await answer(dirk, id, true);
      expect(confirmed.statusCode).toBe(200);
      expect((confirmed.json() as Application).proposal).toMatchObject({ response: 'confirmed', respondedAt: expect.any(String) });
      expect((await patch(id, { status: 'proposed' })).statusCode).toBe(200);
      // Answered once: a second answer is refused.
      expect((await answer(dirk, id, false)).json().code).toBe('NO_PENDING_PROPOSAL');
    });

    it('"Nee, bedankt" withdraws the reactie and shows the proposal declined to staff', async () => {
      const id = ((await propose(staff, cas.employeeId, takeVacancy().id)).json() as Application).id;
      const declined = await answer(cas, id, false);
      expect(declined.statusCode).toBe(200);
      const detail = (await call(staff, 'GET', `/api/applications/${id}`)).json() as Application;
      expect(detail).toMatchObject({ status: 'withdrawn', proposal: { response: 'declined', proposedBy: 'Petra de Wit' } });
      expect(detail.statusHistory.map((change) => change.status)).toEqual(['submitted', 'withdrawn']);
      expect((await patch(id, { status: 'in_review' })).statusCode).toBe(409);
    });

    it('"Ja, ik heb interesse" answers the consent question too: stored on the reactie, with the current CV when shared (docs/adr/0021)', async () => {
      const eva = await loginAs(app, 'eva.proposed@example.nl', { firstName: 'Eva', lastName: 'Bos' });
      const upload = cvUploadBody('cv-eva.pdf', Buffer.from('%PDF-1.7\n%cv eva\n'));
      const uploaded = await app.inject({ method: 'POST', url: '/api/employees/cv', headers: { cookie: eva.cookieHeader, ...upload.headers }, payload: upload.payload });
      expect(uploaded.statusCode).toBe(201);
      const sharing = ((await propose(staff, eva.employeeId, takeVacancy().id)).json() as Application).id;
      // Not asked yet: nothing is shared.
      expect((await call(eva, 'GET', `/api/applications/${sharing}`)).json()).toMatchObject({ clientConsent: null, cvId: null });
      const confirmed = await call(eva, 'POST', `/api/applications/${sharing}/proposal_response`, { interested: true, clientConsent: { profile: true, cv: true } });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ clientConsent: { profile: true, cv: true }, cvId: uploaded.json().id, cvFileName: 'cv-eva.pdf' });

      // "Ja" without the consent: interested, but nothing shared and no CV attached.
      const silent = ((await propose(staff, eva.employeeId, takeVacancy().id)).json() as Application).id;
      expect((await answer(eva, silent, true)).json()).toMatchObject({ clientConsent: { profile: false, cv: false }, cvId: null });
      // "Nee" stores no consent.
      const declined = ((await propose(staff, eva.employeeId, takeVacancy().id)).json() as Application).id;
      expect((await call(eva, 'POST', `/api/applications/${declined}/proposal_response`, { interested: false, clientConsent: { profile: true, cv: true } })).json()).toMatchObject({
        clientConsent: null,
        cvId: null,
      });
    });

    it('lets only the candidate answer, only on a proposal, and not after it is closed', async () => {
      const vacancy = takeVacancy();
      const id = ((await propose(staff, cas.employeeId, vacancy.id)).json() as Application).id;
      expect((await answer(dirk, id, true)).statusCode).toBe(404);
      const own = ((await call(dirk, 'POST', '/api/applications', { vacancyId: vacancy.id })).json() as Application).id;
      expect((await answer(dirk, own, true)).json()).toMatchObject({ code: 'NO_PENDING_PROPOSAL', message: expect.stringContaining('zelf gereageerd') });
      expect((await patch(id, { status: 'rejected', reason: 'De opdracht is intern ingevuld.' })).statusCode).toBe(200);
      expect((await answer(cas, id, true)).json().code).toBe('APPLICATION_CLOSED');
      expect((await answer(cas, id, 'ja' as unknown as boolean)).statusCode).toBe(400);
    });
  });

  describe('skipping steps (the board)', () => {
    it('lets staff move forward past steps only when they say so, never backward, and records one history step', async () => {
      const id = ((await call(dirk, 'POST', '/api/applications', { vacancyId: takeVacancy().id })).json() as Application).id;
      expect((await patch(id, { status: 'interview' })).json().code).toBe('ILLEGAL_STATUS_TRANSITION');
      const moved = await patch(id, { status: 'interview', skipSteps: true });
      expect(moved.statusCode).toBe(200);
      expect((moved.json() as Application).statusHistory.map((change) => change.status)).toEqual(['submitted', 'interview']);
      // The status's template mail (ADR 0020): the interview step.
      expect((await latestMail(app, DIRK))?.text).toContain('wil graag met je kennismaken');
      expect((await patch(id, { status: 'in_review', skipSteps: true })).json().code).toBe('ILLEGAL_STATUS_TRANSITION');
      expect((await patch(id, { status: 'withdrawn', skipSteps: true })).statusCode).toBe(409);
      expect((await patch(id, { status: 'placed', skipSteps: true })).statusCode).toBe(200);
      expect((await patch(id, { status: 'rejected', reason: 'Te laat', skipSteps: true })).statusCode).toBe(409);
    });

    it('does not let the freelancer skip, and keeps the bulk change to single steps', async () => {
      const id = ((await call(cas, 'POST', '/api/applications', { vacancyId: takeVacancy().id })).json() as Application).id;
      expect((await call(cas, 'PATCH', `/api/applications/${id}`, { status: 'offer', skipSteps: true })).statusCode).toBe(403);
      const bulk = await call(staff, 'PATCH', '/api/applications', { ids: [id], status: 'offer', skipSteps: true });
      expect(bulk.statusCode).toBe(409);
      expect(((await call(staff, 'PATCH', '/api/applications', { ids: [id], status: 'in_review' })).json() as BulkPatchApplicationsResult).results).toHaveLength(1);
    });
  });
});
