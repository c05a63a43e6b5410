import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { latestMail, loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const NOW = new Date('2026-11-22T10:00:00.000Z');

describe.each(testDatabases)('employees ($name)', (database) => {
  let testApp: TestApp;
  let anna: TestLogin;
  let bram: TestLogin;
  let staff: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: true, now: () => NOW });
    anna = await loginAs(testApp.app, 'anna@voorbeeld.nl', { firstName: 'Anna', lastName: 'de Vries' });
    bram = await loginAs(testApp.app, 'bram@voorbeeld.nl', { firstName: 'Bram', lastName: 'Jansen' });
    staff = await loginAs(testApp.app, 'staf@interimly.nl');
  });
  afterAll(async () => testApp?.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const as = (login: TestLogin | undefined) => (login ? { cookie: login.cookieHeader } : {});
  const get = (url: string, login?: TestLogin) => inject({ method: 'GET', url, headers: as(login) });
  const patch = (id: number, payload: unknown, login?: TestLogin, headers: Record<string, string> = {}) =>
    inject({ method: 'PATCH', url: `/api/employees/${id}`, payload: payload as object, headers: { ...as(login), ...headers } });
  const register = (payload: unknown) =>
    inject({ method: 'POST', url: '/api/employees/register', payload: payload as object, remoteAddress: nextTestAddress() });
  const row = (id: number) => testApp.database.db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const count = async (table: string) => (await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(testApp.database.db)).rows[0]!.count;

  describe('POST /api/employees/register', () => {
    const valid = { firstName: 'Carla', lastName: 'Smit', email: 'Carla.Smit@Voorbeeld.nl', phone: '06 12345678', privacyConsent: true, returnTo: '/profiel/afronden/stap-1' };

    it('creates the account and mails a welcome with login link and code', async () => {
      const response = await register(valid);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const created = await testApp.database.db.selectFrom('employees').selectAll().where('email', '=', 'carla.smit@voorbeeld.nl').executeTakeFirstOrThrow();
      expect(created).toMatchObject({ first_name: 'Carla', last_name: 'Smit', phone: '06 12345678', role: 'employee' });
      expect(created.privacy_consent_at).toEqual(NOW);
      const mail = await latestMail(testApp.app, 'carla.smit@voorbeeld.nl');
      expect(mail?.subject).toBe('Welkom bij Interimly! Bevestig je e-mailadres');
      expect(mail?.text).toContain('Hallo Carla,');
      expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/login\/[A-Za-z0-9_-]{43}\?returnTo=%2Fprofiel%2Fafronden%2Fstap-1$/);
      expect(mail?.code).toMatch(/^[0-9]{6}$/);
    });

    it('answers an address that is already registered the same, changes nothing and mails "log in instead"', async () => {
      const before = await count('employees');
      const response = await register({ ...valid, firstName: 'Indringer', phone: undefined });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await count('employees')).toBe(before);
      const existing = await testApp.database.db.selectFrom('employees').select('first_name').where('email', '=', 'carla.smit@voorbeeld.nl').executeTakeFirstOrThrow();
      expect(existing.first_name).toBe('Carla');
      const mail = await latestMail(testApp.app, 'carla.smit@voorbeeld.nl');
      expect(mail?.subject).toBe('Je hebt al een account bij Interimly');
      expect(mail?.text).toContain('Hallo Carla,');
      expect(mail?.link).toMatch(/\/login\/[A-Za-z0-9_-]{43}/);
    });

    it('creates one account when the same address registers concurrently', async () => {
      const payload = { ...valid, email: 'gelijktijdig@voorbeeld.nl' };
      const responses = await Promise.all(Array.from({ length: 5 }, () => register(payload)));
      expect(responses.map((response) => response.statusCode)).toEqual([204, 204, 204, 204, 204]);
      const rows = await testApp.database.db.selectFrom('employees').select('id').where('email', '=', 'gelijktijdig@voorbeeld.nl').execute();
      expect(rows).toHaveLength(1);
    });

    it.each([
      [{ ...valid, privacyConsent: false }, 'privacyConsent', 'Ga akkoord met de privacyverklaring om je aan te melden'],
      [{ ...valid, privacyConsent: undefined }, 'privacyConsent', 'Ga akkoord met de privacyverklaring om je aan te melden'],
      [{ ...valid, email: 'carla' }, 'email', 'Het e-mailadres lijkt niet te kloppen'],
      [{ ...valid, email: undefined }, 'email', 'Het e-mailadres is een verplicht veld'],
      [{ ...valid, firstName: '  ' }, 'firstName', 'Verplicht veld'],
      [{ ...valid, lastName: undefined }, 'lastName', 'Verplicht veld'],
      [{ ...valid, phone: '12ab' }, 'phone', 'Vul een geldig telefoonnummer in'],
      [{ ...valid, returnTo: 'https://evil.example' }, 'returnTo', 'Dit is geen geldige pagina van deze website'],
    ])('refuses bad input (%#) with a Dutch field message and stores nothing', async (payload, path, message) => {
      const before = await count('employees');
      const response = await register({ ...payload, email: payload.email === undefined ? undefined : `x${payload.email}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(await count('employees')).toBe(before);
    });

    it('accepts an empty phone as "not given"', async () => {
      expect((await register({ ...valid, email: 'zonder-telefoon@voorbeeld.nl', phone: '' })).statusCode).toBe(204);
      const created = await testApp.database.db.selectFrom('employees').select('phone').where('email', '=', 'zonder-telefoon@voorbeeld.nl').executeTakeFirstOrThrow();
      expect(created.phone).toBeNull();
    });
  });

  describe('GET /api/employees/me and /api/employees/:id', () => {
    it('answers the own record in the contract shape', async () => {
      const response = await get('/api/employees/me', anna);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toEqual({
        id: anna.employeeId,
        email: 'anna@voorbeeld.nl',
        role: 'employee',
        firstName: 'Anna',
        lastName: 'de Vries',
        phone: null,
        postcode: null,
        city: null,
        dateOfBirth: null,
        linkedinUrl: null,
        kvkNumber: null,
        hourlyRate: null,
        preferences: {
          sector: null,
          position: null,
          desiredFunction: null,
          hasDriversLicense: null,
          educationLevel: null,
          hoursPerWeek: null,
          maxTravelKm: null,
          workMode: null,
          availableFrom: null,
        },
        experience: [],
        education: [],
        cv: null,
        latitude: null,
        longitude: null,
        // Name and e-mail address are known: 2 of the 14 parts (profile-completeness.ts).
        profileCompletion: { completedSteps: [], totalSteps: 6, percentage: 14, isComplete: false },
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      });
      expect((await get(`/api/employees/${anna.employeeId}`, anna)).json()).toEqual(response.json());
    });

    it('refuses visitors with 401', async () => {
      for (const url of ['/api/employees/me', `/api/employees/${anna.employeeId}`, '/api/employees']) {
        const response = await get(url);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Je bent niet ingelogd. Log in om verder te gaan.' });
      }
    });

    it("answers another user's id exactly like an unknown id: 404 (IDOR)", async () => {
      const other = await get(`/api/employees/${bram.employeeId}`, anna);
      const unknown = await get('/api/employees/999999', anna);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ code: 'EMPLOYEE_NOT_FOUND', message: 'Deze gebruiker bestaat niet.' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(other.json());
      expect(other.body).not.toContain('bram');
    });

    it('answers a malformed id with 400', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await get(`/api/employees/${id}`, anna);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_ERROR');
      }
    });

    it('lets staff read anyone', async () => {
      const response = await get(`/api/employees/${bram.employeeId}`, staff);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: 'bram@voorbeeld.nl', firstName: 'Bram' });
      expect((await get('/api/employees/me', staff)).json()).toMatchObject({ email: 'staf@interimly.nl', role: 'staff' });
    });
  });

  describe('PATCH /api/employees/:id', () => {
    it('changes the given fields, sets coordinates and city from the postcode, merges preferences, adds steps', async () => {
      const response = await patch(anna.employeeId, {
        phone: '06-87654321',
        postcode: '3511ab',
        dateOfBirth: '1985-04-12',
        linkedinUrl: 'https://www.linkedin.com/in/anna-de-vries',
        kvkNumber: '12345678',
        hourlyRate: 95,
        preferences: { sector: 1, workMode: 'hybrid', hoursPerWeek: 32 },
        experience: [{ role: 'Projectmanager', client: 'Gemeente Utrecht', from: '2022-01-01', to: null, description: 'Sociaal domein' }],
        education: [{ institution: 'Universiteit Utrecht', study: 'Bestuurskunde', from: '2003-09-01', to: '2007-08-31', completed: true }],
        completedSteps: [2, 1],
      }, anna);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        phone: '06-87654321',
        postcode: '3511 AB',
        city: 'Utrecht',
        latitude: 52.0907,
        longitude: 5.1145,
        dateOfBirth: '1985-04-12',
        linkedinUrl: 'https://www.linkedin.com/in/anna-de-vries',
        kvkNumber: '12345678',
        hourlyRate: 95,
        preferences: { sector: 1, workMode: 'hybrid', hoursPerWeek: 32, position: null },
        experience: [{ role: 'Projectmanager', client: 'Gemeente Utrecht', from: '2022-01-01', to: null, description: 'Sociaal domein' }],
        education: [{ institution: 'Universiteit Utrecht', study: 'Bestuurskunde', educationLevel: null, from: '2003-09-01', to: '2007-08-31', completed: true }],
        // 9 of the 14 parts known (name, e-mail, phone, birth date, postcode, sector, work mode, hours, rate).
        profileCompletion: { completedSteps: [1, 2], totalSteps: 6, percentage: 64, isComplete: false },
      });

      const second = await patch(anna.employeeId, { preferences: { position: 3 }, completedSteps: [3, 4, 5, 6], city: 'Utrecht-Oost' }, anna);
      expect(second.json()).toMatchObject({
        preferences: { sector: 1, workMode: 'hybrid', hoursPerWeek: 32, position: 3 },
        profileCompletion: { completedSteps: [1, 2, 3, 4, 5, 6], percentage: 100, isComplete: true },
        city: 'Utrecht-Oost',
        postcode: '3511 AB',
      });
      expect((await get('/api/employees/me', anna)).json()).toEqual(second.json());
    });

    it('clears optional fields with null or an empty text', async () => {
      const response = await patch(anna.employeeId, { linkedinUrl: '', kvkNumber: null, postcode: '' }, anna);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ linkedinUrl: null, kvkNumber: null, postcode: null, latitude: null, longitude: null });
    });

    it('accepts application/merge-patch+json', async () => {
      const response = await patch(anna.employeeId, { hourlyRate: 90 }, anna, { 'content-type': 'application/merge-patch+json' });
      expect(response.statusCode).toBe(200);
      expect(response.json().hourlyRate).toBe(90);
    });

    it.each([
      [{ postcode: '0123 AB' }, 'postcode', 'Vul een geldige postcode in, bijvoorbeeld 1234 AB'],
      [{ postcode: '1234 SA' }, 'postcode', 'Vul een geldige postcode in, bijvoorbeeld 1234 AB'],
      [{ linkedinUrl: 'https://example.com/anna' }, 'linkedinUrl', 'Vul de link naar je LinkedIn-profiel in, bijvoorbeeld linkedin.com/in/jouw-naam'],
      [{ kvkNumber: '1234567' }, 'kvkNumber', 'Een KvK-nummer bestaat uit 8 cijfers'],
      [{ firstName: '' }, 'firstName', 'Verplicht veld'],
      [{ hourlyRate: 0 }, 'hourlyRate', 'Het minimum is 1'],
      [{ hourlyRate: 'veel' }, 'hourlyRate', 'Verwachtte number, string gekregen'],
      [{ dateOfBirth: '1985-02-30' }, 'dateOfBirth', 'Vul een geldige geboortedatum in'],
      [{ preferences: { workMode: 'overal' } }, 'preferences.workMode', 'Ongeldige waarde'],
      [{ experience: [{ role: '', client: 'X', from: '2020-01-01', to: null }] }, 'experience.0.role', 'Verplicht veld'],
      [{ completedSteps: [7] }, 'completedSteps.0', 'Ongeldige waarde'],
      [{ email: 'nieuw@voorbeeld.nl' }, '', 'Ongeldige waarde'],
    ])('refuses bad input %j with a Dutch field message and changes nothing', async (payload, path, message) => {
      const before = await row(anna.employeeId);
      const response = await patch(anna.employeeId, payload, anna);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(await row(anna.employeeId)).toEqual(before);
    });

    it("refuses to change another user's record with 404 and changes nothing (IDOR)", async () => {
      const before = await row(bram.employeeId);
      const response = await patch(bram.employeeId, { firstName: 'Gehackt' }, anna);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('EMPLOYEE_NOT_FOUND');
      expect(await row(bram.employeeId)).toEqual(before);
    });

    it('lets staff change anyone, and refuses visitors', async () => {
      expect((await patch(bram.employeeId, { phone: '0201234567' }, staff)).json().phone).toBe('0201234567');
      expect((await patch(bram.employeeId, { phone: '0201234567' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/employees (staff)', () => {
    it('refuses employees with 403', async () => {
      const response = await get('/api/employees', anna);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Je hebt geen toegang tot deze gegevens.' });
    });

    it('lists with range, sort, filter and Content-Range', async () => {
      const total = await count('employees');
      const all = await get(`/api/employees?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["email","ASC"]')}`, staff);
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-range']).toBe(`employees 0-${total - 1}/${total}`);
      const emails = all.json().map((employee: { email: string }) => employee.email);
      expect(emails).toEqual([...emails].sort());

      const page = await get(`/api/employees?range=${encodeURIComponent('[1,2]')}&sort=${encodeURIComponent('["email","ASC"]')}`, staff);
      expect(page.headers['content-range']).toBe(`employees 1-2/${total}`);
      expect(page.json().map((employee: { email: string }) => employee.email)).toEqual(emails.slice(1, 3));

      const filtered = await get(`/api/employees?filter=${encodeURIComponent('{"q":"de vries"}')}`, staff);
      expect(filtered.json().map((employee: { email: string }) => employee.email)).toEqual(['anna@voorbeeld.nl']);
      expect(filtered.headers['content-range']).toBe('employees 0-0/1');

      const staffOnly = await get(`/api/employees?filter=${encodeURIComponent('{"role":"staff"}')}`, staff);
      expect(staffOnly.json().map((employee: { email: string }) => employee.email)).toEqual(['staf@interimly.nl']);

      const none = await get(`/api/employees?filter=${encodeURIComponent('{"q":"niemand-zo"}')}`, staff);
      expect(none.json()).toEqual([]);
      expect(none.headers['content-range']).toBe('employees */0');
    });

    it.each([
      ['range=[5,1]', 'range'],
      ['range=[0,500]', 'range'],
      ['sort=["password","ASC"]', 'sort.0'],
      ['filter={"unknown":1}', 'filter'],
      ['filter={nope', 'filter'],
    ])('refuses the bad query %s with 400', async (query, path) => {
      const [key, value] = query.split('=') as [string, string];
      const response = await get(`/api/employees?${key}=${encodeURIComponent(value)}`, staff);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.map((error: { path: string }) => error.path)).toContain(path);
    });
  });

  describe('POST /api/employees/request-contact', () => {
    const valid = { message: 'Ik wil graag meer weten over deze opdracht.', phone: '06 11122233', preferredTime: 'morning' };

    it('stores the request and mails staff', async () => {
      const vacancy = await testApp.database.db.selectFrom('vacancies').select(['id']).executeTakeFirstOrThrow();
      const response = await inject({ method: 'POST', url: '/api/employees/request-contact', payload: { ...valid, vacancyId: vacancy.id }, headers: as(anna) });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(Number), createdAt: NOW.toISOString() });
      const stored = await testApp.database.db.selectFrom('employee_contact_requests').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ employee_id: anna.employeeId, vacancy_id: vacancy.id, phone: '06 11122233', preferred_time: 'morning' });
      const mail = await latestMail(testApp.app, 'staf@interimly.nl');
      expect(mail?.subject).toBe('Terugbelverzoek van Anna de Vries');
      expect(mail?.text).toContain('Voorkeur: Ochtend');
      expect(mail?.text).toContain('Ik wil graag meer weten over deze opdracht.');
      expect(mail?.link).toBe(`http://localhost:3000/opdrachten/${vacancy.id}`);
    });

    it.each([
      [{ ...valid, message: '' }, 'message', 'Verplicht veld'],
      [{ ...valid, phone: 'bel me' }, 'phone', 'Vul een geldig telefoonnummer in'],
      [{ ...valid, preferredTime: 'nacht' }, 'preferredTime', 'Ongeldige waarde'],
      [{ ...valid, vacancyId: 'een' }, 'vacancyId', 'Verwachtte number, string gekregen'],
    ])('refuses bad input (%#) and stores nothing', async (payload, path, message) => {
      const before = await count('employee_contact_requests');
      const response = await inject({ method: 'POST', url: '/api/employees/request-contact', payload, headers: as(anna) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      expect(await count('employee_contact_requests')).toBe(before);
    });

    it('answers an unknown vacancy with 404 and a visitor with 401', async () => {
      const unknown = await inject({ method: 'POST', url: '/api/employees/request-contact', payload: { ...valid, vacancyId: 999999 }, headers: as(anna) });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('VACANCY_NOT_FOUND');
      expect((await inject({ method: 'POST', url: '/api/employees/request-contact', payload: valid })).statusCode).toBe(401);
    });
  });

  describe('GET /api/employees/lat-lon-import (staff)', () => {
    it('fills coordinates from the postcode centroids and reports counts', async () => {
      // Postcodes written directly (as an import would), without coordinates.
      await testApp.database.db.updateTable('employees').set({ postcode: '1011 AB', latitude: null, longitude: null }).where('id', '=', bram.employeeId).execute();
      await testApp.database.db.updateTable('employees').set({ postcode: '9999 ZZ', latitude: null, longitude: null }).where('id', '=', anna.employeeId).execute();
      const response = await get('/api/employees/lat-lon-import', staff);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ considered: 2, updated: 1, unknownPostcode: 1 });
      expect(await row(bram.employeeId)).toMatchObject({ latitude: 52.3731, longitude: 4.9003 });
      // Idempotent.
      expect((await get('/api/employees/lat-lon-import', staff)).json()).toEqual({ considered: 2, updated: 0, unknownPostcode: 1 });
    });

    it('refuses employees (403), visitors (401) and another site (403)', async () => {
      expect((await get('/api/employees/lat-lon-import', anna)).statusCode).toBe(403);
      expect((await get('/api/employees/lat-lon-import')).statusCode).toBe(401);
      const foreign = await inject({ method: 'GET', url: '/api/employees/lat-lon-import', headers: { ...as(staff), 'sec-fetch-site': 'cross-site' } });
      expect(foreign.statusCode).toBe(403);
    });
  });
});
