import {
  ANONYMOUS_CLIENT_NAME,
  type AuditEntry,
  type NamedRef,
  type StaffVacancy,
  type VacancyChoice,
  type VacancyListItem,
  type VacancyStaffSummary,
} from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';

const NOW = new Date('2026-11-27T09:30:00.000Z');
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SECRET_CLIENT = 'Zeefdrukkerij Geheimhouding';

describe.each(testDatabases)('back-office tools, issue 30 ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let colleague: TestLogin;
  let freelancer: TestLogin;
  let anonymous: StaffVacancy;
  let plain: StaffVacancy;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.beheer@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    colleague = await loginAs(app, 'karim.beheer@example.nl', { staff: true, firstName: 'Karim', lastName: 'Collega' });
    freelancer = await loginAs(app, 'fenna.beheer@example.nl', { firstName: 'Fenna', lastName: 'Zelfstandig' });
    const create = async (overrides: Parameters<typeof testVacancyInput>[1]) => {
      const response = await call(staff, 'POST', '/api/vacancies', await testVacancyInput(app.db, { status: 'open', ...overrides }));
      expect(response.statusCode).toBe(201);
      return response.json() as StaffVacancy;
    };
    anonymous = await create({ title: 'Kwartiermaker zeefdrukatelier', clientName: SECRET_CLIENT, isAnonymous: true, city: 'Zwolle' });
    plain = await create({ title: 'Projectleider zeefdruk 50%', clientName: 'Gemeente Zeefstad' });
    // Older than every seeded opdracht: beyond "the newest 100" of the old select.
    await sql`UPDATE vacancies SET created_at = '2020-01-01T00:00:00Z' WHERE id = ${anonymous.id}`.execute(app.db);
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const choices = async (q: string, limit?: number) => {
    const response = await call(staff, 'GET', `/api/vacancy_choices?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
    expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
    return { items: response.json() as VacancyChoice[], range: response.headers['content-range'] };
  };

  describe('GET /api/vacancy_choices', () => {
    it('is for staff only', async () => {
      expect((await call(undefined, 'GET', '/api/vacancy_choices?q=zeef')).statusCode).toBe(401);
      expect((await call(freelancer, 'GET', '/api/vacancy_choices?q=zeef')).statusCode).toBe(403);
    });

    it('finds an old opdracht by part of a word, with its real client, and counts the matches', async () => {
      const { items, range } = await choices('zeefdr kwartier');
      expect(items).toEqual([
        { id: anonymous.id, title: 'Kwartiermaker zeefdrukatelier', clientName: SECRET_CLIENT, isAnonymous: true, status: 'open', city: 'Zwolle' },
      ]);
      expect(range).toBe('vacancy_choices 0-0/1');
    });

    it('matches the client and the city too, puts titles starting with the query first, and takes the id', async () => {
      expect((await choices('geheimhouding')).items.map((item) => item.id)).toEqual([anonymous.id]);
      expect((await choices('zwolle zeefdruk')).items.map((item) => item.id)).toEqual([anonymous.id]);
      expect((await choices('projectleider zeef')).items[0]?.id).toBe(plain.id);
      expect((await choices(String(anonymous.id))).items[0]?.id).toBe(anonymous.id);
    });

    it('takes % and _ literally, limits the answer and keeps the total', async () => {
      expect((await choices('50%')).items.map((item) => item.id)).toEqual([plain.id]);
      expect((await choices('zzz%')).items).toEqual([]);
      const { items, range } = await choices('', 3);
      expect(items).toHaveLength(3);
      const total = Number(range!.split('/')[1]);
      const all = await app.db.selectFrom('vacancies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(total).toBe(Number(all.count));
      expect((await call(staff, 'GET', '/api/vacancy_choices?limit=500')).statusCode).toBe(400);
    });

    it('lists only the opdrachten of one status when asked (the open ones, to put a candidate forward)', async () => {
      await sql`UPDATE vacancies SET status = 'closed' WHERE id = ${plain.id}`.execute(app.db);
      try {
        const open = await call(staff, 'GET', '/api/vacancy_choices?q=zeef&status=open');
        expect((open.json() as VacancyChoice[]).map((item) => item.id)).toEqual([anonymous.id]);
        const closed = await call(staff, 'GET', '/api/vacancy_choices?q=zeef&status=closed');
        expect((closed.json() as VacancyChoice[]).map((item) => item.id)).toEqual([plain.id]);
        expect((await call(staff, 'GET', '/api/vacancy_choices?status=weg')).statusCode).toBe(400);
      } finally {
        await sql`UPDATE vacancies SET status = 'open' WHERE id = ${plain.id}`.execute(app.db);
      }
    });
  });

  describe('summaries and the responsible consultant', () => {
    it('counts the reacties of each opdracht per status', async () => {
      const employees = await app.db
        .insertInto('employees')
        .values(['Anna', 'Bram', 'Cor'].map((name) => ({ email: `${name.toLowerCase()}.teller@example.nl`, first_name: name, last_name: 'Teller' })))
        .returning('id')
        .execute();
      const statuses = ['submitted', 'submitted', 'rejected'] as const;
      await app.db
        .insertInto('applications')
        .values(employees.map((employee, index) => ({ employee_id: employee.id, vacancy_id: plain.id, status: statuses[index]! })))
        .execute();
      const response = await call(staff, 'GET', `/api/vacancy_summaries?ids=${plain.id},${anonymous.id},999999`);
      expect(response.statusCode).toBe(200);
      const [first, second, ...rest] = response.json() as VacancyStaffSummary[];
      expect(rest).toEqual([]);
      expect(first).toMatchObject({ vacancyId: plain.id, clientName: 'Gemeente Zeefstad', consultant: null });
      expect(first!.applicationCounts).toEqual({ submitted: 2, in_review: 0, proposed: 0, interview: 0, offer: 0, placed: 0, rejected: 1, withdrawn: 0, vacancy_closed: 0 });
      expect(second).toMatchObject({ vacancyId: anonymous.id, clientName: SECRET_CLIENT });
      expect((await call(freelancer, 'GET', `/api/vacancy_summaries?ids=${anonymous.id}`)).statusCode).toBe(403);
      expect((await call(staff, 'GET', '/api/vacancy_summaries?ids=1;2')).statusCode).toBe(400);
    });

    it('sets the consultant (audited), lists staff only, and filters the staff list by consultant', async () => {
      const members = (await call(staff, 'GET', '/api/staff_members')).json() as NamedRef[];
      expect(members).toEqual(expect.arrayContaining([{ id: colleague.employeeId, name: 'Karim Collega' }, { id: staff.employeeId, name: 'Sanne Staf' }]));
      expect(members.map((member) => member.id)).not.toContain(freelancer.employeeId);

      expect((await call(staff, 'PUT', `/api/vacancies/${anonymous.id}/consultant`, { consultantId: freelancer.employeeId })).statusCode).toBe(400);
      expect((await call(freelancer, 'PUT', `/api/vacancies/${anonymous.id}/consultant`, { consultantId: freelancer.employeeId })).statusCode).toBe(403);
      expect((await call(staff, 'PUT', '/api/vacancies/999999/consultant', { consultantId: colleague.employeeId })).statusCode).toBe(404);
      const set = await call(staff, 'PUT', `/api/vacancies/${anonymous.id}/consultant`, { consultantId: colleague.employeeId });
      expect(set.statusCode).toBe(200);
      expect((set.json() as VacancyStaffSummary).consultant).toEqual({ id: colleague.employeeId, name: 'Karim Collega' });

      const audit = (await call(staff, 'GET', `/api/audit_entries?filter=${json({ entityType: 'vacancy', entityId: anonymous.id })}`)).json() as AuditEntry[];
      expect(audit.find((entry) => entry.action === 'consultant')).toMatchObject({ before: { consultantId: null }, after: { consultantId: colleague.employeeId } });

      const mine = await call(staff, 'GET', `/api/vacancies?filter=${json({ status: 'all', consultantId: colleague.employeeId })}`);
      expect((mine.json() as VacancyListItem[]).map((item) => item.id)).toEqual([anonymous.id]);
      expect((await call(freelancer, 'GET', `/api/vacancies?filter=${json({ consultantId: colleague.employeeId })}`)).statusCode).toBe(403);
      expect((await call(undefined, 'GET', `/api/vacancies?filter=${json({ consultantId: colleague.employeeId })}`)).statusCode).toBe(401);

      const cleared = await call(staff, 'PUT', `/api/vacancies/${anonymous.id}/consultant`, { consultantId: null });
      expect((cleared.json() as VacancyStaffSummary).consultant).toBeNull();
    });
  });

  it('never shows the client of an anonymous opdracht to visitors or freelancers', async () => {
    for (const login of [undefined, freelancer]) {
      const list = await call(login, 'GET', `/api/vacancies?filter=${json({ q: 'zeefdrukatelier' })}`);
      expect(list.statusCode).toBe(200);
      expect((list.json() as VacancyListItem[]).find((item) => item.id === anonymous.id)?.clientName).toBe(ANONYMOUS_CLIENT_NAME);
      expect(list.body).not.toContain('Geheimhouding');
      const detail = await call(login, 'GET', `/api/vacancies/${anonymous.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.body).not.toContain('Geheimhouding');
    }
  });
});
