import type { MailboxMessage } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cvUploadBody } from '../../testing/cv-samples.js';
import { latestMail, loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';
import { confirmClientRequest } from '../client-requests/client-request-confirmation.testing.js';

// Issue 31 items 2, 3 and 5 (docs/adr/0021): client accounts made by a
// request, the portal's requests, opdrachten and proposed candidates scoped
// to the organisation, the client's answer per candidate, staff's invitation
// of more contacts, and the audit of every client view of a candidate.

const NOW = new Date('2026-11-27T09:30:00.000Z');
const base = {
  phone: '030 123 45 67',
  kvkNumber: '12345678',
  description: 'Wij zoeken een interim projectmanager sociaal domein voor zes maanden.',
};

describe.each(testDatabases)('the client portal ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'portaal.consultant@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Jansen' });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, remoteAddress: nextTestAddress(), headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const mailsTo = async (email: string): Promise<MailboxMessage[]> =>
    (await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=50` })).json() as MailboxMessage[];

  /** A request whose address was confirmed with the mailed link (issue 42 item 2): only then does it join an organisation. */
  async function sendRequest(email: string, companyName: string, contactName = 'Anna de Vries') {
    const response = await call(undefined, 'POST', '/api/client_requests', { ...base, email, companyName, contactName });
    expect(response.statusCode).toBe(201);
    const sent = response.json() as { id: number; reference: string };
    expect((await confirmClientRequest(app, email, sent.reference)).statusCode).toBe(200);
    return sent;
  }

  /**
   * A request converted into an opdracht with applications of `names`,
   * the first `proposed` of them proposed. Each applies with a CV and the
   * consent `consent(index)` (default: profile yes, CV no).
   */
  async function opdrachtWithCandidates(
    requestId: number,
    title: string,
    names: string[],
    proposed: number,
    consent: (index: number) => { profile: boolean; cv: boolean } | undefined = () => ({ profile: true, cv: false }),
  ) {
    const created = await call(staff, 'POST', '/api/vacancies', await testVacancyInput(app.db, { title, clientRequestId: requestId }));
    expect(created.statusCode).toBe(201);
    const vacancyId = created.json().id as number;
    expect((await call(staff, 'PATCH', `/api/vacancies/${vacancyId}`, { status: 'open' })).statusCode).toBe(200);
    const applications: Array<{ id: number; freelancer: TestLogin; email: string }> = [];
    for (const [index, name] of names.entries()) {
      const email = `${name.toLowerCase()}.${vacancyId}@zzp.example.nl`;
      const freelancer = await loginAs(app, email, { firstName: name, lastName: 'van Dijk' });
      await app.db
        .updateTable('employees')
        .set({ experience: JSON.stringify([{ role: `Projectmanager ${name}`, client: 'Geheime Klant BV', from: '2021-01-01', to: null, description: 'Privé' }]) })
        .where('id', '=', freelancer.employeeId)
        .execute();
      const upload = cvUploadBody(`cv-${name.toLowerCase()}.pdf`, Buffer.from(`%PDF-1.7\n%cv van ${name}\n`));
      const uploaded = await app.inject({ method: 'POST', url: '/api/employees/cv', remoteAddress: nextTestAddress(), headers: { cookie: freelancer.cookieHeader, ...upload.headers }, payload: upload.payload });
      expect(uploaded.statusCode).toBe(201);
      const clientConsent = consent(index);
      const applied = await call(freelancer, 'POST', '/api/applications', {
        vacancyId,
        offeredHourlyRate: 90,
        hoursPerWeek: 32,
        useStoredCv: true,
        ...(clientConsent ? { clientConsent } : {}),
      });
      expect(applied.statusCode).toBe(201);
      const id = applied.json().id as number;
      expect((await call(staff, 'PATCH', `/api/applications/${id}`, { status: 'in_review' })).statusCode).toBe(200);
      if (index < proposed) expect((await call(staff, 'PATCH', `/api/applications/${id}`, { status: 'proposed' })).statusCode).toBe(200);
      applications.push({ id, freelancer, email });
    }
    return { vacancyId, applications };
  }

  it('makes a client account of a new address, logs it in into the portal and shows only its organisation', async () => {
    const mine = await sendRequest('anna@gemeente-a.nl', 'Gemeente A');
    await sendRequest('bert@bedrijf-b.nl', 'Bedrijf B', 'Bert Boer');
    const account = await app.db.selectFrom('employees').select(['role', 'first_name', 'last_name']).where('email', '=', 'anna@gemeente-a.nl').executeTakeFirstOrThrow();
    expect(account).toEqual({ role: 'client', first_name: 'Anna', last_name: 'de Vries' });

    const client = await loginAs(app, 'anna@gemeente-a.nl');
    // The login link of a client returns to the portal.
    expect((await latestMail(app, 'anna@gemeente-a.nl'))?.link).toContain(`returnTo=${encodeURIComponent('/opdrachtgevers/portaal')}`);
    const requests = await call(client, 'GET', '/api/client-portal/requests');
    expect(requests.statusCode).toBe(200);
    expect(requests.json()).toEqual([expect.objectContaining({ id: mine.id, reference: mine.reference, status: 'new', vacancyId: null })]);
    expect((await call(client, 'GET', '/api/client-portal/vacancies')).json()).toEqual([]);
    // A second request of the same address joins its organisation.
    const second = await sendRequest('anna@gemeente-a.nl', 'Gemeente A');
    expect(((await call(client, 'GET', '/api/client-portal/requests')).json() as Array<{ id: number }>).map((row) => row.id)).toEqual([second.id, mine.id]);
  });

  it("is closed to freelancers and visitors, and a client's session does not count on freelancer endpoints", async () => {
    await sendRequest('carla@gemeente-c.nl', 'Gemeente C', 'Carla Kok');
    const client = await loginAs(app, 'carla@gemeente-c.nl');
    const freelancer = await loginAs(app, 'fleur.portaal@zzp.example.nl', { firstName: 'Fleur' });
    expect((await call(undefined, 'GET', '/api/client-portal/requests')).statusCode).toBe(401);
    expect((await call(freelancer, 'GET', '/api/client-portal/requests')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/api/client-portal/vacancies')).statusCode).toBe(403);
    // A client is no freelancer: their session is no login on the freelancer's endpoints.
    expect((await call(client, 'GET', '/api/applications')).statusCode).toBe(401);
    expect((await call(client, 'PATCH', '/api/employees/me', { firstName: 'X' })).statusCode).toBe(401);
    expect((await call(client, 'GET', '/api/client_requests')).statusCode).toBe(401);
    // Their own record (the chrome reads the role) and their session work.
    const me = await call(client, 'GET', '/api/employees/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'client' });
    // A freelancer's address sending a request gets no second role.
    await sendRequest('fleur.portaal@zzp.example.nl', 'Fleur Advies');
    expect((await app.db.selectFrom('employees').select('role').where('email', '=', 'fleur.portaal@zzp.example.nl').executeTakeFirstOrThrow()).role).toBe('employee');
  });

  it('shows proposed candidates only, audits every view, and refuses other organisations (IDOR)', async () => {
    const request = await sendRequest('dirk@gemeente-d.nl', 'Gemeente D', 'Dirk de Boer');
    const other = await sendRequest('eva@gemeente-e.nl', 'Gemeente E', 'Eva Smit');
    const client = await loginAs(app, 'dirk@gemeente-d.nl');
    const outsider = await loginAs(app, 'eva@gemeente-e.nl');
    const { vacancyId, applications } = await opdrachtWithCandidates(request.id, 'Projectmanager D', ['Mila', 'Daan', 'Noor'], 1);
    const otherOpdracht = await opdrachtWithCandidates(other.id, 'Projectmanager E', ['Lotte'], 1);

    const vacancies = (await call(client, 'GET', '/api/client-portal/vacancies')).json() as Array<Record<string, unknown>>;
    expect(vacancies).toEqual([
      expect.objectContaining({ id: vacancyId, title: 'Projectmanager D', status: 'open', requestReference: request.reference, stageCounts: expect.objectContaining({ in_review: 2, proposed: 1, submitted: 0 }) }),
    ]);
    const candidates = await call(client, 'GET', `/api/client-portal/vacancies/${vacancyId}/candidates`);
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json()).toEqual([
      {
        id: applications[0]!.id,
        vacancyId,
        displayName: 'Mila D.',
        functionTitle: 'Projectmanager Mila',
        experienceSummary: ['Projectmanager Mila (2021–heden)'],
        hourlyRate: 90,
        availableFrom: null,
        hoursPerWeek: 32,
        profileShared: true,
        cvAvailable: false,
        status: 'proposed',
        response: null,
      },
    ]);
    expect(candidates.body).not.toContain('Geheime Klant');
    expect(candidates.body).not.toContain('@');
    const audit = await app.db.selectFrom('audit_entries').select(['entity_type', 'entity_id', 'actor_id']).where('action', '=', 'client_viewed').where('actor_id', '=', client.employeeId).execute();
    expect(audit).toEqual([{ entity_type: 'application', entity_id: applications[0]!.id, actor_id: client.employeeId }]);

    // Another organisation's opdracht and candidates are 404, as is a candidate not (yet) proposed.
    expect((await call(outsider, 'GET', `/api/client-portal/vacancies/${vacancyId}/candidates`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/api/client-portal/vacancies/${otherOpdracht.vacancyId}/candidates`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/client-portal/candidates/${applications[0]!.id}/response`, { kind: 'interview', moments: 'morgen' })).statusCode).toBe(404);
    expect((await call(client, 'POST', `/api/client-portal/candidates/${applications[1]!.id}/response`, { kind: 'interview', moments: 'morgen' })).statusCode).toBe(404);
    expect((await call(client, 'POST', `/api/client-portal/candidates/${otherOpdracht.applications[0]!.id}/response`, { kind: 'rejected', reason: 'x' })).statusCode).toBe(404);
    expect(((await call(outsider, 'GET', '/api/client-portal/requests')).json() as Array<{ id: number }>).map((row) => row.id)).toEqual([other.id]);
  });

  it('audits a view once per client, candidate and day: reloads add nothing, another day or another candidate does (issue 42, item 8d)', async () => {
    const request = await sendRequest('ria@gemeente-r.nl', 'Gemeente R', 'Ria Reload');
    const client = await loginAs(app, 'ria@gemeente-r.nl');
    const { vacancyId, applications } = await opdrachtWithCandidates(request.id, 'Projectmanager R', ['Rob', 'Roos'], 2);
    const views = async () =>
      (
        await app.db
          .selectFrom('audit_entries')
          .select(['entity_id', 'at'])
          .where('action', '=', 'client_viewed')
          .where('actor_id', '=', client.employeeId)
          .orderBy('entity_id')
          .orderBy('at')
          .execute()
      ).map((row) => `${row.entity_id}@${new Date(row.at).toISOString()}`);
    // A view of Rob yesterday evening (Dutch time): today's first load still records one.
    const yesterday = new Date('2026-11-26T22:30:00.000Z');
    await app.db
      .insertInto('audit_entries')
      .values({ entity_type: 'application', entity_id: applications[0]!.id, action: 'client_viewed', actor_id: client.employeeId, at: yesterday, before: null, after: JSON.stringify({ vacancyId }) })
      .execute();
    const loads = await Promise.all(Array.from({ length: 5 }, () => call(client, 'GET', `/api/client-portal/vacancies/${vacancyId}/candidates`)));
    expect(loads.map((load) => load.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await call(client, 'GET', `/api/client-portal/vacancies/${vacancyId}/candidates`)).json()).toHaveLength(2);
    expect(await views()).toEqual([`${applications[0]!.id}@${yesterday.toISOString()}`, `${applications[0]!.id}@${NOW.toISOString()}`, `${applications[1]!.id}@${NOW.toISOString()}`]);
  });

  it('invites a candidate: the reactie moves to gesprek, the freelancer is mailed and sees it, staff see the answer', async () => {
    const request = await sendRequest('frank@gemeente-f.nl', 'Gemeente F', 'Frank Mol');
    const client = await loginAs(app, 'frank@gemeente-f.nl');
    const { applications } = await opdrachtWithCandidates(request.id, 'Adviseur F', ['Sara', 'Tim'], 2);
    const [invited, rejected] = applications as [(typeof applications)[0], (typeof applications)[0]];

    expect((await call(client, 'POST', `/api/client-portal/candidates/${invited.id}/response`, { kind: 'interview', moments: '' })).statusCode).toBe(400);
    const answer = await call(client, 'POST', `/api/client-portal/candidates/${invited.id}/response`, { kind: 'interview', moments: 'Dinsdag 2 december 10:00 of donderdag 4 december 14:00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'interview', response: { kind: 'interview', moments: 'Dinsdag 2 december 10:00 of donderdag 4 december 14:00', contactName: 'Frank Mol' } });
    expect((await call(client, 'POST', `/api/client-portal/candidates/${invited.id}/response`, { kind: 'rejected', reason: 'toch niet' })).statusCode).toBe(409);

    const history = await app.db.selectFrom('application_status_history').select(['status', 'changed_by_role', 'changed_by_user_id']).where('application_id', '=', invited.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toEqual({ status: 'interview', changed_by_role: 'client', changed_by_user_id: client.employeeId });
    const mail = (await mailsTo(invited.email))[0]!;
    expect(mail.subject).toBe('De opdrachtgever wil je spreken: Adviseur F');
    expect(mail.text).toContain('Hallo Sara,');
    expect(mail.text).toContain('Dinsdag 2 december 10:00');
    expect((await call(invited.freelancer, 'GET', '/api/client-portal/my-invitations')).json()).toEqual([
      { applicationId: invited.id, moments: 'Dinsdag 2 december 10:00 of donderdag 4 december 14:00', at: NOW.toISOString() },
    ]);
    expect((await call(rejected.freelancer, 'GET', '/api/client-portal/my-invitations')).json()).toEqual([]);

    const rejection = await call(client, 'POST', `/api/client-portal/candidates/${rejected.id}/response`, { kind: 'rejected', reason: 'Te weinig ervaring in het sociaal domein' });
    expect(rejection.json()).toMatchObject({ status: 'proposed', response: { kind: 'rejected', reason: 'Te weinig ervaring in het sociaal domein' } });
    // The freelancer hears a rejection from staff, not from the client's words.
    expect((await mailsTo(rejected.email)).some((row) => row.text.includes('Te weinig ervaring'))).toBe(false);

    const staffView = await call(staff, 'GET', `/api/applications/${invited.id}/client-response`);
    expect(staffView.json()).toMatchObject({ kind: 'interview', contactName: 'Frank Mol' });
    expect((await call(client, 'GET', `/api/applications/${invited.id}/client-response`)).statusCode).toBe(401);
    const audited = await app.db.selectFrom('audit_entries').select('action').where('entity_id', '=', invited.id).where('entity_type', '=', 'application').where('action', '=', 'client_response').execute();
    expect(audited).toHaveLength(1);
  });

  it("mails a client's proposed moments to the freelancer and to staff without links; the portal keeps them whole (issue 42 item 3)", async () => {
    const request = await sendRequest('lotte@gemeente-l.nl', 'Gemeente L', 'Lotte Groen');
    const client = await loginAs(app, 'lotte@gemeente-l.nl');
    const { applications } = await opdrachtWithCandidates(request.id, 'Adviseur L', ['Wouter'], 1);
    const [invited] = applications as [(typeof applications)[0]];
    const moments =
      'Dinsdag 10:00 via https://evil.example/teams?id=1 of [Teams](https://evil.example/t). Eerst inloggen op <a href="https://evil.example">uw account</a>, www.evil.example of bank-veilig.nl/login; vragen: planning@evil.example';
    const answer = await call(client, 'POST', `/api/client-portal/candidates/${invited.id}/response`, { kind: 'interview', moments });
    expect(answer.statusCode).toBe(200);

    const toFreelancer = (await mailsTo(invited.email))[0]!;
    expect(toFreelancer.subject).toBe('De opdrachtgever wil je spreken: Adviseur L');
    const toStaff = (await mailsTo(app.config.staffEmail)).find((mail) => mail.subject.startsWith('Opdrachtgever wil een gesprek met Wouter'))!;
    for (const mail of [toFreelancer, toStaff]) {
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toMatch(/evil|bank-veilig|planning@/);
      }
      expect(mail.text).toContain(
        'Dinsdag 10:00 via [link verwijderd] of Teams [link verwijderd]. Eerst inloggen op uw account [link verwijderd], [link verwijderd] of [link verwijderd] vragen: [e-mailadres verwijderd]',
      );
    }
    // The site's own link is the mail's only one.
    expect(toFreelancer.text.match(/https?:\/\/\S+/g)).toEqual([`${app.config.publicUrl}/mijn-reacties`]);
    // In the site (Mijn reacties, the portal) the text is shown as typed, as text.
    expect((await call(invited.freelancer, 'GET', '/api/client-portal/my-invitations')).json()).toEqual([{ applicationId: invited.id, moments, at: NOW.toISOString() }]);
  });

  it('lets staff invite another contact of the organisation, never an address that has an account', async () => {
    const request = await sendRequest('gerda@gemeente-g.nl', 'Gemeente G', 'Gerda Wit');
    const invite = await call(staff, 'POST', `/api/client_requests/${request.id}/contacts`, { email: 'hans@gemeente-g.nl', firstName: 'Hans', lastName: 'Wit' });
    expect(invite.statusCode).toBe(201);
    const mail = await latestMail(app, 'hans@gemeente-g.nl');
    expect(mail?.subject).toBe('Uw toegang tot het opdrachtgeversportaal van Interimly');
    expect(mail?.link).toBe(`${app.config.publicUrl}/opdrachtgevers/portaal`);
    const colleague = await loginAs(app, 'hans@gemeente-g.nl');
    expect(((await call(colleague, 'GET', '/api/client-portal/requests')).json() as Array<{ id: number }>).map((row) => row.id)).toEqual([request.id]);
    expect(((await call(staff, 'GET', `/api/client_requests/${request.id}/contacts`)).json() as Array<{ email: string }>).map((row) => row.email)).toEqual([
      'gerda@gemeente-g.nl',
      'hans@gemeente-g.nl',
    ]);
    expect((await call(staff, 'POST', `/api/client_requests/${request.id}/contacts`, { email: 'portaal.consultant@example.nl', firstName: 'A', lastName: 'B' })).statusCode).toBe(409);
    expect((await call(colleague, 'POST', `/api/client_requests/${request.id}/contacts`, { email: 'x@gemeente-g.nl', firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
  it("shares only what the freelancer agreed to at applying, and the CV only with consent (item 5)", async () => {
    const request = await sendRequest('joost@gemeente-j.nl', 'Gemeente J', 'Joost Bakker');
    const other = await sendRequest('karin@gemeente-k.nl', 'Gemeente K', 'Karin Vos');
    const client = await loginAs(app, 'joost@gemeente-j.nl');
    const outsider = await loginAs(app, 'karin@gemeente-k.nl');
    const consents = [{ profile: true, cv: true }, { profile: false, cv: false }, undefined, { profile: true, cv: true }];
    const { vacancyId, applications } = await opdrachtWithCandidates(request.id, 'Jurist J', ['Ruben', 'Sophie', 'Thijs', 'Umut'], 3, (index) => consents[index]);
    const [everything, nothing, notAsked, notProposed] = applications as [(typeof applications)[0], (typeof applications)[0], (typeof applications)[0], (typeof applications)[0]];
    await opdrachtWithCandidates(other.id, 'Jurist K', ['Vera'], 1);

    // The freelancer sees what they agreed to on their own reactie.
    const own = await call(everything.freelancer, 'GET', `/api/applications/${everything.id}`);
    expect(own.json()).toMatchObject({ clientConsent: { profile: true, cv: true } });
    expect((await call(notAsked.freelancer, 'GET', `/api/applications/${notAsked.id}`)).json()).toMatchObject({ clientConsent: { profile: false, cv: false } });

    const candidates = (await call(client, 'GET', `/api/client-portal/vacancies/${vacancyId}/candidates`)).json() as Array<Record<string, unknown>>;
    expect(candidates.map((candidate) => candidate.id)).toEqual([everything.id, nothing.id, notAsked.id]);
    expect(candidates[0]).toMatchObject({ displayName: 'Ruben D.', functionTitle: 'Projectmanager Ruben', hourlyRate: 90, hoursPerWeek: 32, profileShared: true, cvAvailable: true });
    for (const withheld of candidates.slice(1)) {
      expect(withheld).toMatchObject({ functionTitle: null, experienceSummary: [], hourlyRate: null, availableFrom: null, hoursPerWeek: null, profileShared: false, cvAvailable: false });
    }

    const download = await call(client, 'GET', `/api/client-portal/candidates/${everything.id}/cv`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body).toContain('cv van Ruben');
    const audited = await app.db.selectFrom('audit_entries').select(['actor_id', 'entity_id']).where('action', '=', 'client_cv_downloaded').execute();
    expect(audited).toEqual([{ actor_id: client.employeeId, entity_id: everything.id }]);
    // No consent, consent not asked, not proposed yet, another organisation: the same 404, nothing audited.
    for (const [login, id] of [
      [client, nothing.id],
      [client, notAsked.id],
      [client, notProposed.id],
      [outsider, everything.id],
    ] as const) {
      const refused = await call(login, 'GET', `/api/client-portal/candidates/${id}/cv`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'CV_NOT_FOUND' });
    }
    expect((await call(everything.freelancer, 'GET', `/api/client-portal/candidates/${everything.id}/cv`)).statusCode).toBe(403);
    expect(await app.db.selectFrom('audit_entries').select('id').where('action', '=', 'client_cv_downloaded').execute()).toHaveLength(1);
  });

  it('names the consultant with their contact on the request and the opdracht (item 3)', async () => {
    const request = await sendRequest('lisa@gemeente-l.nl', 'Gemeente L', 'Lisa Peters');
    const client = await loginAs(app, 'lisa@gemeente-l.nl');
    expect(((await call(client, 'GET', '/api/client-portal/requests')).json() as Array<{ consultant: unknown }>)[0]!.consultant).toBeNull();
    await app.db.updateTable('employees').set({ phone: '030 765 43 21' }).where('id', '=', staff.employeeId).execute();
    expect((await call(staff, 'PATCH', `/api/client_requests/${request.id}`, { status: 'in_progress' })).statusCode).toBe(200);
    const consultant = { name: 'Sanne Jansen', email: 'portaal.consultant@example.nl', phone: '030 765 43 21' };
    expect(((await call(client, 'GET', '/api/client-portal/requests')).json() as Array<{ consultant: unknown }>)[0]!.consultant).toEqual(consultant);
    const { vacancyId } = await opdrachtWithCandidates(request.id, 'Adviseur L', [], 0);
    const [vacancy] = (await call(client, 'GET', '/api/client-portal/vacancies')).json() as Array<{ id: number; consultant: unknown }>;
    expect(vacancy).toMatchObject({ id: vacancyId, consultant });
  });

  it("exports a client contact's own data and anonymises it (item 5)", async () => {
    const request = await sendRequest('ilse@gemeente-i.nl', 'Gemeente I', 'Ilse Vermeer');
    const client = await loginAs(app, 'ilse@gemeente-i.nl');
    const withHeader = (login: TestLogin, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
      app.inject({ method, url, remoteAddress: nextTestAddress(), headers: { cookie: login.cookieHeader, 'x-requested-with': 'interim-web' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const asked = await withHeader(client, 'POST', '/api/gdpr_requests', { type: 'request-personal-data' });
    expect(asked.statusCode).toBe(201);
    const done = await withHeader(staff, 'PATCH', `/api/gdpr_requests/${asked.json().id}`, { status: 'completed', resolution: 'Hierbij uw overzicht.', attachExport: true });
    expect(done.statusCode).toBe(200);
    const file = await withHeader(client, 'GET', `/api/gdpr_requests/${asked.json().id}/export`);
    expect(file.statusCode).toBe(200);
    const overview = JSON.stringify(file.json());
    expect(overview).toContain('Gemeente I');
    expect(overview).toContain(request.reference);
    expect(overview).toContain('ilse@gemeente-i.nl');

    const erased = await withHeader(client, 'POST', '/api/gdpr_requests', { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
    expect(erased.statusCode).toBe(201);
    const row = await app.db.selectFrom('client_requests').select(['contact_name', 'email', 'phone', 'reference']).where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ contact_name: 'Geanonimiseerd', email: `anoniem-contact-${client.employeeId}@invalid`, phone: '', reference: request.reference });
    expect(await app.db.selectFrom('client_contacts').select('employee_id').where('employee_id', '=', client.employeeId).execute()).toEqual([]);
    expect((await call(client, 'GET', '/api/client-portal/requests')).statusCode).toBe(401);
  });
});
