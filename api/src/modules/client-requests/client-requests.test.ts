import { sql } from 'kysely';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const valid = {
  companyName: 'Gemeente Voorbeeld',
  contactName: 'Anna de Vries',
  email: 'Anna.deVries@Voorbeeld.nl',
  phone: '030 123 45 67',
  kvkNumber: '12345678',
  description: 'Wij zoeken een interim projectmanager sociaal domein voor zes maanden.',
};

describe.each(testDatabases)('POST /api/client_requests ($name)', (database) => {
  let testApp: TestApp;
  const created: unknown[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, now: () => NOW });
    testApp.app.events.on('clientRequest.created', (request) => {
      created.push(request);
    });
  });
  afterAll(async () => testApp?.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: payload as object, headers });
  const count = async () => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM client_requests`.execute(testApp.database.db)).rows[0]!.count;

  it('stores the request, answers 201 with id and time, and tells subscribers', async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), createdAt: NOW.toISOString() });
    const row = await testApp.database.db.selectFrom('client_requests').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_name: 'Gemeente Voorbeeld', email: 'anna.devries@voorbeeld.nl', kvk_number: '12345678', staff_notified_at: NOW }); // staff were mailed (mail plugin)
    expect(created).toEqual([expect.objectContaining({ id: response.json().id, companyName: 'Gemeente Voorbeeld' })]);
  });

  it.each([
    [{ ...valid, email: '' }, 'email', 'Het e-mailadres is een verplicht veld'],
    [{ ...valid, email: 'geen-adres' }, 'email', 'Het e-mailadres lijkt niet te kloppen'],
    [{ ...valid, kvkNumber: '1234' }, 'kvkNumber', 'Een KvK-nummer bestaat uit 8 cijfers'],
    [{ ...valid, description: 'te kort' }, 'description', 'Gebruik minimaal 20 karakters'],
    [{ ...valid, companyName: undefined }, 'companyName', 'Verplicht veld'],
    [{ ...valid, phone: 12345678 }, 'phone', 'Verplicht veld'],
  ])('refuses invalid input with Dutch field messages (%#)', async (payload, path, message) => {
    const before = await count();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await count()).toBe(before);
  });

  it('refuses malformed JSON, another content type and a huge body without a 500', async () => {
    const before = await count();
    const malformed = await testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: '{"companyName":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_JSON');
    const text = await testApp.app.inject({ method: 'POST', url: '/api/client_requests', payload: 'companyName=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await post({ ...valid, description: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await testApp.app.inject({ method: 'POST', url: '/api/client_requests', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses a cross-site post from an origin outside the allowlist', async () => {
    const before = await count();
    const response = await post(valid, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    expect(await count()).toBe(before);
  });
});
