import type { ColumnType, Generated } from 'kysely';

/**
 * Where a mail of `mail_outbox` stands. `held`: pending when a backup was
 * taken and put on hold by its restore (its source server most likely sent
 * it); no worker sends it until an operator releases it (api/README.md).
 */
export type MailOutboxStatus = 'pending' | 'sent' | 'failed' | 'held';

/**
 * The transactional outbox of mail (docs/adr/0012): one row per mail,
 * inserted in the transaction of what caused it, sent by the mail worker of
 * any instance (claimed with `FOR UPDATE SKIP LOCKED`), then marked sent.
 * A sent row keeps no content (the login links in it are secrets); a failed
 * one keeps it so an operator can send it again.
 */
export interface MailOutboxTable {
  id: Generated<number>;
  /** Random, fixed at insert: with the id it names the outbox file and the SMTP Message-ID, so a resend after a crash is recognisable. */
  message_key: string;
  recipient: string;
  /** Null once sent. */
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  link: string | null;
  code: string | null;
  /** Extra SMTP headers (JSON text on insert). */
  headers: ColumnType<Record<string, string> | null, string | null, string | null>;
  status: ColumnType<MailOutboxStatus, MailOutboxStatus | undefined, MailOutboxStatus>;
  /** Attempts started (a claim counts one). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Pending: due at (a claim moves it one lease ahead, a failure to the retry). */
  run_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string, never>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
}

declare module '../db/schema.js' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}
