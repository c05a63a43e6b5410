import { CLIENT_HEADER } from '@interim/shared/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { loginAs, nextTestAddress, type TestLogin } from '../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../testing/test-app.js';
import { findUnstorableText } from './storable-text.js';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const MESSAGE = 'Dit veld bevat een teken dat niet is toegestaan.';
/** The name rule's message (shared validation's nameInvalid, issue 29): names refuse control characters in the contract itself. */
const NAME_MESSAGE = 'Vul een naam in met alleen letters, spaties, punten, apostroffen of streepjes (geen links)';

describe('findUnstorableText', () => {
  it('finds a NUL character or half a surrogate pair in values and keys, with its path', () => {
    expect(findUnstorableText({ a: 'gewoon', b: ['ok', { c: 'x\u0000y' }] })).toEqual(['b', '1', 'c']);
    expect(findUnstorableText({ q: '\ud800' })).toEqual(['q']);
    expect(findUnstorableText({ q: 'a\udc00' })).toEqual(['q']);
    expect(findUnstorableText({ 'sleutel\u0000': 1 })).toEqual(['sleutel\u0000']);
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('lets any other text through: emoji (whole surrogate pairs), accents, other control characters', () => {
    expect(findUnstorableText({ name: 'Zoë 👩🏽‍💻', note: 'tab\there\u0001\u001f\uffff', list: ['\\u0000'] })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
    expect(findUnstorableText(null)).toBeUndefined();
    expect(findUnstorableText(42)).toBeUndefined();
  });
});

/**
 * Issue 18, finding 7: a NUL character (or a lone surrogate, which the JSON
 * columns refuse as well) anywhere in a request gave a 500 from the
 * database. Now a 400 with the Dutch error shape, whatever the endpoint.
 */
describe.each(testDatabases)('text the database cannot store ($name)', (database) => {
  let testApp: TestApp;
  let user: TestLogin;
  let vacancyId: number;
  beforeAll(async () => {
    testApp = await createTestApp(database);
    user = await loginAs(testApp.app, 'nul.teken@example.nl');
    const list = await testApp.app.inject({ method: 'GET', url: `/api/vacancies?range=${json([0, 0])}` });
    vacancyId = (list.json() as Array<{ id: number }>)[0]!.id;
  });
  afterAll(async () => testApp?.close());

  const counts = async () =>
    (
      await sql<{ counts: string }>`
        SELECT concat_ws(',', (SELECT count(*) FROM employees), (SELECT count(*) FROM client_requests), (SELECT count(*) FROM applications), (SELECT count(*) FROM analytics_events)) AS counts`.execute(
        testApp.database.db,
      )
    ).rows[0]!.counts;

  const cases: Array<[string, () => InjectOptions, string, string?]> = [
    ['search filter.q with NUL', () => ({ method: 'GET', url: `/api/vacancies?filter=${json({ q: 'project\u0000manager' })}` }), 'filter.q'],
    ['search filter.q with a lone surrogate', () => ({ method: 'GET', url: `/api/vacancies?filter=${json({ q: 'project\ud800' })}` }), 'filter.q'],
    [
      'register with a NUL in the first name',
      () => ({
        method: 'POST',
        url: '/api/employees/register',
        remoteAddress: nextTestAddress(),
        payload: { email: 'nieuw.nul@example.nl', firstName: 'Pi\u0000et', lastName: 'Jansen', privacyConsent: true },
      }),
      'firstName',
      NAME_MESSAGE,
    ],
    [
      'profile with a NUL in the last name',
      () => ({
        method: 'PATCH',
        url: `/api/employees/${user.employeeId}`,
        headers: { cookie: user.cookieHeader, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
        payload: { lastName: 'Jan\u0000sen' },
      }),
      'lastName',
      NAME_MESSAGE,
    ],
    [
      'client request with a NUL in the company name',
      () => ({
        method: 'POST',
        url: '/api/client_requests',
        remoteAddress: nextTestAddress(),
        payload: { companyName: 'Nul\u0000 BV', contactName: 'Anna', email: 'anna@voorbeeld.nl', phone: '0612345678', kvkNumber: '12345678', description: 'Een opdracht van drie maanden voor een projectleider.' },
      }),
      'companyName',
    ],
    [
      'application with a NUL in the motivation',
      () => ({
        method: 'POST',
        url: '/api/applications',
        headers: { cookie: user.cookieHeader, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
        payload: { vacancyId, motivation: 'Graag\u0000!' },
      }),
      'motivation',
    ],
    ['analytics event with a NUL in its name', () => ({ method: 'POST', url: '/api/_mixpanel/track', payload: { event: 'Page\u0000view' } }), 'event'],
    ['analytics property with a lone surrogate', () => ({ method: 'POST', url: '/api/_mixpanel/track', payload: { event: 'Page view', properties: { title: 'a\udc00' } } }), 'properties.title'],
  ];

  it.each(cases)('refuses %s with 400 and the Dutch error shape, storing nothing', async (_name, request, path, message = MESSAGE) => {
    const before = await counts();
    const response = await testApp.app.inject(request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Niet alle gegevens zijn goed ingevuld. Controleer de gemarkeerde velden.',
      fieldErrors: [{ path, message }],
    });
    expect(await counts()).toBe(before);
  });

  it('still takes text with emoji, accents and tabs', async () => {
    // A name takes accents (and no emoji since issue 29's name rule); free text takes all of it.
    const named = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/employees/${user.employeeId}`,
      headers: { cookie: user.cookieHeader, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      payload: { lastName: 'Zoë' },
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().lastName).toBe('Zoë');
    const applied = await testApp.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: user.cookieHeader, [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      payload: { vacancyId, motivation: 'Graag 👩🏽‍💻\tmet vriendelijke groet, Zoë' },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().motivation).toBe('Graag 👩🏽‍💻\tmet vriendelijke groet, Zoë');
  });
});
