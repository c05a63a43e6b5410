import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import '../analytics/analytics.tables.js';
import '../applications/applications.tables.js';
import '../auth/auth.tables.js';
import '../employees/employees.tables.js';
import '../vacancies/vacancies.tables.js';
import './gdpr.tables.js';

/**
 * Where personal data of a freelancer lives, one step per table (or group of
 * tables), used by both the export (everything held about the person) and the
 * anonymisation (nothing left that identifies them).
 *
 * A module that adds a table holding personal data adds a step here; a table
 * without personal data goes into {@link TABLES_WITHOUT_PERSONAL_DATA}. The
 * gdpr tests fail while any table of the database is in neither list, so a
 * new table cannot be forgotten.
 *
 * Outside the database: the CV file (deleted here via `filesToDelete`) and
 * the development mail outbox (purged by the service). No table stores IP
 * addresses today (rate-limit counters are hashed keys that expire); a table
 * that starts storing them needs a step that clears them. Events already
 * forwarded to Mixpanel (MIXPANEL_TOKEN set) are not erased at Mixpanel.
 */
export interface PersonalDataStep {
  /** Key of this step's data in the export's `sections`. */
  section: string;
  /** The tables this step covers. */
  tables: string[];
  /** The person's data in this table, secrets (token hashes) left out. */
  export(db: Kysely<Database>, employeeId: number): Promise<unknown>;
  /** Removes or overwrites the person's data; runs inside the one anonymisation transaction. */
  anonymize(trx: Transaction<Database>, context: AnonymizeContext): Promise<void>;
}

export interface AnonymizeContext {
  employeeId: number;
  now: Date;
  /** Files to delete once the transaction has committed (paths relative to the data folder). */
  filesToDelete: string[];
}

/** Tables that hold no personal data of a freelancer (reference data, vacancies, bookkeeping). */
export const TABLES_WITHOUT_PERSONAL_DATA: readonly string[] = [
  'kysely_migration',
  'kysely_migration_lock',
  'sectors',
  'positions',
  'education_levels',
  'branches',
  'postcode_centroids',
  'vacancies',
  // Requests of clients (companies), never linked to a freelancer's account.
  'client_requests',
];

/** Stands in for the first and last name of an anonymised account. */
export const ANONYMIZED_FIRST_NAME = 'Geanonimiseerde';
export const ANONYMIZED_LAST_NAME = 'gebruiker';

/**
 * An address unique per account that can never belong to anyone: the
 * `.invalid` top-level domain is reserved (RFC 2606) and the local part is a
 * random UUID, so it neither identifies the person nor blocks their real
 * address from registering again.
 */
export function anonymizedEmail(): string {
  return `geanonimiseerd-${randomUUID()}@anoniem.invalid`;
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_match, character: string) => character.toUpperCase());

/** A database row as export JSON: camelCase keys, ISO timestamps, the listed columns left out. */
export function toExportRecord(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    record[camel(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}

const employeeStep: PersonalDataStep = {
  section: 'employee',
  tables: ['employees'],
  async export(db, employeeId) {
    const row = await db.selectFrom('employees').selectAll().where('id', '=', employeeId).executeTakeFirst();
    return row ? toExportRecord(row as unknown as Record<string, unknown>) : null;
  },
  async anonymize(trx, { employeeId, now }) {
    await trx
      .updateTable('employees')
      .set({
        email: anonymizedEmail(),
        first_name: ANONYMIZED_FIRST_NAME,
        last_name: ANONYMIZED_LAST_NAME,
        phone: null,
        postcode: null,
        city: null,
        date_of_birth: null,
        linkedin_url: null,
        kvk_number: null,
        hourly_rate: null,
        preferences: '{}',
        experience: '[]',
        education: '[]',
        completed_steps: '[]',
        latitude: null,
        longitude: null,
        privacy_consent_at: null,
        updated_at: now,
      })
      .where('id', '=', employeeId)
      .execute();
  },
};

const cvStep: PersonalDataStep = {
  section: 'cv',
  tables: ['employee_cvs'],
  async export(db, employeeId) {
    const rows = await db.selectFrom('employee_cvs').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    // The storage name is ours, not the person's: where the file sits on our disk.
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>, ['storage_name']));
  },
  async anonymize(trx, { employeeId, filesToDelete }) {
    const rows = await trx.deleteFrom('employee_cvs').where('employee_id', '=', employeeId).returning('storage_name').execute();
    for (const row of rows) filesToDelete.push(`cv/${row.storage_name}`);
  },
};

const applicationsStep: PersonalDataStep = {
  section: 'applications',
  tables: ['applications', 'application_status_history'],
  async export(db, employeeId) {
    const applications = await db
      .selectFrom('applications as a')
      .innerJoin('vacancies as v', 'v.id', 'a.vacancy_id')
      .selectAll('a')
      .select(['v.title as vacancy_title'])
      .where('a.employee_id', '=', employeeId)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
    const history =
      applications.length === 0
        ? []
        : await db
            .selectFrom('application_status_history')
            .select(['application_id', 'status', 'reason', 'changed_by_role', 'changed_at'])
            .where(
              'application_id',
              'in',
              applications.map((application) => application.id),
            )
            .orderBy('changed_at')
            .orderBy('id')
            .execute();
    return applications.map((application) => ({
      ...toExportRecord(application as unknown as Record<string, unknown>),
      statusHistory: history
        .filter((entry) => entry.application_id === application.id)
        .map((entry) => toExportRecord(entry as unknown as Record<string, unknown>, ['application_id'])),
    }));
  },
  async anonymize(trx, { employeeId }) {
    // The rows stay (statistics per vacancy and status keep working); what the
    // person wrote, when they were available and their CV go.
    await trx
      .updateTable('applications')
      .set({ motivation: null, available_from: null, cv_id: null })
      .where('employee_id', '=', employeeId)
      .execute();
    // Staff's reasons may name or describe the person.
    await trx
      .updateTable('application_status_history')
      .set({ reason: null })
      .where('application_id', 'in', (eb) => eb.selectFrom('applications').select('id').where('employee_id', '=', employeeId))
      .execute();
  },
};

