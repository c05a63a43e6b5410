import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from './mailer.js';
import { noAccountMail } from './mail-templates.js';

/** issue 18, finding 8a: background work whose mail flush() waits for, and whose failures are logged without the address. */
describe('mailer.queueAfter', () => {
  let dataDir: string;
  const errors: Array<{ object: object; message: string }> = [];
  const log = { info: () => undefined, error: (object: object, message: string) => errors.push({ object, message }) };
  const mailerIn = (outboxDir: string) => createMailer({ smtpUrl: undefined, from: 'x <x@x.nl>', outboxDir, logLinks: false, now: () => new Date(), log });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'interim-queue-after-'));
    errors.length = 0;
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('starts the work only after the current turn, and flush() waits for the work and then its mail', async () => {
    const mailer = mailerIn(path.join(dataDir, 'outbox'));
    const steps: string[] = [];
    mailer.queueAfter(async () => {
      steps.push('work started');
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push('work done');
      return { to: 'wacht@voorbeeld.nl', ...noAccountMail({ registerLink: 'http://localhost:3000/aanmelden' }) };
    });
    steps.push('answered');
    await Promise.resolve();
    expect(steps).toEqual(['answered']);
    await mailer.flush();
    expect(steps).toEqual(['answered', 'work started', 'work done']);
    expect((await mailer.listOutbox()).map((mail) => mail.to)).toEqual(['wacht@voorbeeld.nl']);
    await mailer.close();
  });

  it('sends nothing when the work resolves to no mail', async () => {
    const mailer = mailerIn(path.join(dataDir, 'outbox'));
    mailer.queueAfter(async () => undefined);
    await mailer.flush();
    expect(await mailer.listOutbox()).toEqual([]);
    await mailer.close();
  });

  it('logs a failure of the work or of sending without the address, and never throws', async () => {
    // A file where the outbox folder should be: writing the mail fails.
    const blocked = path.join(dataDir, 'blocked');
    await writeFile(blocked, 'x');
    const mailer = mailerIn(blocked);
    mailer.queueAfter(async () => {
      throw new Error('insert failed');
    });
    mailer.queueAfter(async () => ({ to: 'geheim.adres@voorbeeld.nl', ...noAccountMail({ registerLink: 'http://localhost:3000/aanmelden' }) }));
    await expect(mailer.flush()).resolves.toBeUndefined();
    expect(errors.map((error) => error.message)).toEqual(['background mail work failed', 'background mail work failed']);
    expect(JSON.stringify(errors)).not.toContain('geheim');
    await mailer.close();
  });
});
