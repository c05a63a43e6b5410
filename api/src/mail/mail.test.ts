import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brandPalette } from '@interim/shared/config/palette';
import { buildApp } from '../app.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { collectMigrations, runMigrations } from '../db/migrate.js';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { latestMail, nextTestAddress } from '../testing/login.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { decodeQuotedPrintable, startTestSmtpServer } from '../testing/smtp-server.js';
import { mailOutboxMigrations } from './mail-outbox.migrations.js';
import { createMailer } from './mailer.js';
import {
  alreadyRegisteredMail,
  applicationReceivedMail,
  applicationStatusChangedMail,
  clientRequestReceivedMail,
  contactRequestMail,
  gdprExportReadyMail,
  gdprRequestHandledMail,
  gdprRequestReceivedMail,
  greet,
  loginLinkMail,
  noAccountMail,
  registrationMail,
  savedSearchAlertMail,
  withoutLinks,
} from './mail-templates.js';

/** An in-memory database with the mail_outbox table only, for a mailer on its own. */
async function mailDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });
  await runMigrations(handle.db, collectMigrations([mailOutboxMigrations]));
  return handle;
}

describe('mail over SMTP (SMTP_URL)', () => {
  it('sends the login mail through a real SMTP server, with the link and the code', async () => {
    const smtp = await startTestSmtpServer();
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { smtpUrl: smtp.url, mailFrom: 'Interimly <noreply@interimly.nl>' } });
    try {
      expect(testApp.app.mailer.kind).toBe('smtp');
      await testApp.app.inject({
        method: 'POST',
        url: '/api/employees/register',
        payload: { email: 'smtp@voorbeeld.nl', firstName: 'Sem', lastName: 'Visser', privacyConsent: true },
        remoteAddress: nextTestAddress(),
      });
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/passwordless_login', payload: { email: 'smtp@voorbeeld.nl' } });
      expect(response.statusCode).toBe(204);
      await testApp.app.mailer.flush();
      expect(smtp.received).toHaveLength(2);
      const mail = smtp.received[1]!;
      expect(mail.from).toBe('noreply@interimly.nl');
      expect(mail.to).toEqual(['smtp@voorbeeld.nl']);
      const decoded = decodeQuotedPrintable(mail.raw);
      expect(decoded).toMatch(/^Subject: Je inloglink voor Interimly/m);
      expect(decoded).toMatch(/http:\/\/localhost:3000\/login\/[A-Za-z0-9_-]{43}/);
      expect(decoded).toMatch(/Of vul deze code in: [0-9]{6}/);
      expect(decoded).toContain('Content-Type: text/html');
      // Nothing went to the outbox.
      await expect(readdir(path.join(testApp.app.config.dataDir, 'outbox'))).rejects.toThrow();
    } finally {
      await testApp.close();
      await smtp.close();
    }
  });

  it('still answers 204 when the SMTP server is down (and logs the failure)', async () => {
    const smtp = await startTestSmtpServer();
    await smtp.close();
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { smtpUrl: smtp.url } });
    try {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/passwordless_login', payload: { email: 'weg@voorbeeld.nl' } });
      expect(response.statusCode).toBe(204);
      await testApp.app.mailer.flush();
    } finally {
      await testApp.close();
    }
  });
});

