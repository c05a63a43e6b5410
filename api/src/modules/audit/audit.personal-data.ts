import { type Expression, type SqlBool, sql } from 'kysely';
import type { ModulePersonalData, PersonalDataStep } from '../gdpr/personal-data.js';
import { AUDIT_REDACTION_SETTING } from './audit.migrations.js';
import './audit.tables.js';

/**
 * The keys of an entry's `before`/`after` that say nothing about the person
 * (machine values and ids): they stay when the person is anonymised, every
 * other key (a rejection reason, a staff note, a message) goes.
 */
export const AUDIT_KEYS_WITHOUT_PERSONAL_DATA = ['status', 'type', 'vacancyId', 'handledAt', 'completedAt'] as const;

/**
 * The ids of a person's own records of one entity type, a subquery:
 * built by the readers of the module that owns them, passed in by
 * modules/index.ts (every module imports this one, so this one imports none).
 */
export type RecordIdsOfPerson = (employeeId: number) => Expression<{ id: number }>;

/** The person's records besides their account: their applications and their GDPR requests (vacancies and client requests are nobody's personal data). */
export interface AuditRecordsOfPerson {
  application: RecordIdsOfPerson;
  gdpr_request: RecordIdsOfPerson;
}

/** Entries about the person's own records: their record itself (staff changes, views, CV downloads), their applications and their GDPR requests. */
function aboutPerson(employeeId: number, recordsOf: AuditRecordsOfPerson): Expression<SqlBool> {
  return sql<SqlBool>`(
    (entity_type = 'employee' AND entity_id = ${employeeId})
    OR (entity_type = 'application' AND entity_id IN ${recordsOf.application(employeeId)})
    OR (entity_type = 'gdpr_request' AND entity_id IN ${recordsOf.gdpr_request(employeeId)}))`;
}

/** `column` with only the keys of {@link AUDIT_KEYS_WITHOUT_PERSONAL_DATA} (null stays null). */
function keepKeysWithoutPersonalData(column: 'before' | 'after') {
  const keys = sql.join(AUDIT_KEYS_WITHOUT_PERSONAL_DATA.map((key) => sql`${key}`));
  const ref = sql.ref(column);
  return sql<string | null>`CASE WHEN ${ref} IS NULL THEN NULL ELSE
    (SELECT coalesce(jsonb_object_agg(field.key, field.value), '{}'::jsonb) FROM jsonb_each(${ref}) AS field WHERE field.key IN (${keys})) END`;
}

function auditStep(recordsOf: AuditRecordsOfPerson) {
  return {
    section: 'auditEntries',
    tables: ['audit_entries'],
    async export(db, { employeeId, record }) {
      const rows = await db
        .selectFrom('audit_entries')
        .select(['entity_type', 'entity_id', 'action', 'at', 'before', 'after'])
        .where(aboutPerson(employeeId, recordsOf))
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((row) => record(row));
    },
    async anonymize(trx, { employeeId }) {
      // The entries stay (who changed what status when); what staff wrote about the person goes.
      // The table refuses every UPDATE (migrations 0711, 1150) except this
      // redaction, allowed only while the setting names this person in this
      // transaction, and only for the entries about them: set for this one
      // statement, off again right after it.
      await sql`SELECT set_config(${AUDIT_REDACTION_SETTING}, ${String(employeeId)}, true)`.execute(trx);
      await trx
        .updateTable('audit_entries')
        .set({ before: keepKeysWithoutPersonalData('before'), after: keepKeysWithoutPersonalData('after') })
        .where(aboutPerson(employeeId, recordsOf))
        .execute();
      await sql`SELECT set_config(${AUDIT_REDACTION_SETTING}, 'off', true)`.execute(trx);
    },
  } satisfies PersonalDataStep;
}

/** The audit log's entries about a freelancer's applications and GDPR requests. */
export function auditPersonalData(recordsOf: AuditRecordsOfPerson): ModulePersonalData {
  return { steps: [auditStep(recordsOf)] };
}
