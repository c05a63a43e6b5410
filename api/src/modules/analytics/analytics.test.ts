import { sql } from 'kysely';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
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

  it('ends the analytics session on DELETE /api/_mixpanel/transaction', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/_mixpanel/transaction', headers: { cookie: `${ANALYTICS_COOKIE}=abcdefghijklmnopqrstuv` } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((candidate) => candidate.name === ANALYTICS_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
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
