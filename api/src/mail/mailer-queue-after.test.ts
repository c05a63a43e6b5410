import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { collectMigrations, runMigrations } from '../db/migrate.js';
import { loadPgliteTemplate } from '../testing/pglite-template.js';
import { mailOutboxMigrations } from './mail-outbox.migrations.js';
import { noAccountMail } from './mail-templates.js';
import { createMailer } from './mailer.js';

/** issue 18, finding 8a: background work whose mail flush() waits for, and whose failures are logged without the address. */
describe('mailer.queueAfter', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const errors: Array<{ object: object; message: string }> = [];
  const log = { info: () => undefined, error: (object: object, message: string) => errors.push({ object, message }) };
  const mailerIn = (outboxDir: string) =>
    createMailer({ db: database.db, smtpUrl: undefined, from: 'x <x@x.nl>', outboxDir, logLinks: false, now: () => new Date(), log, pollSeconds: 0 });
  const mail = (to: string) => ({ to, ...noAccountMail({ registerLink: 'http://localhost:3000/aanmelden' }) });

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', loadDataDir: await loadPgliteTemplate() });
    await runMigrations(database.db, collectMigrations([mailOutboxMigrations]));
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-queue-after-'));
    errors.length = 0;
    await database.db.deleteFrom('mail_outbox').execute();
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('starts the work only after the current turn, and flush() waits for the work and then its mail', async () => {
    const mailer = mailerIn(path.join(dataDir, 'outbox'));
    const steps: string[] = [];
    mailer.queueAfter(async () => {
      steps.push('work started');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await mailer.enqueue(database.db, mail('wacht@voorbeeld.nl'));
      steps.push('work done');
    });
    steps.push('answered');
    await Promise.resolve();
    expect(steps).toEqual(['answered']);
    await mailer.flush();
    expect(steps).toEqual(['answered', 'work started', 'work done']);
    expect((await mailer.listOutbox()).map((sent) => sent.to)).toEqual(['wacht@voorbeeld.nl']);
    await mailer.close();
  });

  it('sends the mail of the work without a flush: the work wakes the worker', async () => {
    const mailer = mailerIn(path.join(dataDir, 'outbox'));
    mailer.queueAfter(async () => {
      await mailer.enqueue(database.db, mail('vanzelf@voorbeeld.nl'));
    });
    for (let waited = 0; waited < 5000 && (await mailer.listOutbox()).length === 0; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await mailer.listOutbox()).map((sent) => sent.to)).toEqual(['vanzelf@voorbeeld.nl']);
    await mailer.close();
  });

  it('logs a failure of the work without the address, never throws, and keeps a mail whose sending failed for a retry', async () => {
    // A file where the outbox folder should be: writing the mail fails.
    const blocked = path.join(dataDir, 'blocked');
    await writeFile(blocked, 'x');
    const mailer = mailerIn(blocked);
    mailer.queueAfter(async () => {
      throw new Error('insert failed');
    });
    mailer.queueAfter(async () => {
      await mailer.enqueue(database.db, mail('geheim.adres@voorbeeld.nl'));
    });
    await expect(mailer.flush()).resolves.toBeUndefined();
    expect(errors.map((error) => error.message)).toEqual(['background mail work failed', expect.stringMatching(/^sending mail \d+ failed; tried again at /)]);
    expect(JSON.stringify(errors)).not.toContain('geheim');
    const rows = await database.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows).toEqual([{ status: 'pending', attempts: 1 }]);
    await mailer.close();
  });
});
