import { randomUUID } from 'node:crypto';
import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import './employees.tables.js';

/** Stands in for the first and last name of an anonymised account. */
const ANONYMIZED_FIRST_NAME = 'Geanonimiseerde';
const ANONYMIZED_LAST_NAME = 'gebruiker';

/**
 * An address unique per account that can never belong to anyone: the
 * `.invalid` top-level domain is reserved (RFC 2606) and the local part is a
 * random UUID, so it neither identifies the person nor blocks their real
 * address from registering again.
 */
function anonymizedEmail(): string {
  return `geanonimiseerd-${randomUUID()}@anoniem.invalid`;
}

const employeeStep = {
  section: 'employee',
  tables: ['employees'],
  async export(db, { employeeId, record }) {
    const row = await db.selectFrom('employees').selectAll().where('id', '=', employeeId).executeTakeFirst();
    return row ? record(row) : null;
  },
  async anonymize(trx, { employeeId, now, mentions }) {
    const before = await trx.selectFrom('employees').select(['email', 'first_name', 'last_name', 'phone']).where('id', '=', employeeId).executeTakeFirst();
    if (before) mentions.push(before.email, `${before.first_name} ${before.last_name}`, ...(before.phone ? [before.phone] : []));
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
} satisfies PersonalDataStep;

const cvStep = {
  section: 'cv',
  // The contents (PostgreSQL) and the extracted text go with their rows (ON DELETE CASCADE).
  tables: ['employee_cvs', 'employee_cv_contents', 'employee_cv_texts'],
  async export(db, { employeeId, record }) {
    const rows = await db.selectFrom('employee_cvs').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    // The storage name is ours, not the person's: where the file sits on our disk.
    return rows.map((row) => record(row, ['storage_name']));
  },
  async anonymize(trx, { employeeId, filesToDelete }) {
    const rows = await trx.deleteFrom('employee_cvs').where('employee_id', '=', employeeId).returning('storage_name').execute();
    // The file on PGlite (and of CVs uploaded to PostgreSQL before migration 0110); none is fine.
    for (const row of rows) filesToDelete.push(`cv/${row.storage_name}`);
  },
} satisfies PersonalDataStep;

const contactRequestsStep = {
  section: 'contactRequests',
  tables: ['employee_contact_requests'],
  async export(db, { employeeId, record }) {
    const rows = await db.selectFrom('employee_contact_requests').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => record(row));
  },
  async anonymize(trx, { employeeId, mentions }) {
    // Staff's call-back mail carries the phone number given here.
    const rows = await trx.deleteFrom('employee_contact_requests').where('employee_id', '=', employeeId).returning('phone').execute();
    mentions.push(...rows.map((row) => row.phone));
  },
} satisfies PersonalDataStep;

const emailChangesStep = {
  section: 'emailChanges',
  tables: ['employee_email_changes'],
  async export(db, { employeeId, record }) {
    const rows = await db.selectFrom('employee_email_changes').selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
    return rows.map((row) => record(row, ['token_hash']));
  },
  async anonymize(trx, { employeeId, mentions }) {
    // Every address the account had or asked for: the outbox holds mails to each.
    const rows = await trx.deleteFrom('employee_email_changes').where('employee_id', '=', employeeId).returning(['new_email', 'old_email']).execute();
    for (const row of rows) mentions.push(row.new_email, ...(row.old_email ? [row.old_email] : []));
  },
} satisfies PersonalDataStep;

/**
 * The account and what hangs off it. The account comes first: the other
 * steps' rows reference it, so the anonymisation overwrites it last.
 */
export const employeesPersonalData: ModulePersonalData = {
  steps: [employeeStep, cvStep, contactRequestsStep, emailChangesStep],
};
