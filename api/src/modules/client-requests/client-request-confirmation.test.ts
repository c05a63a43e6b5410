import type { MailboxMessage } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { addressConfirmationMail, confirmationTokenOf, confirmClientRequest } from './client-request-confirmation.testing.js';

// Issue 42 item 2 (docs/adr/0021 addendum): the public request form binds an
// address to nothing until its owner clicks the mailed link. Before, a
// request with someone else's address made it a client account for good,
// put the request into that organisation's portal, and mailed the sender's
// text, links included, from the site's address.

const START = new Date('2026-12-07T09:00:00.000Z');
const phishing = {
  companyName: 'Rabobank Beveiliging https://evil.example',
  contactName: 'Anna de Vries',
  phone: '030 123 45 67',
  kvkNumber: '12345678',
  description: 'Uw account wordt geblokkeerd. Klik op https://evil.example/inloggen of mail naar hulp@evil.example om dit te voorkomen.',
};

describe.each(testDatabases)('a client request from an address nobody confirmed ($name)', (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let clock = START;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => clock });
    app = testApp.app;
  });
  afterAll(async () => testApp?.close());

  const send = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/client_requests', remoteAddress: nextTestAddress(), payload: { ...phishing, ...payload } });
  const confirmWith = (token: string) => app.inject({ method: 'POST', url: '/api/client_requests/confirm', remoteAddress: nextTestAddress(), payload: { token } });
  const mailsTo = async (email: string): Promise<MailboxMessage[]> =>
    ((await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=50` })).json() as MailboxMessage[]).reverse();
  const accountOf = (email: string) => app.db.selectFrom('employees').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  const requestRow = (id: number) =>
    app.db.selectFrom('client_requests').select(['organisation_id', 'email_confirmed_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const portalRequests = async (login: TestLogin) =>
    ((await app.inject({ method: 'GET', url: '/api/client-portal/requests', headers: { cookie: login.cookieHeader } })).json() as Array<{ reference: string }>).map(
      (request) => request.reference,
    );

  it("makes no account of an address before its owner clicks: the owner's later sign-up is a new freelancer, and the only mail carries none of the sender's text", async () => {
    const email = 'toekomstige.zzper@voorbeeld.nl';
    const sent = await send({ email });
    expect(sent.statusCode).toBe(201);
    const { id, reference } = sent.json() as { id: number; reference: string };
    expect(await accountOf(email)).toBeUndefined();
    expect(await requestRow(id)).toEqual({ organisation_id: null, email_confirmed_at: null });

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Bevestig uw aanvraag bij Interimly (${reference})`]);
    const [mail] = mails;
    expect(mail!.link).toMatch(new RegExp(`^${app.config.publicUrl}/opdrachtgevers/aanmelden/bevestigen/[A-Za-z0-9_-]{43}$`));
    expect(mail!.text).toContain('Beste Anna de Vries,');
    expect(mail!.text).toContain('De link is 48 uur geldig.');
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toMatch(/evil|Rabobank|geblokkeerd|hulp@/);
    }
    // Only the site's own link is in the mail.
    expect(mail!.text.match(/https?:\/\/\S+/g)).toEqual([mail!.link]);

    // The owner signs up as a freelancer later: welcome, not "Je hebt al een account", and a freelancer's login.
    const freelancer = await loginAs(app, email, { firstName: 'Femke' });
    expect((await mailsTo(email)).map((each) => each.subject)).toContain('Welkom bij Interimly! Bevestig je e-mailadres');
    expect((await mailsTo(email)).map((each) => each.subject)).not.toContain('Je hebt al een account bij Interimly');
    expect(await accountOf(email)).toEqual({ id: freelancer.employeeId, role: 'employee' });
  });

  it("does not put a request sent with a contact's address into their organisation's portal until the contact confirms it", async () => {
    const email = 'inkoop@gemeente-echt.nl';
    const own = (await send({ email, companyName: 'Gemeente Echt', description: 'Wij zoeken een interim projectleider voor een half jaar.' })).json() as { reference: string };
    expect((await confirmClientRequest(app, email, own.reference)).statusCode).toBe(200);
    const contact = await loginAs(app, email);
    expect(await portalRequests(contact)).toEqual([own.reference]);

    const foreign = await send({ email });
    expect(foreign.statusCode).toBe(201);
    const { id, reference } = foreign.json() as { id: number; reference: string };
    expect(await portalRequests(contact)).toEqual([own.reference]);
    expect(await requestRow(id)).toEqual({ organisation_id: null, email_confirmed_at: null });
    // The contact gets the link only, not the summary with the sender's text.
    expect((await mailsTo(email)).filter((mail) => mail.subject.includes(reference)).map((mail) => mail.subject)).toEqual([
      `Bevestig uw aanvraag bij Interimly (${reference})`,
    ]);

    // Their own click is theirs to give: then it is in their portal.
    expect((await confirmClientRequest(app, email, reference)).statusCode).toBe(200);
    expect((await portalRequests(contact)).sort()).toEqual([own.reference, reference].sort());
  });

  it('confirms with the link: the account and organisation are made then and the summary mailed; a second click answers the same; an unknown link is 404, an old one 410', async () => {
    const email = 'nieuwe.opdrachtgever@voorbeeld.nl';
    const sent = (await send({ email, companyName: 'Zorggroep Bevestigd', description: 'Wij zoeken een kwartiermaker voor het sociaal domein.' })).json() as {
      id: number;
      reference: string;
      createdAt: string;
    };
    const token = confirmationTokenOf((await addressConfirmationMail(app, email, sent.reference)).link);
    clock = new Date(START.getTime() + 47 * 3600_000);
    const confirmed = await confirmWith(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toEqual(sent);
    expect(await accountOf(email)).toEqual({ id: expect.any(Number), role: 'client' });
    const row = await requestRow(sent.id);
    expect(row.organisation_id).toEqual(expect.any(Number));
    expect(row.email_confirmed_at).toEqual(clock);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      `Bevestig uw aanvraag bij Interimly (${sent.reference})`,
      `Wij hebben uw aanvraag ontvangen (${sent.reference})`,
    ]);

    const again = await confirmWith(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent);
    expect(await mailsTo(email)).toHaveLength(2);

    const unknown = await confirmWith('geen-geldige-link');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CONFIRMATION_INVALID');
    expect((await confirmWith('')).statusCode).toBe(400);

    const late = 'te.laat@voorbeeld.nl';
    const old = (await send({ email: late })).json() as { id: number; reference: string };
    clock = new Date(clock.getTime() + 48 * 3600_000 + 1000);
    const expired = await confirmWith(confirmationTokenOf((await addressConfirmationMail(app, late, old.reference)).link));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'CONFIRMATION_EXPIRED', message: 'Deze bevestigingslink is verlopen: hij is 48 uur geldig.' });
    expect(await accountOf(late)).toBeUndefined();
    expect(await requestRow(old.id)).toEqual({ organisation_id: null, email_confirmed_at: null });
  });

  it("keeps a freelancer a freelancer when they confirm a request from their own address (one address, one role)", async () => {
    const email = 'fleur.bevestigt@zzp.example.nl';
    const freelancer = await loginAs(app, email, { firstName: 'Fleur' });
    const sent = (await send({ email })).json() as { id: number; reference: string };
    expect(await accountOf(email)).toEqual({ id: freelancer.employeeId, role: 'employee' });
    expect((await confirmClientRequest(app, email, sent.reference)).statusCode).toBe(200);
    expect(await accountOf(email)).toEqual({ id: freelancer.employeeId, role: 'employee' });
    expect((await requestRow(sent.id)).organisation_id).toEqual(expect.any(Number));
    const contacts = await app.db.selectFrom('client_contacts').select('employee_id').where('employee_id', '=', freelancer.employeeId).execute();
    expect(contacts).toEqual([]);
  });
});

