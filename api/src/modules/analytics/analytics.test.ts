import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { nextTestAddress } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { ANALYTICS_RETENTION_MONTHS, startAnalyticsRetention } from './analytics-retention.js';
import { ANALYTICS_COOKIE } from './analytics.routes.js';
import { type FetchLike, MIXPANEL_TRACK_URL, MixpanelForwarder } from './mixpanel-forwarder.js';

describe.each(testDatabases)('analytics ($name)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
  });
  afterAll(async () => testApp?.close());

  const count = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM analytics_events`.execute(testApp.database.db)).rows[0]!.count;
  const track = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/_mixpanel/track', payload: payload as object, headers });

  it('stores an event with its properties and ties a visitor’s events with an HttpOnly cookie', async () => {
    const first = await track({ event: 'Page view', properties: { pathname: '/opdrachten', utm_source: 'nieuwsbrief' } });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const cookie = first.cookies.find((candidate) => candidate.name === ANALYTICS_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/_mixpanel', sameSite: 'Lax' });
    const second = await track({ event: 'Vacancy viewed' }, { cookie: `${ANALYTICS_COOKIE}=${cookie.value}` });
    expect(second.statusCode).toBe(204);
    expect(second.cookies.find((candidate) => candidate.name === ANALYTICS_COOKIE)).toBeUndefined();
    const rows = await testApp.database.db.selectFrom('analytics_events').select(['event', 'properties', 'anonymous_id', 'forwarded_at']).orderBy('id').execute();
    expect(rows.slice(-2)).toEqual([
      { event: 'Page view', properties: { pathname: '/opdrachten', utm_source: 'nieuwsbrief' }, anonymous_id: cookie.value, forwarded_at: null },
      { event: 'Vacancy viewed', properties: {}, anonymous_id: cookie.value, forwarded_at: null },
    ]);
  });

  it.each([[{}], [{ event: '' }], [{ event: 'x'.repeat(101) }], [{ event: 'x', properties: [] }], [[1, 2]]])('refuses %j with 400 and stores nothing', async (payload) => {
    const before = await count();
    const response = await track(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await count()).toBe(before);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const before = await count();
    const response = await track({ event: 'Big', properties: { blob: 'x'.repeat(40_000) } });
    expect(response.statusCode).toBe(413);
    expect(await count()).toBe(before);
  });

  describe('size of the properties (issue 18, finding 7)', () => {
    const properties = (count: number, value: unknown = 'x') => Object.fromEntries(Array.from({ length: count }, (_, index) => [`p${index}`, value]));

    it('takes 50 properties, texts of 1,000 characters and nested values', async () => {
      const response = await track({ event: 'Search', properties: { ...properties(48), title: 'x'.repeat(1000), filter: { q: 'jurist', sector: [1, 2] } } }, {});
      expect(response.statusCode).toBe(204);
    });

    it.each([
      ['51 properties', { event: 'Many', properties: properties(51) }, 'properties', 'Stuur hoogstens 50 eigenschappen per gebeurtenis.'],
      ['a text of 1,001 characters', { event: 'Long', properties: { title: 'x'.repeat(1001) } }, 'properties.title', 'Gebruik maximaal 1000 karakters'],
      ['a long text deep inside a property', { event: 'Long', properties: { filter: { list: ['kort', 'x'.repeat(1001)] } } }, 'properties.filter.list.1', 'Gebruik maximaal 1000 karakters'],
      ['a property name of 101 characters', { event: 'Key', properties: { ['k'.repeat(101)]: 1 } }, `properties.${'k'.repeat(101)}`, 'Gebruik maximaal 100 karakters'],
      ['a nested name of 101 characters', { event: 'Key', properties: { filter: { ['k'.repeat(101)]: 1 } } }, `properties.filter.${'k'.repeat(101)}`, 'Gebruik maximaal 100 karakters'],
    ])('refuses %s with 400 on the field and stores nothing', async (_name, payload, path, message) => {
      const before = await count();
      const response = await testApp.app.inject({ method: 'POST', url: '/api/_mixpanel/track', payload, remoteAddress: nextTestAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Niet alle gegevens zijn goed ingevuld. Controleer de gemarkeerde velden.',
        fieldErrors: [{ path, message }],
      });
      expect(await count()).toBe(before);
    });
  });

  it('ends the analytics session on DELETE /api/_mixpanel/transaction', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/_mixpanel/transaction', headers: { cookie: `${ANALYTICS_COOKIE}=abcdefghijklmnopqrstuv` } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((candidate) => candidate.name === ANALYTICS_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
  });
});

describe.each(testDatabases)('retention of analytics events ($name)', (database) => {
  const NOW = new Date('2026-11-22T12:00:00.000Z');
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, now: () => NOW });
  });
  afterAll(async () => testApp?.close());

  const monthsBefore = (date: Date, months: number, days = 0) => {
    const result = new Date(date);
    result.setUTCMonth(result.getUTCMonth() - months);
    result.setUTCDate(result.getUTCDate() - days);
    return result;
  };
  const insert = (event: string, at: Date) =>
    testApp.database.db.insertInto('analytics_events').values({ event, properties: '{}', user_id: null, anonymous_id: 'retention-test-0001', created_at: at }).execute();
  const events = async () => (await testApp.database.db.selectFrom('analytics_events').select('event').orderBy('id').execute()).map((row) => row.event);

  it(`keeps events ${ANALYTICS_RETENTION_MONTHS} months: older ones are deleted when an app starts`, async () => {
    await insert('older than 13 months', monthsBefore(NOW, 13, 1));
    await insert('12 months old', monthsBefore(NOW, 12));
    await insert('today', NOW);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-retention-'));
    // A second app (a restart) on the same database.
    const restarted = await buildApp({
      env: { NODE_ENV: 'test' },
      config: { dataDir, serveStatic: false, logLevel: 'silent', jwtSecret: 'test-secret-test-secret-test-secret-0123', seedDemoData: false },
      database: testApp.database,
      now: () => NOW,
    });
    try {
      await restarted.ready();
      // The delete runs in the background of the start.
      const deadline = Date.now() + 5000;
      while ((await events()).length > 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await events()).toEqual(['12 months old', 'today']);
    } finally {
      await restarted.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('deletes again on every interval (daily in the app) as the clock moves on', async () => {
    await testApp.database.db.deleteFrom('analytics_events').execute();
    await insert('12 months old', monthsBefore(NOW, 12));
    await insert('today', NOW);
    let clock = NOW;
    const retention = startAnalyticsRetention({ db: testApp.database.db, now: () => clock, log: testApp.app.log, intervalMs: 20 });
    try {
      await retention.first;
      expect(await events()).toEqual(['12 months old', 'today']);
      clock = new Date(NOW.getTime() + 62 * 24 * 3600 * 1000);
      const deadline = Date.now() + 5000;
      while ((await events()).length > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await events()).toEqual(['today']);
    } finally {
      retention.stop();
    }
  });
});

describe('MixpanelForwarder', () => {
  it('posts the event with token, time, insert id and distinct id to Mixpanel', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const fetchLike: FetchLike = async (url, init) => {
      calls.push({ url, body: init.body });
      return { ok: true, status: 200 };
    };
    const forwarder = new MixpanelForwarder('token-123', fetchLike);
    const ok = await forwarder.forward({ event: 'Page view', properties: { pathname: '/' }, distinctId: 'anon-1', time: new Date(1_700_000_000_000), insertId: 'ev-1' });
    expect(ok).toBe(true);
    expect(calls[0]!.url).toBe(MIXPANEL_TRACK_URL);
    expect(JSON.parse(calls[0]!.body)).toEqual([
      { event: 'Page view', properties: { pathname: '/', token: 'token-123', time: 1_700_000_000_000, $insert_id: 'ev-1', distinct_id: 'anon-1' } },
    ]);
  });

  it('reports failure instead of throwing when Mixpanel is down or refuses', async () => {
    const down = new MixpanelForwarder('t', async () => {
      throw new Error('ECONNREFUSED');
    });
    const refused = new MixpanelForwarder('t', async () => ({ ok: false, status: 401 }));
    const event = { event: 'e', properties: {}, distinctId: undefined, time: new Date(), insertId: 'x' };
    await expect(down.forward(event)).resolves.toBe(false);
    await expect(refused.forward(event)).resolves.toBe(false);
  });
});
