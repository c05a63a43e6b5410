import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { type DatabaseHandle, dropSchema, openDatabase } from '../../db/database.js';
import { latestMail, loginAs, nextTestAddress, type TestLogin } from '../../testing/login.js';
import { loadPgliteTemplate } from '../../testing/pglite-template.js';
import { type TestDatabase, testDatabases } from '../../testing/test-app.js';

/**
 * Issue 18, finding 4: after an anonymisation nothing outside the tables
 * names the person either. The outbox (mails to every address they had,
 * staff's call-back mail with their name and phone), the server log (which
 * never held an address or a link in the first place) and, on PGlite, every
 * file of the data folder (old row versions, indexes, the write-ahead log)
 * are searched for the name, the addresses and the phone number.
 */

const FIRST = 'Xaviera';
const LAST = 'Quintelier';
const FIRST_ADDRESS = 'xaviera.quintelier@example.nl';
const SECOND_ADDRESS = 'x.quintelier-nieuw@example.org';
const PHONE = '06 24681357';
const NEEDLES = [FIRST, LAST, FIRST_ADDRESS, SECOND_ADDRESS, PHONE, PHONE.replace(/\D/g, ''), 'quintelier'];

const OTHER_ADDRESS = 'bram.blijft@example.nl';

/** Files below `dir`, recursively. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** `needle -> files holding it` (case-insensitive, bytes read as Latin-1 so any file can be searched). */
async function occurrences(files: string[], needles: readonly string[], relativeTo: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const file of files) {
    const text = (await readFile(file)).toString('latin1').toLowerCase();
    for (const needle of needles) {
      if (text.includes(needle.toLowerCase())) (found[needle] ??= []).push(path.relative(relativeTo, file));
    }
  }
  return found;
}

interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  log: () => string;
  close(): Promise<void>;
}

/** An app logging at info into memory; on PGlite its database lives in `<dataDir>/db` on disk, as in `pnpm start`. */
async function startInstance(database: TestDatabase): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-anonymise-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle =
    database.name === 'postgres' && database.url
      ? await openDatabase({ kind: 'postgres', connectionString: database.url, schema, maxConnections: 4 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), loadDataDir: await loadPgliteTemplate() });
  let logged = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logged += chunk.toString('utf8');
      callback();
    },
  });
  const app = await buildApp({
    env: { NODE_ENV: 'test' },
    config: { dataDir, serveStatic: false, jwtSecret: 'test-secret-test-secret-test-secret-0123', seedDemoData: false },
    logger: { level: 'info', stream },
    database: handle,
  });
  await app.ready();
  let closed = false;
  return {
    app,
    database: handle,
    dataDir,
    log: () => logged,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await handle.close();
      if (database.name === 'postgres' && database.url) await dropSchema(database.url, schema);
    },
  };
}