describe.each(testDatabases)("client mails about a request whose address nobody confirmed ($name)", (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => START });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.bevestiging@example.nl', { staff: true, firstName: 'Sanne' });
  });
  afterAll(async () => testApp?.close());

  const call = (method: 'POST' | 'PATCH', url: string, payload: object, login?: TestLogin): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, remoteAddress: nextTestAddress(), headers: login ? { cookie: login.cookieHeader } : {}, payload });

  it('tells staff the address is not confirmed, and mails the address nothing but the link when staff take the request up', async () => {
    const email = 'onbevestigd@voorbeeld.nl';
    const sent = await call('POST', '/api/client_requests', { ...phishing, email });
    expect(sent.statusCode).toBe(201);
    const { id, reference } = sent.json() as { id: number; reference: string };
    const toStaff = ((await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(app.config.staffEmail)}&limit=1` })).json() as MailboxMessage[])[0]!;
    expect(toStaff.text).toContain(`Referentienummer: ${reference}`);
    expect(toStaff.text).toContain('het e-mailadres is nog niet bevestigd');

    expect((await call('PATCH', `/api/client_requests/${id}`, { status: 'in_progress' }, staff)).statusCode).toBe(200);
    const mails = (await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=50` })).json() as MailboxMessage[];
    expect(mails.map((mail) => mail.subject)).toEqual([`Bevestig uw aanvraag bij Interimly (${reference})`]);
  });
});
