import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailboxMessage } from '@interim/shared/contract';
import nodemailer from 'nodemailer';
import { LOGGED_LINK_KEY, maskEmail } from '../http/log-redaction.js';
import type { MailContent } from './mail-templates.js';

/** A mail to send: a template's content plus the recipient. */
export interface MailMessage extends MailContent {
  to: string;
}

/** Where mail goes: an SMTP server (`SMTP_URL`) or the outbox folder. */
export interface Mailer {
  /** 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends now; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the request answers without waiting (so a known
   * and an unknown address answer equally fast). Failures are logged.
   */
  queue(message: MailMessage): void;
  /**
   * Runs `prepare` in the background, after the current request has been
   * answered, then sends the mail it resolves to (none when undefined): work
   * whose duration must not show in the answer, such as "insert a login link,
   * then mail it" for a known address against "mail that there is no
   * account" for an unknown one. The mail goes only after `prepare` is done
   * (a link is stored before anyone can open it). {@link flush} waits for it
   * too. A failure is logged, without the recipient, and never thrown.
   */
  queueAfter(prepare: () => Promise<MailMessage | undefined>): void;
  /** Waits for every queued mail and background preparation (the dev mailbox, tests and shutdown use it). */
  flush(): Promise<void>;
  /** The outbox, newest first (empty with SMTP). */
  listOutbox(options?: { to?: string; limit?: number }): Promise<MailboxMessage[]>;
  /**
   * Deletes every mail of the outbox whose recipient, subject or text
   * mentions any of `mentions` (case-insensitive): an anonymised person's
   * addresses, name and phone numbers. Waits for queued mails first. Answers
   * how many went (0 with SMTP: nothing is kept).
   */
  purgeOutbox(mentions: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** `${DATA_DIR}/outbox`. */
  outboxDir: string;
  /**
   * Whether the outbox also logs each mail's link (the login link, so
   * `pnpm dev` works without a mail server). Off in production: whoever
   * reads the log could log in as anyone who asked for a link. The address
   * is logged masked either way (`e***@example.nl`), and never the subject
   * (it may hold a name); http/log-redaction.ts lets this one link through.
   */
  logLinks: boolean;
  now: () => Date;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/;
const CODE_PATTERN = /\b\d{6}\b/;

/**
 * One mail per JSON file in the outbox, named `<ms>-<sequence>-<random>.json`
 * so a plain name sort is the order of sending, also within one millisecond.
 */
let sequence = 0;

/**
 * Creates the mailer: nodemailer over SMTP when `smtpUrl` is set, otherwise
 * the outbox folder (and, with `logLinks`, the link goes to the log).
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  async function writeToOutbox(message: MailMessage): Promise<void> {
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    sequence = (sequence + 1) % 1_000_000;
    const id = `${String(Date.now()).padStart(14, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    const entry: MailboxMessage = {
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      link: message.link ?? LINK_PATTERN.exec(message.text)?.[0] ?? null,
      code: message.code ?? CODE_PATTERN.exec(message.text)?.[0] ?? null,
      sentAt: options.now().toISOString(),
    };
    // Mails hold login links: readable by the server's user only.
    await writeFile(path.join(options.outboxDir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
    const to = maskEmail(message.to);
    if (options.logLinks && entry.link) {
      options.log.info({ to, file: `${id}.json`, [LOGGED_LINK_KEY]: entry.link }, `mail to ${to} in the outbox; link: ${entry.link}`);
    } else {
      options.log.info({ to, file: `${id}.json` }, `mail to ${to} in the outbox`);
    }
  }

  /** The outbox's mail files, oldest first. */
  async function outboxFiles(): Promise<string[]> {
    try {
      return (await readdir(options.outboxDir)).filter((name) => /^[0-9a-f-]+\.json$/.test(name)).sort();
    } catch {
      return [];
    }
  }

  async function readOutboxFile(name: string): Promise<MailboxMessage | undefined> {
    try {
      return JSON.parse(await readFile(path.join(options.outboxDir, name), 'utf8')) as MailboxMessage;
    } catch {
      return undefined;
    }
  }

  /** Keeps a background job until it settles, for flush(), purgeOutbox() and close(). */
  function track(job: Promise<void>): void {
    pending.add(job);
    void job.finally(() => pending.delete(job));
  }

  async function send(message: MailMessage): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      options.log.info({ to: maskEmail(message.to) }, 'mail sent');
    } else {
      await writeToOutbox(message);
    }
  }

  return {
    kind: transport ? 'smtp' : 'outbox',
    send,
    queue(message) {
      track(
        send(message).catch((error: unknown) => {
          options.log.error({ err: error, to: maskEmail(message.to) }, 'sending mail failed');
        }),
      );
    },
    queueAfter(prepare) {
      track(
        (async () => {
          // Not one step of it before the answer has gone (setImmediate runs after the pending promise callbacks).
          await new Promise((resolve) => setImmediate(resolve));
          const message = await prepare();
          if (message) await send(message);
        })().catch((error: unknown) => {
          // No recipient here: whether the work was for a known address is what must not leak.
          options.log.error({ err: error }, 'background mail work failed');
        }),
      );
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async listOutbox({ to, limit = 50 } = {}) {
      const names = (await outboxFiles()).reverse();
      const wanted = to?.trim().toLowerCase();
      const result: MailboxMessage[] = [];
      for (const name of names) {
        if (result.length >= limit) break;
        const entry = await readOutboxFile(name);
        if (!entry) continue;
        if (wanted && entry.to.toLowerCase() !== wanted) continue;
        result.push(entry);
      }
      return result;
    },
    async purgeOutbox(mentions) {
      if (transport) return 0;
      while (pending.size > 0) await Promise.all([...pending]);
      const needles = [...new Set(mentions.map((mention) => mention.trim().toLowerCase()).filter((mention) => mention.length > 0))];
      if (needles.length === 0) return 0;
      let purged = 0;
      for (const name of await outboxFiles()) {
        const entry = await readOutboxFile(name);
        if (!entry) continue;
        const haystack = [entry.to, entry.subject, entry.text, entry.html ?? ''].join('\n').toLowerCase();
        if (!needles.some((needle) => haystack.includes(needle))) continue;
        try {
          await unlink(path.join(options.outboxDir, name));
          purged += 1;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return purged;
    },
    async close() {
      while (pending.size > 0) await Promise.all([...pending]);
      transport?.close();
    },
  };
}
