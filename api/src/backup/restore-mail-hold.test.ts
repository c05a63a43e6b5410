import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { loadTestEnv } from '../config/env.js';
import { type DatabaseHandle, openDatabase, type OpenDatabaseOptions } from '../db/database.js';
import { insertMail, markMailSent } from '../mail/mail-outbox.repository.js';
import { noAccountMail } from '../mail/mail-templates.js';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { scratchDatabases } from '../testing/scratch-databases.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server.js';
import { runRestore } from './backup-command.js';
import { createBackup } from './create-backup.js';

/**
 * Issue 43, item 3: a server started on a restored backup (the runbook's
 * "verify a backup") sent every mail that was pending at backup time,
 * although the source server had delivered them. A restore now holds them
 * until the operator releases them (`pnpm restore --send-pending`).
 */

const scratchDirs: string[] = [];
async function scratch(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `interim-mail-hold-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of scratchDirs) await rm(dir, { recursive: true, force: true });
});

const mailTo = (to: string) => ({ to, ...noAccountMail({ registerLink: 'http://localhost:3000/aanmelden' }) });

async function appOn(dataDir: string, database: DatabaseHandle, smtpUrl?: string): Promise<FastifyInstance> {
  const app = await buildApp({
    env: { NODE_ENV: 'test' },
    config: { dataDir, serveStatic: false, logLevel: 'silent', jwtSecret: undefined, seedDemoData: false, seedReferenceData: false, smtpUrl },
    database,
  });
  await app.ready();
  return app;
}

const statuses = async (db: DatabaseHandle['db']) =>
  (await sql<{ status: string; count: number }>`SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status ORDER BY status`.execute(db)).rows;

interface Target {
  /** What the restore command is configured with. */
  config: { dataDir: string; databaseUrl: string | undefined };
  open: () => Promise<DatabaseHandle>;
}

/**
 * A source whose database holds three pending mails and a sent one, backed
 * up; answers the archive. `beforeHold` simulates a backup of the version
 * before migration 0801 (no `held` in the status check).
 */
async function backupWithPendingMail(source: OpenDatabaseOptions, databaseUrl: string | undefined, olderSchema: boolean): Promise<string> {
  const dataDir = await scratch('source');
  const database = await openDatabase(source);
  try {
    // The app migrates the database; its worker is gone before the mails are written, as if they were written just before the backup.
    await (await appOn(dataDir, database)).close();
    const now = new Date();
    for (const to of ['een@voorbeeld.nl', 'twee@voorbeeld.nl', 'drie@voorbeeld.nl']) await insertMail(database.db, mailTo(to), now);
    await markMailSent(database.db, await insertMail(database.db, mailTo('al.verstuurd@voorbeeld.nl'), now), now);
    if (olderSchema) {
      await sql`ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check, ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'failed'))`.execute(
        database.db,
      );
      await sql`DELETE FROM kysely_migration WHERE name = '0801_mail_outbox_held'`.execute(database.db);
    }
    const file = path.join(await scratch('archive'), 'backup.tar');
    const out = createWriteStream(file, { mode: 0o600 });
    await createBackup({ dataDir, out, now, ...(databaseUrl ? { databaseUrl } : { database }) });
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return file;
  } finally {
    await database.close();
  }
}

async function checkHoldAndRelease(file: string, held: Target, sent: Target, olderSchema: boolean): Promise<void> {
  const lines: string[] = [];
  const options = (target: Target) => ({ config: target.config, invokedFrom: os.tmpdir(), print: (line: string) => lines.push(line), printError: (line: string) => lines.push(line) });
  let smtp: TestSmtpServer | undefined = await startTestSmtpServer();
  try {
    expect(await runRestore([file], options(held))).toBe(0);
    expect(lines.join('\n')).toContain(
      '3 mails were pending at backup time and are on hold: a server on this data does not send them (the source server most likely did). To send them: pnpm restore --send-pending',
    );
    if (olderSchema) expect(lines.join('\n')).toMatch(/applies 1 migrations on its next start \(0801_mail_outbox_held\)/);

    // The runbook's check: a server on the restored data, with a real mail server. It sends nothing.
    let database = await held.open();
    let app = await appOn(held.config.dataDir, database, smtp.url);
    try {
      await app.mailer.flush();
      expect(smtp.received).toHaveLength(0);
      expect(await app.mailer.stats()).toMatchObject({ pending: 0, held: 3 });
      const metrics = (await app.inject({ method: 'GET', url: '/api/metrics' })).body;
      expect(metrics).toMatch(/^mail_queue_pending 0$/m);
      expect(metrics).toMatch(/^mail_held 3$/m);
    } finally {
      await app.close();
      await database.close();
    }

    // The operator releases them (server stopped); the next start sends them.
    expect(await runRestore(['--send-pending'], options(held))).toBe(0);
    expect(lines.at(-1)).toMatch(/^Released 3 held mails in /);
    expect(await runRestore(['--send-pending'], options(held))).toBe(0);
    expect(lines.at(-1)).toMatch(/^No held mail in .*nothing was changed\.$/);
    database = await held.open();
    app = await appOn(held.config.dataDir, database, smtp.url);
    try {
      await app.mailer.flush();
      expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(['drie@voorbeeld.nl', 'een@voorbeeld.nl', 'twee@voorbeeld.nl']);
      expect(await statuses(database.db)).toEqual([{ status: 'sent', count: 4 }]);
    } finally {
      await app.close();
      await database.close();
    }
    await smtp.close();
    smtp = undefined;

    // `pnpm restore <file> --send-pending`: the mail stays pending.
    expect(await runRestore([file, '--send-pending'], options(sent))).toBe(0);
    expect(lines.at(-1)).toMatch(/stays pending: a server on this data sends it/);
    database = await sent.open();
    try {
      expect(await statuses(database.db)).toEqual([
        { status: 'pending', count: 3 },
        { status: 'sent', count: 1 },
      ]);
    } finally {
      await database.close();
    }
  } finally {
    await smtp?.close();
  }
}

describe('a restore holds the mail pending at backup time (PGlite)', () => {
  it('a server on the restored folder sends none of it until pnpm restore --send-pending', async () => {
    const sourceDir = await scratch('pglite-db');
    const file = await backupWithPendingMail({ kind: 'pglite', dataDir: path.join(sourceDir, 'db'), loadDataDir: await loadPgliteTemplate() }, undefined, false);
    const target = (name: string): Target => {
      const dataDir = path.join(sourceDir, name);
      return { config: { dataDir, databaseUrl: undefined }, open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }) };
    };
    await checkHoldAndRelease(file, target('held'), target('sent'), false);
  }, 180_000);
});

const postgresUrl = loadTestEnv().testDatabaseUrl;
const describePostgres = postgresUrl ? describe : describe.skip;

describePostgres('a restore holds the mail pending at backup time (PostgreSQL)', () => {
  const databases = scratchDatabases(postgresUrl!, 'mailhold', ['source', 'held', 'sent'] as const);
  beforeAll(() => databases.create());
  afterAll(() => databases.drop());

  it('also from a backup older than the held status (the restore widens the check, the start migrates)', async () => {
    const file = await backupWithPendingMail({ kind: 'postgres', connectionString: databases.urlOf('source') }, databases.urlOf('source'), true);
    const target = async (name: 'held' | 'sent'): Promise<Target> => ({
      config: { dataDir: await scratch(`pg-${name}`), databaseUrl: databases.urlOf(name) },
      open: () => openDatabase({ kind: 'postgres', connectionString: databases.urlOf(name) }),
    });
    await checkHoldAndRelease(file, await target('held'), await target('sent'), true);
  }, 180_000);
});
