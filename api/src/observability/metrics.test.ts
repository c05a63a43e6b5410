import net from 'node:net';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app.js';
import { timedRenderer } from './metrics.js';

/** A port on loopback where nothing listens: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(testDatabases)('GET /api/metrics ($name)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Mail goes to an SMTP server that is down: with one attempt each, every mail fails for good, and the metrics say so.
    testApp = await createTestApp(database, { config: { metricsToken: TOKEN, smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, mailMaxAttempts: 1 } });
  });
  afterAll(async () => testApp.close());

  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    testApp.app.inject({ method: 'GET', url: '/api/metrics', ...options });

  it('has the latency histogram per route pattern (not the raw URL) after a request, and the other signals', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/vacancies/3' })).statusCode).toBe(200);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/vacancies\/:id",status_code="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/vacancies\/:id",status_code="200"\} 1$/m);
    expect(text).not.toContain('/api/vacancies/3');
    // Node's own, the mail queue, and (PostgreSQL only) the pool.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^mail_queue_pending 0$/m);
    expect(text).toMatch(/^mail_failed 0$/m);
    if (database.name === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
      // The pool as it was before this scrape's own queries (issue 43, item 6).
      expect(text).toMatch(/^db_pool_waiting 0$/m);
      expect(text).toMatch(/^cache_invalidation_listener_connected 1$/m);
    } else {
      expect(text).not.toContain('db_pool_connections');
      expect(text).not.toMatch(/^cache_invalidation_listener_connected /m);
    }
  });

  it('counts rate-limit rejections per route, and the link mails that failed', async () => {
    // RATE_LIMIT_PER_EMAIL is 5 per window: the sixth link request for one address is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/passwordless_login', remoteAddress: '198.51.100.9', payload: { email: 'teller@example.nl' } });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
    await testApp.app.mailer.flush();
    const text = (await scrape()).body;
    expect(text).toMatch(/^rate_limit_rejections_total\{route="\/api\/auth\/passwordless_login"\} 1$/m);
    // Five mails (no account for the address) were queued; the SMTP server is down.
    expect(text).toMatch(/^mail_failed 5$/m);
    expect(text).toMatch(/^mail_queue_pending 0$/m);
  });

  it('times server renders by outcome: rendered, partial, fallback, redirect, error', async () => {
    const results = [
      { status: 200, html: '<p>ok</p>', complete: true },
      { status: 200, html: '<p>half</p>', complete: false },
      null,
      { status: 302 as const, location: '/login' },
    ];
    const renderer = timedRenderer(
      {
        async render(request: { next: number }) {
          if (request.next === results.length) throw new Error('render broke');
          return results[request.next]!;
        },
      },
      testApp.app.metrics,
    );
    for (let next = 0; next < results.length; next += 1) expect(await renderer.render({ next })).toBe(results[next]);
    await expect(renderer.render({ next: results.length })).rejects.toThrow('render broke');
    const text = (await scrape()).body;
    for (const outcome of ['rendered', 'partial', 'fallback', 'redirect', 'error']) {
      expect(text).toMatch(new RegExp(`^server_render_duration_seconds_count\\{outcome="${outcome}"\\} 1$`, 'm'));
    }
  });

  it('refuses a request from another address without the token, and a proxied one from loopback', async () => {
    const outside = await scrape({ remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ code: 'FORBIDDEN', message: 'De metrics zijn alleen bereikbaar vanaf deze machine of met het metrics-token.' });
    // A reverse proxy on this machine connects from loopback: what it forwards is from outside.
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    expect((await scrape({ headers: { forwarded: 'for=203.0.113.7' } })).statusCode).toBe(403);
    // nginx's X-Real-IP, or another forwarding header, is a proxy too (issue 42, item 8b).
    expect((await scrape({ headers: { 'x-real-ip': '203.0.113.7' } })).statusCode).toBe(403);
    expect((await scrape({ headers: { 'x-forwarded-host': 'interim.example.nl' } })).statusCode).toBe(403);
    expect((await scrape({ remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN.replace(/.$/, 'x')}` } })).statusCode).toBe(403);
  });

  it('answers a request with the token from anywhere', async () => {
    const response = await scrape({ remoteAddress: '203.0.113.7', headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_request_duration_seconds');
  });
});

/**
 * Every alert rule of api/README.md ("Signals", the metrics table) must be
 * silent on a healthy instance with nothing to do (issue 43, item 6: two of
 * them fired on every scrape). One test per rule, on both databases.
 */
describe.each(testDatabases)('the documented alert rules on a healthy idle instance ($name)', (database) => {
  let testApp: TestApp;
  /** The samples of three scrapes in a row (a rule that fires "for 1 min" fires on each of them). */
  const scrapes: Array<Map<string, number>> = [];
  beforeAll(async () => {
    testApp = await createTestApp(database);
    // Idle: no request but the scrapes. (nodejs_eventloop_lag_p99_seconds is left out: it measures the machine, not the app.)
    for (let n = 0; n < 3; n += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(response.statusCode).toBe(200);
      const samples = new Map<string, number>();
      for (const line of response.body.split('\n')) {
        const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
        if (match) samples.set(match[1]!, Number(match[2]));
      }
      scrapes.push(samples);
    }
  });
  afterAll(async () => testApp.close());

  /** Every sample of `name` (with any labels) in every scrape. */
  const samplesOf = (name: string) => scrapes.flatMap((samples) => [...samples].filter(([key]) => key === name || key.startsWith(`${name}{`)));

  it('5xx rate over 1 %: no request answered 5xx', () => {
    const counts = samplesOf('http_request_duration_seconds_count');
    expect(counts.filter(([key]) => /status_code="5\d\d"/.test(key))).toEqual([]);
  });

  it('p99 of /api/vacancies over 1 s: no search, so no latency to alert on', () => {
    expect(samplesOf('http_request_duration_seconds_bucket').filter(([key]) => key.includes('route="/api/vacancies"'))).toEqual([]);
  });

  it('fallback+error over 5 % of server renders: no render failed', () => {
    expect(samplesOf('server_render_duration_seconds_count').filter(([key, value]) => /outcome="(fallback|error)"/.test(key) && value > 0)).toEqual([]);
  });

  it('mail_queue_pending over 50: 0; mail_failed above 0: 0', () => {
    expect(samplesOf('mail_queue_pending').map(([, value]) => value)).toEqual([0, 0, 0]);
    expect(samplesOf('mail_failed').map(([, value]) => value)).toEqual([0, 0, 0]);
  });

  it('a jump of rate_limit_rejections_total: nothing refused', () => {
    expect(samplesOf('rate_limit_rejections_total')).toEqual([]);
  });

  it('db_pool_waiting above 0: 0 on PostgreSQL with every connection idle (the scrape\'s own queries do not count); absent on PGlite', () => {
    const waiting = samplesOf('db_pool_waiting').map(([, value]) => value);
    expect(waiting).toEqual(database.name === 'postgres' ? [0, 0, 0] : []);
  });

  it('cache_invalidation_listener_connected == 0: 1 on PostgreSQL; absent on PGlite, which has no listener', () => {
    const connected = samplesOf('cache_invalidation_listener_connected').map(([, value]) => value);
    expect(connected).toEqual(database.name === 'postgres' ? [1, 1, 1] : []);
  });
});
