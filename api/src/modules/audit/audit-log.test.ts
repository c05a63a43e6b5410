import type { AuditEntry } from '@interim/shared/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildPdf, cvUploadBody } from '../../testing/cv-samples.js';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';
import { recordAudit } from './audit.repository.js';

// 23:30 in the Netherlands on 21 November (UTC+1): the Dutch day, not the UTC one, is what `from`/`to` mean.
const NOW = new Date('2026-11-21T22:30:00.000Z');

/**
 * Issue 30 item 7: the one audit log across records names each record (an
 * opdracht's title, a reactie's candidate and opdracht, a company, a
 * person) and filters on staff member, action and Dutch calendar days.
 */
describe.each(testDatabases)('the audit log across records ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let sanne: TestLogin;
  let tom: TestLogin;
  let fleur: TestLogin;
  let vacancyId: number;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: true, now: () => NOW });
    app = testApp.app;
    sanne = await loginAs(app, 'sanne.logboek@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    tom = await loginAs(app, 'tom.logboek@example.nl', { staff: true, firstName: 'Tom', lastName: 'Teamleider' });
    fleur = await loginAs(app, 'fleur.logboek@example.nl', { firstName: 'Fleur', lastName: 'Freelance' });
  }, 120_000);
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie: login.cookieHeader } });
  const log = async (filter: Record<string, unknown>, login: TestLogin = sanne) => {
    const response = await call(login, { method: 'GET', url: `/api/audit_entries?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["id","ASC"]')}&range=[0,99]` });
    expect(response.statusCode).toBe(200);
    return response.json() as AuditEntry[];
  };
  const summary = (entries: AuditEntry[]) => entries.map((entry) => [entry.entityType, entry.action, entry.entityLabel, entry.actor.name]);

  it('names every record: opdracht, reactie, freelancer (also for a CV download), client request', async () => {
    const created = await call(sanne, { method: 'POST', url: '/api/vacancies', headers: { 'x-requested-with': 'interim-web' }, payload: await testVacancyInput(app.db, { title: 'Projectmanager Logboek' }) });
    expect(created.statusCode).toBe(201);
    vacancyId = created.json().id;
    const { payload, headers } = cvUploadBody('cv.pdf', buildPdf(['Curriculum vitae']));
    const cv = await call(fleur, { method: 'POST', url: '/api/employees/cv', payload, headers });
    expect(cv.statusCode).toBe(201);
    expect((await call(tom, { method: 'GET', url: `/api/employees/${fleur.employeeId}` })).statusCode).toBe(200);
    expect((await call(tom, { method: 'GET', url: `/api/employees/cv/${cv.json().id}` })).statusCode).toBe(200);
    const application = await app.db
      .insertInto('applications')
      .values({ employee_id: fleur.employeeId, vacancy_id: vacancyId, motivation: 'Graag', status: 'submitted', offered_hourly_rate_cents: null, available_from: null, hours_per_week: null, cv_id: null, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(app.db, { actorId: sanne.employeeId, entityType: 'application', entityId: application.id, action: 'status', before: { status: 'submitted' }, after: { status: 'in_review' }, at: NOW });
    const request = await app.db
      .insertInto('client_requests')
      .values({ company_name: 'Gemeente Logboek', contact_name: 'Karin', email: 'karin@gemeente.nl', phone: '0301234567', kvk_number: '12345678', description: 'Wij zoeken iemand', created_at: NOW, reference: 'AV-2026-90001' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(app.db, { actorId: tom.employeeId, entityType: 'client_request', entityId: request.id, action: 'status', before: { status: 'new' }, after: { status: 'in_progress' }, at: NOW });

    expect(summary(await log({}))).toEqual([
      ['vacancy', 'created', 'Projectmanager Logboek', 'Sanne Staf'],
      ['employee', 'viewed', 'Fleur Freelance', 'Tom Teamleider'],
      ['employee', 'cv_downloaded', 'Fleur Freelance', 'Tom Teamleider'],
      ['application', 'status', 'Fleur Freelance – Projectmanager Logboek', 'Sanne Staf'],
      ['client_request', 'status', 'Gemeente Logboek', 'Tom Teamleider'],
    ]);
    // A record that no longer exists has no name.
    await recordAudit(app.db, { actorId: tom.employeeId, entityType: 'vacancy', entityId: 999_999, action: 'updated', before: null, after: null, at: NOW });
    expect((await log({ entityId: 999_999 }))[0]!.entityLabel).toBeNull();
  });

  it('filters on staff member, action, record and Dutch calendar days', async () => {
    expect(summary(await log({ actorId: tom.employeeId, action: 'cv_downloaded' }))).toEqual([['employee', 'cv_downloaded', 'Fleur Freelance', 'Tom Teamleider']]);
    expect((await log({ entityType: 'employee', entityId: fleur.employeeId })).map((entry) => entry.action)).toEqual(['viewed', 'cv_downloaded']);
    // 22:30 UTC on the 21st is 23:30 on the 21st in the Netherlands.
    expect(await log({ from: '2026-11-21', to: '2026-11-21' })).toHaveLength(6);
    expect(await log({ from: '2026-11-22' })).toHaveLength(0);
    expect(await log({ to: '2026-11-20' })).toHaveLength(0);
    const bad = await call(sanne, { method: 'GET', url: `/api/audit_entries?filter=${encodeURIComponent(JSON.stringify({ from: 'gisteren' }))}` });
    expect(bad.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const response = await call(fleur, { method: 'GET', url: '/api/audit_entries' });
    expect(response.statusCode).toBe(403);
  });
});
