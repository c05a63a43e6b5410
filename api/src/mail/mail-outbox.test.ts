import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { type DatabaseHandle, dropSchema, openDatabase } from '../db/database.js';
import { collectMigrations, runMigrations } from '../db/migrate.js';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { decodeQuotedPrintable, startTestSmtpServer } from '../testing/smtp-server.js';
import { testDatabases } from '../testing/test-app.js';
import { mailOutboxMigrations } from './mail-outbox.migrations.js';
import { claimDueMail, deleteMailsMentioning, mailQueueStats } from './mail-outbox.repository.js';
import { loginLinkMail, noAccountMail } from './mail-templates.js';
import { createMailer, type Mailer, type MailerOptions, messageIdOf, outboxFileName, SMTP_MAX_CONNECTIONS, SMTP_MAX_MESSAGES } from './mailer.js';

const SECOND = 1000;
const mailTo = (to: string, n = 0) => ({ to, ...noAccountMail({ registerLink: `http://localhost:3000/aanmelden?n=${n}` }) });

/** The durable mail queue (docs/adr/0012): the table, the worker, the transports. */
describe.each(testDatabases)('mail_outbox and its worker ($name)', (database) => {
  let handle: DatabaseHandle;
  let second: DatabaseHandle | undefined;
  let dir: string;
  const schema = `test_mail_${randomBytes(5).toString('hex')}`;
  let clock: Date;
  const mailers: Mailer[] = [];
  const lines: Array<{ level: string; object: object; message: string }> = [];
  const log = {
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    warn: (object: object, message: string) => lines.push({ level: 'warn', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };

  const open = async () =>
    database.url
      ? openDatabase({ kind: 'postgres', connectionString: database.url, schema, maxConnections: 4 })
      : openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });

  beforeAll(async () => {
    handle = await open();
    await runMigrations(handle.db, collectMigrations([mailOutboxMigrations]));
    // A second instance: its own pool on PostgreSQL; PGlite has one connection per process.
    second = database.url ? await open() : undefined;
  });
  afterAll(async () => {
    await second?.close();
    await handle?.close();
    if (database.url) await dropSchema(database.url, schema);
  });
  beforeEach(async () => {
    clock = new Date('2026-11-27T10:00:00.000Z');
    dir = await mkdtemp(path.join(os.tmpdir(), 'interim-mail-outbox-'));
    lines.length = 0;
    await sql`DELETE FROM mail_outbox`.execute(handle.db);
  });
  const closeMailers = async () => {
    while (mailers.length > 0) await mailers.pop()!.close();
  };
  afterEach(async () => {
    await closeMailers();
    await rm(dir, { recursive: true, force: true });
  });

  function mailer(options: Partial<MailerOptions> = {}): Mailer {
    const created = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: 'Interimly <noreply@interimly.nl>',
      outboxDir: path.join(dir, 'outbox'),
      logLinks: false,
      now: () => clock,
      log,
      pollSeconds: 0,
      ...options,
    });
    mailers.push(created);
    return created;
  }
  const rows = () => handle.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const outboxNames = async (folder = path.join(dir, 'outbox')) => {
    try {
      return (await readdir(folder)).sort();
    } catch {
      return [];
    }
  };

  it('sends a mail committed with its cause once, to a file named after its row, and keeps none rolled back with it', async () => {
    const worker = mailer();
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await worker.enqueue(trx, mailTo('terug@voorbeeld.nl'));
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    const id = await handle.db.transaction().execute((trx) => worker.enqueue(trx, mailTo('blijft@voorbeeld.nl')));
    await worker.flush();
    await worker.flush();
    const [row] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(row).toMatchObject({ id, status: 'sent', attempts: 1, recipient: 'blijft@voorbeeld.nl', subject: null, text_body: null, html_body: null, link: null });
    expect(row!.sent_at).toEqual(clock);
    const name = outboxFileName({ id, messageKey: row!.message_key });
    expect(await outboxNames()).toEqual([name]);
    const file = path.join(dir, 'outbox', name);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ id: name.replace(/\.json$/, ''), to: 'blijft@voorbeeld.nl', link: 'http://localhost:3000/aanmelden?n=0' });
    expect((await worker.listOutbox()).map((mail) => mail.to)).toEqual(['blijft@voorbeeld.nl']);
  });

  it('two workers on one database send each of 60 mails exactly once', async () => {
    // Small batches, so the two claim side by side many times.
    const one = mailer({ outboxDir: path.join(dir, 'one'), batchSize: 2 });
    const other = mailer({ db: (second ?? handle).db, outboxDir: path.join(dir, 'other'), batchSize: 2 });
    for (let n = 0; n < 60; n += 1) await one.enqueue(handle.db, mailTo(`persoon${n}@voorbeeld.nl`, n));
    await Promise.all([one.flush(), other.flush()]);
    const names = [...(await outboxNames(path.join(dir, 'one'))), ...(await outboxNames(path.join(dir, 'other')))];
    expect(names).toHaveLength(60);
    expect(new Set(names).size).toBe(60);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // On PostgreSQL both took part (SKIP LOCKED let them work side by side).
    if (second) expect((await outboxNames(path.join(dir, 'other'))).length).toBeGreaterThan(0);
  });

  it('a mail sent but not marked (a crash) is sent again to the same file, and a claimed one waits out its lease', async () => {
    const worker = mailer({ leaseMs: 60 * SECOND });
    const id = await worker.enqueue(handle.db, mailTo('eenmaal@voorbeeld.nl'));
    await worker.flush();
    // As if the process died between writing the file and the "sent" mark.
    await sql`UPDATE mail_outbox SET status = 'pending', run_at = ${clock} WHERE id = ${id}`.execute(handle.db);
    await worker.flush();
    expect(await outboxNames()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });

    // A worker claimed this one and died mid-send: no one takes it before its lease ends.
    const leased = await worker.enqueue(handle.db, mailTo('later@voorbeeld.nl'));
    expect((await claimDueMail(handle.db, clock, new Date(clock.getTime() + 60 * SECOND)))?.id).toBe(leased);
    await worker.flush();
    expect(await outboxNames()).toHaveLength(1);
    clock = new Date(clock.getTime() + 60 * SECOND);
    await worker.flush();
    expect(await outboxNames()).toHaveLength(2);
    expect((await rows()).find((row) => row.id === leased)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it("leaves a fresh mail to the instance that stored it: another's timer takes it only after the handover", async () => {
    const other = mailer({ db: (second ?? handle).db, outboxDir: path.join(dir, 'other'), pollSeconds: 1, handoverMs: 30 * SECOND });
    other.start();
    // Its start's own pass (which takes fresh mails too) is over before the mail is stored: on a loaded machine it could run after.
    await other.flush();
    const owner = mailer({ outboxDir: path.join(dir, 'owner') });
    await owner.enqueue(handle.db, mailTo('lokaal@voorbeeld.nl'));
    // Two ticks of the other's timer: the mail is still waiting for its own instance.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await outboxNames(path.join(dir, 'other'))).toEqual([]);
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    // Its instance never woke (it crashed): after the handover the other one sends it.
    clock = new Date(clock.getTime() + 30 * SECOND);
    for (let waited = 0; waited < 10_000 && (await outboxNames(path.join(dir, 'other'))).length === 0; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outboxNames(path.join(dir, 'other'))).toHaveLength(1);
    expect(await outboxNames(path.join(dir, 'owner'))).toEqual([]);
  });

  it('retries a refused mail with exponential backoff over real SMTP, with one Message-ID from the row', async () => {
    const smtp = await startTestSmtpServer({ failFirst: 2 });
    try {
      const worker = mailer({ smtpUrl: smtp.url, retryBaseMs: 10 * SECOND, maxAttempts: 5 });
      const id = await worker.enqueue(handle.db, { to: 'geduld@voorbeeld.nl', ...loginLinkMail({ firstName: 'Eva', link: 'https://www.example.nl/login/x', code: '012345', ttlMinutes: 10 }) });
      await worker.flush();
      expect(smtp.refused()).toBe(1);
      expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, run_at: new Date(clock.getTime() + 10 * SECOND) });
      expect((await rows())[0]!.last_error).toMatch(/451/);
      // Not before its time.
      clock = new Date(clock.getTime() + 9 * SECOND);
      await worker.flush();
      expect(smtp.refused()).toBe(1);
      clock = new Date(clock.getTime() + SECOND);
      await worker.flush();
      expect(smtp.refused()).toBe(2);
      // The second retry waits twice as long.
      expect((await rows())[0]!.run_at).toEqual(new Date(clock.getTime() + 20 * SECOND));
      clock = new Date(clock.getTime() + 20 * SECOND);
      await worker.flush();
      expect(smtp.received).toHaveLength(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      const raw = decodeQuotedPrintable(smtp.received[0]!.raw);
      expect(raw).toContain(`Message-ID: ${messageIdOf({ id, messageKey: row!.message_key }, 'Interimly <noreply@interimly.nl>')}`);
      expect(raw).toMatch(/^Message-ID: <mail-\d+\.[0-9a-f]{16}@interimly\.nl>/m);
      expect(JSON.stringify(lines)).not.toContain('geduld@');
    } finally {
      // The pool keeps its connections open until the mailer closes; the server's close waits for them.
      await closeMailers();
      await smtp.close();
    }
  });

  it('marks a mail failed after its last attempt, logs it without the recipient, and counts it', async () => {
    const smtp = await startTestSmtpServer({ failFirst: 1000 });
    try {
      const worker = mailer({ smtpUrl: smtp.url, retryBaseMs: SECOND, maxAttempts: 3 });
      await worker.enqueue(handle.db, mailTo('onbereikbaar@voorbeeld.nl'));
      clock = new Date(clock.getTime() + 30 * SECOND);
      await worker.enqueue(handle.db, mailTo('wacht@voorbeeld.nl'));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await worker.flush();
        clock = new Date(clock.getTime() + 10 * SECOND);
      }
      const all = await rows();
      expect(all.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
        ['onbereikbaar@voorbeeld.nl', 'failed', 3],
        ['wacht@voorbeeld.nl', 'failed', 3],
      ]);
      // A failed mail keeps its content (an operator may send it again).
      expect(all[0]!.subject).toBe('Inloggen bij Interimly: geen account gevonden');
      const failures = lines.filter((line) => line.level === 'error');
      expect(failures.map((line) => line.message)).toEqual([expect.stringMatching(/^mail \d+ failed after 3 attempts; marked failed$/), expect.stringMatching(/failed after 3/)]);
      expect(JSON.stringify(lines)).not.toMatch(/onbereikbaar|wacht@/);
      expect(await mailQueueStats(handle.db, clock)).toEqual({ pending: 0, failed: 2, held: 0, oldestPendingSeconds: null });
    } finally {
      // The pool keeps its connections open until the mailer closes; the server's close waits for them.
      await closeMailers();
      await smtp.close();
    }
  });

  it('sends a burst over a few pooled SMTP connections, not one connection per mail (issue 43, item 4)', async () => {
    // A sink that counts the connections it was opened and the mails it took.
    let connections = 0;
    let mails = 0;
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          mails += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = sink.server.address() as AddressInfo;
      const worker = mailer({ smtpUrl: `smtp://127.0.0.1:${port}` });
      // What 30 freelancers applying at once leave: more mails than one pooled connection takes.
      const burst = SMTP_MAX_MESSAGES + 20;
      await handle.db.transaction().execute(async (trx) => {
        for (let n = 0; n < burst; n += 1) await worker.enqueue(trx, mailTo(`sollicitant${n}@voorbeeld.nl`, n));
      });
      await worker.flush();
      expect(mails).toBe(burst);
      expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
      // The pool's connections, plus their replacements after SMTP_MAX_MESSAGES mails each; a connection per mail was `burst`.
      expect(connections).toBeGreaterThanOrEqual(1);
      expect(connections).toBeLessThanOrEqual(SMTP_MAX_CONNECTIONS * 2);
    } finally {
      await closeMailers();
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it('counts pending mails and the age of the oldest', async () => {
    const worker = mailer();
    expect(await worker.stats()).toEqual({ pending: 0, failed: 0, held: 0, oldestPendingSeconds: null });
    await worker.enqueue(handle.db, mailTo('a@voorbeeld.nl'));
    clock = new Date(clock.getTime() + 90 * SECOND);
    await worker.enqueue(handle.db, mailTo('b@voorbeeld.nl'));
    clock = new Date(clock.getTime() + 30 * SECOND);
    expect(await worker.stats()).toEqual({ pending: 2, failed: 0, held: 0, oldestPendingSeconds: 120 });
  });

  it('close() stops claiming but finishes the mails in hand', async () => {
    const smtp = await startTestSmtpServer({ delayMs: 400 });
    try {
      // A batch of one mail per pooled connection is in hand; two more wait.
      const worker = mailer({ smtpUrl: smtp.url, batchSize: SMTP_MAX_CONNECTIONS });
      const total = SMTP_MAX_CONNECTIONS + 2;
      for (let n = 0; n < total; n += 1) await worker.enqueue(handle.db, mailTo(`slot${n}@voorbeeld.nl`, n));
      worker.wake();
      // The batch is claimed (the slow server holds each mail for 400 ms).
      const claimed = async () => (await rows()).filter((row) => row.attempts > 0).length;
      for (let waited = 0; waited < 10_000 && (await claimed()) < SMTP_MAX_CONNECTIONS; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      await worker.close();
      mailers.splice(mailers.indexOf(worker), 1);
      expect(smtp.received).toHaveLength(SMTP_MAX_CONNECTIONS);
      const statuses = (await rows()).map((row) => [row.status, row.attempts]);
      expect(statuses.filter(([status]) => status === 'sent')).toHaveLength(SMTP_MAX_CONNECTIONS);
      expect(statuses.filter(([status, attempts]) => status === 'pending' && attempts === 0)).toHaveLength(2);
    } finally {
      // The pool keeps its connections open until the mailer closes; the server's close waits for them.
      await closeMailers();
      await smtp.close();
    }
  });

  it('leaves no temporary file, and clears one a crash left behind', async () => {
    const outbox = path.join(dir, 'outbox');
    const worker = mailer();
    await worker.enqueue(handle.db, mailTo('schoon@voorbeeld.nl'));
    await worker.flush();
    expect((await outboxNames()).filter((name) => name.includes('.tmp-'))).toEqual([]);
    const leftover = path.join(outbox, 'm000000000009-0123456789abcdef.json.tmp-1-abcd');
    await writeFile(leftover, '');
    const old = new Date(Date.now() - 3600 * SECOND);
    await utimes(leftover, old, old);
    const restarted = mailer();
    restarted.start();
    await restarted.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outboxNames()).filter((name) => name.includes('.tmp-'))).toEqual([]);
    // A zero-byte or partial file never shows in the mailbox.
    expect((await worker.listOutbox()).map((mail) => mail.to)).toEqual(['schoon@voorbeeld.nl']);
  });

  it('deletes the rows that mention a person, whatever their status, and keeps the rest', async () => {
    const worker = mailer();
    await worker.enqueue(handle.db, mailTo('Eva.Bakker@voorbeeld.nl'));
    await worker.enqueue(handle.db, mailTo('bram@voorbeeld.nl'));
    // Sent: the row keeps only its recipient.
    await worker.flush();
    await worker.enqueue(handle.db, { to: 'staf@interimly.nl', subject: 'Terugbelverzoek van Eva Bakker', text: 'Bel 06 11223344', html: '<p>x</p>' });
    await worker.enqueue(handle.db, mailTo('eva.bakker@voorbeeld.nl', 2));
    expect(await deleteMailsMentioning(handle.db, ['eva.bakker@voorbeeld.nl', '06 11223344'])).toBe(3);
    expect((await rows()).map((row) => row.recipient)).toEqual(['bram@voorbeeld.nl']);
    expect(await deleteMailsMentioning(handle.db, [])).toBe(0);
  });
});
