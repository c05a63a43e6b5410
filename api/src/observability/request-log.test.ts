import { Writable } from 'node:stream';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

describe('the request log', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-request-log-'));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:3429', PUBLIC_URL: 'https://www.interimly.test' },
      config: { dataDir, serveStatic: false, seedDemoData: true, jwtSecret: 'request-log-secret-request-log-secret-0123' },
      database: await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() }),
      logger: { level: 'info', stream },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await app.database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const requestLines = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId !== undefined);

  it('writes one line per request: method, route pattern, status, duration and request id', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/vacancies/3?track=1' });
    expect(response.statusCode).toBe(200);
    const written = requestLines();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(expect.objectContaining({ level: 30, msg: 'request', method: 'GET', route: '/api/vacancies/:id', status: 200, ms: expect.any(Number), reqId: expect.any(String) }));
    // No URL when the route says what was asked (a query may hold a search term, a path a token).
    expect(written[0]).not.toHaveProperty('path');
  });

  it('names the path, redacted, when no route matched; the error code of a refused request is on its one line', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/eva%40example.nl/x?q=geheim' });
    const [notFound] = requestLines();
    expect(notFound).toEqual(expect.objectContaining({ route: '(no route)', status: 404, path: '/api/e***@example.nl/x' }));
    expect(JSON.stringify(notFound)).not.toContain('geheim');

    lines.length = 0;
    const refused = await app.inject({ method: 'GET', url: '/api/vacancies/abc' });
    expect(refused.statusCode).toBe(400);
    const written = requestLines();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(expect.objectContaining({ route: '/api/vacancies/:id', status: 400, code: 'VALIDATION_ERROR' }));
  });
});