const favouritesStep: PersonalDataStep = {
  section: 'favourites',
  tables: ['favorites'],
  async export(db, employeeId) {
    const rows = await db
      .selectFrom('favorites as f')
      .innerJoin('vacancies as v', 'v.id', 'f.vacancy_id')
      .select(['f.vacancy_id', 'v.title as vacancy_title', 'f.created_at'])
      .where('f.employee_id', '=', employeeId)
      .orderBy('f.created_at')
      .execute();
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>));
  },
  async anonymize(trx, { employeeId }) {
    await trx.deleteFrom('favorites').where('employee_id', '=', employeeId).execute();
  },
};

const contactRequestsStep: PersonalDataStep = {
  section: 'contactRequests',
  tables: ['employee_contact_requests'],
  async export(db, employeeId) {
    const rows = await db.selectFrom('employee_contact_requests').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>));
  },
  async anonymize(trx, { employeeId }) {
    await trx.deleteFrom('employee_contact_requests').where('employee_id', '=', employeeId).execute();
  },
};

const emailChangesStep: PersonalDataStep = {
  section: 'emailChanges',
  tables: ['employee_email_changes'],
  async export(db, employeeId) {
    const rows = await db.selectFrom('employee_email_changes').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>, ['token_hash']));
  },
  async anonymize(trx, { employeeId }) {
    await trx.deleteFrom('employee_email_changes').where('employee_id', '=', employeeId).execute();
  },
};

const gdprRequestsStep: PersonalDataStep = {
  section: 'gdprRequests',
  tables: ['gdpr_requests'],
  async export(db, employeeId) {
    const rows = await db.selectFrom('gdpr_requests').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    // Earlier exports are copies of this very data: listing them is enough.
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>, ['export_json']));
  },
  async anonymize(trx, { employeeId }) {
    // The requests stay as proof that they were handled; their contents go.
    await trx.updateTable('gdpr_requests').set({ message: null, export_json: null }).where('employee_id', '=', employeeId).execute();
  },
};

const analyticsStep: PersonalDataStep = {
  section: 'analyticsEvents',
  tables: ['analytics_events'],
  async export(db, employeeId) {
    const rows = await db.selectFrom('analytics_events').selectAll().where('user_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>, ['forwarded_at']));
  },
  async anonymize(trx, { employeeId }) {
    // Events stay countable by name and time. Their properties (pages, campaign
    // parameters) and the browser id go, also on the events of that browser
    // from before the login, which the browser id would otherwise tie back.
    await sql`
      UPDATE analytics_events
      SET user_id = NULL, anonymous_id = NULL, properties = '{}'::jsonb
      WHERE user_id = ${employeeId}
         OR anonymous_id IN (SELECT anonymous_id FROM analytics_events WHERE user_id = ${employeeId} AND anonymous_id IS NOT NULL)`.execute(trx);
  },
};

const vacancyEventsStep: PersonalDataStep = {
  section: 'vacancyEvents',
  tables: ['vacancy_events'],
  async export(db, employeeId) {
    const rows = await db.selectFrom('vacancy_events').selectAll().where('user_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => toExportRecord(row as unknown as Record<string, unknown>, ['user_id']));
  },
  async anonymize(trx, { employeeId }) {
    // Searches and views stay as anonymous statistics; a search could carry
    // the person's own postcode, so the query goes too.
    await sql`UPDATE vacancy_events SET user_id = NULL, query = NULL WHERE user_id = ${employeeId}`.execute(trx);
  },
};

const sessionsStep: PersonalDataStep = {
  section: 'sessions',
  tables: ['auth_sessions', 'refresh_tokens', 'login_links'],
  async export(db, employeeId) {
    const sessions = await db
      .selectFrom('auth_sessions')
      .select(['created_at', 'last_refreshed_at', 'revoked_at', 'revoked_reason'])
      .where('employee_id', '=', employeeId)
      .orderBy('created_at')
      .execute();
    const loginLinks = await db
      .selectFrom('login_links')
      .select(['created_at', 'expires_at', 'used_at', 'return_to'])
      .where('employee_id', '=', employeeId)
      .orderBy('created_at')
      .execute();
    // Timestamps only: session ids and token or code hashes are secrets.
    return {
      logins: sessions.map((row) => toExportRecord(row as unknown as Record<string, unknown>)),
      loginLinks: loginLinks.map((row) => toExportRecord(row as unknown as Record<string, unknown>)),
    };
  },
  async anonymize(trx, { employeeId, now }) {
    await revokeAllSessions(trx, employeeId, 'anonymized', now);
    await trx
      .deleteFrom('refresh_tokens')
      .where('session_id', 'in', (eb) => eb.selectFrom('auth_sessions').select('auth_sessions.id').where('auth_sessions.employee_id', '=', employeeId))
      .execute();
    await trx.deleteFrom('login_links').where('employee_id', '=', employeeId).execute();
  },
};

/**
 * Every step, in the order the anonymisation runs them: rows that reference
 * others first, the employee record last.
 */
export const personalDataSteps: readonly PersonalDataStep[] = [
  applicationsStep,
  cvStep,
  favouritesStep,
  contactRequestsStep,
  emailChangesStep,
  gdprRequestsStep,
  analyticsStep,
  vacancyEventsStep,
  sessionsStep,
  employeeStep,
];
