import type { AuditEntry } from '@interim/shared/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Issue 29 item 4: staff writes to a freelancer's record and staff reads of it and of its CV are in the audit log. */
describe.each(testDatabases)('audit of staff work on freelancers ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let freelancer: TestLogin;

  // A fresh app and logins: slow on a loaded machine, hence the longer hook timeout.
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.staf@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    freelancer = await loginAs(app, 'fleur.freelance@example.nl', { firstName: 'Fleur', lastName: 'Freelance' });
  }, 120_000);
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie: login.cookieHeader } });
  const entriesAbout = async (employeeId: number): Promise<AuditEntry[]> => {
    const filter = encodeURIComponent(JSON.stringify({ entityType: 'employee', entityId: employeeId }));
    const response = await call(staff, { method: 'GET', url: `/api/audit_entries?filter=${filter}&sort=${encodeURIComponent('["id","ASC"]')}` });
    expect(response.statusCode).toBe(200);
    return response.json() as AuditEntry[];
  };

  it("records a staff change to a freelancer's record with the changed fields, and none for the freelancer's own change", async () => {
    const own = await call(freelancer, { method: 'PATCH', url: `/api/employees/${freelancer.employeeId}`, payload: { city: 'Utrecht' } });
    expect(own.statusCode).toBe(200);
    expect(await entriesAbout(freelancer.employeeId)).toEqual([]);

    const changed = await call(staff, { method: 'PATCH', url: `/api/employees/${freelancer.employeeId}`, payload: { city: 'Zwolle', hourlyRate: 85, phone: '0612345678' } });
    expect(changed.statusCode).toBe(200);
    expect(await entriesAbout(freelancer.employeeId)).toEqual([
      {
        id: expect.any(Number),
        entityType: 'employee',
        entityId: freelancer.employeeId,
        entityLabel: 'Fleur Freelance',
        action: 'updated',
        actor: { id: staff.employeeId, name: 'Sanne Staf' },
        at: NOW.toISOString(),
        before: { city: 'Utrecht', hourlyRate: null, phone: null },
        after: { city: 'Zwolle', hourlyRate: 85, phone: '0612345678' },
      },
    ]);
  });

  it("records every staff read of a freelancer's record and of their CV, not the freelancer's own", async () => {
    const before = (await entriesAbout(freelancer.employeeId)).length;
    expect((await call(freelancer, { method: 'GET', url: `/api/employees/${freelancer.employeeId}` })).statusCode).toBe(200);
    expect((await call(staff, { method: 'GET', url: `/api/employees/${freelancer.employeeId}` })).statusCode).toBe(200);

    const boundary = '----interimaudit';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await call(freelancer, { method: 'POST', url: '/api/employees/cv', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(uploaded.statusCode).toBe(201);
    const cvId = uploaded.json().id as number;
    expect((await call(freelancer, { method: 'GET', url: `/api/employees/cv/${cvId}` })).statusCode).toBe(200);
    expect((await call(staff, { method: 'GET', url: `/api/employees/cv/${cvId}` })).statusCode).toBe(200);

    const added = (await entriesAbout(freelancer.employeeId)).slice(before);
    expect(added.map(({ action, actor, before: old, after }) => ({ action, actor: actor.id, before: old, after }))).toEqual([
      { action: 'viewed', actor: staff.employeeId, before: null, after: null },
      { action: 'cv_downloaded', actor: staff.employeeId, before: null, after: { cvId } },
    ]);
    // An unknown record or CV is no read.
    expect((await call(staff, { method: 'GET', url: '/api/employees/999999' })).statusCode).toBe(404);
    expect((await call(staff, { method: 'GET', url: '/api/employees/cv/999999' })).statusCode).toBe(404);
    expect((await entriesAbout(999999)).length).toBe(0);
  });

  it('records the coordinates import for each record it changed', async () => {
    const located = await loginAs(app, 'lotte.locatie@example.nl');
    await app.db.insertInto('postcode_centroids').values({ pc4: 9999, city: 'Teststad', latitude: 52.1, longitude: 5.1 }).onConflict((oc) => oc.doNothing()).execute();
    await app.db.updateTable('employees').set({ postcode: '9999 AA', latitude: null, longitude: null }).where('id', '=', located.employeeId).execute();
    const response = await call(staff, { method: 'GET', url: '/api/employees/lat-lon-import', headers: { 'x-requested-with': 'interim-web' } });
    expect(response.statusCode).toBe(200);
    expect((await entriesAbout(located.employeeId)).map((entry) => [entry.action, entry.actor.id])).toEqual([['coordinates_imported', staff.employeeId]]);
  });
});
