import type { GdprExport, GdprRequest } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

// Issue 30 item 8: staff complete an inzage request (request-personal-data)
// with the overview of the person's data attached; the person downloads it.

describe.each(testDatabases)('an inzage request completed with its overview ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let ilse: TestLogin;
  let other: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.inzage@example.nl', { staff: true, firstName: 'Sanne' });
    ilse = await loginAs(app, 'ilse.inzage@example.nl', { firstName: 'Ilse', lastName: 'Inzage' });
    other = await loginAs(app, 'olaf.inzage@example.nl', { firstName: 'Olaf', lastName: 'Ander' });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { cookie: login.cookieHeader, 'x-requested-with': 'interim-web' }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ask = async (login: TestLogin, type: string, message?: string) => {
    const response = await call(login, 'POST', '/api/gdpr_requests', { type, ...(message ? { message } : {}) });
    expect(response.statusCode).toBe(201);
    return response.json() as GdprRequest;
  };

  it('attaches the export: the person downloads it from the request, no one else does', async () => {
    const request = await ask(ilse, 'request-personal-data');
    const done = await call(staff, 'PATCH', `/api/gdpr_requests/${request.id}`, { status: 'completed', resolution: 'Hierbij je overzicht.', attachExport: true });
    expect(done.statusCode).toBe(200);
    const own = ((await call(ilse, 'GET', '/api/gdpr_requests')).json() as GdprRequest[]).find((item) => item.id === request.id)!;
    expect(own).toMatchObject({ status: 'completed', downloadUrl: `/api/gdpr_requests/${request.id}/export` });
    const file = await call(ilse, 'GET', own.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="persoonsgegevens-\d{4}-\d{2}-\d{2}\.json"$/);
    const overview = file.json() as GdprExport;
    expect(overview.employeeId).toBe(ilse.employeeId);
    expect(JSON.stringify(overview)).toContain('ilse.inzage@example.nl');
    expect((await call(other, 'GET', own.downloadUrl!)).statusCode).toBe(404);
  });

  it('completes without an overview unless asked, and refuses one for other request types or steps', async () => {
    const plain = await ask(ilse, 'request-personal-data');
    expect((await call(staff, 'PATCH', `/api/gdpr_requests/${plain.id}`, { status: 'in_progress', attachExport: true })).statusCode).toBe(400);
    expect((await call(staff, 'PATCH', `/api/gdpr_requests/${plain.id}`, { status: 'completed', resolution: 'Telefonisch besproken.' })).statusCode).toBe(200);
    const own = ((await call(ilse, 'GET', '/api/gdpr_requests')).json() as GdprRequest[]).find((item) => item.id === plain.id)!;
    expect(own.downloadUrl).toBeNull();

    const change = await ask(ilse, 'change-personal-data', 'Mijn achternaam is veranderd.');
    const refused = await call(staff, 'PATCH', `/api/gdpr_requests/${change.id}`, { status: 'completed', resolution: 'Aangepast.', attachExport: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'EXPORT_NOT_ATTACHABLE' });
    const unchanged = ((await call(ilse, 'GET', '/api/gdpr_requests')).json() as GdprRequest[]).find((item) => item.id === change.id)!;
    expect(unchanged.status).toBe('received');
  });
});
