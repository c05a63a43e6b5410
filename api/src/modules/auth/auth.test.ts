import { createHash } from 'node:crypto';
import { COOKIE_NAMES, type MailboxMessage, SECURE_COOKIE_NAMES } from '@interim/shared/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { cookiesOf, latestMail, loginAs, nextTestAddress, parseSetCookies, toCookieHeader } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

const START = new Date('2026-11-22T10:00:00.000Z');

describe.each(testDatabases)('auth ($name)', (database) => {
  let testApp: TestApp;
  let now = START;
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${(counter += 1)}@voorbeeld.nl`;

  beforeAll(async () => {
    // Generous limits here: the limits themselves are tested in rate-limits.test.ts.
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

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const requestLink = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextTestAddress()) =>
    inject({ method: 'POST', url: '/api/auth/passwordless_login', payload: payload as object, headers, remoteAddress });
  const register = async (email: string) => {
    const response = await inject({
      method: 'POST',
      url: '/api/employees/register',
      payload: { email, firstName: 'Eva', lastName: 'Bakker', privacyConsent: true },
      remoteAddress: nextTestAddress(),
    });
    expect(response.statusCode).toBe(204);
  };
  const tokenOf = (mail: MailboxMessage | undefined) => /\/login\/([A-Za-z0-9_-]{43})/.exec(mail?.link ?? '')?.[1];
  /** Registers `email` and returns the token and code of a fresh login mail. */
  const freshLink = async (email: string, payload: Record<string, unknown> = {}) => {
    if (!(await testApp.database.db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirst())) await register(email);
    const response = await requestLink({ email, ...payload });
    expect(response.statusCode).toBe(204);
    const mail = await latestMail(testApp.app, email);
    const token = tokenOf(mail);
    expect(token).toBeDefined();
    return { token: token!, code: mail!.code!, mail: mail! };
  };
  const redeem = (token: string, headers: Record<string, string> = {}) =>
    inject({ method: 'GET', url: `/api/auth/passwordless_login/${token}`, headers });
  const me = (cookieHeader: string) => inject({ method: 'GET', url: '/api/employees/me', headers: { cookie: cookieHeader } });
  const refresh = (cookieHeader: string) => inject({ method: 'GET', url: '/api/auth/refresh_tokens', headers: { cookie: cookieHeader } });
  const count = async (table: 'login_links' | 'auth_sessions' | 'refresh_tokens' | 'employees') =>
    (await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(testApp.database.db)).rows[0]!.count;

  describe('POST /api/auth/passwordless_login', () => {
    it('mails a known address a login link with a 6-digit code and answers 204', async () => {
      const email = uniqueEmail('bekend');
      const { mail, token } = await freshLink(email, { returnTo: '/opdrachten/12/reageren?bron=mail' });
      expect(mail.subject).toBe('Je inloglink voor Interimly');
      expect(mail.link).toBe(`http://localhost:3000/login/${token}?returnTo=${encodeURIComponent('/opdrachten/12/reageren?bron=mail')}`);
      expect(mail.code).toMatch(/^[0-9]{6}$/);
      expect(mail.text).toContain(mail.link);
      expect(mail.text).toContain(mail.code);
      expect(mail.html).toContain(`>${mail.code}<`);
      expect(mail.text).toContain('10 minuten geldig');
    });

    it('answers a known and an unknown address byte for byte the same', async () => {
      const known = uniqueEmail('bekend');
      await register(known);
      const unknown = uniqueEmail('onbekend');
      await testApp.app.mailer.flush();
      const linksBefore = await count('login_links');
      const a = await requestLink({ email: known });
      const b = await requestLink({ email: unknown });
      expect(a.statusCode).toBe(204);
      expect(b.statusCode).toBe(204);
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
      const headers = (response: typeof a) => Object.entries(response.headers).filter(([name]) => name !== 'date');
      expect(headers(b)).toEqual(headers(a));
      // The known address got a link, the unknown one an invitation to register and no link was stored for it
      // (links are stored after the answer, with their mail: wait for that work first).
      await testApp.app.mailer.flush();
      expect(await count('login_links')).toBe(linksBefore + 1);
      expect((await latestMail(testApp.app, known))?.subject).toBe('Je inloglink voor Interimly');
      const invitation = await latestMail(testApp.app, unknown);
      expect(invitation?.subject).toBe('Inloggen bij Interimly: geen account gevonden');
      expect(invitation?.link).toBe('http://localhost:3000/aanmelden');
      expect(invitation?.code).toBeNull();
    });

    it.each([
      [{}, 'email', 'Het e-mailadres is een verplicht veld'],
      [{ email: '' }, 'email', 'Het e-mailadres is een verplicht veld'],
      [{ email: 'geen-adres' }, 'email', 'Het e-mailadres lijkt niet te kloppen'],
      [{ email: 'a@b.nl', returnTo: '//evil.example/login' }, 'returnTo', 'Dit is geen geldige pagina van deze website'],
      [{ email: 'a@b.nl', returnTo: 'https://evil.example' }, 'returnTo', 'Dit is geen geldige pagina van deze website'],
      [{ email: 'a@b.nl', returnTo: '/\\evil.example' }, 'returnTo', 'Dit is geen geldige pagina van deze website'],
      [{ email: 42 }, 'email', 'Het e-mailadres is een verplicht veld'],
    ])('refuses bad input %j with a Dutch field message and stores nothing', async (payload, path, message) => {
      await testApp.app.mailer.flush();
      const before = await count('login_links');
      const response = await requestLink(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      // Links are stored after the answer: wait for any such work before counting.
      await testApp.app.mailer.flush();
      expect(await count('login_links')).toBe(before);
    });

    it('refuses malformed JSON with 400, not 500', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/passwordless_login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_JSON');
    });

    it('never stores the raw token or code: only their hashes', async () => {
      const email = uniqueEmail('hash');
      const { token, code } = await freshLink(email);
      const rows = (await sql<Record<string, unknown>>`SELECT * FROM login_links`.execute(testApp.database.db)).rows;
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(token);
      expect(rows.some((row) => row.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
      // The code appears in no column as such (only inside a 64-hex HMAC, where 6 digits may occur by chance).
      for (const row of rows) for (const [column, value] of Object.entries(row)) if (typeof value === 'string' && column !== 'token_hash' && column !== 'code_hash') expect(value).not.toBe(code);
      expect(rows.every((row) => /^[a-f0-9]{64}$/.test(String(row.code_hash)))).toBe(true);
    });
  });

  describe('GET /api/auth/passwordless_login/:id', () => {
    it('logs in once: 200 with the user and the return path, and the three session cookies', async () => {
      const email = uniqueEmail('inlog');
      const { token } = await freshLink(email, { returnTo: '/profiel' });
      const response = await redeem(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { id: expect.any(Number), email, firstName: 'Eva', lastName: 'Bakker', role: 'employee' },
        returnTo: '/profiel',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const cookies = parseSetCookies(response);
      expect(cookies[COOKIE_NAMES.access]).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 900 });
      expect(cookies[COOKIE_NAMES.access]!.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(cookies[COOKIE_NAMES.refresh]).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth', maxAge: 30 * 24 * 3600 });
      expect(cookies[COOKIE_NAMES.refresh]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookies[COOKIE_NAMES.activeUser]).toMatchObject({ value: '1', httpOnly: false, secure: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });

      const profile = await me(toCookieHeader(cookiesOf(response)));
      expect(profile.statusCode).toBe(200);
      expect(profile.json().email).toBe(email);

      const again = await redeem(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'LOGIN_LINK_INVALID', message: expect.stringContaining('ongeldig') });
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('lets exactly one of 16 concurrent redemptions of one link succeed', async () => {
      const { token } = await freshLink(uniqueEmail('race'));
      const sessionsBefore = await count('auth_sessions');
      const responses = await Promise.all(Array.from({ length: 16 }, () => redeem(token)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 400)).toHaveLength(15);
      expect(responses.filter((response) => response.headers['set-cookie'] !== undefined)).toHaveLength(1);
      expect(await count('auth_sessions')).toBe(sessionsBefore + 1);
    });

    it('answers an expired link with 410 LOGIN_LINK_EXPIRED and sets no cookie', async () => {
      const { token } = await freshLink(uniqueEmail('verlopen'));
      now = new Date(START.getTime() + 601_000);
      const response = await redeem(token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ code: 'LOGIN_LINK_EXPIRED', message: 'Deze inloglink is verlopen. Vraag een nieuwe inloglink aan.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('still accepts a link just before it expires', async () => {
      const { token } = await freshLink(uniqueEmail('bijna'));
      now = new Date(START.getTime() + 599_000);
      expect((await redeem(token)).statusCode).toBe(200);
    });

    it('lets the development aid expire the open links of an address: 410 afterwards, used and other links untouched', async () => {
      const email = uniqueEmail('dev-verlopen');
      const used = await freshLink(email);
      expect((await redeem(used.token)).statusCode).toBe(200);
      const { token } = await freshLink(email);
      const other = await freshLink(uniqueEmail('dev-ander'));
      const response = await inject({ method: 'POST', url: '/api/_dev/auth/expire_login_links', payload: { email: email.toUpperCase() } });
      expect(response.statusCode).toBe(200);
      // The link just requested and the unused one of the welcome mail (registering mails a link too).
      expect(response.json()).toEqual({ expired: 2 });
      expect((await redeem(token)).statusCode).toBe(410);
      expect((await redeem(used.token)).json().code).toBe('LOGIN_LINK_INVALID');
      expect((await redeem(other.token)).statusCode).toBe(200);
      const unknown = await inject({ method: 'POST', url: '/api/_dev/auth/expire_login_links', payload: { email: 'niemand@voorbeeld.nl' } });
      expect(unknown.json()).toEqual({ expired: 0 });
    });

    it.each(['onbekend', 'A'.repeat(43), 'x'.repeat(200), 'abc.def', `${'A'.repeat(42)}!`])('answers the unknown or malformed token %s with 400', async (token) => {
      const response = await redeem(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('LOGIN_LINK_INVALID');
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('POST /api/auth/login (code)', () => {
    const loginWithCode = (payload: unknown, remoteAddress = nextTestAddress()) =>
      inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

    it('logs in with the code of the mail (spaces allowed), once; the link is then used too', async () => {
      const email = uniqueEmail('code');
      const { code, token } = await freshLink(email, { returnTo: '/dashboard' });
      const response = await loginWithCode({ email: email.toUpperCase(), code: `${code.slice(0, 3)} ${code.slice(3)}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { email }, returnTo: '/dashboard' });
      expect(parseSetCookies(response)[COOKIE_NAMES.access]?.httpOnly).toBe(true);
      expect((await loginWithCode({ email, code })).json().code).toBe('LOGIN_CODE_INVALID');
      expect((await redeem(token)).statusCode).toBe(400);
    });

    it('stops accepting the code after 5 wrong attempts', async () => {
      const email = uniqueEmail('gokken');
      const { code, token } = await freshLink(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await loginWithCode({ email, code: wrong });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 'LOGIN_CODE_INVALID', message: expect.stringContaining('code') });
      }
      const right = await loginWithCode({ email, code });
      expect(right.statusCode).toBe(400);
      expect(right.headers['set-cookie']).toBeUndefined();
      // The link itself still works.
      expect((await redeem(token)).statusCode).toBe(200);
    });

    it('checks a code only against the newest open login mail of the address', async () => {
      const email = uniqueEmail('nieuwste');
      const older = await freshLink(email, { returnTo: '/oud' });
      const newest = await freshLink(email, { returnTo: '/nieuw' });
      expect(newest.code === older.code).toBe(false);
      const withOlder = await loginWithCode({ email, code: older.code });
      expect(withOlder.statusCode).toBe(400);
      expect(withOlder.json().code).toBe('LOGIN_CODE_INVALID');
      const withNewest = await loginWithCode({ email, code: newest.code });
      expect(withNewest.statusCode).toBe(200);
      expect(withNewest.json().returnTo).toBe('/nieuw');
      // The older mail's link itself still works.
      expect((await redeem(older.token)).statusCode).toBe(200);
    });

    it('locks code login of an address after 20 code attempts since its last login: the 21st is refused even with the right code, until a link is opened', async () => {
      const email = uniqueEmail('slot');
      let link = await freshLink(email);
      const answers: string[] = [];
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        // A new mail every 5 attempts: the per-mail limit of 5 is not what stops this.
        if (attempt > 1 && (attempt - 1) % 5 === 0) link = await freshLink(email);
        const response = await loginWithCode({ email, code: link.code === '000000' ? '111111' : '000000' });
        expect(response.statusCode).toBe(400);
        answers.push(response.json().code);
      }
      expect(answers.slice(0, 19)).toEqual(Array(19).fill('LOGIN_CODE_INVALID'));
      // The 20th wrong code already says that code login is locked.
      expect(answers[19]).toBe('LOGIN_CODE_LOCKED');

      link = await freshLink(email);
      const right = await loginWithCode({ email, code: link.code });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({
        code: 'LOGIN_CODE_LOCKED',
        message:
          'Er is te vaak een onjuiste code ingevuld. Inloggen met een code kan daarom niet meer: open de inloglink in je e-mail, of vraag een nieuwe inloglink aan en open die.',
      });
      expect(right.headers['set-cookie']).toBeUndefined();
      // A month later: still locked (no window ends it).
      now = new Date(START.getTime() + 31 * 24 * 3600 * 1000);
      link = await freshLink(email);
      expect((await loginWithCode({ email, code: link.code })).json().code).toBe('LOGIN_CODE_LOCKED');

      // Opening the link of the mail unlocks: the next mail's code works again.
      expect((await redeem(link.token)).statusCode).toBe(200);
      link = await freshLink(email);
      expect((await loginWithCode({ email, code: link.code === '000000' ? '111111' : '000000' })).json().code).toBe('LOGIN_CODE_INVALID');
      expect((await loginWithCode({ email, code: link.code })).statusCode).toBe(200);
    });

    it('starts counting again after a login with a code', async () => {
      const email = uniqueEmail('opnieuw');
      for (let round = 0; round < 2; round += 1) {
        for (let mail = 0; mail < 3; mail += 1) {
          const { code } = await freshLink(email);
          for (let attempt = 0; attempt < 5; attempt += 1) {
            expect((await loginWithCode({ email, code: code === '000000' ? '111111' : '000000' })).json().code).toBe('LOGIN_CODE_INVALID');
          }
        }
        // 15 wrong codes, then the right one: logged in, and the count starts again.
        const { code } = await freshLink(email);
        expect((await loginWithCode({ email, code })).statusCode).toBe(200);
      }
    });

    it('counts and locks an unknown address alike, with the same answers as a known one', async () => {
      const known = uniqueEmail('bekend-slot');
      await register(known);
      const unknown = uniqueEmail('onbekend-slot');
      const answersOf = async (email: string) => {
        const answers = [];
        for (let attempt = 0; attempt < 21; attempt += 1) answers.push((await loginWithCode({ email, code: '000000' })).json());
        return answers;
      };
      // The known address's welcome mail holds a code: make sure the guess is not it.
      const welcome = await latestMail(testApp.app, known);
      expect(welcome?.code).not.toBe('000000');
      expect(await answersOf(unknown)).toEqual(await answersOf(known));
    });

    it('lets exactly 20 of 40 parallel code attempts of one address be checked', async () => {
      const email = uniqueEmail('parallel-code');
      await register(email);
      const responses = await Promise.all(Array.from({ length: 40 }, () => loginWithCode({ email, code: '000000' })));
      const codes = responses.map((response) => response.json().code);
      expect(codes.filter((code) => code === 'LOGIN_CODE_INVALID')).toHaveLength(19);
      expect(codes.filter((code) => code === 'LOGIN_CODE_LOCKED')).toHaveLength(21);
      const row = await testApp.database.db.selectFrom('login_code_attempts').innerJoin('employees', 'employees.id', 'login_code_attempts.employee_id').select('attempts').where('employees.email', '=', email).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(40);
    });

    it('refuses an expired code and an unknown address with the same 400', async () => {
      const email = uniqueEmail('oud');
      const { code } = await freshLink(email);
      now = new Date(START.getTime() + 601_000);
      const expired = await loginWithCode({ email, code });
      const unknown = await loginWithCode({ email: uniqueEmail('niemand'), code });
      expect(expired.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(expired.json());
    });

    it.each([
      [{ email: 'a@b.nl', code: '12345' }, 'code', 'De code bestaat uit 6 cijfers'],
      [{ email: 'a@b.nl', code: 'abcdef' }, 'code', 'De code bestaat uit 6 cijfers'],
      [{ email: 'a@b.nl' }, 'code', 'Verplicht veld'],
      [{ code: '123456' }, 'email', 'Het e-mailadres is een verplicht veld'],
    ])('refuses bad input %j with field errors', async (payload, path, message) => {
      const response = await loginWithCode(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
    });
  });

  describe('sessions', () => {
    it('rotates the refresh token; a replay after the grace window revokes the whole family', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('rotatie'));
      const first = await refresh(login.cookieHeader);
      expect(first.statusCode).toBe(204);
      const rotated = cookiesOf(first);
      expect(rotated[COOKIE_NAMES.refresh]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(rotated[COOKIE_NAMES.refresh]).not.toBe(login.cookies[COOKIE_NAMES.refresh]);
      expect(parseSetCookies(first)[COOKIE_NAMES.refresh]).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
      const current = { ...login.cookies, ...rotated };
      expect((await me(toCookieHeader(current))).statusCode).toBe(200);

      now = new Date(START.getTime() + 11_000);
      const replay = await refresh(login.cookieHeader);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('REFRESH_FAILED');
      expect(parseSetCookies(replay)[COOKIE_NAMES.activeUser]?.maxAge).toBe(0);
      // The family is gone: the newest refresh token and the access token stop working.
      expect((await refresh(toCookieHeader(current))).statusCode).toBe(401);
      expect((await me(toCookieHeader(current))).statusCode).toBe(401);
    });

    it('keeps the user logged in through parallel refreshes within the grace window', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('parallel'));
      const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(login.cookieHeader)));
      expect(responses.map((response) => response.statusCode)).toEqual([204, 204, 204, 204, 204]);
      now = new Date(START.getTime() + 5_000);
      // A sixth one a moment later (the old cookie still in flight) is also fine.
      expect((await refresh(login.cookieHeader)).statusCode).toBe(204);
      for (const response of responses) {
        const cookies = { ...login.cookies, ...cookiesOf(response) };
        expect((await me(toCookieHeader(cookies))).statusCode).toBe(200);
      }
      const last = { ...login.cookies, ...cookiesOf(responses[4]!) };
      now = new Date(START.getTime() + 60_000);
      expect((await refresh(toCookieHeader(last))).statusCode).toBe(204);
    });

    it('ends a session 90 days after its login however often it was refreshed; cookies and tokens never outlive that end', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('levensduur'));
      let cookies = login.cookies;
      const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
      const end = 90 * 24 * 3600;
      // A refresh every 29 days keeps it going (each refresh token lives 30 days)...
      for (const day of [29, 58, 87]) {
        now = at(day * 24 * 3600);
        const renewed = await refresh(toCookieHeader(cookies));
        expect(renewed.statusCode).toBe(204);
        expect(parseSetCookies(renewed)[COOKIE_NAMES.refresh]?.maxAge).toBe(Math.min(30 * 24 * 3600, end - day * 24 * 3600));
        cookies = { ...cookies, ...cookiesOf(renewed) };
      }
      // ...but five minutes before the end, every lifetime stops at the end.
      now = at(end - 300);
      const last = await refresh(toCookieHeader(cookies));
      expect(last.statusCode).toBe(204);
      const set = parseSetCookies(last);
      expect(set[COOKIE_NAMES.access]?.maxAge).toBe(300);
      expect(set[COOKIE_NAMES.refresh]?.maxAge).toBe(300);
      expect(set[COOKIE_NAMES.activeUser]?.maxAge).toBe(300);
      cookies = { ...cookies, ...cookiesOf(last) };
      expect((await me(toCookieHeader(cookies))).statusCode).toBe(200);

      now = at(end);
      // The access token expired with the session, and the refresh is refused: a new login link is needed.
      expect((await me(toCookieHeader(cookies))).statusCode).toBe(401);
      const over = await refresh(toCookieHeader(cookies));
      expect(over.statusCode).toBe(401);
      expect(over.json()).toEqual({
        code: 'REFRESH_FAILED',
        message: 'Je bent 90 dagen geleden ingelogd; langer blijf je niet ingelogd. Vraag een nieuwe inloglink aan om verder te gaan.',
      });
      expect(parseSetCookies(over)[COOKIE_NAMES.activeUser]?.maxAge).toBe(0);
      const session = await testApp.database.db
        .selectFrom('auth_sessions')
        .select(['revoked_at', 'revoked_reason'])
        .where('employee_id', '=', login.employeeId)
        .executeTakeFirstOrThrow();
      expect(session).toEqual({ revoked_at: now, revoked_reason: 'max_age' });
    });

    it('forks nothing when two clients use one refresh token within the grace window: both get the same new token, and the one left behind is caught later', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('vork'));
      const openTokens = async () =>
        (
          await sql<{ count: number }>`
            SELECT count(*)::int AS count FROM refresh_tokens r JOIN auth_sessions s ON s.id = r.session_id
            WHERE s.employee_id = ${login.employeeId} AND r.rotated_at IS NULL`.execute(testApp.database.db)
        ).rows[0]!.count;
      // Client A (the owner) refreshes; client B (a copy of the same cookie) 3 seconds later.
      const a = await refresh(login.cookieHeader);
      now = new Date(START.getTime() + 3_000);
      const b = await refresh(login.cookieHeader);
      expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
      const tokenOfA = cookiesOf(a)[COOKIE_NAMES.refresh]!;
      expect(cookiesOf(b)[COOKIE_NAMES.refresh]).toBe(tokenOfA);
      expect(await openTokens()).toBe(1);

      // A moves on; B, left behind with the token A already rotated, is a replay: the whole session ends.
      now = new Date(START.getTime() + 20_000);
      const aAgain = await refresh(toCookieHeader({ ...login.cookies, ...cookiesOf(a) }));
      expect(aAgain.statusCode).toBe(204);
      now = new Date(START.getTime() + 40_000);
      expect((await refresh(toCookieHeader({ ...login.cookies, ...cookiesOf(b) }))).statusCode).toBe(401);
      expect((await refresh(toCookieHeader({ ...login.cookies, ...cookiesOf(aAgain) }))).statusCode).toBe(401);
      expect((await me(toCookieHeader({ ...login.cookies, ...cookiesOf(aAgain) }))).statusCode).toBe(401);
    });

    it('gives 8 concurrent refreshes of one token one and the same new token', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('gelijktijdig'));
      const responses = await Promise.all(Array.from({ length: 8 }, () => refresh(login.cookieHeader)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(204));
      const tokens = new Set(responses.map((response) => cookiesOf(response)[COOKIE_NAMES.refresh]));
      expect(tokens.size).toBe(1);
      const rows = await testApp.database.db
        .selectFrom('refresh_tokens')
        .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
        .select(['refresh_tokens.generation', 'refresh_tokens.rotated_at'])
        .where('auth_sessions.employee_id', '=', login.employeeId)
        .orderBy('refresh_tokens.generation')
        .execute();
      expect(rows.map((row) => [row.generation, row.rotated_at === null])).toEqual([
        [0, false],
        [1, true],
      ]);
    });

    it('refuses an expired access token until refreshed', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('verloopt'));
      now = new Date(START.getTime() + 901_000);
      expect((await me(login.cookieHeader)).statusCode).toBe(401);
      const renewed = await refresh(login.cookieHeader);
      expect(renewed.statusCode).toBe(204);
      expect((await me(toCookieHeader({ ...login.cookies, ...cookiesOf(renewed) }))).statusCode).toBe(200);
    });

    it('answers refresh without or with a bogus cookie with 401', async () => {
      expect((await inject({ method: 'GET', url: '/api/auth/refresh_tokens' })).statusCode).toBe(401);
      const bogus = await refresh(`${COOKIE_NAMES.refresh}=${'a'.repeat(43)}`);
      expect(bogus.statusCode).toBe(401);
      expect(bogus.json()).toEqual({ code: 'REFRESH_FAILED', message: 'Je sessie is verlopen. Log opnieuw in.' });
    });

    it('ignores a tampered or unsigned access token and the active-user cookie alone', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('knoeien'));
      const [header, payload, signature] = login.cookies[COOKIE_NAMES.access]!.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'staff', sub: 1 })).toString('base64url');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      for (const token of [`${header}.${forged}.${signature}`, `${none}.${payload}.`, `${header}.${payload}.${signature!.slice(0, -2)}xx`, 'rommel']) {
        expect((await me(`${COOKIE_NAMES.access}=${token}`)).statusCode).toBe(401);
      }
      expect((await me(`${COOKIE_NAMES.activeUser}=1`)).statusCode).toBe(401);
    });

    it('logout revokes the session: the old access and refresh cookies are refused and all cookies cleared', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('uitlog'));
      const response = await inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: login.cookieHeader } });
      expect(response.statusCode).toBe(204);
      const cleared = parseSetCookies(response);
      expect(cleared[COOKIE_NAMES.access]).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
      expect(cleared[COOKIE_NAMES.refresh]).toMatchObject({ value: '', maxAge: 0, path: '/api/auth', httpOnly: true });
      expect(cleared[COOKIE_NAMES.activeUser]).toMatchObject({ value: '', maxAge: 0, path: '/' });
      expect((await me(login.cookieHeader)).statusCode).toBe(401);
      expect((await refresh(login.cookieHeader)).statusCode).toBe(401);
    });

    it('logout with only the refresh cookie (access expired) still revokes the session', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('uitlog2'));
      const refreshOnly = `${COOKIE_NAMES.refresh}=${login.cookies[COOKIE_NAMES.refresh]}`;
      expect((await inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: refreshOnly } })).statusCode).toBe(204);
      expect((await refresh(login.cookieHeader)).statusCode).toBe(401);
      expect((await me(login.cookieHeader)).statusCode).toBe(401);
    });

    it('logout without a session is a harmless 204', async () => {
      const response = await inject({ method: 'GET', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(204);
      expect(parseSetCookies(response)[COOKIE_NAMES.activeUser]?.maxAge).toBe(0);
    });

    it('never stores a raw refresh token', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('opslag'));
      const renewed = cookiesOf(await refresh(login.cookieHeader));
      const dump = JSON.stringify([
        ...(await sql`SELECT * FROM refresh_tokens`.execute(testApp.database.db)).rows,
        ...(await sql`SELECT * FROM auth_sessions`.execute(testApp.database.db)).rows,
      ]);
      expect(dump).not.toContain(login.cookies[COOKIE_NAMES.refresh]!);
      expect(dump).not.toContain(renewed[COOKIE_NAMES.refresh]!);
    });
  });

  describe('cross-site requests', () => {
    it('refuses a login-link request from another origin and accepts same-origin', async () => {
      const email = uniqueEmail('csrf');
      const foreign = await requestLink({ email }, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ code: expect.stringMatching(/^CROSS_/), message: 'Dit verzoek komt van een andere website en is geweigerd.' });
      expect((await requestLink({ email }, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
      expect((await requestLink({ email }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    });

    it('refuses the state-changing GETs (logout, refresh, link redemption) from another site', async () => {
      const login = await loginAs(testApp.app, uniqueEmail('csrf-get'));
      for (const url of ['/api/auth/logout', '/api/auth/refresh_tokens', `/api/auth/passwordless_login/${'A'.repeat(43)}`]) {
        const response = await inject({ method: 'GET', url, headers: { cookie: login.cookieHeader, 'sec-fetch-site': 'cross-site' } });
        expect(response.statusCode).toBe(403);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      const foreign = await inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: login.cookieHeader, origin: 'https://evil.example' } });
      expect(foreign.statusCode).toBe(403);
      expect((await me(login.cookieHeader)).statusCode).toBe(200);
    });
  });
});

describe('auth in production (pglite)', () => {
  it('has no development aid to expire login links', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { nodeEnv: 'production' } });
    try {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/_dev/auth/expire_login_links', payload: { email: 'a@voorbeeld.nl' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('auth with an allowlisted origin (pglite)', () => {
  it('accepts a cross-origin login request from an origin in CORS_ORIGINS, with CORS headers', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { corsOrigins: ['https://www.interimbureau.nl'] } });
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/passwordless_login',
        payload: { email: 'partner@voorbeeld.nl' },
        headers: { origin: 'https://www.interimbureau.nl', 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://www.interimbureau.nl');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      const other = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/passwordless_login',
        payload: { email: 'partner@voorbeeld.nl' },
        headers: { origin: 'https://evil.example' },
      });
      expect(other.statusCode).toBe(403);
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });
});

describe('session cookies on an https site (pglite)', () => {
  it('are named __Host- (access, active user: Secure, Path=/, no Domain) and __Secure- (refresh, Path=/api/auth); the plain names are not read', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { publicUrl: 'https://www.interimly.example' } });
    try {
      const { app } = testApp;
      const email = 'https@voorbeeld.nl';
      const remoteAddress = nextTestAddress();
      await app.inject({ method: 'POST', url: '/api/employees/register', payload: { email, firstName: 'Eva', lastName: 'Bakker', privacyConsent: true }, remoteAddress });
      const token = /\/login\/([A-Za-z0-9_-]{43})/.exec((await latestMail(app, email))?.link ?? '')![1]!;
      const login = await app.inject({ method: 'GET', url: `/api/auth/passwordless_login/${token}`, remoteAddress });
      expect(login.statusCode).toBe(200);
      const raw = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      expect(raw.map((line) => line.split('=')[0]).sort()).toEqual([SECURE_COOKIE_NAMES.access, SECURE_COOKIE_NAMES.activeUser, SECURE_COOKIE_NAMES.refresh].sort());
      const set = parseSetCookies(login);
      expect(set[SECURE_COOKIE_NAMES.access]).toMatchObject({ httpOnly: true, secure: true, path: '/' });
      expect(set[SECURE_COOKIE_NAMES.activeUser]).toMatchObject({ httpOnly: false, secure: true, path: '/' });
      expect(set[SECURE_COOKIE_NAMES.refresh]).toMatchObject({ httpOnly: true, secure: true, path: '/api/auth' });
      expect(raw.some((line) => /;\s*domain=/i.test(line))).toBe(false);

      const cookies = cookiesOf(login);
      const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
      expect((await get('/api/employees/me', `${SECURE_COOKIE_NAMES.access}=${cookies[SECURE_COOKIE_NAMES.access]}`)).statusCode).toBe(200);
      // The same token under the plain name (as a sibling subdomain could plant it) is not read.
      expect((await get('/api/employees/me', `${COOKIE_NAMES.access}=${cookies[SECURE_COOKIE_NAMES.access]}`)).statusCode).toBe(401);
      expect((await get('/api/auth/refresh_tokens', `${COOKIE_NAMES.refresh}=${cookies[SECURE_COOKIE_NAMES.refresh]}`)).statusCode).toBe(401);
      const renewed = await get('/api/auth/refresh_tokens', `${SECURE_COOKIE_NAMES.refresh}=${cookies[SECURE_COOKIE_NAMES.refresh]}`);
      expect(renewed.statusCode).toBe(204);
      expect(Object.keys(cookiesOf(renewed)).sort()).toEqual([SECURE_COOKIE_NAMES.access, SECURE_COOKIE_NAMES.activeUser, SECURE_COOKIE_NAMES.refresh].sort());

      // Logout clears the https names and any plain ones left from before.
      const logout = await get('/api/auth/logout', toCookieHeader(cookiesOf(renewed)));
      expect(logout.statusCode).toBe(204);
      const cleared = parseSetCookies(logout);
      for (const name of [...Object.values(SECURE_COOKIE_NAMES), ...Object.values(COOKIE_NAMES)]) expect(cleared[name]).toMatchObject({ value: '', maxAge: 0 });
      expect(cleared[SECURE_COOKIE_NAMES.refresh]?.path).toBe('/api/auth');
    } finally {
      await testApp.close();
    }
  });
});
