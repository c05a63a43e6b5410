import { type AuditEntry, GDPR_ANONYMIZE_CONFIRMATION, type GdprExport } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { changedFields, recordAudit } from './audit.repository.js';

const AT = new Date('2026-11-20T10:00:00.000Z');

describe('changedFields', () => {
  it('keeps only the keys whose value changed, both sides', () => {
    expect(changedFields({ title: 'A', city: 'Utrecht', requirements: ['x'] }, { title: 'B', city: 'Utrecht', requirements: ['x'], duration: null })).toEqual({
      before: { title: 'A' },
      after: { title: 'B' },
    });
    expect(changedFields({ wishes: ['a'] }, { wishes: ['a', 'b'], startDate: '2027-01-01' })).toEqual({
      before: { wishes: ['a'], startDate: null },
      after: { wishes: ['a', 'b'], startDate: '2027-01-01' },
    });
  });
});

describe.each(testDatabases)('audit log ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let freelancer: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database);
    app = testApp.app;
    staff = await loginAs(app, 'sanne.audit@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    freelancer = await loginAs(app, 'fenna.audit@example.nl', { firstName: 'Fenna', lastName: 'Zelfstandig' });
  });
  afterAll(async () => testApp?.close());

  const get = (login: TestLogin | undefined, query = ''): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url: `/api/audit_entries${query}`, headers: login ? { cookie: login.cookieHeader } : {} });
  const q = (params: Record<string, unknown>) =>
    '?' +
    Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&');

  it('refuses visitors (401) and freelancers (403)', async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    const forbidden = await get(freelancer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
  });

  describe('written entries', () => {
    beforeAll(async () => {
      await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'vacancy', entityId: 9001, action: 'created', before: null, after: { title: 'Nieuw', closingDate: '2027-01-31' }, at: AT });
      await recordAudit(app.db, {
        actorId: staff.employeeId,
        entityType: 'vacancy',
        entityId: 9001,
        action: 'status',
        before: { status: 'concept' },
        after: { status: 'open', publishedAt: new Date('2026-11-20T11:00:00.000Z') },
        at: new Date(AT.getTime() + 3_600_000),
      });
      await recordAudit(app.db, { actorId: staff.employeeId, entityType: 'client_request', entityId: 9001, action: 'status', before: { status: 'new' }, after: { status: 'rejected' }, at: AT });
    });

    it("answers one record's entries, newest first, with the actor's name and Content-Range", async () => {
      const response = await get(staff, q({ filter: { entityType: 'vacancy', entityId: 9001 } }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBe('audit_entries 0-1/2');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const entries = response.json() as AuditEntry[];
      expect(entries).toEqual([
        {
          id: expect.any(Number),
          entityType: 'vacancy',
          entityId: 9001,
          entityLabel: null,
          action: 'status',
          actor: { id: staff.employeeId, name: 'Sanne Staf' },
          at: '2026-11-20T11:00:00.000Z',
          before: { status: 'concept' },
          after: { status: 'open', publishedAt: '2026-11-20T11:00:00.000Z' },
        },
        {
          id: expect.any(Number),
          entityType: 'vacancy',
          entityId: 9001,
          entityLabel: null,
          action: 'created',
          actor: { id: staff.employeeId, name: 'Sanne Staf' },
          at: '2026-11-20T10:00:00.000Z',
          before: null,
          after: { title: 'Nieuw', closingDate: '2027-01-31' },
        },
      ]);
    });

    it('sorts and pages', async () => {
      const ascending = await get(staff, q({ filter: { entityId: 9001 }, sort: ['at', 'ASC'], range: [0, 1] }));
      expect(ascending.headers['content-range']).toBe('audit_entries 0-1/3');
      expect((ascending.json() as AuditEntry[]).map((entry) => entry.at)).toEqual(['2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z']);
      const past = await get(staff, q({ filter: { entityId: 9001 }, range: [10, 19] }));
      expect(past.json()).toEqual([]);
      expect(past.headers['content-range']).toBe('audit_entries */3');
    });

    it('refuses a bad filter or sort with a Dutch message', async () => {
      const badType = await get(staff, q({ filter: { entityType: 'person' } }));
      expect(badType.statusCode).toBe(400);
      expect(JSON.stringify(badType.json())).toContain('Ongeldige waarde');
      const badSort = await get(staff, q({ sort: ['before', 'ASC'] }));
      expect(badSort.statusCode).toBe(400);
      expect(JSON.stringify(badSort.json())).toContain('Sorteer op een van: at, id, entityType, action');
      expect((await get(staff, '?filter=%7B')).json().fieldErrors).toEqual([expect.objectContaining({ message: 'Dit is geen geldige JSON' })]);
    });

    it('is written with the transaction: a rolled back change leaves no entry', async () => {
      await expect(
        app.db.transaction().execute(async (trx) => {
          await recordAudit(trx, { actorId: staff.employeeId, entityType: 'gdpr_request', entityId: 9002, action: 'status', before: null, after: { status: 'done' }, at: AT });
          throw new Error('change failed');
        }),
      ).rejects.toThrow('change failed');
      expect((await get(staff, q({ filter: { entityType: 'gdpr_request', entityId: 9002 } }))).json()).toEqual([]);
    });
  });

  describe('personal data', () => {
    let person: TestLogin;
    let applicationId: number;
    let otherApplicationId: number;

    beforeAll(async () => {
      person = await loginAs(app, 'gerrit.geheim@example.nl', { firstName: 'Gerrit', lastName: 'Geheim' });
      const vacancies = await app.db
        .selectFrom('vacancies')
        .select('id')
        .where('status', '=', 'open')
        .where(sql<boolean>`closing_date > now()::date + 7`)
        .orderBy('id')
        .limit(2)
        .execute();
      const apply = async (login: TestLogin, vacancyId: number) => {
        const response = await app.inject({ method: 'POST', url: '/api/applications', headers: { cookie: login.cookieHeader }, payload: { vacancyId } });
        expect(response.statusCode).toBe(201);
        return response.json().id as number;
      };
      applicationId = await apply(person, vacancies[0]!.id);
      otherApplicationId = await apply(freelancer, vacancies[1]!.id);
      for (const id of [applicationId, otherApplicationId]) {
        await recordAudit(app.db, {
          actorId: staff.employeeId,
          entityType: 'application',
          entityId: id,
          action: 'status',
          before: { status: 'submitted' },
          after: { status: 'rejected', reason: 'Gerrit Geheim woont te ver weg', vacancyId: vacancies[0]!.id },
          at: AT,
        });
      }
    });

    it("exports the entries about the person's records", async () => {
      const created = await app.inject({ method: 'POST', url: '/api/gdpr_requests', headers: { cookie: person.cookieHeader }, payload: { type: 'export-personal-data' } });
      expect(created.statusCode).toBe(201);
      const download = await app.inject({ method: 'GET', url: created.json().downloadUrl, headers: { cookie: person.cookieHeader } });
      expect(download.statusCode).toBe(200);
      const exported = JSON.parse(download.body) as GdprExport;
      expect(exported.sections.auditEntries).toEqual([
        {
          entityType: 'application',
          entityId: applicationId,
          action: 'status',
          at: AT.toISOString(),
          before: { status: 'submitted' },
          after: expect.objectContaining({ status: 'rejected', reason: 'Gerrit Geheim woont te ver weg' }),
        },
      ]);
    });

    it("anonymising keeps the entries but only their non-personal fields, and only the person's", async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/gdpr_requests',
        headers: { cookie: person.cookieHeader },
        payload: { type: 'anonymize-data', confirmation: GDPR_ANONYMIZE_CONFIRMATION },
      });
      expect(response.statusCode).toBe(201);
      const [own] = (await get(staff, q({ filter: { entityType: 'application', entityId: applicationId } }))).json() as AuditEntry[];
      expect(own).toMatchObject({ before: { status: 'submitted' }, after: { status: 'rejected', vacancyId: expect.any(Number) } });
      expect(own!.after).not.toHaveProperty('reason');
      const [other] = (await get(staff, q({ filter: { entityType: 'application', entityId: otherApplicationId } }))).json() as AuditEntry[];
      expect(other!.after).toHaveProperty('reason', 'Gerrit Geheim woont te ver weg');
    });
  });
});
