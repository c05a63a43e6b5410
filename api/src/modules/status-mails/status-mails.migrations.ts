import { STATUS_MAIL_KINDS } from '@interim/shared/contract';
import { type Kysely, type Migration, sql } from 'kysely';
import { DEFAULT_STATUS_MAIL_TEMPLATES } from './status-mail-defaults.js';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The status mails' texts, one row per kind, with the Dutch defaults. */
const statusMailTemplates: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await sql`
      CREATE TABLE status_mail_templates (
        kind text PRIMARY KEY CHECK (kind IN (${list(STATUS_MAIL_KINDS)})),
        subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
        updated_at timestamptz,
        updated_by integer REFERENCES employees (id) ON DELETE SET NULL
      )`.execute(db);
    for (const kind of STATUS_MAIL_KINDS) {
      const { subject, body } = DEFAULT_STATUS_MAIL_TEMPLATES[kind];
      await sql`INSERT INTO status_mail_templates (kind, subject, body) VALUES (${kind}, ${subject}, ${body}) ON CONFLICT (kind) DO NOTHING`.execute(db);
    }
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await sql`DROP TABLE IF EXISTS status_mail_templates`.execute(db);
  },
};

export const statusMailsMigrations: Record<string, Migration> = {
  '1021_status_mails_templates': statusMailTemplates,
};
