import type { InjectOptions } from 'fastify';
import { latestMail, loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const START = new Date('2026-11-22T10:00:00.000Z');

describe.each(testDatabases)('e-mail change ($name)', (database) => {
  let testApp: TestApp;
  let now = START;
  let anna: TestLogin;
  let bram: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => now });
    anna = await loginAs(testApp.app, 'anna@voorbeeld.nl', { firstName: 'Anna', lastName: 'de Vries' });
    bram = await loginAs(testApp.app, 'bram@voorbeeld.nl', { firstName: 'Bram', lastName: 'Jansen' });
  });
  afterAll(async () => testApp?.close());
  beforeEach(() => {
    now = START;
  });

  const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: nextTestAddress(), ...options });
  const requestChange = (login: TestLogin | undefined, payload: unknown) =>
    inject({ method: 'POST', url: '/api/employees/me/email-change', payload: payload as object, headers: login ? { cookie: login.cookieHeader } : {} });
  const confirm = (login: TestLogin | undefined, token: string) =>
    inject({ method: 'POST', url: '/api/employees/me/email-change/confirm', payload: { token }, headers: login ? { cookie: login.cookieHeader } : {} });
  const emailOf = async (id: number) =>
    (await testApp.database.db.selectFrom('employees').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

  async function tokenMailedTo(address: string): Promise<string> {
    const mail = await latestMail(testApp.app, address);
    expect(mail?.subject).toBe('Bevestig je nieuwe e-mailadres');
    const token = /[?&]e-mailbevestiging=([A-Za-z0-9_-]+)$/.exec(mail?.link ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('needs a login and a valid address', async () => {
    expect((await requestChange(undefined, { email: 'nieuw@voorbeeld.nl' })).statusCode).toBe(401);
    const bad = await requestChange(anna, { email: 'geen-adres' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: [{ path: 'email', message: 'Het e-mailadres lijkt niet te kloppen' }] });
    const same = await requestChange(anna, { email: 'Anna@Voorbeeld.nl' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'EMAIL_UNCHANGED' });
  });

  it('mails a link to the new address and changes the address only when it is confirmed', async () => {
    const response = await requestChange(anna, { email: 'Anna.Nieuw@Voorbeeld.nl' });
    expect(response.statusCode).toBe(204);
    expect(await emailOf(anna.employeeId)).toBe('anna@voorbeeld.nl');
    const token = await tokenMailedTo('anna.nieuw@voorbeeld.nl');
    const mail = await latestMail(testApp.app, 'anna.nieuw@voorbeeld.nl');
    expect(mail?.link).toBe(`http://localhost:3000/profiel/gegevens?e-mailbevestiging=${token}`);
    expect(mail?.text).toContain('Hallo Anna,');

    // Nobody else can use the link, not even with a login.
    expect((await confirm(bram, token)).json()).toMatchObject({ code: 'EMAIL_CHANGE_INVALID' });
    expect((await confirm(undefined, token)).statusCode).toBe(401);

    const confirmed = await confirm(anna, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: anna.employeeId, email: 'anna.nieuw@voorbeeld.nl', firstName: 'Anna' });
    expect(await emailOf(anna.employeeId)).toBe('anna.nieuw@voorbeeld.nl');
    expect((await latestMail(testApp.app, 'anna@voorbeeld.nl'))?.subject).toBe('Je e-mailadres is gewijzigd');

    // Single use; only the hash is stored.
    const again = await confirm(anna, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'EMAIL_CHANGE_INVALID', message: expect.stringContaining('ongeldig') });
    const rows = await testApp.database.db.selectFrom('employee_email_changes').selectAll().where('employee_id', '=', anna.employeeId).execute();
    expect(rows.every((row) => row.token_hash !== token && /^[a-f0-9]{64}$/.test(row.token_hash))).toBe(true);

    // The new address logs in to the same account.
    const login = await loginAs(testApp.app, 'anna.nieuw@voorbeeld.nl');
    expect(login.employeeId).toBe(anna.employeeId);
  });

  it('refuses an expired link with 410 and leaves the address', async () => {
    await requestChange(bram, { email: 'bram.later@voorbeeld.nl' });
    const token = await tokenMailedTo('bram.later@voorbeeld.nl');
    now = new Date(START.getTime() + 11 * 60 * 1000);
    const expired = await confirm(bram, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'EMAIL_CHANGE_EXPIRED' });
    expect(await emailOf(bram.employeeId)).toBe('bram@voorbeeld.nl');
  });

  it('does not take an address that has an account: a notice goes there, and a late confirmation is 409', async () => {
    const carla = await loginAs(testApp.app, 'carla@voorbeeld.nl', { firstName: 'Carla', lastName: 'Smit' });
    const response = await requestChange(bram, { email: 'carla@voorbeeld.nl' });
    expect(response.statusCode).toBe(204);
    await testApp.app.mailer.flush();
    const notice = await latestMail(testApp.app, 'carla@voorbeeld.nl');
    expect(notice?.subject).toBe('Dit e-mailadres is al in gebruik');
    expect(notice?.link ?? null).toBeNull();

    // The address gets an account after the link was sent.
    await requestChange(bram, { email: 'dirk@voorbeeld.nl' });
    const token = await tokenMailedTo('dirk@voorbeeld.nl');
    await loginAs(testApp.app, 'dirk@voorbeeld.nl', { firstName: 'Dirk', lastName: 'Bos' });
    const taken = await confirm(bram, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await emailOf(bram.employeeId)).toBe('bram@voorbeeld.nl');
    expect(carla.employeeId).not.toBe(bram.employeeId);
  });
  // Issue 29 item 5: these mails copied the first name raw into their greeting.
  it('greets with the safe greeting: a name holding a link never starts a mail from the site', async () => {
    const name = 'Klik op https://evil.example/verify om je account te behouden';
    const eva = await loginAs(testApp.app, 'eva.naam@voorbeeld.nl', { firstName: 'Eva', lastName: 'Smit' });
    // Stored before names were checked (the contract refuses it now, see below).
    await testApp.database.db.updateTable('employees').set({ first_name: name }).where('id', '=', eva.employeeId).execute();
    expect((await requestChange(eva, { email: 'bram@voorbeeld.nl' })).statusCode).toBe(204);
    expect((await requestChange(eva, { email: 'eva.nieuw@voorbeeld.nl' })).statusCode).toBe(204);
    const token = await tokenMailedTo('eva.nieuw@voorbeeld.nl');
    expect((await confirm(eva, token)).statusCode).toBe(200);
    for (const address of ['bram@voorbeeld.nl', 'eva.nieuw@voorbeeld.nl', 'eva.naam@voorbeeld.nl']) {
      const mail = await latestMail(testApp.app, address);
      expect([address, mail?.text.split('\n')[0]]).toEqual([address, 'Hallo,']);
      expect(mail?.text).not.toContain('evil.example');
      expect(mail?.html).not.toContain('evil.example');
    }

    // The contract refuses such a name when it is registered or changed, with a Dutch message.
    const registered = await inject({
      method: 'POST',
      url: '/api/employees/register',
      payload: { email: 'nieuw.naam@voorbeeld.nl', firstName: name, lastName: 'Smit', privacyConsent: true },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: [{ path: 'firstName', message: expect.stringContaining('geen links') }] });
    const patched = await inject({ method: 'PATCH', url: `/api/employees/${eva.employeeId}`, payload: { lastName: 'Smit\u0007 www.evil.example' }, headers: { cookie: eva.cookieHeader } });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ fieldErrors: [{ path: 'lastName' }] });
  });
});
