import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ALLOW_HELD_MAIL } from './mail-outbox.migrations.js';
import type { MailContent } from './mail-templates.js';
import './mail-outbox.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A mail to send: a template's content plus the recipient. */
export interface MailMessage extends MailContent {
  to: string;
}

/** A pending mail as the worker claimed it. */
export interface ClaimedMail {
  id: number;
  messageKey: string;
  /** Including this one. */
  attempts: number;
  createdAt: Date;
  message: MailMessage;
}

/**
 * Stores a mail to send. Pass the transaction of what caused the mail: the
 * mail then exists exactly when that does (docs/adr/0012). Answers its id.
 */
export async function insertMail(db: Db, message: MailMessage, now: Date): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      message_key: randomBytes(8).toString('hex'),
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      link: message.link ?? null,
      code: message.code ?? null,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      run_at: now,
      created_at: now,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Claims up to `limit` of the oldest due pending mails, oldest first: one
 * statement that picks them with `FOR UPDATE SKIP LOCKED` (another
 * instance's claim skips them), counts the attempt and moves `run_at` to
 * `leaseUntil`, so no other worker takes them while this one sends. A worker
 * that dies mid-send leaves them due again at `leaseUntil`. A mail never
 * tried yet is taken only when it was stored before `freshBefore`: the timer
 * of an instance passes a time some seconds back, so a fresh mail is first
 * the job of the instance that stored it (woken by its commit) and others
 * take it only when that one did not. Several per statement: on the embedded
 * database every query waits its turn behind the requests' queries, and a
 * claim per mail could not keep up with a burst (issue 43, item 4).
 */
export async function claimDueMails(db: Db, now: Date, leaseUntil: Date, freshBefore: Date = now, limit = 1): Promise<ClaimedMail[]> {
  const { rows } = await sql<{
    id: number;
    message_key: string;
    attempts: number;
    created_at: Date;
    recipient: string;
    subject: string | null;
    text_body: string | null;
    html_body: string | null;
    link: string | null;
    code: string | null;
    headers: Record<string, string> | null;
  }>`
    UPDATE mail_outbox SET run_at = ${leaseUntil}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM mail_outbox WHERE status = 'pending' AND run_at <= ${now} AND (attempts > 0 OR created_at <= ${freshBefore})
      ORDER BY run_at, id LIMIT ${Math.max(1, Math.floor(limit))} FOR UPDATE SKIP LOCKED
    )
    RETURNING id, message_key, attempts, created_at, recipient, subject, text_body, html_body, link, code, headers`.execute(db);
  return rows
    .map((row) => ({
      id: Number(row.id),
      messageKey: row.message_key,
      attempts: row.attempts,
      createdAt: row.created_at,
      message: {
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.text_body ?? '',
        html: row.html_body ?? '',
        ...(row.link !== null ? { link: row.link } : {}),
        ...(row.code !== null ? { code: row.code } : {}),
        ...(row.headers !== null ? { headers: row.headers } : {}),
      },
    }))
    .sort((a, b) => a.id - b.id);
}

/** Claims the oldest due pending mail ({@link claimDueMails} with a limit of one); undefined when nothing is due. */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, freshBefore: Date = now): Promise<ClaimedMail | undefined> {
  return (await claimDueMails(db, now, leaseUntil, freshBefore, 1))[0];
}

/**
 * Makes every pending mail due now. Only for a database that one process
 * owns (the embedded one, behind the data folder's lock) and only at its
 * start: a lease or a retry time left in the rows is then a dead process's,
 * and its mail (a kill -9 between the claim and the "sent" mark) goes at once
 * instead of when the lease ends. Answers how many were moved.
 */
export async function releaseMailLeases(db: Db, now: Date): Promise<number> {
  const { numUpdatedRows } = await db.updateTable('mail_outbox').set({ run_at: now }).where('status', '=', 'pending').where('run_at', '>', now).executeTakeFirst();
  return Number(numUpdatedRows);
}

/** Marks a mail sent and drops its content (login links are secrets; the mail server or outbox file has it now). */
export async function markMailSent(db: Db, id: number, at: Date): Promise<void> {
  await markMailsSent(db, [id], at);
}