describe('outbox and development mailbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ name: 'pglite' }, { seed: false, now: () => new Date('2026-11-22T10:00:00.000Z') });
  });
  afterAll(async () => testApp?.close());

  it('keeps one JSON file per mail in ${DATA_DIR}/outbox and lists them newest first, filtered by ?to=', async () => {
    for (const to of ['een@voorbeeld.nl', 'twee@voorbeeld.nl', 'drie@voorbeeld.nl', 'een@voorbeeld.nl']) {
      await testApp.app.mailer.enqueue(testApp.app.db, { to, ...noAccountMail({ registerLink: `http://localhost:3000/aanmelden?voor=${to}` }) });
    }
    await testApp.app.mailer.flush();
    const files = (await readdir(path.join(testApp.app.config.dataDir, 'outbox'))).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(4);
    const all = await testApp.app.inject({ method: 'GET', url: '/api/_dev/mailbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((mail: { to: string }) => mail.to)).toEqual(['een@voorbeeld.nl', 'drie@voorbeeld.nl', 'twee@voorbeeld.nl', 'een@voorbeeld.nl']);
    expect(all.json()[0]).toEqual({
      id: expect.any(String),
      to: 'een@voorbeeld.nl',
      subject: 'Inloggen bij Interimly: geen account gevonden',
      text: expect.stringContaining('Meld je dan gratis aan.'),
      html: expect.stringContaining('<html lang="nl">'),
      link: 'http://localhost:3000/aanmelden?voor=een@voorbeeld.nl',
      code: null,
      sentAt: '2026-11-22T10:00:00.000Z',
    });
    const filtered = await testApp.app.inject({ method: 'GET', url: '/api/_dev/mailbox?to=TWEE@voorbeeld.nl' });
    expect(filtered.json().map((mail: { to: string }) => mail.to)).toEqual(['twee@voorbeeld.nl']);
    const limited = await testApp.app.inject({ method: 'GET', url: '/api/_dev/mailbox?to=een@voorbeeld.nl&limit=1' });
    expect(limited.json()).toHaveLength(1);
    expect(limited.json()[0].id).toBe(all.json()[0].id);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/_dev/mailbox?limit=0' })).statusCode).toBe(400);
  });

  it('mails staff about a new client request and records that they were told', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client_requests',
      payload: {
        companyName: 'Gemeente <Voorbeeld>',
        contactName: 'Anna de Vries',
        email: 'anna@gemeente.nl',
        phone: '030 123 45 67',
        kvkNumber: '12345678',
        description: 'Wij zoeken een interim projectmanager <script>alert(1)</script> voor zes maanden.',
      },
    });
    expect(response.statusCode).toBe(201);
    const mail = await latestMail(testApp.app, 'staf@interimly.nl');
    expect(mail?.subject).toBe('Nieuwe opdrachtaanvraag van Gemeente <Voorbeeld>');
    expect(mail?.text).toContain('KvK-nummer: 12345678');
    expect(mail?.html).toContain('Gemeente &lt;Voorbeeld&gt;');
    expect(mail?.html).not.toContain('<script>');
    const row = await testApp.database.db.selectFrom('client_requests').select('staff_notified_at').where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row.staff_notified_at).toEqual(new Date('2026-11-22T10:00:00.000Z'));
  });
});

