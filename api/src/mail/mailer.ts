import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { MailboxMessage } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.js';
import { LOGGED_LINK_KEY, maskEmail } from '../http/log-redaction.js';
import {
  type ClaimedMail,
  claimDueMails,
  insertMail,
  mailQueueStats,
  type MailMessage,
  type MailQueueStats,
  markMailAttemptFailed,
  markMailsSent,
  pruneMails,
} from './mail-outbox.repository.js';

export type { MailMessage } from './mail-outbox.repository.js';

/**
 * Mail for the whole API, durable (docs/adr/0012): a mail is a row of
 * `mail_outbox`, inserted with {@link Mailer.enqueue} in the transaction of
 * what caused it, and sent by this instance's worker (or another
 * instance's) to SMTP (`SMTP_URL`) or to the outbox folder, with retries.
 */
export interface Mailer {
  /** 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Stores a mail to send in `db`: pass the transaction of what caused it,
   * so the mail is there exactly when that is (a crash loses neither, a
   * rollback keeps neither). Call {@link wake} once that transaction has
   * committed (a worker that looks earlier may not see the row yet; the
   * timer would find it within MAIL_POLL_SECONDS). Answers the mail's id.
   */
  enqueue(db: Kysely<Database>, message: MailMessage): Promise<number>;
  /** Lets the worker send what is due now, in the background. */
  wake(): void;
  /**
   * Runs `work` in the background, after the current request has been
   * answered, then wakes the worker: work whose duration must not show in
   * the answer, such as "insert a login link and its mail" for a known
   * address against "insert a mail that there is no account" for an unknown
   * one. The work enqueues its mails itself, in its own transaction, so the
   * mail row is durable exactly when the link row is. {@link flush} waits
   * for it. A failure is logged, without the recipient, and never thrown.
   */
  queueAfter(work: () => Promise<void>): void;
  /**
   * Waits for the background work, then sends every mail that is due now
   * (the development mailbox, tests and shutdown use it). A mail whose
   * attempt failed waits for its retry time and is not waited for.
   */
  flush(): Promise<void>;
  /** Pending and failed mails (Prometheus metrics read it). */
  stats(): Promise<MailQueueStats>;
  /** The outbox, newest first (empty with SMTP). */
  listOutbox(options?: { to?: string; limit?: number }): Promise<MailboxMessage[]>;
  /**
   * Deletes every mail file of the outbox whose recipient, subject or text
   * mentions any of `mentions` (case-insensitive): an anonymised person's
   * addresses, name and phone numbers. Waits for the background work and the
   * mail in hand first. Answers how many went (0 with SMTP: nothing is
   * kept). The rows of `mail_outbox` go in the anonymisation's transaction
   * (mail.personal-data.ts).
   */
  purgeOutbox(mentions: readonly string[]): Promise<number>;
  /** Starts the worker: a run now (mails left by a previous process) and the poll timer. */
  start(): void;
  /** Stops claiming, waits for the background work and the mail in hand, closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  /** The database of `mail_outbox`. */
  db: Kysely<Database>;
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
  log: {
    info(object: object, message: string): void;
    warn?(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  /** Seconds between two looks for due mails (retries, mails of other instances); 0: no timer. Default 5. */
  pollSeconds?: number;
  /** Attempts before a mail is marked failed. Default 8 (about an hour of retries). */
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles, at most {@link MAX_RETRY_DELAY_MS}. Default 30 s. */
  retryBaseMs?: number;
  /** How long a claimed mail is this worker's before another may take it. Default 5 minutes (an SMTP send times out well before). */
  leaseMs?: number;
  /**
   * How long a fresh mail is left to the instance that stored it (its commit
   * wakes its worker) before the timer of any instance takes it. Default 30 s.
   */
  handoverMs?: number;
  /** Mails claimed (and sent at once) per batch. Default {@link MAIL_BATCH_SIZE}. */
  batchSize?: number;
}

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** Sent mails stay (without content) this long, failed ones (with content, to resend) this long. */
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;
const KEEP_FAILED_MS = 30 * 24 * 60 * 60 * 1000;
/** A temporary file older than this is a leftover of a crash. */
const STALE_TEMP_MS = 10 * 60 * 1000;
/** Mails one run sends at most before it yields to the next wake or tick. */
const MAX_MAILS_PER_RUN = 1000;
/**
 * SMTP connections the pool keeps open, so mails in flight at once. A
 * connection per mail managed about 8.6 mails a second; a pool about 134
 * (issue 43, item 4).
 */
export const SMTP_MAX_CONNECTIONS = 5;
/** Mails over one pooled connection before it is replaced (some mail servers limit a session). */
export const SMTP_MAX_MESSAGES = 100;
/**
 * Mails one claim takes and the worker sends at once. A crash between the
 * sends and the batch's "sent" mark sends each of them once more after the
 * lease (same Message-ID), as it did for the one mail in hand before.
 */
export const MAIL_BATCH_SIZE = 20;

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/;
const CODE_PATTERN = /\b\d{6}\b/;
/** Old outbox files (`<ms>-<sequence>-<random>.json`) and new ones (`m<id>-<key>.json`). */
const OUTBOX_FILE = /^(?:[0-9a-f-]+|m\d{12}-[0-9a-f]{16})\.json$/;
const TEMP_FILE = /\.json\.tmp-/;

/** Whether the process that writes temporary outbox file `name` (`<file>.tmp-<pid>-<random>`) still runs on this machine. */
function writerAlive(name: string): boolean {
  const pid = Number(/\.tmp-(\d+)-/.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The outbox file of a mail row: its id (zero-padded, so a name sort is the order of sending) and key. */
export function outboxFileName(mail: Pick<ClaimedMail, 'id' | 'messageKey'>): string {
  return `m${String(mail.id).padStart(12, '0')}-${mail.messageKey}.json`;
}

/** The SMTP Message-ID of a mail row: the same for every attempt, so a resend can be recognised. */
export function messageIdOf(mail: Pick<ClaimedMail, 'id' | 'messageKey'>, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'interimly.invalid';
  return `<mail-${mail.id}.${mail.messageKey}@${domain}>`;
}

/** Retry delay after attempt `attempts` (1-based): 1x, 2x, 4x ... the base, at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Writes `content` to `file` so that it is there whole or not at all: a
 * temporary name in the same folder, fsync, rename over the final name,
 * fsync of the folder (the rename itself survives a power cut).
 */
export async function writeFileAtomic(file: string, content: string, mode: number): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Creates the mailer and its worker: nodemailer over SMTP when `smtpUrl` is
 * set, otherwise the outbox folder (and, with `logLinks`, the link goes to
 * the log). The worker runs after {@link Mailer.start}.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, now, log } = options;
  const pollSeconds = options.pollSeconds ?? 5;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 8);
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const handoverMs = options.handoverMs ?? 30_000;
  const batchSize = Math.max(1, options.batchSize ?? MAIL_BATCH_SIZE);
  const background = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // Reused connections: a connection (and TLS handshake) per mail cannot keep up with a burst of applications.
        pool: true,
        maxConnections: SMTP_MAX_CONNECTIONS,
        maxMessages: SMTP_MAX_MESSAGES,
        // Every send ends well within the lease: no other worker takes a mail still being sent.
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : undefined;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;
  /** Whether the next pass takes fresh mails of any age (a wake, a flush, the start) or only retries and mails past the handover (the timer). */
  let urgent = false;
  /** The batch being sent now. */
  const inHand = new Set<Promise<void>>();
  let lastPrune = 0;

  async function writeToOutbox(mail: ClaimedMail): Promise<void> {
    const { message } = mail;
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const name = outboxFileName(mail);
    const entry: MailboxMessage = {
      id: name.replace(/\.json$/, ''),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      link: message.link ?? LINK_PATTERN.exec(message.text)?.[0] ?? null,
      code: message.code ?? CODE_PATTERN.exec(message.text)?.[0] ?? null,
      sentAt: now().toISOString(),
    };
    // Mails hold login links: readable by the server's user only.
    await writeFileAtomic(path.join(options.outboxDir, name), `${JSON.stringify(entry, null, 2)}\n`, 0o600);
    const to = maskEmail(message.to);
    if (options.logLinks && entry.link) {
      log.info({ to, file: name, [LOGGED_LINK_KEY]: entry.link }, `mail to ${to} in the outbox; link: ${entry.link}`);
    } else {
      log.info({ to, file: name }, `mail to ${to} in the outbox`);
    }
  }

  async function deliver(mail: ClaimedMail): Promise<void> {
    const { message } = mail;
    if (!transport) return writeToOutbox(mail);
    await transport.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // The row's, so a resend after a crash (accepted, not yet marked sent) carries the same id.
      messageId: messageIdOf(mail, options.from),
      ...(message.headers ? { headers: message.headers } : {}),
    });
    log.info({ to: maskEmail(message.to), mail: mail.id }, 'mail sent');
  }

  /** One claimed mail: send it; on failure record it and when to retry. Answers whether it went (the caller marks it sent). */
  async function attempt(mail: ClaimedMail): Promise<boolean> {
    try {
      await deliver(mail);
      return true;
    } catch (error) {
      // No recipient in the log: the error text may quote it, so it is cut out too.
      const reason = (error instanceof Error ? error.message : String(error)).split(mail.message.to).join('[recipient]');
      const permanent = mail.attempts >= maxAttempts;
      const retryAt = permanent ? undefined : new Date(now().getTime() + retryDelayMs(mail.attempts, retryBaseMs));
      await markMailAttemptFailed(db, mail.id, reason, retryAt);
      if (permanent) log.error({ mail: mail.id, attempts: mail.attempts, reason }, `mail ${mail.id} failed after ${mail.attempts} attempts; marked failed`);
      else (log.warn ?? log.error).call(log, { mail: mail.id, attempts: mail.attempts, reason, retryAt }, `sending mail ${mail.id} failed; tried again at ${retryAt!.toISOString()}`);
      return false;
    }
  }

  /** A claimed batch: every mail sent at once (the SMTP pool spreads them over its connections), then the sent ones marked in one statement. */
  async function sendBatch(batch: readonly ClaimedMail[]): Promise<void> {
    const results = await Promise.allSettled(batch.map((mail) => attempt(mail)));
    await markMailsSent(
      db,
      batch.filter((_mail, index) => {
        const result = results[index]!;
        return result.status === 'fulfilled' && result.value;
      }).map((mail) => mail.id),
      now(),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /**
   * Sends due mails until none is due, the run's cap, or a stop: claims a
   * batch in one statement, sends it, marks it in one statement. Two queries
   * per batch instead of two per mail: on the embedded database each waits
   * its turn behind the requests' queries (issue 43, item 4).
   */
  async function drainOnce(takeFresh: boolean): Promise<void> {
    let claimed = 0;
    while (claimed < MAX_MAILS_PER_RUN && !stopped) {
      const at = now();
      const batch = await claimDueMails(db, at, new Date(at.getTime() + leaseMs), takeFresh ? at : new Date(at.getTime() - handoverMs), Math.min(batchSize, MAX_MAILS_PER_RUN - claimed));
      if (batch.length === 0) break;
      claimed += batch.length;
      const sending = sendBatch(batch);
      inHand.add(sending);
      try {
        await sending;
      } finally {
        inHand.delete(sending);
      }
    }
    await pruneNowAndThen();
  }

  async function pruneNowAndThen(): Promise<void> {
    const at = now().getTime();
    if (stopped || at - lastPrune < 60 * 60 * 1000) return;
    lastPrune = at;
    await pruneMails(db, new Date(at - KEEP_SENT_MS), new Date(at - KEEP_FAILED_MS));
  }

  /** Starts a run, or asks the run under way for one more pass; resolves when the runs are done. */
  function kick(mode: 'now' | 'poll' = 'now'): Promise<void> {
    if (stopped) return running ?? Promise.resolve();
    if (mode === 'now') urgent = true;
    if (running) {
      runAgain = true;
      return running;
    }
    const run = async () => {
      try {
        do {
          runAgain = false;
          const takeFresh = urgent;
          urgent = false;
          try {
            await drainOnce(takeFresh);
          } catch (error) {
            // The database is away, most likely: the next wake or tick tries again.
            log.error({ err: error }, 'mail worker: run failed');
            break;
          }
        } while (runAgain && !stopped);
      } finally {
        // In the same turn as the last look at runAgain: a kick from now on starts a new run.
        running = undefined;
      }
    };
    running = run();
    return running;
  }

  /** Keeps a background job until it settles, for flush(), purgeOutbox() and close(). */
  function track(job: Promise<void>): void {
    background.add(job);
    void job.finally(() => background.delete(job));
  }

  async function settleBackground(): Promise<void> {
    while (background.size > 0) await Promise.all([...background]);
  }

  /** The outbox's mail files, oldest first. */
  async function outboxFiles(): Promise<string[]> {
    try {
      return (await readdir(options.outboxDir)).filter((name) => OUTBOX_FILE.test(name)).sort();
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

  /** Temporary files a crash left between write and rename (never the final name: that one is whole or absent). */
  async function removeStaleTempFiles(): Promise<void> {
    let names: string[];
    try {
      names = (await readdir(options.outboxDir)).filter((name) => TEMP_FILE.test(name));
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(options.outboxDir, name);
      try {
        // Left by a process that is gone (a kill -9 between write and rename), or old.
        if (!writerAlive(name) || Date.now() - (await stat(file)).mtimeMs > STALE_TEMP_MS) await unlink(file);
      } catch {
        // Gone already, or another instance's: left alone.
      }
    }
  }

  return {
    kind: transport ? 'smtp' : 'outbox',
    enqueue(target, message) {
      return insertMail(target, message, now());
    },
    wake() {
      void kick();
    },
    queueAfter(work) {
      track(
        (async () => {
          // Not one step of it before the answer has gone (setImmediate runs after the pending promise callbacks).
          await new Promise((resolve) => setImmediate(resolve));
          await work();
          void kick();
        })().catch((error: unknown) => {
          // No recipient here: whether the work was for a known address is what must not leak.
          log.error({ err: error }, 'background mail work failed');
        }),
      );
    },
    async flush() {
      do {
        await settleBackground();
        await kick();
      } while (background.size > 0);
    },
    stats() {
      return mailQueueStats(db, now());
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
      await settleBackground();
      // A mail being written now would land after the purge.
      await Promise.all([...inHand].map((sending) => sending.catch(() => undefined)));
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
    start() {
      if (stopped || timer) return;
      // Leftovers of a crash (never this process's own temporary files, so the first pass may write meanwhile).
      if (!transport) void removeStaleTempFiles();
      void kick();
      if (pollSeconds > 0) {
        timer = setInterval(() => void kick('poll'), pollSeconds * 1000);
        // The timer alone never keeps the process alive.
        timer.unref();
      }
    },
    async close() {
      // Background work may still store a mail (a login link's): it finishes first, its mail waits in the table.
      await settleBackground();
      stopped = true;
      if (timer) clearInterval(timer);
      // The run under way stops after the mails in hand; then the pool's connections are closed (QUIT).
      await running;
      transport?.close();
    },
  };
}