/** {@link markMailSent} for several mails in one statement. */
export async function markMailsSent(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: at, subject: null, text_body: null, html_body: null, link: null, code: null, headers: null, last_error: null })
    .where('id', 'in', [...ids])
    .execute();
}

/** A failed attempt: due again at `retryAt`, or, with `retryAt` undefined, failed for good. */
export async function markMailAttemptFailed(db: Db, id: number, error: string, retryAt: Date | undefined): Promise<void> {
  const update = db.updateTable('mail_outbox').set({ last_error: error.slice(0, 2000) });
  await (retryAt ? update.set({ run_at: retryAt }) : update.set({ status: 'failed' })).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** What the mail queue holds (for metrics): pending, failed and held mails, and how long the oldest pending one has waited. */
export interface MailQueueStats {
  pending: number;
  failed: number;
  /** Put on hold by a restore; sent only once an operator releases them. */
  held: number;
  oldestPendingSeconds: number | null;
}

/** Counts pending, failed and held mails; `now` is the clock the rows were written with (the app's). */
export async function mailQueueStats(db: Db, now: Date = new Date()): Promise<MailQueueStats> {
  const { rows } = await sql<{ pending: number; failed: number; held: number; oldest: Date | null }>`
    SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
           count(*) FILTER (WHERE status = 'failed') AS failed,
           count(*) FILTER (WHERE status = 'held') AS held,
           min(created_at) FILTER (WHERE status = 'pending') AS oldest
    FROM mail_outbox WHERE status IN ('pending', 'failed', 'held')`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    held: Number(row?.held ?? 0),
    oldestPendingSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : null,
  };
}

/** Whether the database has the mail table (a backup of a version before it has not). */
async function hasMailTable(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`SELECT to_regclass('mail_outbox')::text AS found`.execute(db);
  return rows[0]?.found != null;
}

/**
 * Puts every pending mail on hold: a restore does this, because the mail that
 * was pending when the backup was taken was, most likely, sent by the source
 * server afterwards; a server started on the restored data (a check of the
 * backup) must not send it again (issue 43, item 3). Also widens the status
 * check of a backup older than migration 0801 (the migration then changes
 * nothing). Answers how many mails are held.
 */
export async function holdPendingMails(db: Kysely<Database>): Promise<number> {
  if (!(await hasMailTable(db))) return 0;
  return db.transaction().execute(async (trx) => {
    await ALLOW_HELD_MAIL.execute(trx);
    const result = await trx.updateTable('mail_outbox').set({ status: 'held' }).where('status', '=', 'pending').executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/**
 * Releases the mails a restore held: pending again and due now, their
 * attempts counted from zero. The worker of a running instance takes them
 * within MAIL_POLL_SECONDS (they are older than the handover); a server
 * started later sends them at its start. Answers how many were released.
 */
export async function releaseHeldMails(db: Kysely<Database>, now: Date): Promise<number> {
  if (!(await hasMailTable(db))) return 0;
  const result = await db.updateTable('mail_outbox').set({ status: 'pending', attempts: 0, run_at: now }).where('status', '=', 'held').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes every mail row, whatever its status, whose recipient, subject or
 * text mentions any of `needles` (lower case, non-empty): an anonymised
 * person's pending mails never go, and no row keeps their address.
 * Answers how many went.
 */
export async function deleteMailsMentioning(db: Db, needles: readonly string[]): Promise<number> {
  if (needles.length === 0) return 0;
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or(
        needles.flatMap((needle) =>
          (['recipient', 'subject', 'text_body', 'html_body'] as const).map((column) => eb(sql`strpos(lower(coalesce(${sql.ref(column)}, '')), ${needle})`, '>', 0)),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes sent mails sent before `sentBefore` and failed ones created before `failedBefore` (housekeeping). */
export async function pruneMails(db: Db, sentBefore: Date, failedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', sentBefore)]), eb.and([eb('status', '=', 'failed'), eb('created_at', '<', failedBefore)])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