describe('development mailbox in production', () => {
  it('does not exist', async () => {
    const testApp = await createTestApp({ name: 'pglite' }, { seed: false, config: { nodeEnv: 'production' } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/_dev/mailbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('login links and the log', () => {
  const loginMail = () => ({ to: 'eva@voorbeeld.nl', ...loginLinkMail({ firstName: 'Eva', link: 'https://www.example.nl/login/geheim-token', code: '012345', ttlMinutes: 10 }) });

  it.each([
    [true, 'logs the link (pnpm dev, tests)'],
    [false, 'never logs the link (production with MAIL_OUTBOX=1)'],
  ])('the outbox with logLinks %s %s, and writes the mail 0600 in a 0700 folder either way', async (logLinks) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-mail-log-'));
    const lines: string[] = [];
    const log = { info: (object: object, message: string) => lines.push(`${JSON.stringify(object)} ${message}`), error: () => undefined };
    const outboxDir = path.join(dataDir, 'outbox');
    const database = await mailDatabase();
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x <x@x.nl>', outboxDir, logLinks, now: () => new Date(), log });
    try {
      await mailer.enqueue(database.db, loginMail());
      await mailer.flush();
      const [file] = await readdir(outboxDir);
      expect(JSON.parse(await readFile(path.join(outboxDir, file!), 'utf8'))).toMatchObject({ link: 'https://www.example.nl/login/geheim-token', code: '012345' });
      expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(outboxDir, file!))).mode & 0o777).toBe(0o600);
      expect(lines).toHaveLength(1);
      // The address masked, the subject (it may hold a name) left out, either way.
      expect(lines[0]).toContain('mail to e***@voorbeeld.nl in the outbox');
      expect(lines[0]).not.toContain('eva@voorbeeld.nl');
      expect(lines[0]).not.toContain('inloglink');
      if (logLinks) expect(lines[0]).toContain('"outboxLink":"https://www.example.nl/login/geheim-token"');
      else expect(lines[0]).not.toContain('geheim-token');
    } finally {
      await mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a production app with MAIL_OUTBOX=1 keeps the login link in the outbox and out of its log', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-mail-production-'));
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logged += chunk.toString('utf8');
        callback();
      },
    });
    const database = await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });
    const app = await buildApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.nl', MAIL_OUTBOX: '1', DATA_DIR: dataDir, SERVE_STATIC: 'false', SEED_DEMO_DATA: 'false' },
      config: { jwtSecret: 'test-secret-test-secret-test-secret-0123' },
      logger: { level: 'info', stream },
      database,
    });
    try {
      const email = 'productie@voorbeeld.nl';
      const registered = await app.inject({
        method: 'POST',
        url: '/api/employees/register',
        payload: { email, firstName: 'Eva', lastName: 'Bakker', privacyConsent: true },
        remoteAddress: nextTestAddress(),
        headers: { origin: 'https://www.example.nl' },
      });
      expect(registered.statusCode).toBe(204);
      const requested = await app.inject({
        method: 'POST',
        url: '/api/auth/passwordless_login',
        payload: { email },
        remoteAddress: nextTestAddress(),
        headers: { origin: 'https://www.example.nl' },
      });
      expect(requested.statusCode).toBe(204);
      await app.mailer.flush();
      const outbox = path.join(dataDir, 'outbox');
      const mails = await Promise.all((await readdir(outbox)).map(async (name) => JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { link: string }));
      const tokens = mails.map((mail) => /\/login\/([A-Za-z0-9_-]{43})/.exec(mail.link)?.[1]);
      expect(tokens).toHaveLength(2);
      expect(tokens.every((token) => token !== undefined)).toBe(true);
      expect(logged).toContain('links are not logged');
      expect(logged).toContain('mail to p***@voorbeeld.nl in the outbox');
      expect(logged).not.toContain(email);
      for (const token of tokens) expect(logged).not.toContain(token!);
      expect(logged).not.toContain('/login/');
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('purging the outbox (GDPR anonymisation)', () => {
  it('deletes every mail that mentions any of the strings in its recipient, subject or text, case-insensitively, and keeps the rest', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-mail-purge-'));
    const outboxDir = path.join(dataDir, 'outbox');
    const log = { info: () => undefined, error: () => undefined };
    const database = await mailDatabase();
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'x <x@x.nl>', outboxDir, logLinks: false, now: () => new Date(), log });
    try {
      const { db } = database;
      await mailer.enqueue(db, { to: 'oud.adres@voorbeeld.nl', ...loginLinkMail({ firstName: 'Eva', link: 'https://www.example.nl/login/a', code: '012345', ttlMinutes: 10 }) });
      await mailer.enqueue(db, { to: 'nieuw.adres@voorbeeld.nl', ...loginLinkMail({ firstName: 'Eva', link: 'https://www.example.nl/login/b', code: '012345', ttlMinutes: 10 }) });
      await mailer.enqueue(db, {
        to: 'staf@interimly.nl',
        ...contactRequestMail({ employeeName: 'Eva Bakker', email: 'ander.adres@voorbeeld.nl', phone: '06 11223344', preferredTimeLabel: 'Middag', message: 'Bel me' }),
      });
      await mailer.enqueue(db, {
        to: 'staf@interimly.nl',
        ...contactRequestMail({ employeeName: 'Bram Blijft', email: 'bram@voorbeeld.nl', phone: '06 99887766', preferredTimeLabel: 'Middag', message: 'Bel Bram' }),
      });
      await mailer.enqueue(db, { to: 'bram@voorbeeld.nl', ...loginLinkMail({ firstName: 'Bram', link: 'https://www.example.nl/login/c', code: '012345', ttlMinutes: 10 }) });
      await mailer.flush();

      // Blanks match nothing.
      expect(await mailer.purgeOutbox(['OUD.adres@voorbeeld.nl', 'nieuw.adres@voorbeeld.nl', 'eva bakker', '  ', ''])).toBe(3);
      const left = await mailer.listOutbox({ limit: 100 });
      expect(left.map((mail) => mail.to).sort()).toEqual(['bram@voorbeeld.nl', 'staf@interimly.nl']);
      expect(left.find((mail) => mail.to === 'staf@interimly.nl')?.subject).toBe('Terugbelverzoek van Bram Blijft');
      expect(await mailer.purgeOutbox(['06 99887766'])).toBe(1);
      expect(await mailer.purgeOutbox([])).toBe(0);
      expect((await readdir(outboxDir)).length).toBe(1);
    } finally {
      await mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps nothing to purge with SMTP', async () => {
    const database = await mailDatabase();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x <x@x.nl>',
      outboxDir: '/nonexistent',
      logLinks: false,
      now: () => new Date(),
      log: { info: () => undefined, error: () => undefined },
    });
    expect(await mailer.purgeOutbox(['eva@voorbeeld.nl'])).toBe(0);
    await mailer.close();
    await database.close();
  });
});

