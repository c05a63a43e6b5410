import type { AddressInfo } from 'node:net';
import {
  COOKIE_NAMES,
  MAX_SAVED_SEARCHES,
  type MailboxMessage,
  type SavedSearch,
  type StaffVacancy,
  type VacancyInputInput,
} from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { verifyAccessToken } from '../auth/access-token.js';
import { loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';

const START = new Date('2026-11-23T08:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A word no seeded opdracht has, so a search on it matches only the opdrachten of a test. */
const WORD = 'Zeefdrukkerij';

/** The opdracht ids an alert mail links to. */
const vacancyIdsOf = (mail: MailboxMessage) => [...new Set([...mail.text.matchAll(/\/opdrachten\/(\d+)/g)].map((match) => Number(match[1])))];
const tokenOf = (mail: MailboxMessage) => decodeURIComponent(/\/zoekopdrachten\/afmelden\?token=([^\s"<>]+)/.exec(mail.text)?.[1] ?? '');

describe.each(testDatabases)('saved searches ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let clock: Date;
  let staff: TestLogin;
  let fenna: TestLogin;
  let gijs: TestLogin;
  let input: VacancyInputInput;
  let titleCounter = 0;

  beforeAll(async () => {
    clock = START;
    testApp = await createTestApp(database, {
      now: () => clock,
      // The clock moves by days: logins made at the start must last (access tokens are checked against the app clock).
      config: { alertJobsIntervalSeconds: 0, publicUrl: 'http://interim.test', accessTokenTtlSeconds: 365 * 24 * 3600, staffSessionMaxAgeSeconds: 365 * 24 * 3600 },
    });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.zoek@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    fenna = await loginAs(app, 'fenna.zoek@example.nl', { firstName: 'Fenna', lastName: 'Zelfstandig' });
    gijs = await loginAs(app, 'gijs.zoek@example.nl', { firstName: 'Gijs', lastName: 'Anders' });
    input = await testVacancyInput(app.db, { title: 'placeholder' });
  });
  afterAll(async () => testApp?.close());

  const tick = (ms = MINUTE) => {
    clock = new Date(clock.getTime() + ms);
  };
  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...(login ? { cookie: login.cookieHeader } : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const save = (login: TestLogin, body: unknown) => call(login, 'POST', '/api/saved_searches', body);
  const saveOk = async (login: TestLogin, body: object): Promise<SavedSearch> => {
    const response = await save(login, body);
    expect(response.statusCode).toBe(201);
    return response.json() as SavedSearch;
  };
  /** Staff publish an opdracht whose title holds `word`; the clock moves on a minute first. */
  const publish = async (word = WORD, overrides: Partial<VacancyInputInput> = {}): Promise<StaffVacancy> => {
    tick();
    titleCounter += 1;
    const response = await call(staff, 'POST', '/api/vacancies', { ...input, title: `${word} opzetten ${titleCounter}`, status: 'open', ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json() as StaffVacancy;
  };
  const mailsTo = async (login: TestLogin): Promise<MailboxMessage[]> => {
    await app.savedSearchAlerts.runDueJobs();
    const email = (await app.db.selectFrom('employees').select('email').where('id', '=', login.employeeId).executeTakeFirstOrThrow()).email;
    const response = await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=100` });
    return (response.json() as MailboxMessage[]).filter((mail) => mail.subject.includes('zoekopdracht'));
  };
  const clearSearches = async (login: TestLogin) => {
    await app.db.deleteFrom('saved_searches').where('employee_id', '=', login.employeeId).execute();
  };

  describe('access', () => {
    it('refuses visitors with 401 on every own-search endpoint', async () => {
      for (const [method, url] of [
        ['GET', '/api/saved_searches'],
        ['POST', '/api/saved_searches'],
        ['PATCH', '/api/saved_searches/1'],
        ['DELETE', '/api/saved_searches/1'],
        ['POST', '/api/saved_searches/1/visit'],
      ] as const) {
        const response = await call(undefined, method, url, method === 'PATCH' || method === 'POST' ? { name: 'x', filter: {} } : undefined);
        expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 401`);
      }
    });

    it('refuses staff accounts with 403: saved searches are for freelancers', async () => {
      const response = await save(staff, { name: 'Staf zoekt', filter: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Alleen freelancers kunnen zoekopdrachten bewaren.' });
      expect((await call(staff, 'GET', '/api/saved_searches')).statusCode).toBe(403);
    });

    it("answers 404 for someone else's search, and lists only one's own", async () => {
      const own = await saveOk(fenna, { name: 'Van Fenna', filter: { q: 'kwartiermaker' } });
      for (const [method, url, body] of [
        ['PATCH', `/api/saved_searches/${own.id}`, { name: 'Gekaapt' }],
        ['DELETE', `/api/saved_searches/${own.id}`, undefined],
        ['POST', `/api/saved_searches/${own.id}/visit`, undefined],
      ] as const) {
        const response = await call(gijs, method, url, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'SAVED_SEARCH_NOT_FOUND', message: 'Deze zoekopdracht bestaat niet (meer).' });
      }
      expect((await call(gijs, 'GET', '/api/saved_searches')).json()).toEqual([]);
      const listed = (await call(fenna, 'GET', '/api/saved_searches')).json() as SavedSearch[];
      expect(listed.map((search) => [search.id, search.name])).toEqual([[own.id, 'Van Fenna']]);
      await clearSearches(fenna);
    });

    it('keeps the cross-site check on the own-search endpoints', async () => {
      const response = await call(fenna, 'POST', '/api/saved_searches', { name: 'x', filter: {} }, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE_REQUEST');
    });
  });

  describe('saving, changing, deleting', () => {
    afterEach(async () => clearSearches(fenna));

    it('saves a search (daily by default) and answers it as the contract says', async () => {
      const response = await save(fenna, { name: '  Projectmanager · Utrecht + 25 km ', filter: { q: 'projectmanager', postcode: '3511 AB', radiusKm: 25, rateMin: 80 } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        name: 'Projectmanager · Utrecht + 25 km',
        filter: { q: 'projectmanager', postcode: '3511 AB', radiusKm: 25, rateMin: 80 },
        frequency: 'daily',
        createdAt: clock.toISOString(),
        lastVisitedAt: null,
        newMatchCount: 0,
      });
      // A daily search has its digest job, due a day later.
      const job = await app.db.selectFrom('saved_search_alert_jobs').select('run_at').where('saved_search_id', '=', response.json().id).executeTakeFirstOrThrow();
      expect(new Date(job.run_at).getTime()).toBe(clock.getTime() + DAY);
    });

    it('refuses bad input with Dutch field messages', async () => {
      const cases: Array<[unknown, string, string]> = [
        [{ name: '   ', filter: {} }, 'name', 'Verplicht veld'],
        [{ name: 'x'.repeat(121), filter: {} }, 'name', 'Gebruik maximaal 120 karakters'],
        [{ name: 'Afstand', filter: { radiusKm: 10 } }, 'filter.postcode', 'Vul een postcode of plaats in om op afstand te zoeken'],
        [{ name: 'Uren', filter: { hoursMin: 32, hoursMax: 16 } }, 'filter.hoursMax', 'Het minimum is 32'],
        [{ name: 'Vaak', filter: {}, frequency: 'hourly' }, 'frequency', 'Ongeldige waarde'],
      ];
      for (const [body, path, message] of cases) {
        const response = await save(fenna, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().fieldErrors).toEqual(expect.arrayContaining([{ path, message }]));
      }
      const unknownField = await save(fenna, { name: 'Extra', filter: { status: 'concept' } });
      expect(unknownField.statusCode).toBe(400);
      const unknownPostcode = await save(fenna, { name: 'Nergens', filter: { postcode: '9999', radiusKm: 10 } });
      expect(unknownPostcode.statusCode).toBe(400);
      expect(unknownPostcode.json()).toMatchObject({ code: 'UNKNOWN_POSTCODE', fieldErrors: [{ path: 'filter.postcode' }] });
      expect((await call(fenna, 'GET', '/api/saved_searches')).json()).toEqual([]);
    });

    it(`refuses search number ${MAX_SAVED_SEARCHES + 1} with 409 and a Dutch message`, async () => {
      for (let index = 0; index < MAX_SAVED_SEARCHES; index += 1) await saveOk(fenna, { name: `Zoekopdracht ${index}`, filter: { hoursMin: index } });
      const response = await save(fenna, { name: 'Een te veel', filter: {} });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'SAVED_SEARCH_LIMIT',
        message: `Je kunt maximaal ${MAX_SAVED_SEARCHES} zoekopdrachten bewaren. Verwijder eerst een zoekopdracht die je niet meer gebruikt.`,
      });
      // Someone else's count is their own.
      expect((await save(gijs, { name: 'Van Gijs', filter: {} })).statusCode).toBe(201);
      await clearSearches(gijs);
    });

    it('renames, changes the frequency (keeping the job in step), and refuses an empty change', async () => {
      const saved = await saveOk(fenna, { name: 'Oud', filter: { q: 'adviseur' } });
      const jobOf = () => app.db.selectFrom('saved_search_alert_jobs').select('run_at').where('saved_search_id', '=', saved.id).executeTakeFirst();
      const renamed = await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, { name: 'Nieuw' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: saved.id, name: 'Nieuw', frequency: 'daily' });
      tick();
      expect((await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, { frequency: 'weekly' })).json().frequency).toBe('weekly');
      expect(new Date((await jobOf())!.run_at).getTime()).toBe(clock.getTime() + 7 * DAY);
      expect((await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, { frequency: 'direct' })).json().frequency).toBe('direct');
      expect(await jobOf()).toBeUndefined();
      expect((await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, { frequency: 'off' })).json().frequency).toBe('off');
      const empty = await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fieldErrors).toEqual([{ path: '', message: 'Geef een naam of een frequentie op' }]);
      expect((await call(fenna, 'DELETE', `/api/saved_searches/${saved.id}`)).statusCode).toBe(204);
      expect((await call(fenna, 'DELETE', `/api/saved_searches/${saved.id}`)).statusCode).toBe(404);
    });
  });

  describe('new matches', () => {
    afterEach(async () => clearSearches(fenna));

    it('counts open matches published since the last visit, and starts again at a visit', async () => {
      const saved = await saveOk(fenna, { name: 'Zeefdruk', filter: { q: WORD }, frequency: 'off' });
      await publish();
      await publish();
      await publish('Bloembinderij');
      // A concept is no match.
      tick();
      expect((await call(staff, 'POST', '/api/vacancies', { ...input, title: `${WORD} concept` })).statusCode).toBe(201);
      const listed = (await call(fenna, 'GET', '/api/saved_searches')).json() as SavedSearch[];
      expect(listed[0]).toMatchObject({ id: saved.id, newMatchCount: 2 });
      tick();
      const visited = await call(fenna, 'POST', `/api/saved_searches/${saved.id}/visit`);
      expect(visited.statusCode).toBe(200);
      expect(visited.json()).toMatchObject({ newMatchCount: 0, lastVisitedAt: clock.toISOString() });
      await publish();
      expect(((await call(fenna, 'GET', '/api/saved_searches')).json() as SavedSearch[])[0]!.newMatchCount).toBe(1);
    });

    it('applies the whole filter of the search page (distance, rate, hours)', async () => {
      const near = await saveOk(fenna, { name: 'Dichtbij', filter: { q: WORD, postcode: '3511', radiusKm: 10 }, frequency: 'off' });
      const rich = await saveOk(fenna, { name: 'Duur', filter: { q: WORD, rateMin: 150 }, frequency: 'off' });
      const parttime = await saveOk(fenna, { name: 'Weinig uren', filter: { q: WORD, hoursMax: 16 }, frequency: 'off' });
      await publish();
      await publish(WORD, { hourlyRateMin: 140, hourlyRateMax: 160 });
      const counts = new Map(((await call(fenna, 'GET', '/api/saved_searches')).json() as SavedSearch[]).map((search) => [search.id, search.newMatchCount]));
      expect([counts.get(near.id), counts.get(rich.id), counts.get(parttime.id)]).toEqual([2, 1, 0]);
    });
  });

  describe('alert mails', () => {
    afterEach(async () => {
      await clearSearches(fenna);
      await clearSearches(gijs);
    });

    it('mails a direct search once per published match, with only the new ones, in Dutch', async () => {
      const saved = await saveOk(fenna, { name: 'Zeefdruk direct', filter: { q: WORD }, frequency: 'direct' });
      const before = (await mailsTo(fenna)).length;
      const first = await publish();
      await publish('Bloembinderij');
      let mails = await mailsTo(fenna);
      expect(mails).toHaveLength(before + 1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('1 nieuwe opdracht voor je zoekopdracht “Zeefdruk direct”');
      expect(mail.text).toContain('Hallo Fenna,');
      expect(mail.text).toContain(first.title);
      expect(mail.text).toContain('Utrecht · € 80–95 per uur · 24–32 uur per week');
      expect(vacancyIdsOf(mail)).toEqual([first.id]);
      expect(mail.text).toContain(`http://interim.test/opdrachten/${first.id}`);
      // Issue 32 item 10: one new opdracht: the button opens it.
      expect(mail.html).toMatch(new RegExp(`<a href="http://interim\\.test/opdrachten/${first.id}"[^>]*>Bekijk de opdracht</a>`));
      expect(mail.link).toMatch(/^http:\/\/interim\.test\/zoekopdrachten\/afmelden\?token=/);
      expect(mail.html).toContain('Afmelden</a>');
      expect(await verifyUnsubscribeToken(tokenOf(mail), app.config.jwtSecret)).toBe(saved.id);

      // Running again mails nothing; a second match goes alone.
      expect(await app.savedSearchAlerts.runDueJobs()).toBe(0);
      const second = await publish();
      mails = await mailsTo(fenna);
      expect(mails).toHaveLength(before + 2);
      expect(vacancyIdsOf(mails[0]!)).toEqual([second.id]);
      const sent = await app.db.selectFrom('saved_search_sent_vacancies').select('vacancy_id').where('saved_search_id', '=', saved.id).orderBy('vacancy_id').execute();
      expect(sent.map((row) => row.vacancy_id)).toEqual([first.id, second.id]);
    });

    it('has the direct alert in the development mailbox as soon as the publication is answered (what e2e tests read)', async () => {
      await saveOk(gijs, { name: 'Zeefdruk meteen', filter: { q: WORD }, frequency: 'direct' });
      const vacancy = await publish();
      // No runDueJobs here: the publishing instance runs the job itself, and the mailbox waits for that run.
      const response = await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent('gijs.zoek@example.nl')}&limit=1` });
      const [mail] = response.json() as MailboxMessage[];
      expect(mail?.subject).toBe('1 nieuwe opdracht voor je zoekopdracht “Zeefdruk meteen”');
      expect(vacancyIdsOf(mail!)).toEqual([vacancy.id]);
    });

    it('alerts also when staff publish a concept later (concept -> open), not when they save it', async () => {
      await saveOk(fenna, { name: 'Zeefdruk concept', filter: { q: WORD }, frequency: 'direct' });
      const before = (await mailsTo(fenna)).length;
      tick();
      const concept = await call(staff, 'POST', '/api/vacancies', { ...input, title: `${WORD} eerst concept` });
      expect(concept.statusCode).toBe(201);
      expect(await mailsTo(fenna)).toHaveLength(before);
      tick();
      expect((await call(staff, 'PATCH', `/api/vacancies/${concept.json().id}`, { status: 'open' })).statusCode).toBe(200);
      const mails = await mailsTo(fenna);
      expect(mails).toHaveLength(before + 1);
      expect(vacancyIdsOf(mails[0]!)).toEqual([concept.json().id]);
    });

    it('runs every digest now on POST /api/_dev/saved_search_alerts/run (e2e; not in production)', async () => {
      await saveOk(gijs, { name: 'Zeefdruk wekelijks nu', filter: { q: WORD }, frequency: 'weekly' });
      const before = (await mailsTo(gijs)).length;
      const vacancy = await publish();
      expect(await mailsTo(gijs)).toHaveLength(before);
      const response = await app.inject({ method: 'POST', url: '/api/_dev/saved_search_alerts/run' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ mailed: 1 });
      const mails = await mailsTo(gijs);
      expect(mails).toHaveLength(before + 1);
      expect(vacancyIdsOf(mails[0]!)).toEqual([vacancy.id]);
    });

    it('never mails an opdracht twice for one search: the primary key decides, not luck', async () => {
      // Daily: the publication queues nothing, so the test decides when the job runs.
      const saved = await saveOk(fenna, { name: 'Zeefdruk dubbel', filter: { q: WORD }, frequency: 'daily' });
      const before = (await mailsTo(fenna)).length;
      const vacancy = await publish();
      // An opdracht recorded as sent (as by another instance at the same moment) is left out of the mail.
      await app.db.insertInto('saved_search_sent_vacancies').values({ saved_search_id: saved.id, vacancy_id: vacancy.id, sent_at: clock }).execute();
      await app.db.updateTable('saved_search_alert_jobs').set({ run_at: clock }).where('saved_search_id', '=', saved.id).execute();
      expect(await app.savedSearchAlerts.runDueJobs()).toBe(0);
      expect(await mailsTo(fenna)).toHaveLength(before);
      await expect(
        sql`INSERT INTO saved_search_sent_vacancies (saved_search_id, vacancy_id, sent_at) VALUES (${saved.id}, ${vacancy.id}, now())`.execute(app.db),
      ).rejects.toThrow(/duplicate key|unique/i);
    });

    it('keeps the job and its matches for a retry when storing its mail fails', async () => {
      await saveOk(fenna, { name: 'Zeefdruk storing', filter: { q: WORD }, frequency: 'direct' });
      const before = (await mailsTo(fenna)).length;
      const enqueue = app.mailer.enqueue;
      app.mailer.enqueue = async () => {
        throw new Error('mail_outbox unavailable');
      };
      try {
        await publish();
        expect(await app.savedSearchAlerts.runDueJobs()).toBe(0);
      } finally {
        app.mailer.enqueue = enqueue;
      }
      const job = await app.db.selectFrom('saved_search_alert_jobs').selectAll().executeTakeFirstOrThrow();
      expect(job).toMatchObject({ attempts: 1, last_error: 'mail_outbox unavailable' });
      expect(await app.db.selectFrom('saved_search_sent_vacancies').select('vacancy_id').where('saved_search_id', '=', job.saved_search_id).execute()).toEqual([]);
      // Not before its retry time (1 minute), then once.
      expect(await app.savedSearchAlerts.runDueJobs()).toBe(0);
      tick(MINUTE);
      expect(await app.savedSearchAlerts.runDueJobs()).toBe(1);
      expect(await mailsTo(fenna)).toHaveLength(before + 1);
    });

    it('mails daily and weekly searches on their schedule, with what is new since', async () => {
      const daily = await saveOk(fenna, { name: 'Zeefdruk dagelijks', filter: { q: WORD }, frequency: 'daily' });
      await saveOk(gijs, { name: 'Zeefdruk wekelijks', filter: { q: WORD }, frequency: 'weekly' });
      const fennaBefore = (await mailsTo(fenna)).length;
      const gijsBefore = (await mailsTo(gijs)).length;
      const first = await publish();
      const second = await publish();
      expect(await mailsTo(fenna)).toHaveLength(fennaBefore);
      tick(DAY);
      const fennaMails = await mailsTo(fenna);
      expect(fennaMails).toHaveLength(fennaBefore + 1);
      expect(fennaMails[0]!.subject).toBe('2 nieuwe opdrachten voor je zoekopdracht “Zeefdruk dagelijks”');
      expect(vacancyIdsOf(fennaMails[0]!)).toEqual([first.id, second.id]);
      // Several: the button opens the search's results.
      expect(fennaMails[0]!.html).toContain(`<a href="http://interim.test/opdrachten?q=${WORD}"`);
      expect(fennaMails[0]!.html).toContain('Bekijk de resultaten</a>');
      expect(await mailsTo(gijs)).toHaveLength(gijsBefore);
      // The next digest is one day after the last was due.
      const job = await app.db.selectFrom('saved_search_alert_jobs').select('run_at').where('saved_search_id', '=', daily.id).executeTakeFirstOrThrow();
      expect(new Date(job.run_at).getTime()).toBeGreaterThan(clock.getTime());
      tick(DAY);
      expect(await mailsTo(fenna)).toHaveLength(fennaBefore + 1);
      tick(5 * DAY);
      const gijsMails = await mailsTo(gijs);
      expect(gijsMails).toHaveLength(gijsBefore + 1);
      expect(vacancyIdsOf(gijsMails[0]!)).toEqual([first.id, second.id]);
    });

    it('sends nothing once a search is deleted or off, and a mail turned back on starts from then', async () => {
      const saved = await saveOk(fenna, { name: 'Zeefdruk aan-uit', filter: { q: WORD }, frequency: 'direct' });
      const before = (await mailsTo(fenna)).length;
      expect((await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, { frequency: 'off' })).statusCode).toBe(200);
      await publish();
      expect(await mailsTo(fenna)).toHaveLength(before);
      tick();
      expect((await call(fenna, 'PATCH', `/api/saved_searches/${saved.id}`, { frequency: 'direct' })).statusCode).toBe(200);
      const later = await publish();
      const mails = await mailsTo(fenna);
      expect(mails).toHaveLength(before + 1);
      expect(vacancyIdsOf(mails[0]!)).toEqual([later.id]);
      expect((await call(fenna, 'DELETE', `/api/saved_searches/${saved.id}`)).statusCode).toBe(204);
      await publish();
      expect(await mailsTo(fenna)).toHaveLength(before + 1);
    });
  });

  describe('one-click unsubscribe', () => {
    let saved: SavedSearch;
    let token: string;
    beforeAll(async () => {
      saved = await saveOk(gijs, { name: 'Zeefdruk afmelden', filter: { q: WORD }, frequency: 'direct' });
      await publish();
      const mails = await mailsTo(gijs);
      token = tokenOf(mails[0]!);
      expect(token).not.toBe('');
    });
    afterAll(async () => clearSearches(gijs));
    const url = (value: string) => `/api/saved_searches/unsubscribe?token=${encodeURIComponent(value)}`;

    it('tells which search a token is for on GET, without a login and without changing anything', async () => {
      for (let index = 0; index < 2; index += 1) {
        const response = await call(undefined, 'GET', url(token));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ name: 'Zeefdruk afmelden', frequency: 'direct' });
      }
    });

    it('refuses a token that is not an unsubscribe token (a login token included), and the other way round', async () => {
      const accessToken = fenna.cookies[COOKIE_NAMES.access]!;
      for (const bad of [accessToken, `${token.slice(0, -2)}xx`, 'abc', await signUnsubscribeToken(saved.id, 'another-secret-another-secret-another-0', clock)]) {
        for (const method of ['GET', 'POST'] as const) {
          const response = await call(undefined, method, url(bad));
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ code: 'INVALID_UNSUBSCRIBE_TOKEN' });
        }
      }
      // The unsubscribe token is no login.
      expect(await verifyAccessToken(token, app.config.jwtSecret, Math.floor(clock.getTime() / 1000))).toBeUndefined();
      const asCookie = await call(undefined, 'GET', '/api/saved_searches', undefined, { cookie: `${COOKIE_NAMES.access}=${token}` });
      expect(asCookie.statusCode).toBe(401);
      expect((await call(undefined, 'GET', '/api/saved_searches')).statusCode).toBe(401);
      const missing = await call(undefined, 'GET', '/api/saved_searches/unsubscribe');
      expect(missing.statusCode).toBe(400);
    });

    // Issue 29 item 10 (ADR 0015): a link works for a year after its mail was sent.
    it('takes a link of a mail up to a year old, and answers an older one 410 UNSUBSCRIBE_TOKEN_EXPIRED', async () => {
      const day = 24 * 60 * 60 * 1000;
      const recent = await signUnsubscribeToken(saved.id, app.config.jwtSecret, new Date(clock.getTime() - 364 * day));
      expect((await call(undefined, 'GET', url(recent))).statusCode).toBe(200);
      const old = await signUnsubscribeToken(saved.id, app.config.jwtSecret, new Date(clock.getTime() - 366 * day));
      for (const method of ['GET', 'POST'] as const) {
        const response = await call(undefined, method, url(old));
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ code: 'UNSUBSCRIBE_TOKEN_EXPIRED', message: expect.stringContaining('verlopen') });
      }
      // Nothing changed: the search still mails.
      expect((await call(undefined, 'GET', url(token))).json()).toMatchObject({ frequency: 'direct' });
    });

    it("takes RFC 8058's form post from anywhere, turns the mail off, and the next match is not mailed", async () => {
      const before = (await mailsTo(gijs)).length;
      const response = await app.inject({
        method: 'POST',
        url: url(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example', 'sec-fetch-site': 'cross-site' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Zeefdruk afmelden', frequency: 'off' });
      expect((await call(gijs, 'GET', '/api/saved_searches')).json()[0]).toMatchObject({ id: saved.id, frequency: 'off' });
      await publish();
      expect(await mailsTo(gijs)).toHaveLength(before);
      // Again (the site page after the mail provider): the same answer.
      const again = await call(undefined, 'POST', url(token));
      expect(again.json()).toEqual({ name: 'Zeefdruk afmelden', frequency: 'off' });
    });

    // Issue 32 item 6: "Ongedaan maken" on the unsubscribe page.
    it('undoes an unsubscribe with the same token: the mail back at its earlier frequency, and mailed again', async () => {
      const undo = (body: unknown, value = token) => call(undefined, 'POST', `/api/saved_searches/unsubscribe/undo?token=${encodeURIComponent(value)}`, body);
      expect((await call(undefined, 'POST', url(token))).json()).toMatchObject({ frequency: 'off' });
      expect((await undo({ frequency: 'off' })).statusCode).toBe(400);
      expect((await undo({ frequency: 'direct' }, 'abc')).json()).toMatchObject({ code: 'INVALID_UNSUBSCRIBE_TOKEN' });
      const response = await undo({ frequency: 'direct' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'Zeefdruk afmelden', frequency: 'direct' });
      const before = (await mailsTo(gijs)).length;
      await publish();
      expect(await mailsTo(gijs)).toHaveLength(before + 1);
      // A search whose mail is on is left as it is (a later choice on the profile page is not overwritten).
      expect((await undo({ frequency: 'weekly' })).json()).toEqual({ name: 'Zeefdruk afmelden', frequency: 'direct' });
    });

    it('answers 404 once the search is gone', async () => {
      expect((await call(gijs, 'DELETE', `/api/saved_searches/${saved.id}`)).statusCode).toBe(204);
      const response = await call(undefined, 'POST', url(token));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SAVED_SEARCH_NOT_FOUND');
    });
  });

  describe('GDPR', () => {
    it('exports the saved searches with what they mailed, and anonymising removes them and stops the mails', async () => {
      const hanna = await loginAs(app, 'hanna.zoek@example.nl', { firstName: 'Hanna', lastName: 'Verlaat' });
      const saved = await saveOk(hanna, { name: 'Zeefdruk Hanna', filter: { q: WORD }, frequency: 'direct' });
      const daily = await saveOk(hanna, { name: 'Zeefdruk Hanna dagelijks', filter: { q: WORD }, frequency: 'daily' });
      const vacancy = await publish();
      expect(await mailsTo(hanna)).toHaveLength(1);

      const requested = await call(hanna, 'POST', '/api/gdpr_requests', { type: 'export-personal-data' });
      expect(requested.statusCode).toBe(201);
      const file = (await call(hanna, 'GET', requested.json().downloadUrl)).json() as { sections: Record<string, unknown> };
      expect(file.sections.savedSearches).toEqual([
        expect.objectContaining({ id: saved.id, name: 'Zeefdruk Hanna', filter: { q: WORD }, frequency: 'direct', nextAlertAt: null, alertedVacancies: [{ vacancyId: vacancy.id, vacancyTitle: vacancy.title, sentAt: clock.toISOString() }] }),
        expect.objectContaining({ id: daily.id, frequency: 'daily', nextAlertAt: expect.any(String), alertedVacancies: [] }),
      ]);

      const anonymised = await call(hanna, 'POST', '/api/gdpr_requests', { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
      expect(anonymised.statusCode).toBe(201);
      const left = await sql<{ count: number }>`
        SELECT (SELECT count(*) FROM saved_searches WHERE employee_id = ${hanna.employeeId})
             + (SELECT count(*) FROM saved_search_alert_jobs WHERE saved_search_id IN (${saved.id}, ${daily.id}))
             + (SELECT count(*) FROM saved_search_sent_vacancies WHERE saved_search_id IN (${saved.id}, ${daily.id})) AS count`.execute(app.db);
      expect(Number(left.rows[0]!.count)).toBe(0);
      await publish();
      tick(2 * DAY);
      expect(await app.savedSearchAlerts.runDueJobs()).toBe(0);
    });
  });
});

/** A real SMTP server on a loopback port that keeps the raw mails it receives. */
async function startSmtpServer(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('alert mail over SMTP', () => {
  it('carries the List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058, and its one-click URL works', async () => {
    const smtp = await startSmtpServer();
    const testApp = await createTestApp({ name: 'pglite' }, { config: { smtpUrl: smtp.url, alertJobsIntervalSeconds: 0, publicUrl: 'http://interim.test' } });
    try {
      const { app } = testApp;
      // SMTP keeps no outbox to log in with: the freelancer, the search and the opdracht are stored directly, the publication is the module's event.
      const employee = await app.db
        .insertInto('employees')
        .values({
          email: 'ineke.smtp@example.nl',
          first_name: 'Ineke',
          last_name: 'Post',
          phone: null,
          postcode: null,
          city: null,
          date_of_birth: null,
          linkedin_url: null,
          kvk_number: null,
          hourly_rate: null,
          latitude: null,
          longitude: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const saved = new Date(app.now().getTime() - MINUTE);
      const search = await app.db
        .insertInto('saved_searches')
        .values({ employee_id: employee.id, name: 'Zeefdruk SMTP', filter: JSON.stringify({ q: WORD }), frequency: 'direct', created_at: saved, updated_at: saved, alerts_from: saved })
        .returning('id')
        .executeTakeFirstOrThrow();
      const publishedAt = app.now();
      const vacancy = await app.db
        .updateTable('vacancies')
        .set({ title: `${WORD} via SMTP`, published_at: publishedAt })
        .where('id', '=', (eb) => eb.selectFrom('vacancies').select((inner) => inner.fn.min('id').as('id')).where('status', '=', 'open'))
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.events.emit('vacancy.published', { vacancyId: vacancy.id, publishedAt });
      // The event woke the worker as background work of the mailer: flush waits for it.
      await app.mailer.flush();
      const raw = smtp.received.find((mail) => mail.includes('ineke.smtp@example.nl'));
      expect(raw).toBeDefined();
      const unfolded = raw!.replace(/\r?\n[ \t]+/g, ' ');
      const header = /^List-Unsubscribe: <([^>]+)>/im.exec(unfolded);
      expect(header?.[1]).toMatch(/^http:\/\/interim\.test\/api\/saved_searches\/unsubscribe\?token=/);
      expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
      // The mail provider's one-click POST to that URL turns the search off.
      const url = new URL(header![1]!);
      const oneClick = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      const row = await app.db.selectFrom('saved_searches').select('frequency').where('id', '=', search.id).executeTakeFirstOrThrow();
      expect(row.frequency).toBe('off');
    } finally {
      await testApp.close();
      await smtp.close();
    }
  });
});

describe('the alert timer', () => {
  it('runs due jobs on its interval and stops cleanly when the app closes', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { config: { alertJobsIntervalSeconds: 1 } });
    const { app } = testApp;
    try {
      const fenna = await loginAs(app, 'fenna.timer@example.nl', { firstName: 'Fenna' });
      const response = await app.inject({ method: 'POST', url: '/api/saved_searches', headers: { cookie: fenna.cookieHeader }, payload: { name: 'Alles', filter: {}, frequency: 'direct' } });
      expect(response.statusCode).toBe(201);
      const id = (response.json() as SavedSearch).id;
      // Open opdrachten published after the search was saved: move two seeded ones forward, and queue its job by hand.
      const later = new Date(Date.now() + MINUTE);
      await sql`UPDATE vacancies SET published_at = ${later} WHERE id IN (SELECT id FROM vacancies WHERE status = 'open' ORDER BY id LIMIT 2)`.execute(app.db);
      await app.db.insertInto('saved_search_alert_jobs').values({ saved_search_id: id, run_at: new Date(), created_at: new Date(), last_error: null }).execute();
      const deadline = Date.now() + 10_000;
      let sent = 0;
      while (sent === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        sent = (await app.db.selectFrom('saved_search_sent_vacancies').select('vacancy_id').where('saved_search_id', '=', id).execute()).length;
      }
      expect(sent).toBe(2);
    } finally {
      await testApp.close();
    }
  });
});
