import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app.js';
import { nextTestAddress } from '../testing/login.js';
import { createMemoryStore } from './rate-limit.js';

const START = new Date('2026-11-22T10:00:00.000Z');

describe.each(testDatabases)('rate limits ($name)', (database) => {
  let testApp: TestApp;
  let now = START;
  let counter = 0;
  const uniqueEmail = () => `limiet-${(counter += 1)}-${randomBytes(3).toString('hex')}@voorbeeld.nl`;

  beforeAll(async () => {
    testApp = await createTestApp(database, {
      seed: false,
      now: () => now,
      config: { rateLimit: { windowSeconds: 900, perEmail: 5, perIp: 20, trackPerMinute: 3 } },
    });
  });
  afterAll(async () => testApp?.close());

  const post = (url: string, payload: object, remoteAddress: string) => testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('allows 5 login-link requests per address, then answers 429 with Retry-After and a Dutch message', async () => {
    const email = uniqueEmail();
    for (let index = 0; index < 5; index += 1) {
      expect((await post('/api/auth/passwordless_login', { email }, nextTestAddress())).statusCode).toBe(204);
    }
    const limited = await post('/api/auth/passwordless_login', { email }, nextTestAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Another address is not affected; after the window the address may ask again.
    expect((await post('/api/auth/passwordless_login', { email: uniqueEmail() }, nextTestAddress())).statusCode).toBe(204);
    now = new Date(START.getTime() + 901_000);
    expect((await post('/api/auth/passwordless_login', { email }, nextTestAddress())).statusCode).toBe(204);
    now = START;
  });

  it('allows 20 requests per IP across addresses, then 429', async () => {
    const ip = nextTestAddress();
    for (let index = 0; index < 20; index += 1) {
      expect((await post('/api/auth/passwordless_login', { email: uniqueEmail() }, ip)).statusCode).toBe(204);
    }
    const limited = await post('/api/auth/passwordless_login', { email: uniqueEmail() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^[0-9]+$/);
    expect((await post('/api/auth/passwordless_login', { email: uniqueEmail() }, nextTestAddress())).statusCode).toBe(204);
  });

  it('limits code logins and registrations per address too', async () => {
    const email = uniqueEmail();
    for (let index = 0; index < 5; index += 1) {
      expect((await post('/api/auth/login', { email, code: '123456' }, nextTestAddress())).statusCode).toBe(400);
    }
    expect((await post('/api/auth/login', { email, code: '123456' }, nextTestAddress())).statusCode).toBe(429);

    const registration = { email: uniqueEmail(), firstName: 'Piet', lastName: 'Jansen', privacyConsent: true };
    for (let index = 0; index < 5; index += 1) {
      expect((await post('/api/employees/register', registration, nextTestAddress())).statusCode).toBe(204);
    }
    const limited = await post('/api/employees/register', registration, nextTestAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('puts a light limit on analytics tracking per IP', async () => {
    const ip = nextTestAddress();
    for (let index = 0; index < 3; index += 1) {
      expect((await post('/api/_mixpanel/track', { event: 'Page view', properties: {} }, ip)).statusCode).toBe(204);
    }
    const limited = await post('/api/_mixpanel/track', { event: 'Page view', properties: {} }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('memory store', () => {
  it('counts in fixed windows on the app clock', async () => {
    let now = START;
    const store = createMemoryStore(() => now);
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInMs: 60_000 });
    now = new Date(START.getTime() + 59_000);
    expect(await store.hit('k', 60)).toEqual({ count: 2, resetInMs: 1_000 });
    now = new Date(START.getTime() + 60_000);
    expect(await store.hit('k', 60)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

const REDIS_URL = 'redis://127.0.0.1:6379';

function redisAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('rate limits in Redis (REDIS_URL)', () => {
  it('shares the counters between two API instances', async () => {
    if (!(await redisAvailable())) {
      console.warn('Redis is not running on 127.0.0.1:6379: the Redis rate-limit test did not run');
      return;
    }
    const config = { redisUrl: REDIS_URL, rateLimit: { windowSeconds: 60, perEmail: 2, perIp: 100, trackPerMinute: 100 } };
    const first = await createTestApp({ name: 'pglite' }, { seed: false, config });
    const second = await createTestApp({ name: 'pglite' }, { seed: false, config });
    try {
      expect(first.app.rateLimiter.store.kind).toBe('redis');
      const email = `redis-${randomBytes(6).toString('hex')}@voorbeeld.nl`;
      const ask = (testApp: TestApp) =>
        testApp.app.inject({ method: 'POST', url: '/api/auth/passwordless_login', payload: { email }, remoteAddress: nextTestAddress() });
      expect((await ask(first)).statusCode).toBe(204);
      expect((await ask(second)).statusCode).toBe(204);
      const limited = await ask(first);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await ask(second)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('lets requests through when Redis is unreachable', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/passwordless_login', payload: { email: 'geen-redis@voorbeeld.nl' } });
      expect(response.statusCode).toBe(204);
    } finally {
      await testApp.close();
    }
  });
});
