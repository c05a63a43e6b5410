import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

describe.each(testDatabases)('GET /api/health ($name)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
  });
  afterAll(async () => testApp.close());

  it('answers ok while the database is reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a Dutch message once the database is gone', async () => {
    const other = await createTestApp(database, { seed: false });
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.stringContaining('database') });
    await other.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Deze pagina of bron bestaat niet.' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']).toBeDefined();
    expect(document.paths['/api/vacancies'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['range', 'sort', 'filter', 'track']),
    );
    expect(document.paths['/api/vacancies/{id}']).toBeDefined();
    expect(document.paths['/api/client_requests'].post.requestBody).toBeDefined();
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
