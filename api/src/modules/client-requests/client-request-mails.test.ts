import { CLIENT_REQUEST_REFERENCE_PATTERN, type MailboxMessage } from '@interim/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { createTestApp, type TestApp, testDatabases } from '../../testing/test-app.js';
import { testVacancyInput } from '../../testing/vacancy-input.js';
import { addressConfirmationMail, confirmClientRequest } from './client-request-confirmation.testing.js';

// Issue 31 items 1 and 4: the fuller request, its reference, and every mail
// the client gets about it (confirmation, taken up, opdracht, published,
// candidates proposed), with the request's history.

const NOW = new Date('2026-11-22T09:30:00.000Z');
const base = {
  companyName: 'Gemeente Voorbeeld',
  contactName: 'Anna de Vries',
  phone: '030 123 45 67',
  kvkNumber: '12345678',
  description: 'Wij zoeken een interim projectmanager sociaal domein voor zes maanden.',
};

describe.each(testDatabases)("the client's request and mails ($name)", (database) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let staff: TestLogin;
  let positionId: number;
  let positionName: string;
  let sectorId: number;
  let addressCount = 0;

  beforeAll(async () => {
    testApp = await createTestApp(database, { now: () => NOW });
    app = testApp.app;
    staff = await loginAs(app, 'sanne.consultant@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Jansen' });
    await app.db.updateTable('employees').set({ phone: '030 765 43 21' }).where('id', '=', staff.employeeId).execute();
    const position = await app.db.selectFrom('positions').select(['id', 'name', 'sector_id']).orderBy('id').executeTakeFirstOrThrow();
    positionId = position.id;
    positionName = position.name;
    sectorId = position.sector_id;
  });
  afterAll(async () => testApp?.close());

  // Each call from its own address: client requests are limited per IP.
  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, remoteAddress: nextTestAddress(), headers: login ? { cookie: login.cookieHeader } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  /** The mails to `email` about its request, oldest first: the link that confirmed the address left out (its own test is client-requests.test.ts). */
  const mailsTo = async (email: string): Promise<MailboxMessage[]> =>
    ((await app.inject({ method: 'GET', url: `/api/_dev/mailbox?to=${encodeURIComponent(email)}&limit=50` })).json() as MailboxMessage[])
      .reverse()
      .filter((mail) => !mail.subject.startsWith('Bevestig uw aanvraag'));
  const events = async (id: number) =>
    (await app.db.selectFrom('client_request_events').select(['kind', 'actor_id', 'vacancy_id', 'count']).where('client_request_id', '=', id).orderBy('id').execute()).map(
      (row) => [row.kind, row.actor_id, row.vacancy_id, row.count],
    );

  /** A request with every new field; answers its id, reference and the client's address. */
  async function send(overrides: Record<string, unknown> = {}) {
    addressCount += 1;
    const email = `opdrachtgever${addressCount}@voorbeeld.nl`;
    const response = await call(undefined, 'POST', '/api/client_requests', {
      ...base,
      email,
      positionId,
      startDate: '2027-02-01',
      duration: '6 maanden',
      hoursPerWeek: 32,
      hourlyRateMin: 80,
      hourlyRateMax: 95,
      budget: 60000,
      location: '3511ab',
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json() as { id: number; reference: string };
    // The address confirms with the mailed link (issue 42 item 2); then the summary follows.
    expect((await confirmClientRequest(app, email, reference)).statusCode).toBe(200);
    return { id, reference, email };
  }

  it('stores the new fields, answers a stable reference and mails the client a confirmation with it and a summary', async () => {
    const { id, reference, email } = await send();
    expect(reference).toMatch(CLIENT_REQUEST_REFERENCE_PATTERN);
    expect(reference).toBe(`AV-2026-${String(id).padStart(5, '0')}`);

    const row = await app.db.selectFrom('client_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference,
      position_id: positionId,
      start_date: '2027-02-01',
      duration: '6 maanden',
      hours_per_week: 32,
      hourly_rate_min: 80,
      hourly_rate_max: 95,
      budget: 60000,
      location: '3511 AB',
      consultant_id: null,
    });
    expect(await events(id)).toEqual([['received', null, null, null]]);

    expect((await addressConfirmationMail(app, email)).subject).toBe(`Bevestig uw aanvraag bij Interimly (${reference})`);
    const [confirmation, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe(`Wij hebben uw aanvraag ontvangen (${reference})`);
    expect(confirmation!.text).toContain('Beste Anna de Vries,');
    expect(confirmation!.text).toContain(`onder referentienummer ${reference}`);
    for (const line of [
      `Referentienummer: ${reference}`,
      'Bedrijf: Gemeente Voorbeeld',
      `Functie: ${positionName}`,
      'Startdatum: 1 februari 2027',
      'Duur: 6 maanden',
      'Uren per week: 32',
      'Uurtarief (excl. btw): € 80 – € 95 per uur',
      'Totaalbudget (excl. btw): € 60.000',
      'Locatie: 3511 AB',
      base.description,
    ]) {
      expect(confirmation!.text).toContain(line);
    }
    expect(confirmation!.html).toContain(reference);

    const toStaff = (await mailsTo(app.config.staffEmail)).at(-1)!;
    expect(toStaff.subject).toBe('Nieuwe opdrachtaanvraag van Gemeente Voorbeeld');
    expect(toStaff.text).toContain(`Referentienummer: ${reference}`);
    expect(toStaff.text).toContain(`Functie: ${positionName}`);

    // The inbox shows staff the new fields.
    const listed = (await call(staff, 'GET', '/api/client_requests')).json() as Array<Record<string, unknown>>;
    expect(listed.find((item) => item.id === id)).toMatchObject({
      reference,
      position: { id: positionId, name: positionName, sectorId },
      startDate: '2027-02-01',
      hoursPerWeek: 32,
      hourlyRateMin: 80,
      hourlyRateMax: 95,
      budget: 60000,
      location: '3511 AB',
      consultant: null,
    });
  });

  it('takes the old form (no new fields), and says "niet opgegeven" for what is missing', async () => {
    const { email } = await send({ positionId: undefined, startDate: undefined, duration: undefined, hoursPerWeek: undefined, hourlyRateMin: undefined, hourlyRateMax: undefined, budget: undefined, location: undefined });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.text).toContain('Functie: niet opgegeven');
    expect(confirmation!.text).toContain('Startdatum: in overleg');
  });

  it('refuses an unknown function, an upside-down rate band and a location with a link, storing and mailing nothing', async () => {
    const before = (await app.db.selectFrom('client_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const post = (payload: Record<string, unknown>) =>
      call(undefined, 'POST', '/api/client_requests', { ...base, email: 'fout@voorbeeld.nl', ...payload });
    const unknown = await post({ positionId: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual([{ path: 'positionId', message: 'Kies een functie uit de lijst' }]);
    const band = await post({ hourlyRateMin: 95, hourlyRateMax: 80 });
    expect(band.statusCode).toBe(400);
    expect(band.json().fieldErrors).toEqual([{ path: 'hourlyRateMax', message: 'Het maximumtarief is minstens 95' }]);
    const link = await post({ location: 'Klik op evil.example' });
    expect(link.statusCode).toBe(400);
    expect(link.json().fieldErrors).toEqual([{ path: 'location', message: 'Vul een postcode (1234 AB) of een plaatsnaam in' }]);
    const hours = await post({ hoursPerWeek: 0, startDate: '2027-02-30' });
    expect(hours.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'hoursPerWeek', message: 'Het minimum is 1' },
        { path: 'startDate', message: 'Deze datum bestaat niet' },
      ]),
    );
    expect((await app.db.selectFrom('client_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(before);
    expect(await mailsTo('fout@voorbeeld.nl')).toEqual([]);
  });

  it("mails the client once when staff take the request up, signed by the consultant with their contact; 'Afgewezen' and again 'In behandeling' mail nothing", async () => {
    const { id, reference, email } = await send();
    expect((await call(staff, 'PATCH', `/api/client_requests/${id}`, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await call(staff, 'PATCH', `/api/client_requests/${id}`, { status: 'rejected' })).statusCode).toBe(200);
    const again = await call(staff, 'PATCH', `/api/client_requests/${id}`, { status: 'in_progress' });
    expect(again.json().consultant).toEqual({ id: staff.employeeId, name: 'Sanne Jansen' });

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Wij hebben uw aanvraag ontvangen (${reference})`, `Uw aanvraag is in behandeling (${reference})`]);
    const takenUp = mails[1]!.text;
    expect(takenUp).toContain('Beste Anna de Vries,');
    expect(takenUp).toContain('Sanne Jansen is uw consultant');
    expect(takenUp).toContain('E-mail: sanne.consultant@example.nl\nTelefoon: 030 765 43 21');
    expect(takenUp).toContain('Met vriendelijke groet,\nSanne Jansen\nConsultant bij Interimly');
    expect(await events(id)).toEqual([
      ['received', null, null, null],
      ['in_progress', staff.employeeId, null, null],
      ['rejected', staff.employeeId, null, null],
      ['in_progress', staff.employeeId, null, null],
    ]);
  });

  it('mails when the request becomes an opdracht (with its link), when that is published, and when candidates are proposed', async () => {
    const { id, reference, email } = await send();
    const created = await call(staff, 'POST', '/api/vacancies', await testVacancyInput(app.db, { title: 'Projectmanager sociaal domein', clientRequestId: id }));
    expect(created.statusCode).toBe(201);
    const vacancyId = created.json().id as number;
    const link = `${app.config.publicUrl}/opdrachten/${vacancyId}`;

    let mails = await mailsTo(email);
    expect(mails.at(-1)).toMatchObject({ subject: `Van uw aanvraag is een opdracht gemaakt (${reference})`, link });
    expect(mails.at(-1)!.text).toContain(`Van uw aanvraag ${reference} hebben wij de opdracht “Projectmanager sociaal domein” gemaakt.`);
    expect(mails.at(-1)!.text).toContain(link);
    // Converting made the staff member the consultant.
    expect(mails.at(-1)!.text).toContain('Uw consultant is Sanne Jansen.');

    expect((await call(staff, 'PATCH', `/api/vacancies/${vacancyId}`, { status: 'open' })).statusCode).toBe(200);
    mails = await mailsTo(email);
    expect(mails.at(-1)).toMatchObject({ subject: `Uw opdracht staat online: Projectmanager sociaal domein (${reference})`, link });

    // Three freelancers apply; staff propose one, then the other two in one bulk change.
    const applicationIds: number[] = [];
    for (const name of ['Mila', 'Daan', 'Noor']) {
      const freelancer = await loginAs(app, `${name.toLowerCase()}.zzp@example.nl`, { firstName: name });
      const applied = await call(freelancer, 'POST', '/api/applications', { vacancyId });
      expect(applied.statusCode).toBe(201);
      applicationIds.push(applied.json().id as number);
    }
    for (const applicationId of applicationIds) {
      expect((await call(staff, 'PATCH', `/api/applications/${applicationId}`, { status: 'in_review' })).statusCode).toBe(200);
    }
    const before = (await mailsTo(email)).length;
    expect((await call(staff, 'PATCH', `/api/applications/${applicationIds[0]}`, { status: 'proposed' })).statusCode).toBe(200);
    mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`Een kandidaat voor uw opdracht: Projectmanager sociaal domein (${reference})`);
    expect(mails.at(-1)!.text).not.toContain('Mila');

    const bulk = await call(staff, 'PATCH', '/api/applications', { ids: applicationIds.slice(1), status: 'proposed' });
    expect(bulk.statusCode).toBe(200);
    mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 2);
    expect(mails.at(-1)!.subject).toBe(`2 kandidaten voor uw opdracht: Projectmanager sociaal domein (${reference})`);

    // Publishing is told once; closing mails nothing.
    expect((await call(staff, 'PATCH', `/api/vacancies/${vacancyId}`, { status: 'closed' })).statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(before + 2);

    expect((await events(id)).map(([kind, , vacancy, count]) => [kind, vacancy, count])).toEqual([
      ['received', null, null],
      ['converted', vacancyId, null],
      ['published', vacancyId, null],
      ['candidates_proposed', vacancyId, 1],
      ['candidates_proposed', vacancyId, 2],
    ]);
  });

  it('sends one mail when a request becomes an opdracht that is published at once', async () => {
    const { id, reference, email } = await send();
    const created = await call(staff, 'POST', '/api/vacancies', await testVacancyInput(app.db, { title: 'Kwartiermaker jeugdzorg', clientRequestId: id, status: 'open' }));
    expect(created.statusCode).toBe(201);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Wij hebben uw aanvraag ontvangen (${reference})`,
      `Uw opdracht staat online: Kwartiermaker jeugdzorg (${reference})`,
    ]);
    expect(mails[1]!.text).toContain('De opdracht is gepubliceerd');
    expect((await events(id)).map(([kind]) => kind)).toEqual(['received', 'converted', 'published']);
  });

  it('keeps the mail with its cause: a vacancy that fails to be created mails the client nothing', async () => {
    const { id, email } = await send();
    await call(staff, 'POST', '/api/vacancies', await testVacancyInput(app.db, { clientRequestId: id }));
    const again = await call(staff, 'POST', '/api/vacancies', await testVacancyInput(app.db, { clientRequestId: id }));
    expect(again.statusCode).toBe(409);
    expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('Van uw aanvraag'))).toHaveLength(1);
  });
});
