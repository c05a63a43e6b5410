import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { latestMail, loginAs, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';

/**
 * The "received" mail of an inzage or wijzigen request promises a message
 * when it is done: closing it (completed or rejected) mails the person
 * staff's note. Read from the outbox through the development mailbox.
 */
describe.each(testDatabases)('GDPR request handled: the person is mailed ($name)', (database) => {
  /** 3 December 2026, 11:00 in the Netherlands. */
  const NOW = new Date('2026-12-03T10:00:00.000Z');
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { seed: false, now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.mail@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
  });
  afterAll(async () => testApp?.close());

  const call = (login: TestLogin, method: 'POST' | 'PATCH', url: string, payload: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { cookie: login.cookieHeader }, payload: payload as object });
  const ask = async (login: TestLogin, type: string) => {
    const response = await call(login, 'POST', '/api/gdpr_requests', { type, message: 'Graag een overzicht.' });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  const handle = async (id: number, body: unknown) => {
    const response = await call(staff, 'PATCH', `/api/gdpr_requests/${id}`, body);
    expect(response.statusCode).toBe(200);
  };
  /** The outbox once every queued mail is written (the request answers before its mail is). */
  const outbox = async (options: { to?: string; limit?: number } = {}) => {
    await app.mailer.flush();
    return app.mailer.listOutbox({ limit: 100_000, ...options });
  };
  const mailsTo = async (email: string) => (await outbox({ to: email })).length;
  /** The newest mail to the address, once every queued mail is written (it failed under load without the flush). */
  const newestMail = async (email: string) => {
    await app.mailer.flush();
    return latestMail(app, email);
  };

  it('mails the person when staff complete the request, with the note, the date and the link; taking it in hand mails nothing', async () => {
    const email = 'dirk.afgehandeld@example.nl';
    const dirk = await loginAs(app, email, { firstName: 'Dirk', lastName: 'Dijkstra' });
    const id = await ask(dirk, 'request-personal-data');
    expect((await newestMail(email))?.subject).toBe('We hebben je verzoek over je persoonsgegevens ontvangen');
    const before = await mailsTo(email);

    await handle(id, { status: 'in_progress' });
    expect(await mailsTo(email)).toBe(before);

    await handle(id, { status: 'completed', resolution: 'Het overzicht van je gegevens staat in je account.' });
    expect(await mailsTo(email)).toBe(before + 1);
    const mail = await newestMail(email);
    expect(mail?.subject).toBe('Je verzoek over je persoonsgegevens is afgehandeld');
    expect(mail?.text).toContain('Hallo Dirk,');
    expect(mail?.text).toContain('We hebben je verzoek van 3 december 2026 (Inzage in mijn persoonsgegevens) afgehandeld.');
    expect(mail?.text).toContain('Toelichting: Het overzicht van je gegevens staat in je account.');
    expect(mail?.link).toBe('http://localhost:3000/profiel/persoonsgegevens-beheren');
    expect(mail?.text).toContain('http://localhost:3000/profiel/persoonsgegevens-beheren');
  });

  it('mails the reason of a rejection and the right to complain, with the note escaped in HTML', async () => {
    const email = 'eva.afgewezen@example.nl';
    const eva = await loginAs(app, email, { firstName: 'Eva', lastName: 'Evers' });
    const id = await ask(eva, 'change-personal-data');
    await handle(id, { status: 'rejected', resolution: 'We konden niet vaststellen dat <b>jij</b> dit vroeg.' });
    const mail = await newestMail(email);
    expect(mail?.subject).toBe('We hebben je verzoek over je persoonsgegevens afgewezen');
    expect(mail?.text).toContain('We hebben je verzoek van 3 december 2026 (Mijn persoonsgegevens wijzigen) bekeken, maar kunnen het niet uitvoeren.');
    expect(mail?.text).toContain('De reden: We konden niet vaststellen dat <b>jij</b> dit vroeg.');
    expect(mail?.text).toContain('Autoriteit Persoonsgegevens');
    const [stored] = await outbox({ to: email, limit: 1 });
    expect(stored?.html).toContain('dat &lt;b&gt;jij&lt;/b&gt; dit vroeg');
    expect(stored?.html).not.toContain('<b>jij</b>');
  });

  it('mails nobody when the person was anonymised before staff closed the request', async () => {
    const email = 'gijs.weg@example.nl';
    const gijs = await loginAs(app, email, { firstName: 'Gijs', lastName: 'Verdwenen' });
    const id = await ask(gijs, 'request-personal-data');
    const anonymised = await call(gijs, 'POST', '/api/gdpr_requests', { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
    expect(anonymised.statusCode).toBe(201);
    const before = (await outbox()).length;
    await handle(id, { status: 'completed', resolution: 'Gijs Verdwenen is geanonimiseerd; niets meer te tonen.' });
    const after = await outbox();
    expect(after).toHaveLength(before);
    expect(after.some((mail) => mail.text.includes('Verdwenen'))).toBe(false);
  });
});
