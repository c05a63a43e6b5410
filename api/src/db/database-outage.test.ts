import net from 'node:net';
import { loadTestEnv } from '../config/env.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { isDatabaseUnavailableError } from './database.js';

describe('isDatabaseUnavailableError', () => {
  it('recognises refused, dropped and shutting-down connections', () => {
    expect(isDatabaseUnavailableError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailableError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailableError(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('leaves query errors and non-errors alone', () => {
    expect(isDatabaseUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailableError(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
    expect(isDatabaseUnavailableError('ECONNREFUSED')).toBe(false);
  });
});

/**
 * A TCP proxy in front of the real PostgreSQL that can be "switched off":
 * every open connection is cut and new ones are refused, as when the server
 * stops; switching it on again is the server coming back. The shared test
 * server itself is never stopped (other suites use it at the same time).
 */
class SwitchablePostgres {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

const postgresUrl = loadTestEnv().testDatabaseUrl;

// Needs a real server to take away: runs when TEST_DATABASE_URL is set (CI sets it).
if (postgresUrl) {
  describe('the API while PostgreSQL goes away and comes back (postgres)', () => {
    let proxy: SwitchablePostgres;
    let testApp: TestApp;

    beforeAll(async () => {
      const target = new URL(postgresUrl);
      proxy = new SwitchablePostgres({ host: target.hostname, port: Number(target.port || 5432) });
      await proxy.up();
      const viaProxy = new URL(postgresUrl);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      testApp = await createTestApp({ name: 'postgres', url: viaProxy.toString() });
    });

    afterAll(async () => {
      await proxy.up();
      await testApp?.close();
      await proxy.down();
    });

    const sectors = () => testApp.app.inject({ method: 'GET', url: '/api/sectors' });
    const vacancy = (id: number) => testApp.app.inject({ method: 'GET', url: `/api/vacancies/${id}` });

    it('answers 503 with a Dutch message while the database is down, and recovers without a restart', async () => {
      expect((await sectors()).statusCode).toBe(200);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

      await proxy.down();
      for (const response of [await sectors(), await vacancy(3)]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'De database is niet bereikbaar. Probeer het later opnieuw.' });
      }
      // Liveness asks no database (a restart would not bring it back); readiness names it.
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await testApp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: expect.stringMatching(/^failed: /) } });
      const write = await testApp.app.inject({
        method: 'POST',
        url: '/api/client_requests',
        payload: { companyName: 'Bouwbedrijf Jansen', contactName: 'Piet Jansen', email: 'piet@example.nl', phone: '0612345678', kvkNumber: '12345678', description: 'Een projectleider voor drie maanden.' },
      });
      expect(write.statusCode).toBeGreaterThanOrEqual(400);
      expect(write.statusCode).not.toBe(500);
      expect((await sectors()).headers['retry-after']).toBe('5');

      await proxy.up();
      expect((await sectors()).statusCode).toBe(200);
      expect((await vacancy(3)).statusCode).toBe(200);
      expect((await testApp.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    }, 60_000);
  });
}
