import { type AuditEntry, type Note, type OfferAnswerRecord, type StatusMailDraft, STATUS_MAIL_KINDS, type StatusMailTemplate, type Application } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { openVacancies, type OpenVacancies } from '../../testing/open-vacancies.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

describe.each(testDatabases)('follow-up: notes, status mails, offers, closed opdrachten ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let anna: TestLogin;
  let bram: TestLogin;
  let staff: TestLogin;
  let consultant: TestLogin;
  let vacancies: OpenVacancies;
  const takeVacancy = () => vacancies.take();

  const ANNA = 'anna.opvolging@example.nl';
  const BRAM = 'bram.opvolging@example.nl';

  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
    anna = await loginAs(app, ANNA, { firstName: 'Anna', lastName: 'Jansen' });
    bram = await loginAs(app, BRAM, { firstName: 'Bram', lastName: 'de Boer' });
    staff = await loginAs(app, 'sanne.staf@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    consultant = await loginAs(app, 'karel.consultant@example.nl', { staff: true, firstName: 'Karel', lastName: 'Consulent' });
    await app.db.updateTable('employees').set({ phone: '020 123 4567' }).where('id', '=', consultant.employeeId).execute();
    vacancies = await openVacancies(app.db, { openForDays: 7, limit: 20 });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const apply = async (login: TestLogin, vacancyId: number): Promise<Application> => {
    const response = await call(login, 'POST', '/api/applications', { vacancyId });
    expect(response.statusCode).toBe(201);
    return response.json() as Application;
  };
  const move = async (id: number, steps: string[]) => {
    for (const status of steps) expect((await call(staff, 'PATCH', `/api/applications/${id}`, { status, mail: null })).statusCode).toBe(200);
  };
  const mailsTo = async (email: string) => {
    await app.mailer.flush();
    return app.mailer.listOutbox({ to: email, limit: 100 });
  };
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  describe('internal notes', () => {
    it('are refused to visitors (401) and freelancers (403), also on their own record', async () => {
      const application = await apply(anna, takeVacancy().id);
      for (const url of [`/api/employees/${anna.employeeId}/notes`, `/api/applications/${application.id}/notes`]) {
        expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
        expect((await call(undefined, 'POST', url, { body: 'x' })).statusCode).toBe(401);
        expect((await call(anna, 'GET', url)).statusCode).toBe(403);
        expect((await call(anna, 'POST', url, { body: 'Ik vind mezelf top' })).statusCode).toBe(403);
      }
      expect(await app.db.selectFrom('staff_notes').select('id').where('employee_id', '=', anna.employeeId).execute()).toEqual([]);
    });

    it('stores notes with author and time, lists them newest first, and audits each one', async () => {
      const vacancy = takeVacancy();
      const application = await apply(anna, vacancy.id);
      const onCandidate = await call(staff, 'POST', `/api/employees/${anna.employeeId}/notes`, { body: '  Sterk in stakeholdermanagement.  ' });
      expect(onCandidate.statusCode).toBe(201);
      expect(onCandidate.json()).toMatchObject({ employeeId: anna.employeeId, applicationId: null, body: 'Sterk in stakeholdermanagement.', author: { id: staff.employeeId, name: 'Sanne Staf' } });
      const onApplication = await call(consultant, 'POST', `/api/applications/${application.id}/notes`, { body: 'Beschikbaar per 1 maart, belt vrijdag terug.' });
      expect(onApplication.statusCode).toBe(201);
      const note = onApplication.json() as Note;
      expect(note).toMatchObject({ employeeId: anna.employeeId, applicationId: application.id, vacancyTitle: vacancy.title, author: { name: 'Karel Consulent' } });
      expect(Number.isNaN(Date.parse(note.createdAt))).toBe(false);

      const ofApplication = (await call(staff, 'GET', `/api/applications/${application.id}/notes`)).json() as Note[];
      expect(ofApplication.map((item) => item.body)).toEqual(['Beschikbaar per 1 maart, belt vrijdag terug.']);
      const ofCandidate = (await call(staff, 'GET', `/api/employees/${anna.employeeId}/notes`)).json() as Note[];
      expect(ofCandidate.map((item) => item.body)).toEqual(['Beschikbaar per 1 maart, belt vrijdag terug.', 'Sterk in stakeholdermanagement.']);

      const audit = (await call(staff, 'GET', `/api/audit_entries?filter=${q({ entityType: 'application', entityId: application.id, action: 'note_added' })}`)).json() as AuditEntry[];
      expect(audit.map(({ actor, after }) => ({ actor: actor.id, after }))).toEqual([{ actor: consultant.employeeId, after: { note: 'Beschikbaar per 1 maart, belt vrijdag terug.' } }]);
      const employeeAudit = (await call(staff, 'GET', `/api/audit_entries?filter=${q({ entityType: 'employee', entityId: anna.employeeId, action: 'note_added' })}`)).json() as AuditEntry[];
      expect(employeeAudit).toHaveLength(1);
    });

    it('refuses an empty note (400) and unknown records (404) without storing anything', async () => {
      const before = await app.db.selectFrom('staff_notes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect((await call(staff, 'POST', `/api/employees/${anna.employeeId}/notes`, { body: '   ' })).statusCode).toBe(400);
      expect((await call(staff, 'POST', '/api/employees/999999/notes', { body: 'Wie?' })).json()).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND' });
      expect((await call(staff, 'POST', '/api/applications/999999/notes', { body: 'Wie?' })).statusCode).toBe(404);
      const after = await app.db.selectFrom('staff_notes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe('status mail templates', () => {
    it('are staff only and have a Dutch default for every kind', async () => {
      expect((await call(undefined, 'GET', '/api/status_mail_templates')).statusCode).toBe(401);
      expect((await call(anna, 'GET', '/api/status_mail_templates')).statusCode).toBe(403);
      expect((await call(anna, 'PUT', '/api/status_mail_templates/offer', { subject: 'x', body: 'y' })).statusCode).toBe(403);
      const templates = (await call(staff, 'GET', '/api/status_mail_templates')).json() as StatusMailTemplate[];
      expect(templates.map((template) => template.kind)).toEqual([...STATUS_MAIL_KINDS]);
      const byKind = Object.fromEntries(templates.map((template) => [template.kind, template]));
      expect(byKind.placed!.subject).toContain('Gefeliciteerd');
      expect(byKind.rejected!.body).toContain('Helaas');
      expect(byKind.rejected!.body).toContain('{reden}');
      for (const template of templates) {
        expect(template.body).toContain('{contact}');
        expect(template.updatedBy).toBeNull();
      }
    });

    it('drafts the mail of a reactie with the opdracht and the consultant filled in, {reden} left for the form', async () => {
      const vacancy = takeVacancy();
      expect((await call(staff, 'PUT', `/api/vacancies/${vacancy.id}/consultant`, { consultantId: consultant.employeeId })).statusCode).toBe(200);
      const application = await apply(anna, vacancy.id);
      expect((await call(anna, 'GET', `/api/applications/${application.id}/status_mail?status=rejected`)).statusCode).toBe(403);
      const response = await call(staff, 'GET', `/api/applications/${application.id}/status_mail?status=rejected`);
      expect(response.statusCode).toBe(200);
      const draft = response.json() as StatusMailDraft;
      expect(draft).toMatchObject({ status: 'rejected', greeting: 'Hallo Anna,', signature: 'Hartelijke groet,\nKarel Consulent\nInterimly' });
      expect(draft.subject).toBe(`Je reactie op ${vacancy.title}`);
      expect(draft.body).toContain(`"${vacancy.title}"`);
      expect(draft.body).toContain('{reden}');
      expect(draft.body).toContain('karel.consultant@example.nl of 020 123 4567');
      expect((await call(staff, 'GET', `/api/applications/${application.id}/status_mail?status=withdrawn`)).json()).toMatchObject({ code: 'NO_TEMPLATE' });
    });

    it('sends what staff approved: greeting by greet(), the edited text escaped, signed by the consultant', async () => {
      const vacancy = takeVacancy();
      await call(staff, 'PUT', `/api/vacancies/${vacancy.id}/consultant`, { consultantId: consultant.employeeId });
      const application = await apply(anna, vacancy.id);
      const response = await call(staff, 'PATCH', `/api/applications/${application.id}`, {
        status: 'in_review',
        mail: { subject: 'We gaan voor je aan de slag', body: 'Eerste alinea met <b>vet</b>.\n\nTweede alinea voor {opdracht}.' },
      });
      expect(response.statusCode).toBe(200);
      const [mail] = await mailsTo(ANNA);
      expect(mail!.subject).toBe('We gaan voor je aan de slag');
      expect(mail!.text).toContain('Hallo Anna,');
      expect(mail!.text).toContain(`Tweede alinea voor ${vacancy.title}.`);
      expect(mail!.text).toContain('Karel Consulent');
      expect(mail!.html).toContain('&lt;b&gt;vet&lt;/b&gt;');
      expect(mail!.html).not.toContain('<b>vet</b>');
    });

    it('sends the template with the reason when staff did not edit it, and nothing with mail: null', async () => {
      const vacancy = takeVacancy();
      const application = await apply(bram, vacancy.id);
      const before = (await mailsTo(BRAM)).length;
      expect((await call(staff, 'PATCH', `/api/applications/${application.id}`, { status: 'in_review', mail: null })).statusCode).toBe(200);
      expect(await mailsTo(BRAM)).toHaveLength(before);
      expect((await call(staff, 'PATCH', `/api/applications/${application.id}`, { status: 'rejected', reason: 'We zoeken iemand met BIG-registratie.' })).statusCode).toBe(200);
      const mails = await mailsTo(BRAM);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]!.subject).toBe(`Je reactie op ${vacancy.title}`);
      expect(mails[0]!.text).toContain('Helaas');
      expect(mails[0]!.text).toContain('De reden: We zoeken iemand met BIG-registratie.');
      // No consultant on this opdracht: the staff member who made the change signs.
      expect(mails[0]!.text).toContain('Sanne Staf');
    });

    it('uses the text staff saved, and refuses a freelancer sending a mail', async () => {
      const saved = await call(staff, 'PUT', '/api/status_mail_templates/proposed', { subject: 'Voorgesteld: {opdracht}', body: 'Ik heb je voorgesteld. Groet van {consultant}.' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ kind: 'proposed', updatedBy: { id: staff.employeeId, name: 'Sanne Staf' } });
      const vacancy = takeVacancy();
      const application = await apply(bram, vacancy.id);
      await move(application.id, ['in_review']);
      expect((await call(staff, 'PATCH', `/api/applications/${application.id}`, { status: 'proposed' })).statusCode).toBe(200);
      const [mail] = await mailsTo(BRAM);
      expect(mail!.subject).toBe(`Voorgesteld: ${vacancy.title}`);
      expect(mail!.text).toContain('Ik heb je voorgesteld. Groet van Sanne Staf.');
      expect((await call(bram, 'PATCH', `/api/applications/${application.id}`, { status: 'withdrawn', mail: { subject: 'a', body: 'b' } })).statusCode).toBe(403);
      expect((await call(staff, 'PUT', '/api/status_mail_templates/proposed', { subject: '', body: 'x' })).statusCode).toBe(400);
    });
  });

  describe('answering an offer', () => {
    it('lets only the freelancer accept, once, at "Aanbod"; staff see the answer and the consultant is mailed', async () => {
      const vacancy = takeVacancy();
      await call(staff, 'PUT', `/api/vacancies/${vacancy.id}/consultant`, { consultantId: consultant.employeeId });
      const application = await apply(anna, vacancy.id);
      const url = `/api/applications/${application.id}/offer_answer`;
      expect((await call(anna, 'POST', url, { answer: 'accepted' })).json()).toMatchObject({ code: 'NOT_AN_OFFER' });
      await move(application.id, ['in_review', 'proposed', 'interview', 'offer']);
      expect((await call(bram, 'POST', url, { answer: 'accepted' })).statusCode).toBe(404);
      expect((await call(staff, 'POST', url, { answer: 'accepted' })).statusCode).toBe(404);
      expect((await call(anna, 'POST', url, { answer: 'maybe' })).statusCode).toBe(400);
      const accepted = await call(anna, 'POST', url, { answer: 'accepted' });
      expect(accepted.statusCode).toBe(201);
      expect((await call(anna, 'POST', url, { answer: 'declined' })).json()).toMatchObject({ code: 'ALREADY_ANSWERED' });

      const seen = (await call(staff, 'GET', `/api/offer_answers?ids=${application.id}`)).json() as OfferAnswerRecord[];
      expect(seen).toMatchObject([{ applicationId: application.id, answer: 'accepted' }]);
      expect((await call(bram, 'GET', `/api/offer_answers?ids=${application.id}`)).json()).toEqual([]);
      expect(((await call(staff, 'GET', `/api/applications/${application.id}`)).json() as Application).status).toBe('offer');
      const [mail] = await mailsTo('karel.consultant@example.nl');
      expect(mail!.subject).toBe(`Aanbod geaccepteerd: Anna Jansen – ${vacancy.title}`);
    });

    it('withdraws the reactie when the freelancer declines', async () => {
      const application = await apply(bram, takeVacancy().id);
      await move(application.id, ['in_review', 'proposed', 'interview', 'offer']);
      expect((await call(bram, 'POST', `/api/applications/${application.id}/offer_answer`, { answer: 'declined' })).statusCode).toBe(201);
      const after = (await call(bram, 'GET', `/api/applications/${application.id}`)).json() as Application;
      expect(after.status).toBe('withdrawn');
      expect(after.statusHistory.at(-1)).toMatchObject({ status: 'withdrawn', reason: 'Aanbod afgeslagen door de kandidaat' });
    });
  });

  describe('closing an opdracht', () => {
    it('ends every open reactie as "Opdracht gesloten" and mails each freelancer once', async () => {
      const vacancy = takeVacancy();
      await call(staff, 'PUT', `/api/vacancies/${vacancy.id}/consultant`, { consultantId: consultant.employeeId });
      const annas = await apply(anna, vacancy.id);
      const brams = await apply(bram, vacancy.id);
      await move(annas.id, ['in_review']);
      const annaBefore = (await mailsTo(ANNA)).length;
      const bramBefore = (await mailsTo(BRAM)).length;

      expect((await call(staff, 'PATCH', `/api/vacancies/${vacancy.id}`, { status: 'closed' })).statusCode).toBe(200);
      for (const id of [annas.id, brams.id]) {
        const closed = (await call(staff, 'GET', `/api/applications/${id}`)).json() as Application;
        expect(closed.status).toBe('vacancy_closed');
      }
      const annaMails = await mailsTo(ANNA);
      expect(annaMails).toHaveLength(annaBefore + 1);
      expect(annaMails[0]!.subject).toBe(`De opdracht ${vacancy.title} is gesloten`);
      expect(annaMails[0]!.text).toContain('Karel Consulent');
      expect(await mailsTo(BRAM)).toHaveLength(bramBefore + 1);

      // Another change of the closed opdracht, or closing again, mails nobody again.
      expect((await call(staff, 'PATCH', `/api/vacancies/${vacancy.id}`, { title: `${vacancy.title} (vervuld)`, status: 'closed' })).statusCode).toBe(200);
      expect(await mailsTo(ANNA)).toHaveLength(annaBefore + 1);
      expect(await mailsTo(BRAM)).toHaveLength(bramBefore + 1);

      // Final: no withdrawing, no staff step.
      expect((await call(anna, 'PATCH', `/api/applications/${annas.id}`, { status: 'withdrawn' })).json()).toMatchObject({ code: 'ILLEGAL_STATUS_TRANSITION' });
      expect((await call(staff, 'PATCH', `/api/applications/${annas.id}`, { status: 'proposed' })).statusCode).toBe(409);
      const audit = (await call(staff, 'GET', `/api/audit_entries?filter=${q({ entityType: 'application', entityId: brams.id })}`)).json() as AuditEntry[];
      expect(audit.map(({ action, after }) => ({ action, after }))).toEqual([{ action: 'status', after: { status: 'vacancy_closed' } }]);
    });

    it('leaves finished reacties as they are', async () => {
      const vacancy = takeVacancy();
      const application = await apply(bram, vacancy.id);
      await call(staff, 'PATCH', `/api/applications/${application.id}`, { status: 'rejected', reason: 'Past niet', mail: null });
      const before = (await mailsTo(BRAM)).length;
      expect((await call(staff, 'PATCH', `/api/vacancies/${vacancy.id}`, { status: 'closed' })).statusCode).toBe(200);
      expect(((await call(staff, 'GET', `/api/applications/${application.id}`)).json() as Application).status).toBe('rejected');
      expect(await mailsTo(BRAM)).toHaveLength(before);
    });
  });

  describe('anonymisation', () => {
    it('removes every note on the freelancer and strips them from the audit log', async () => {
      const person = await loginAs(app, 'noor.notitie@example.nl', { firstName: 'Noor', lastName: 'Notitie' });
      const application = await apply(person, takeVacancy().id);
      await call(staff, 'POST', `/api/employees/${person.employeeId}/notes`, { body: 'Noor Notitie woont in Deventer.' });
      await call(staff, 'POST', `/api/applications/${application.id}/notes`, { body: 'Noor belt terug.' });
      const otherNote = await call(staff, 'POST', `/api/employees/${bram.employeeId}/notes`, { body: 'Bram blijft.' });
      expect(otherNote.statusCode).toBe(201);

      expect((await call(person, 'POST', '/api/gdpr_requests', { type: 'anonymize-data', confirmation: 'ANONIMISEER' })).statusCode).toBe(201);
      expect(await app.db.selectFrom('staff_notes').select('id').where('employee_id', '=', person.employeeId).execute()).toEqual([]);
      expect((await call(staff, 'GET', `/api/employees/${bram.employeeId}/notes`)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ body: 'Bram blijft.' })]));
      const audit = (await call(staff, 'GET', `/api/audit_entries?filter=${q({ action: 'note_added' })}&range=${q([0, 99])}`)).json() as AuditEntry[];
      const aboutPerson = audit.filter(
        (entry) => (entry.entityType === 'employee' && entry.entityId === person.employeeId) || (entry.entityType === 'application' && entry.entityId === application.id),
      );
      expect(aboutPerson).toHaveLength(2);
      for (const entry of aboutPerson) expect(entry.after).toEqual({});
    });
  });
});
