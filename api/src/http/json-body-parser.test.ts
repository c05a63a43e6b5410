import { sql } from 'kysely';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body-parser.js';

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('jsonDepthExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[{{{{{' }), 1)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: 'quote \\" [[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds('"x"', 0)).toBe(false);
    expect(jsonDepthExceeds(nested(16_000), MAX_JSON_DEPTH)).toBe(true);
  });
});

/**
 * Issue 18, finding 7: a 16,000-deep JSON array in an analytics event gave a
 * 500 (the stack overflowed on the way to the database). Bodies nested
 * deeper than MAX_JSON_DEPTH are refused by the JSON parser with a 400.
 */
describe.each(testDatabases)('deeply nested JSON bodies ($name)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false });
  });
  afterAll(async () => testApp?.close());

  const events = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM analytics_events`.execute(testApp.database.db)).rows[0]!.count;
  const post = (url: string, payload: string) => testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it.each([
    ['a 16,000-deep array as an analytics property', '/api/_mixpanel/track', `{"event":"Page view","properties":{"pathname":${nested(16_000)}}}`],
    ['a 16,000-deep array as the analytics body', '/api/_mixpanel/track', nested(16_000)],
    // 10,000 levels of objects: 50 KB, within the 64 KB body limit of the route.
    ['a 10,000-deep object in a client request', '/api/client_requests', `{"companyName":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
    [`${MAX_JSON_DEPTH + 1} levels in an analytics property`, '/api/_mixpanel/track', `{"event":"Page view","properties":{"x":${nested(MAX_JSON_DEPTH - 1)}}}`],
  ])('refuses %s with 400 and the Dutch error shape', async (_name, url, payload) => {
    const before = await events();
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'JSON_TOO_DEEP', message: 'De verzonden gegevens zijn te diep genest.' });
    expect(await events()).toBe(before);
  });

  it('parses JSON as before: bodies within the depth, broken JSON and prototype poisoning', async () => {
    expect((await post('/api/_mixpanel/track', `{"event":"Page view","properties":{"x":${nested(3, '"a"')}}}`)).statusCode).toBe(204);
    const broken = await post('/api/_mixpanel/track', '{"event":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_JSON');
    const empty = await post('/api/_mixpanel/track', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('INVALID_JSON');
    const poisoned = await post('/api/_mixpanel/track', '{"event":"x","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('INVALID_JSON');
    const charset = await testApp.app.inject({
      method: 'POST',
      url: '/api/_mixpanel/track',
      payload: '{"event":"Page view"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.statusCode).toBe(204);
  });
});
