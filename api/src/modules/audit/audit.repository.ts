import type { AuditEntityType, AuditEntry, AuditEntryFilter, AuditEntrySort } from '@interim/shared/contract';
import { type ExpressionBuilder, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditFields } from './audit.tables.js';
import './audit.tables.js';

/** One change to write to the audit log. */
export interface AuditRecord {
  /** The employee (staff member) who made the change. */
  actorId: number;
  entityType: AuditEntityType;
  entityId: number;
  /** What happened: 'created', 'updated', 'status', ... */
  action: string;
  /** The changed fields before the change; null for a new record. */
  before: Record<string, unknown> | null;
  /** The changed fields after the change. */
  after: Record<string, unknown> | null;
  at: Date;
}

const toJson = (fields: AuditFields | null) => (fields === null ? null : JSON.stringify(fields));

/**
 * Writes one entry of the audit log. Pass the transaction of the change
 * itself, so the change and its entry are stored together or not at all.
 * Values go through JSON (a Date becomes its ISO text).
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      action: entry.action,
      actor_id: entry.actorId,
      at: entry.at,
      before: toJson(entry.before),
      after: toJson(entry.after),
    })
    .execute();
}

/**
 * The fields of `after` whose value differs from `before` (compared as
 * JSON), as the pair an update stores: `{ before, after }` with only those
 * keys. Both empty when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = value ?? null;
  }
  return changed;
}

const SORT_COLUMNS = {
  at: 'a.at',
  id: 'a.id',
  entityType: 'a.entity_type',
  action: 'a.action',
} as const satisfies Record<AuditEntrySort[0], string>;

function auditFilter(filter: AuditEntryFilter) {
  return (eb: ExpressionBuilder<Database & { a: Database['audit_entries'] }, 'a'>) => {
    const conditions = [];
    if (filter.entityType !== undefined) conditions.push(eb('a.entity_type', '=', filter.entityType));
    if (filter.entityId !== undefined) conditions.push(eb('a.entity_id', '=', filter.entityId));
    if (filter.actorId !== undefined) conditions.push(eb('a.actor_id', '=', filter.actorId));
    if (filter.action !== undefined) conditions.push(eb('a.action', '=', filter.action));
    // Calendar days in the Netherlands, as staff read the times; bounds on `at` itself, so its index serves them.
    if (filter.from !== undefined) conditions.push(sql<SqlBool>`a.at >= (${filter.from}::date::timestamp AT TIME ZONE 'Europe/Amsterdam')`);
    if (filter.to !== undefined) conditions.push(sql<SqlBool>`a.at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam')`);
    return eb.and(conditions);
  };
}

/**
 * The name of an entry's record, read per row of the page (issue 30 item 7).
 * Plain SQL over the other modules' tables: the audit module reads them, it
 * does not depend on their code. An anonymised person reads as the
 * anonymisation left them ("Geanonimiseerde gebruiker").
 */
const ENTITY_LABEL = sql<string | null>`CASE a.entity_type
  WHEN 'vacancy' THEN (SELECT v.title FROM vacancies AS v WHERE v.id = a.entity_id)
  WHEN 'application' THEN (
    SELECT trim(p.first_name || ' ' || p.last_name) || ' – ' || v.title
    FROM applications AS ap JOIN employees AS p ON p.id = ap.employee_id JOIN vacancies AS v ON v.id = ap.vacancy_id
    WHERE ap.id = a.entity_id)
  WHEN 'client_request' THEN (SELECT cr.company_name FROM client_requests AS cr WHERE cr.id = a.entity_id)
  WHEN 'gdpr_request' THEN (
    SELECT trim(p.first_name || ' ' || p.last_name) FROM gdpr_requests AS g JOIN employees AS p ON p.id = g.employee_id WHERE g.id = a.entity_id)
  WHEN 'employee' THEN (SELECT trim(p.first_name || ' ' || p.last_name) FROM employees AS p WHERE p.id = a.entity_id)
END`;

/** One page of the audit log with its actors' names, and the total matching the filter. */
export async function listAuditEntries(
  db: Kysely<Database>,
  input: { filter: AuditEntryFilter; sort: AuditEntrySort; offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [field, direction] = input.sort;
  const order = direction === 'ASC' ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('audit_entries as a')
    .innerJoin('employees as e', 'e.id', 'a.actor_id')
    .select(['a.id', 'a.entity_type', 'a.entity_id', 'a.action', 'a.actor_id', 'a.at', 'a.before', 'a.after'])
    .select(sql<string>`trim(e.first_name || ' ' || e.last_name)`.as('actor_name'))
    .select(ENTITY_LABEL.as('entity_label'))
    .where(auditFilter(input.filter))
    .orderBy(SORT_COLUMNS[field], order)
    .orderBy('a.id', order)
    .offset(input.offset)
    .limit(input.limit)
    .execute();
  const { total } = await db
    .selectFrom('audit_entries as a')
    .where(auditFilter(input.filter))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityLabel: row.entity_label,
      action: row.action,
      actor: { id: row.actor_id, name: row.actor_name },
      at: new Date(row.at).toISOString(),
      before: row.before,
      after: row.after,
    })),
    total: Number(total),
  };
}
