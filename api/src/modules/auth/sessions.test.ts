import { COOKIE_NAMES, type LoginSession } from '@interim/shared/contract';
import type { InjectOptions } from 'fastify';
import { cookiesOf, latestMail, loginAs, nextTestAddress, type TestLogin, toCookieHeader } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const START = new Date('2026-11-22T10:00:00.000Z');
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const minutes = (amount: number) => amount * 60 * 1000;

describe.each(testDatabases)('login sessions: devices, ending them, staff lifetimes ($name)', (database) => {
  let testApp: TestApp;
  let now = START;
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${(counter += 1)}@voorbeeld.nl`;

  beforeAll(async () => {
    testApp = await createTestApp(database, {
      seed: false,
      now: () => now,
      config: { rateLimit: { windowSeconds: 900, perEmail: 1000, perIp: 1000, trackPerMinute: 1000 } },
    });
  });
  afterAll(async () => testApp?.close());
  afterEach(() => {
    now = START;
  });

  const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: nextTestAddress(), ...options });
  const sessionsOf = (login: TestLogin) => inject({ method: 'GET', url: '/api/auth/sessions', headers: { cookie: login.cookieHeader } });
  const me = (login: TestLogin) => inject({ method: 'GET', url: '/api/employees/me', headers: { cookie: login.cookieHeader } });
  const refresh = (login: TestLogin) => inject({ method: 'GET', url: '/api/auth/refresh_tokens', headers: { cookie: login.cookieHeader } });
  /** Refreshes and carries the new cookies on, as a browser would. */
  const refreshed = async (login: TestLogin): Promise<TestLogin> => {
    const response = await refresh(login);
    expect(response.statusCode).toBe(204);
    const cookies = { ...login.cookies, ...cookiesOf(response) };
    return { ...login, cookies, cookieHeader: toCookieHeader(cookies) };
  };
  const endOne = (login: TestLogin, id: string) => inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: { cookie: login.cookieHeader } });
  const endOthers = (login: TestLogin) => inject({ method: 'DELETE', url: '/api/auth/sessions', headers: { cookie: login.cookieHeader } });

  it('lists the devices of the account that still work, newest first, with "dit apparaat", and nobody else\'s', async () => {
    const email = uniqueEmail('devices');
    const laptop = await loginAs(testApp.app, email, { userAgent: CHROME_WINDOWS });
    now = new Date(START.getTime() + minutes(5));
    const phone = await loginAs(testApp.app, email, { userAgent: SAFARI_IPHONE });
    now = new Date(START.getTime() + minutes(6));
    await loginAs(testApp.app, uniqueEmail('someone-else'), { userAgent: FIREFOX_LINUX });
    // A session logged out is not listed.
    now = new Date(START.getTime() + minutes(7));
    const gone = await loginAs(testApp.app, email, { userAgent: FIREFOX_LINUX });
    expect((await inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: gone.cookieHeader } })).statusCode).toBe(204);

    const response = await sessionsOf(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const sessions = response.json() as LoginSession[];
    expect(sessions).toEqual([
      { id: expect.stringMatching(/^[a-f0-9]{32}$/), device: 'Safari op iPhone', createdAt: '2026-11-22T10:05:00.000Z', lastUsedAt: '2026-11-22T10:05:00.000Z', current: false },
      { id: expect.stringMatching(/^[a-f0-9]{32}$/), device: 'Chrome op Windows', createdAt: '2026-11-22T10:00:00.000Z', lastUsedAt: '2026-11-22T10:00:00.000Z', current: true },
    ]);
    // Never the session id the tokens carry.
    const sessionIds = (await testApp.database.db.selectFrom('auth_sessions').select('id').execute()).map((row) => row.id);
    for (const session of sessions) expect(sessionIds).not.toContain(session.id);

    // "Last used" is the last refresh.
    now = new Date(START.getTime() + minutes(20));
    const phoneLater = await refreshed(phone);
    const fromPhone = (await sessionsOf(phoneLater)).json() as LoginSession[];
    expect(fromPhone.map((session) => [session.device, session.lastUsedAt, session.current])).toEqual([
      ['Safari op iPhone', '2026-11-22T10:20:00.000Z', true],
      ['Chrome op Windows', '2026-11-22T10:00:00.000Z', false],
    ]);

    expect((await inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  it('ends one other device at once: its refresh fails and its access token is refused on the next request', async () => {
    const email = uniqueEmail('end-one');
    const laptop = await loginAs(testApp.app, email, { userAgent: CHROME_WINDOWS });
    const phone = await loginAs(testApp.app, email, { userAgent: SAFARI_IPHONE });
    const stranger = await loginAs(testApp.app, uniqueEmail('stranger'), { userAgent: FIREFOX_LINUX });
    const sessions = (await sessionsOf(laptop)).json() as LoginSession[];
    const phoneSession = sessions.find((session) => !session.current)!;
    const laptopSession = sessions.find((session) => session.current)!;

    // Not someone else's, not the own one (that is logging out), not a made-up one.
    const foreign = await endOne(stranger, phoneSession.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', message: 'Dit apparaat is niet (meer) ingelogd.' });
    const own = await endOne(laptop, laptopSession.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'CURRENT_SESSION' });
    expect((await endOne(laptop, 'f'.repeat(32))).statusCode).toBe(404);
    expect((await endOne(laptop, 'not-an-id')).statusCode).toBe(400);
    expect((await me(phone)).statusCode).toBe(200);

    expect((await endOne(laptop, phoneSession.id)).statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    const phoneRefresh = await refresh(phone);
    expect(phoneRefresh.statusCode).toBe(401);
    expect(phoneRefresh.json()).toMatchObject({ code: 'REFRESH_FAILED' });
    // The one that ended it goes on; the list no longer has the phone; a second end is 404.
    expect((await me(laptop)).statusCode).toBe(200);
    expect(((await sessionsOf(laptop)).json() as LoginSession[]).map((session) => session.device)).toEqual(['Chrome op Windows']);
    expect((await endOne(laptop, phoneSession.id)).statusCode).toBe(404);
    const row = await testApp.database.db.selectFrom('auth_sessions').select('revoked_reason').where('employee_id', '=', phone.employeeId).where('revoked_at', 'is not', null).executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('ended_by_user');
  });

  it('logs out every other device at once and keeps this one', async () => {
    const email = uniqueEmail('end-others');
    const laptop = await loginAs(testApp.app, email, { userAgent: CHROME_WINDOWS });
    const phone = await loginAs(testApp.app, email, { userAgent: SAFARI_IPHONE });
    const tablet = await loginAs(testApp.app, email, { userAgent: FIREFOX_LINUX });
    const stranger = await loginAs(testApp.app, uniqueEmail('bystander'));

    const response = await endOthers(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    for (const other of [phone, tablet]) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(204);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await endOthers(laptop)).json()).toEqual({ ended: 0 });
  });

  it('refuses ending sessions from another site', async () => {
    const laptop = await loginAs(testApp.app, uniqueEmail('cross-site'));
    const response = await inject({ method: 'DELETE', url: '/api/auth/sessions', headers: { cookie: laptop.cookieHeader, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('ends every other session when the login address changes (the address is the only login factor)', async () => {
    const email = uniqueEmail('moving');
    const laptop = await loginAs(testApp.app, email, { userAgent: CHROME_WINDOWS });
    const phone = await loginAs(testApp.app, email, { userAgent: SAFARI_IPHONE });
    const newEmail = uniqueEmail('moved');
    const request = await inject({ method: 'POST', url: '/api/employees/me/email-change', payload: { email: newEmail }, headers: { cookie: laptop.cookieHeader } });
    expect(request.statusCode).toBe(204);
    const token = /[?&]e-mailbevestiging=([A-Za-z0-9_-]+)$/.exec((await latestMail(testApp.app, newEmail))?.link ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await me(phone)).statusCode).toBe(200);

    const confirmed = await inject({ method: 'POST', url: '/api/employees/me/email-change/confirm', payload: { token }, headers: { cookie: laptop.cookieHeader } });
    expect(confirmed.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await refresh(laptop)).statusCode).toBe(204);
    const reasons = await testApp.database.db.selectFrom('auth_sessions').select('revoked_reason').where('employee_id', '=', laptop.employeeId).execute();
    expect(reasons.map((row) => row.revoked_reason).sort()).toEqual(['email_changed', null]);
  });

  describe('staff sessions are short (8 h from the login, 1 h unused)', () => {
    it('gives staff refresh cookies of 1 hour, refuses a refresh after an hour unused, and ends after 8 hours however often refreshed', async () => {
      let staff = await loginAs(testApp.app, uniqueEmail('staff'), { staff: true });
      const firstRefresh = await refresh(staff);
      expect(firstRefresh.statusCode).toBe(204);
      const refreshCookie = (firstRefresh.cookies as Array<{ name: string; maxAge?: number }>).find((cookie) => cookie.name === COOKIE_NAMES.refresh);
      expect(refreshCookie?.maxAge).toBe(3600);
      staff = { ...staff, cookies: { ...staff.cookies, ...cookiesOf(firstRefresh) } };
      staff.cookieHeader = toCookieHeader(staff.cookies);

      // Refreshed every 50 minutes, the session goes on until 8 hours after the login.
      for (let minute = 50; minute < 8 * 60; minute += 50) {
        now = new Date(START.getTime() + minutes(minute));
        staff = await refreshed(staff);
      }
      now = new Date(START.getTime() + minutes(8 * 60));
      const over = await refresh(staff);
      expect(over.statusCode).toBe(401);
      expect(over.json()).toMatchObject({ code: 'REFRESH_FAILED', message: expect.stringContaining('8 uur geleden ingelogd') });
      expect((await me(staff)).statusCode).toBe(401);
    });

    it('refuses a staff refresh after one hour unused, while a freelancer stays logged in', async () => {
      const staff = await loginAs(testApp.app, uniqueEmail('idle-staff'), { staff: true });
      const freelancer = await loginAs(testApp.app, uniqueEmail('idle-freelancer'));
      now = new Date(START.getTime() + minutes(61));
      expect((await refresh(staff)).statusCode).toBe(401);
      expect((await refresh(freelancer)).statusCode).toBe(204);
      // And the device list of staff no longer has that session.
      const fresh = await loginAs(testApp.app, (await testApp.database.db.selectFrom('employees').select('email').where('id', '=', staff.employeeId).executeTakeFirstOrThrow()).email);
      expect(((await sessionsOf(fresh)).json() as LoginSession[]).length).toBe(1);
    });
  });
});