describe('mail templates', () => {
  const link = 'https://www.interimly.nl/login/abc?returnTo=%2Fprofiel';
  it.each([
    ['login link', loginLinkMail({ firstName: 'Eva', link, code: '012345', ttlMinutes: 10 }), 'Je inloglink voor Interimly', true],
    ['registration', registrationMail({ firstName: 'Eva', link, code: '012345', ttlMinutes: 10 }), 'Welkom bij Interimly! Bevestig je e-mailadres', true],
    ['already registered', alreadyRegisteredMail({ firstName: 'Eva', link, code: '012345', ttlMinutes: 10 }), 'Je hebt al een account bij Interimly', true],
    ['application received', applicationReceivedMail({ firstName: 'Eva', vacancyTitle: 'Projectleider Wmo', applicationsLink: link }), 'We hebben je reactie ontvangen: Projectleider Wmo', false],
    [
      'application status',
      applicationStatusChangedMail({ firstName: 'Eva', vacancyTitle: 'Projectleider Wmo', statusLabel: 'Uitgenodigd voor gesprek', reason: 'Sterk profiel', applicationsLink: link }),
      'Update over je reactie: Projectleider Wmo',
      false,
    ],
    ['gdpr received', gdprRequestReceivedMail({ firstName: 'Eva', requestTypeLabel: 'Inzage in mijn gegevens', link }), 'We hebben je verzoek over je persoonsgegevens ontvangen', false],
    ['gdpr export', gdprExportReadyMail({ firstName: 'Eva', link, expiresAt: new Date('2026-12-01T12:00:00Z') }), 'Je gegevensexport staat klaar', false],
    [
      'gdpr completed',
      gdprRequestHandledMail({ firstName: 'Eva', requestTypeLabel: 'Inzage in mijn persoonsgegevens', receivedAt: new Date('2026-11-03T09:00:00Z'), outcome: 'completed', resolution: 'Overzicht gestuurd', link }),
      'Je verzoek over je persoonsgegevens is afgehandeld',
      false,
    ],
    [
      'gdpr rejected',
      gdprRequestHandledMail({ firstName: 'Eva', requestTypeLabel: 'Mijn persoonsgegevens wijzigen', receivedAt: new Date('2026-11-03T09:00:00Z'), outcome: 'rejected', resolution: 'Niet te controleren', link }),
      'We hebben je verzoek over je persoonsgegevens afgewezen',
      false,
    ],
    [
      'contact request',
      contactRequestMail({ employeeName: 'Eva Bakker', email: 'eva@voorbeeld.nl', phone: '0612345678', preferredTimeLabel: 'Middag', message: 'Bel me', vacancyLink: link }),
      'Terugbelverzoek van Eva Bakker',
      false,
    ],
  ])('%s: Dutch subject, text and HTML with the link', (_name, mail, subject, hasCode) => {
    expect(mail.subject).toBe(subject);
    expect(mail.link).toBe(link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.text).toContain('Team Interimly');
    if (hasCode) {
      expect(mail.code).toBe('012345');
      expect(mail.text).toContain('Of vul deze code in: 012345');
    } else {
      expect(mail.code).toBeUndefined();
    }
  });

  it.each(['Klik op https://evil.example', 'Eva <a href="https://evil.example">hier</a>', 'Bel 0900-1234', 'evil.example', 'www evil example nl ' + 'x'.repeat(40)])(
    'keeps a name that could phish (%s) out of the welcome and login mails',
    (firstName) => {
      for (const mail of [registrationMail({ firstName, link, code: '012345', ttlMinutes: 10 }), loginLinkMail({ firstName, link, code: '012345', ttlMinutes: 10 })]) {
        expect(mail.text).toContain('Hallo,');
        expect(mail.text).not.toMatch(/evil|0900|<a /);
        expect(mail.html).not.toMatch(/evil|0900/);
      }
    },
  );

  it.each([
    ['Eva', 'Hallo Eva,'],
    ['Anne-Marie', 'Hallo Anne-Marie,'],
    ["D'Artagnan", "Hallo D'Artagnan,"],
    ['Zoë', 'Hallo Zoë,'],
    ['Jan Willem', 'Hallo Jan Willem,'],
    ['', 'Hallo,'],
  ])('greets an ordinary name (%s) by name', (firstName, greeting) => {
    expect(greet(firstName)).toBe(greeting);
    expect(registrationMail({ firstName, link, code: '012345', ttlMinutes: 10 }).text).toContain(greeting);
  });

  it('tells a GDPR request\'s outcome with the day of the request in Dutch, staff\'s note, and on rejection the right to complain', () => {
    // 23:30 UTC on 30 November is 1 December in the Netherlands.
    const input = { firstName: 'Eva', requestTypeLabel: 'Inzage in mijn persoonsgegevens', receivedAt: new Date('2026-11-30T23:30:00Z'), link };
    const done = gdprRequestHandledMail({ ...input, outcome: 'completed', resolution: 'Overzicht gestuurd naar je adres.' });
    expect(done.text).toContain('We hebben je verzoek van 1 december 2026 (Inzage in mijn persoonsgegevens) afgehandeld.');
    expect(done.text).toContain('Toelichting: Overzicht gestuurd naar je adres.');
    expect(done.text).not.toContain('Autoriteit Persoonsgegevens');
    const refused = gdprRequestHandledMail({ ...input, outcome: 'rejected', resolution: 'We konden je identiteit niet vaststellen.' });
    expect(refused.text).toContain('bekeken, maar kunnen het niet uitvoeren.');
    expect(refused.text).toContain('De reden: We konden je identiteit niet vaststellen.');
    expect(refused.html).toContain('klacht indienen bij de Autoriteit Persoonsgegevens');
  });

  // Issue 32 item 10: the mails wear the site's colours (they had another blue, #2b6cb0).
  it("uses the site's brand colours for buttons and links", () => {
    const mail = savedSearchAlertMail({
      firstName: 'Fenna',
      searchName: 'data',
      vacancies: [{ title: 'Data-analist', city: 'Utrecht', hoursPerWeekMin: 24, hoursPerWeekMax: 32, hourlyRateMin: 80, hourlyRateMax: 95, url: 'https://site.test/opdrachten/4' }],
      resultsLink: 'https://site.test/opdrachten?q=data',
      unsubscribePageLink: 'https://site.test/zoekopdrachten/afmelden?token=t',
      oneClickUnsubscribeUrl: 'https://site.test/api/saved_searches/unsubscribe?token=t',
    });
    expect(mail.html).toContain(`background:${brandPalette[600]};color:#ffffff`);
    expect(mail.html).toContain(`style="color:${brandPalette[700]}"`);
    expect(mail.html).not.toMatch(/#2b6cb0/i);
  });

  // Issue 42 item 3: another party's free text reaches a mail from the site's own address without links, like a name.
  it.each([
    ['https://evil.example/inloggen?x=1', '[link verwijderd]'],
    ['HTTP://EVIL.EXAMPLE', '[link verwijderd]'],
    ['www.evil.example', '[link verwijderd]'],
    ['bank-veilig.nl/login', '[link verwijderd]'],
    ['evil\u3002example', '[link verwijderd]'],
    ['mailto:hulp@evil.example', '[link verwijderd]'],
    ['hulp@evil.example', '[e-mailadres verwijderd]'],
    ['[Klik hier](https://evil.example)', 'Klik hier [link verwijderd]'],
    ['<a href="https://evil.example">Klik hier</a>', 'Klik hier [link verwijderd]'],
    ['Dinsdag 10.30 of woensdag 14:00, o.a. t.z.t. € 60.000', 'Dinsdag 10.30 of woensdag 14:00, o.a. t.z.t. € 60.000'],
  ])('takes the link out of %s', (text, expected) => {
    expect(withoutLinks(text)).toBe(expected);
  });

  it("mails a freelancer's message and a client's request to staff without links", () => {
    const callBack = contactRequestMail({ employeeName: 'Eva Bakker', email: 'eva@voorbeeld.nl', phone: '0612345678', preferredTimeLabel: 'Middag', message: 'Zie https://evil.example/cv of mail cv@evil.example' });
    expect(callBack.text).toContain('Bericht:\nZie [link verwijderd] of mail [e-mailadres verwijderd]');
    const request = clientRequestReceivedMail({
      companyName: 'Phish BV www.evil.example',
      contactName: 'Anna de Vries',
      email: 'anna@gemeente.nl',
      phone: '0612345678',
      kvkNumber: '12345678',
      description: 'Klik op [deze link](https://evil.example) om te bevestigen.',
      assignmentLines: ['Duur: zie evil.example/duur'],
    });
    for (const part of [callBack.text, callBack.html, request.subject, request.text, request.html]) expect(part).not.toMatch(/evil/);
    expect(request.subject).toBe('Nieuwe opdrachtaanvraag van Phish BV [link verwijderd]');
    // The address the client gave is what staff answer: it stays.
    expect(request.text).toContain('E-mail: anna@gemeente.nl');
    expect(request.text).toContain('Omschrijving:\nKlik op deze link [link verwijderd] om te bevestigen.');
  });

  it('escapes user input in HTML', () => {
    const mail = clientRequestReceivedMail({ companyName: '"><img src=x onerror=alert(1)>', contactName: 'A', email: 'a@b.nl', phone: '1', kvkNumber: '12345678', description: 'x' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&quot;&gt;&lt;img');
  });
});
