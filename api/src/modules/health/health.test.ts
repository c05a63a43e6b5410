import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readRemotes } from '../../plugins/static-site.js';
import { loadEnv } from '../../config/env.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

/** A port on loopback where nothing listens: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A static root with the shell's index.html and every remote's manifest, less `without`. */
async function siteBuild(without: string[] = []): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'interim-site-build-'));
  const files = [path.join('shell', 'dist', 'index.html'), ...readRemotes().map((remote) => path.join(remote.folder, 'dist', 'mf-manifest.json'))];
  for (const file of files.filter((candidate) => !without.includes(candidate))) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), file.endsWith('.json') ? '{}' : '<!doctype html><title>Interimly</title>');
  }
  return root;
}

describe.each(testDatabases)('GET /api/health ($name)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
  });
  afterAll(async () => testApp.close());

  it('answers ok while the database is reachable, and is ready', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    // No Redis configured and no site served: only the database is checked.
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    const outside = await testApp.app.inject({ method: 'GET', url: '/api/ready', remoteAddress: '203.0.113.7' });
    expect({ status: outside.statusCode, body: outside.json() }).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('once the database is gone: still alive (liveness asks no database), not ready, naming the database', async () => {
    const other = await createTestApp(database, { seed: false });
    await other.database.close();
    const health = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await other.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed: the database does not answer' } });
    await other.close();
  });

  it('is not ready while the configured Redis is down or the site it serves is not built, naming each', async () => {
    const vacancies = readRemotes().find((remote) => remote.path === 'vacancies')!;
    const manifest = path.join(vacancies.folder, 'dist', 'mf-manifest.json');
    const root = await siteBuild([manifest]);
    // One app for both parts (an app takes seconds to start on a loaded machine).
    const other = await createTestApp(database, {
      seed: false,
      config: { redisUrl: `redis://127.0.0.1:${await closedPort()}`, serveStatic: true, staticRoot: root },
    });
    try {
      const ready = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: expect.stringMatching(/^failed: .+/), site: `failed: missing ${manifest} (run pnpm build)` },
      });
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Anyone but this machine (another address, or a proxy on it) gets the status alone: no file paths, no driver's error (issue 42, item 8c).
      for (const outside of [{ remoteAddress: '203.0.113.7' }, { headers: { 'x-real-ip': '203.0.113.7' } }, { headers: { 'x-forwarded-for': '203.0.113.7' } }]) {
        const answer = await other.app.inject({ method: 'GET', url: '/api/ready', ...outside });
        expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 503, body: { status: 'unavailable' } });
        expect(answer.body).not.toContain('mf-manifest');
      }
      // The remote deployed: the site part is ok on the next request, Redis still named.
      await mkdir(path.dirname(path.join(root, manifest)), { recursive: true });
      await writeFile(path.join(root, manifest), '{}');
      const later = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(later.statusCode).toBe(503);
      expect(later.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: expect.stringMatching(/^failed: /), site: 'ok' } });
    } finally {
      await other.close();
      await rm(root, { recursive: true, force: true });
    }
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
    expect(Object.keys(document.paths['/api/ready'].get.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(document.paths['/api/vacancies'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['range', 'sort', 'filter', 'track']),
    );
    expect(document.paths['/api/vacancies/{id}']).toBeDefined();
    expect(document.paths['/api/client_requests'].post.requestBody).toBeDefined();
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  // Issue 29 item 10 (ADR 0015).
  it('sends a restrictive Permissions-Policy with every answer', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    }
  });
});

describe('the API document in production (issue 29 item 10, ADR 0015)', () => {
  it('is off by default in production, on elsewhere, and API_DOCS decides when set', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test', API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('is not served when off: /api/docs and its JSON are 404, and no staff endpoint is listed anywhere', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
        const response = await testApp.app.inject({ method: 'GET', url });
        expect([url, response.statusCode]).toEqual([url, 404]);
        expect(response.body).not.toContain('/api/audit_entries');
      }
    } finally {
      await testApp.close();
    }
  });
});