describe.each(testDatabases)('anonymisation leaves no trace outside the tables ($name)', (database) => {
  let instance: Instance;
  let app: FastifyInstance;
  let person: TestLogin;
  let other: TestLogin;

  const call = (login: TestLogin | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: login ? { cookie: login.cookieHeader } : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    instance = await startInstance(database);
    app = instance.app;
    other = await loginAs(app, OTHER_ADDRESS, { firstName: 'Bram', lastName: 'Blijft' });
    person = await loginAs(app, FIRST_ADDRESS, { firstName: FIRST, lastName: LAST });
    expect((await call(person, 'PATCH', `/api/employees/${person.employeeId}`, { phone: PHONE, city: 'Zwolle' })).statusCode).toBe(200);

    // Staff get a call-back mail with the name, the address of the time and the phone number.
    const contact = await call(person, 'POST', '/api/employees/request-contact', { message: 'Graag een belletje over opdrachten', phone: PHONE, preferredTime: 'morning' });
    expect(contact.statusCode).toBe(201);
    expect((await call(other, 'POST', '/api/employees/request-contact', { message: 'Bel Bram', phone: '0687654321' })).statusCode).toBe(201);

    // A new address: confirmed through the link mailed to it; the first address is told.
    expect((await call(person, 'POST', '/api/employees/me/email-change', { email: SECOND_ADDRESS })).statusCode).toBe(204);
    const confirmation = await latestMail(app, SECOND_ADDRESS);
    const token = /e-mailbevestiging=([A-Za-z0-9_-]+)/.exec(confirmation?.link ?? '')?.[1];
    expect(token).toBeDefined();
    expect((await call(person, 'POST', '/api/employees/me/email-change/confirm', { token })).statusCode).toBe(200);
    expect((await latestMail(app, FIRST_ADDRESS))?.subject).toBe('Je e-mailadres is gewijzigd');
    // Someone tries the old address: "no account" goes to it.
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/passwordless_login', remoteAddress: nextTestAddress(), payload: { email: FIRST_ADDRESS } });
    expect(unknown.statusCode).toBe(204);

    // Staff's internal notes name and describe the person (issue 30 item 5): they go too.
    const staff = await loginAs(app, 'staf.notities@example.nl', { staff: true, firstName: 'Sanne', lastName: 'Staf' });
    const note = await call(staff, 'POST', `/api/employees/${person.employeeId}/notes`, { body: `${FIRST} ${LAST} is bereikbaar op ${PHONE}, ${SECOND_ADDRESS}.` });
    expect(note.statusCode).toBe(201);

    await app.mailer.flush();
  });

  afterAll(async () => {
    await instance?.close();
    if (instance) await rm(instance.dataDir, { recursive: true, force: true });
  });

  const outboxFiles = () => filesBelow(path.join(instance.dataDir, 'outbox'));

  it('finds the person in the outbox, including staff mail and mail to the earlier address, before', async () => {
    const found = await occurrences(await outboxFiles(), NEEDLES, instance.dataDir);
    for (const needle of [FIRST, LAST, FIRST_ADDRESS, SECOND_ADDRESS, PHONE]) expect(found[needle]?.length ?? 0).toBeGreaterThan(0);
    const staffMails = await app.mailer.listOutbox({ to: app.config.staffEmail, limit: 10 });
    expect(staffMails.map((mail) => mail.subject).sort()).toEqual([`Terugbelverzoek van Bram Blijft`, `Terugbelverzoek van ${FIRST} ${LAST}`]);
  });

  if (database.name === 'pglite') {
    it('finds the person in the database files before (the search itself works)', async () => {
      await sql`CHECKPOINT`.execute(app.db);
      const found = await occurrences(await filesBelow(path.join(instance.dataDir, 'db')), [LAST, SECOND_ADDRESS], instance.dataDir);
      expect(found[LAST]?.length ?? 0).toBeGreaterThan(0);
      expect(found[SECOND_ADDRESS]?.length ?? 0).toBeGreaterThan(0);
    });
  }

  it('anonymises', async () => {
    const response = await call(person, 'POST', '/api/gdpr_requests', { type: 'anonymize-data', confirmation: 'ANONIMISEER' });
    expect(response.statusCode).toBe(201);
  });

  it('leaves no mail in the outbox that names, addresses or calls the person, and keeps the others', async () => {
    expect(await occurrences(await outboxFiles(), NEEDLES, instance.dataDir)).toEqual({});
    const left = await app.mailer.listOutbox({ limit: 1000 });
    expect(left.filter((mail) => mail.to === OTHER_ADDRESS).length).toBeGreaterThan(0);
    expect(left.filter((mail) => mail.subject === 'Terugbelverzoek van Bram Blijft')).toHaveLength(1);
  });

  it('logged no address, name, phone number or link of the person at any point', () => {
    const log = instance.log();
    // The log did record the work: mails, the dev mailbox queries, the logins.
    expect(log).toContain('in the outbox');
    expect(log).toContain('x***@example.nl');
    // One line per request names the route pattern, never the URL with its token (issue 28).
    expect(log).toContain('"route":"/api/auth/passwordless_login/:id"');
    for (const needle of NEEDLES) expect({ needle, logged: log.toLowerCase().includes(needle.toLowerCase()) }).toEqual({ needle, logged: false });
    expect(log).not.toMatch(/passwordless_login\/[A-Za-z0-9_-]{43}/);
    // Links only on the outbox's development line (tests run as development; production never logs them, see mail.test.ts).
    const linkLines = log.split('\n').filter((line) => /https?:\/\/[^"\s]+\/[^"\s]+/.test(line));
    expect(linkLines.length).toBeGreaterThan(0);
    expect(linkLines.filter((line) => !line.includes('"outboxLink":"'))).toEqual([]);
  });

  if (database.name === 'pglite') {
    it('leaves no file of the data folder (tables, indexes, write-ahead log, outbox) holding the person', async () => {
      await instance.close();
      const files = await filesBelow(instance.dataDir);
      expect(files.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      expect(await occurrences(files, NEEDLES, instance.dataDir)).toEqual({});
      // Bram is still there: the search would have found a name.
      expect(Object.keys(await occurrences(files, ['Blijft'], instance.dataDir))).toEqual(['Blijft']);
    });
  } else {
    it('vacuums the tables it touched (the server keeps no dead row versions of them)', async () => {
      const { rows } = await sql<{ relname: string; vacuumed: boolean }>`
        SELECT relname, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables
        WHERE schemaname = current_schema() AND relname IN ('employees', 'employee_email_changes', 'employee_contact_requests', 'gdpr_requests')
        ORDER BY relname`.execute(app.db);
      expect(rows).toEqual(['employee_contact_requests', 'employee_email_changes', 'employees', 'gdpr_requests'].map((relname) => ({ relname, vacuumed: true })));
    });
  }
});
