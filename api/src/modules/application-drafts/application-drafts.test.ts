import type { Application, ApplicationDraft, LoginResponse } from '@interim/shared/contract';
import { COOKIE_NAMES } from '@interim/shared/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { cookiesOf, latestMail, loginAs, nextTestAddress, toCookieHeader, type TestLogin } from '../../testing/login.js';
import { openVacancies, type OpenVacancies } from '../../testing/open-vacancies.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { keepDraft, MAX_DRAFTS_PER_ACCOUNT } from './application-drafts.repository.js';
import { applicationDraftsModule } from './application-drafts.module.js';

const DAY = 24 * 3600 * 1000;

describe.each(testDatabases)('application drafts ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  /** The app's clock: tests move it to see drafts expire. */
  let clock = Date.now();
  let vacancies: OpenVacancies;
  const takeVacancy = () => vacancies.take();
  let addressCounter = 0;
  const newAddress = (name: string) => `${name}.${++addressCounter}@concept.example.nl`;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => new Date(clock) });
    app = testApp.app;
    // Tests move the clock by at most 7 days; 14 leaves room and still finds enough of the seed's
    // closing dates (3-35 days out), also after midnight in the Netherlands while UTC is still on the day before.
    vacancies = await openVacancies(app.db, { openForDays: 14, limit: 30 });
  });
  afterAll(async () => testApp?.close());
  afterEach(() => {
    clock = Date.now();
  });

  const inject = (options: InjectOptions) => app.inject(options);
  const as = (login: { cookieHeader: string } | undefined) => (login ? { cookie: login.cookieHeader } : {});
  const registerAndApply = (payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/employees/register_and_apply', payload, remoteAddress: nextTestAddress() });
  const readDraft = (vacancyId: number, login?: { cookieHeader: string }) => inject({ method: 'GET', url: `/api/application_drafts/${vacancyId}`, headers: as(login) });
  const sendDraft = (vacancyId: number, login: { cookieHeader: string }, payload: Record<string, unknown> = {}) =>
    inject({ method: 'POST', url: `/api/application_drafts/${vacancyId}/send`, headers: as(login), payload });
  const draftCount = async (email: string) =>
    (
      await sql<{ count: number }>`SELECT count(*)::int AS count FROM application_drafts d JOIN employees e ON e.id = d.employee_id WHERE e.email = ${email}`.execute(
        app.db,
      )
    ).rows[0]!.count;
  const body = (email: string, vacancyId: number, application: Record<string, unknown> = {}) => ({
    firstName: 'Noor',
    lastName: 'Visser',
    email,
    privacyConsent: true,
    application: { vacancyId, motivation: 'Ik ken de sector goed.', offeredHourlyRate: 85, availableFrom: '2030-02-01', hoursPerWeek: 32, ...application },
  });
  /** Opens the newest mail's link as a browser without any cookie would (another browser than the one that registered). */
  const openMailLink = async (email: string) => {
    const mail = await latestMail(app, email);
    const token = /\/login\/([A-Za-z0-9_-]{43})/.exec(mail?.link ?? '')?.[1];
    if (!token) throw new Error(`no login link for ${email}`);
    const response = await inject({ method: 'GET', url: `/api/auth/passwordless_login/${token}`, remoteAddress: nextTestAddress() });
    expect(response.statusCode).toBe(200);
    const cookies = cookiesOf(response);
    expect(cookies[COOKIE_NAMES.access]).toBeTruthy();
    return { cookieHeader: toCookieHeader(cookies), answer: response.json() as LoginResponse, mail: mail! };
  };

  it('keeps the reactie of a new registration on the server; the mail link, opened without any cookie, leads to it and sends it', async () => {
    const email = newAddress('noor');
    const vacancy = takeVacancy();
    const response = await registerAndApply(body(email, vacancy.id));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await draftCount(email)).toBe(1);

    // Nobody reads it without logging in.
    expect((await readDraft(vacancy.id)).statusCode).toBe(401);

    const login = await openMailLink(email);
    expect(login.mail.subject).toBe('Welkom bij Interimly! Bevestig je e-mailadres');
    expect(login.mail.text).toContain(`Je reactie op "${vacancy.title}" is nog niet verstuurd. Na het inloggen`);
    expect(login.answer.returnTo).toBe(`/opdrachten/${vacancy.id}/reageren?versturen=1`);
    const draft = await readDraft(vacancy.id, login);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('private, no-store');
    expect(draft.json<ApplicationDraft>()).toMatchObject({
      vacancyId: vacancy.id,
      motivation: 'Ik ken de sector goed.',
      offeredHourlyRate: 85,
      availableFrom: '2030-02-01',
      hoursPerWeek: 32,
    });

    // The consent is asked where the reactie is sent (docs/adr/0021).
    const sent = await sendDraft(vacancy.id, login, { clientConsent: { profile: true, cv: true } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Application>()).toMatchObject({
      status: 'submitted',
      motivation: 'Ik ken de sector goed.',
      offeredHourlyRate: 85,
      hoursPerWeek: 32,
      clientConsent: { profile: true, cv: true },
    });
    const mine = await inject({ method: 'GET', url: `/api/applications?filter=${encodeURIComponent(JSON.stringify({ mine: true }))}`, headers: as(login) });
    expect(mine.json<Application[]>().map((application) => application.vacancy.id)).toEqual([vacancy.id]);
    // Sent once: the draft is gone.
    expect(await draftCount(email)).toBe(0);
    expect((await readDraft(vacancy.id, login)).json()).toMatchObject({ code: 'APPLICATION_DRAFT_NOT_FOUND' });
    expect((await sendDraft(vacancy.id, login)).statusCode).toBe(404);
  });

  it('leads the 6-digit code of the mail to the same draft', async () => {
    const email = newAddress('code');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id, { motivation: '' }))).statusCode).toBe(204);
    const mail = await latestMail(app, email);
    const response = await inject({ method: 'POST', url: '/api/auth/login', payload: { email, code: mail!.code }, remoteAddress: nextTestAddress() });
    expect(response.statusCode).toBe(200);
    expect((response.json() as LoginResponse).returnTo).toBe(`/opdrachten/${vacancy.id}/reageren?versturen=1`);
    const login = { cookieHeader: toCookieHeader(cookiesOf(response)) };
    expect((await readDraft(vacancy.id, login)).json()).toMatchObject({ vacancyId: vacancy.id, motivation: null, offeredHourlyRate: 85 });
  });

  it('answers a registered address the same, keeps the draft for that account only, and shows it to nobody else', async () => {
    const owner = await loginAs(app, newAddress('bestaand'), { firstName: 'Bas' });
    const other: TestLogin = await loginAs(app, newAddress('ander'));
    const ownerEmail = (await app.db.selectFrom('employees').select('email').where('id', '=', owner.employeeId).executeTakeFirstOrThrow()).email;
    const vacancy = takeVacancy();
    const response = await registerAndApply(body(ownerEmail, vacancy.id, { motivation: 'Al klant bij jullie.' }));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const mail = await latestMail(app, ownerEmail);
    expect(mail?.subject).toBe('Je hebt al een account bij Interimly');
    expect(mail?.text).toContain(`Je reactie op "${vacancy.title}" is nog niet verstuurd.`);
    expect(mail?.link).toContain(`returnTo=${encodeURIComponent(`/opdrachten/${vacancy.id}/reageren?versturen=1`)}`);
    // The registration changed nothing of the account.
    const row = await app.db.selectFrom('employees').select('first_name').where('id', '=', owner.employeeId).executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Bas');

    expect((await readDraft(vacancy.id, other)).statusCode).toBe(404);
    expect((await sendDraft(vacancy.id, other)).statusCode).toBe(404);
    expect((await readDraft(vacancy.id, owner)).json()).toMatchObject({ motivation: 'Al klant bij jullie.' });
  });

  it('refuses an unknown or closed opdracht and a reactie over the limits before storing anything', async () => {
    const email = newAddress('fout');
    expect((await registerAndApply(body(email, 2_000_000_000))).json()).toMatchObject({ code: 'VACANCY_NOT_FOUND' });
    const closed = await app.db.selectFrom('vacancies').select('id').where('status', '=', 'closed').executeTakeFirstOrThrow();
    const refused = await registerAndApply(body(email, closed.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VACANCY_CLOSED' });
    const tooLong = await registerAndApply(body(email, takeVacancy().id, { motivation: 'x'.repeat(5001) }));
    expect(tooLong.statusCode).toBe(400);
    expect(await app.db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it("keeps the owner's draft when the address registers-and-applies again: the new one beside it until the owner chooses (issue 42 item 4)", async () => {
    const email = newAddress('eigen');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id, { motivation: 'Mijn eigen reactie.', offeredHourlyRate: 85 }))).statusCode).toBe(204);
    // Anyone can type the address: an anonymous visitor's reactie with a rate of 1 euro.
    clock += 1000;
    expect((await registerAndApply(body(email, vacancy.id, { motivation: 'Tekst van een ander.', offeredHourlyRate: 1 }))).statusCode).toBe(204);
    expect(await draftCount(email)).toBe(2);
    // A third replaces the second, never the first.
    clock += 1000;
    expect((await registerAndApply(body(email, vacancy.id, { motivation: 'Nog een ander.', offeredHourlyRate: 2 }))).statusCode).toBe(204);
    expect(await draftCount(email)).toBe(2);

    const login = await openMailLink(email);
    const draft = (await readDraft(vacancy.id, login)).json<ApplicationDraft>();
    expect(draft).toMatchObject({ vacancyId: vacancy.id, motivation: 'Mijn eigen reactie.', offeredHourlyRate: 85 });
    expect(draft.newer).toMatchObject({ motivation: 'Nog een ander.', offeredHourlyRate: 2 });
    expect(draft.newer!.id).not.toBe(draft.id);

    // Nothing goes without a choice, nor with a reactie that is not one of the two.
    const unchosen = await sendDraft(vacancy.id, login);
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json()).toMatchObject({ code: 'APPLICATION_DRAFT_CHOICE_REQUIRED' });
    expect((await sendDraft(vacancy.id, login, { draftId: 2_000_000_000 })).statusCode).toBe(404);
    expect(await draftCount(email)).toBe(2);

    // The owner picks their own: it is sent, and the other one goes with it.
    const sent = await sendDraft(vacancy.id, login, { draftId: draft.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Application>()).toMatchObject({ motivation: 'Mijn eigen reactie.', offeredHourlyRate: 85 });
    expect(await draftCount(email)).toBe(0);
  });

  it('lets the owner pick the newer draft, and forgets an expired first one', async () => {
    const email = newAddress('nieuwer');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id, { motivation: 'Oud.' }))).statusCode).toBe(204);
    clock += 1000;
    expect((await registerAndApply(body(email, vacancy.id, { motivation: 'Nieuw.', offeredHourlyRate: 90 }))).statusCode).toBe(204);
    const login = await openMailLink(email);
    const draft = (await readDraft(vacancy.id, login)).json<ApplicationDraft>();
    const sent = await sendDraft(vacancy.id, login, { draftId: draft.newer!.id });
    expect(sent.json<Application>()).toMatchObject({ motivation: 'Nieuw.', offeredHourlyRate: 90 });
    expect(await draftCount(email)).toBe(0);

    // A first draft that expired neither shows nor stays first.
    const later = takeVacancy();
    expect((await registerAndApply(body(email, later.id, { motivation: 'Verlopen.' }))).statusCode).toBe(204);
    clock += 7 * DAY + 1000;
    expect((await registerAndApply(body(email, later.id, { motivation: 'Vers.' }))).statusCode).toBe(204);
    const relogin = await loginAs(app, email);
    expect((await readDraft(later.id, relogin)).json<ApplicationDraft>()).toMatchObject({ motivation: 'Vers.', newer: null });
    expect(await draftCount(email)).toBe(1);
  });

  it('keeps an account\'s newest few drafts only, and counts against the registration\'s rate limit', async () => {
    const email = newAddress('veel');
    const first = takeVacancy();
    expect((await registerAndApply(body(email, first.id, { motivation: 'Eerste versie' }))).statusCode).toBe(204);
    expect((await registerAndApply(body(email, first.id, { motivation: 'Tweede versie' }))).statusCode).toBe(204);
    expect(await draftCount(email)).toBe(2);
    const employee = await app.db.selectFrom('employees').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    for (let index = 0; index < MAX_DRAFTS_PER_ACCOUNT; index++) {
      clock += 1000;
      await keepDraft(app.db, {
        employeeId: employee.id,
        vacancyId: takeVacancy().id,
        motivation: null,
        offeredHourlyRateCents: null,
        availableFrom: null,
        hoursPerWeek: null,
        createdAt: new Date(clock),
        expiresAt: new Date(clock + DAY),
      });
    }
    expect(await draftCount(email)).toBe(MAX_DRAFTS_PER_ACCOUNT);
    const login = await openMailLink(email);
    // The oldest (the first opdracht's) made room.
    expect((await readDraft(first.id, login)).statusCode).toBe(404);

    // Register-and-apply and the plain registration share one limit per address (RATE_LIMIT_PER_EMAIL, 5 by default).
    for (let index = 0; index < 3; index++) {
      await inject({ method: 'POST', url: '/api/employees/register', remoteAddress: nextTestAddress(), payload: { email, firstName: 'Noor', lastName: 'Visser', privacyConsent: true } });
    }
    const limited = await registerAndApply(body(email, first.id));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });

  it('lets a draft expire after 7 days: not readable, not sendable, and deleted by the start-up housekeeping', async () => {
    const email = newAddress('verloopt');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id))).statusCode).toBe(204);
    clock += 7 * DAY - 60_000;
    const login = await loginAs(app, email);
    expect((await readDraft(vacancy.id, login)).statusCode).toBe(200);
    clock += 120_000;
    expect((await readDraft(vacancy.id, login)).statusCode).toBe(404);
    expect((await sendDraft(vacancy.id, login)).statusCode).toBe(404);
    expect(await draftCount(email)).toBe(1);
    await applicationDraftsModule.seed!({ db: app.db, now: new Date(clock), log: () => undefined });
    expect(await draftCount(email)).toBe(0);
  });

  it('drops the draft when the reactie cannot be sent for good (already applied), keeps nothing twice', async () => {
    const email = newAddress('dubbel');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id))).statusCode).toBe(204);
    const login = await openMailLink(email);
    const direct = await inject({ method: 'POST', url: '/api/applications', headers: as(login), payload: { vacancyId: vacancy.id } });
    expect(direct.statusCode).toBe(201);
    const refused = await sendDraft(vacancy.id, login);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
    expect(await draftCount(email)).toBe(0);
  });

  it('discards a draft on request ("Niet versturen")', async () => {
    const email = newAddress('weg');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id))).statusCode).toBe(204);
    const login = await openMailLink(email);
    const response = await inject({ method: 'DELETE', url: `/api/application_drafts/${vacancy.id}`, headers: as(login) });
    expect(response.statusCode).toBe(204);
    expect(await draftCount(email)).toBe(0);
  });

  it('exports the draft and deletes it on anonymisation', async () => {
    const email = newAddress('privacy');
    const vacancy = takeVacancy();
    expect((await registerAndApply(body(email, vacancy.id, { motivation: 'Persoonlijk verhaal' }))).statusCode).toBe(204);
    const login = await openMailLink(email);
    const exported = await inject({ method: 'POST', url: '/api/gdpr_requests', headers: as(login), payload: { type: 'export-personal-data' } });
    expect(exported.statusCode).toBeLessThan(300);
    const anonymized = await inject({
      method: 'POST',
      url: '/api/gdpr_requests',
      headers: as(login),
      payload: { type: 'anonymize-data', confirmation: 'ANONIMISEER' },
    });
    expect(anonymized.statusCode).toBeLessThan(300);
    const left = await sql<{ count: number }>`SELECT count(*)::int AS count FROM application_drafts WHERE vacancy_id = ${vacancy.id}`.execute(app.db);
    expect(left.rows[0]!.count).toBe(0);
  });
});
