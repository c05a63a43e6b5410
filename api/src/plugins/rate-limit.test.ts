import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app.js';
import type { FastifyRequest } from 'fastify';
import { nextTestAddress } from '../testing/login.js';
import { RENDER_CLIENT_HEADER, RENDER_PROOF_HEADER, renderRequestHeaders } from './rate-limit.js';

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
    now = new Date(START.getTime() + 899_000);
    expect((await post('/api/auth/passwordless_login', { email }, nextTestAddress())).statusCode).toBe(429);
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

  it('counts a burst of simultaneous requests one by one: exactly the limit passes', async () => {
    const ip = nextTestAddress();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await post('/api/_mixpanel/track', { event: 'Page view', properties: {} }, ip)).statusCode),
    );
    expect(statuses.filter((status) => status === 204)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
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

  describe("a server render's requests (loopback) count against the visitor it renders for", () => {
    const track = (remoteAddress: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'POST', url: '/api/_mixpanel/track', payload: { event: 'Page view', properties: {} }, remoteAddress, headers });
    /** The headers the site server gives the render for a page request from `ip`. */
    const renderFor = (ip: string) => renderRequestHeaders({ ip, headers: {}, socket: { remoteAddress: ip } } as unknown as FastifyRequest);

    it('keeps a counter per visitor, not one for the server', async () => {
      const anna = nextTestAddress();
      const bram = nextTestAddress();
      for (let index = 0; index < 3; index += 1) expect((await track('127.0.0.1', renderFor(anna))).statusCode).toBe(204);
      expect((await track('127.0.0.1', renderFor(anna))).statusCode).toBe(429);
      // Another visitor rendered by the same server has a counter of its own...
      expect((await track('127.0.0.1', renderFor(bram))).statusCode).toBe(204);
      // ...and so does the visitor's own browser: the same address.
      expect((await track(anna)).statusCode).toBe(429);
    });

    it('does not let a request from outside name another address, with a made-up proof, the real one, or X-Forwarded-For', async () => {
      const outside = nextTestAddress();
      const proof = renderFor(nextTestAddress())[RENDER_PROOF_HEADER]!;
      const attempts: Record<string, string>[] = [
        { [RENDER_PROOF_HEADER]: 'x'.repeat(proof.length), [RENDER_CLIENT_HEADER]: nextTestAddress() },
        { [RENDER_CLIENT_HEADER]: nextTestAddress() },
        // Even the proof itself (were it ever to leak) counts only from this machine.
        { [RENDER_PROOF_HEADER]: proof, [RENDER_CLIENT_HEADER]: nextTestAddress() },
        { 'x-forwarded-for': nextTestAddress() },
      ];
      for (const headers of attempts.slice(0, 3)) expect((await track(outside, headers)).statusCode).toBe(204);
      expect((await track(outside, attempts[3])).statusCode).toBe(429);
      // A made-up proof from loopback is no proof either: it counts against 127.0.0.1.
      const spoofed = { [RENDER_PROOF_HEADER]: 'y'.repeat(proof.length), [RENDER_CLIENT_HEADER]: nextTestAddress() };
      const loopbackBefore = [];
      for (let index = 0; index < 4; index += 1) loopbackBefore.push((await track('127.0.0.1', spoofed)).statusCode);
      expect(loopbackBefore).toEqual([204, 204, 204, 429]);
    });
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
      expect(first.app.rateLimits.store).toBe('redis');
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
      // The counters' keys do not hold the address (it is hashed).
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys('rl:*login-link:email:*');
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.filter((key) => key.includes('@') || key.includes('redis-'))).toEqual([]);
      } finally {
        redis.disconnect();
      }
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

  it('keeps serving when Redis stops answering, and counts again once it is back', async () => {
    if (!(await redisAvailable())) {
      console.warn('Redis is not running on 127.0.0.1:6379: the Redis rate-limit test did not run');
      return;
    }
    const proxy = await startRedisProxy();
    const testApp = await createTestApp(
      { name: 'pglite' },
      { seed: false, config: { redisUrl: proxy.url, rateLimit: { windowSeconds: 60, perEmail: 2, perIp: 100, trackPerMinute: 100 } } },
    );
    const email = `stil-${randomBytes(6).toString('hex')}@voorbeeld.nl`;
    const ask = async () => {
      const started = performance.now();
      const response = await withDeadline(
        testApp.app.inject({ method: 'POST', url: '/api/auth/passwordless_login', payload: { email }, remoteAddress: nextTestAddress() }),
        10_000,
      );
      return { status: response.statusCode, ms: performance.now() - started };
    };
    try {
      // Through the proxy the counters work: the third request is refused.
      expect((await ask()).status).toBe(204);
      expect((await ask()).status).toBe(204);
      expect((await ask()).status).toBe(429);

      // Redis stops answering: connections stay open, nothing comes back.
      proxy.setMode('stalled');
      for (let index = 0; index < 3; index += 1) {
        const answer = await ask();
        expect(answer.status).toBe(204);
        // One bounded wait (500 ms per command, the rules in parallel), not a hang.
        expect(answer.ms).toBeLessThan(3_000);
      }

      // Redis refuses connections.
      proxy.setMode('down');
      const refused = await ask();
      expect(refused.status).toBe(204);
      expect(refused.ms).toBeLessThan(3_000);

      // Back: the counters of the window still hold, so the address is refused again.
      proxy.setMode('open');
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (status !== 429 && Date.now() < deadline) {
        status = (await ask()).status;
        if (status !== 429) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(429);
    } finally {
      await testApp.close();
      await proxy.close();
    }
  });
});

/** Rejects when `promise` has not settled within `ms` (a hang fails the test instead of timing it out). */
async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A TCP proxy in front of the real Redis whose behaviour the test switches:
 * 'open' forwards both ways, 'stalled' keeps every connection open but drops
 * what passes (a Redis that hangs, or a network that black-holes), 'down'
 * closes every connection and refuses new ones.
 */
async function startRedisProxy(): Promise<{ url: string; setMode(mode: 'open' | 'stalled' | 'down'): void; close(): Promise<void> }> {
  let mode: 'open' | 'stalled' | 'down' = 'open';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === 'down') {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: '127.0.0.1', port: 6379 });
    sockets.add(client);
    sockets.add(upstream);
    const forward = (to: net.Socket) => (chunk: Buffer) => {
      if (mode === 'open') to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    setMode(next) {
      mode = next;
      if (next === 'down') for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
