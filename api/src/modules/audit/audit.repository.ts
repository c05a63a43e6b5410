import type { AuditEntityType, AuditEntry, AuditEntryFilter, AuditEntrySort } from '@interim/shared/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
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
 * Which of `entityIds` already have an entry of `action` by `actorId` on the
 * Dutch calendar day of `at`: a view is recorded once per viewer, record and
 * day, so reloading a page does not grow the log (issue 42, item 8d).
 */
export async function entitiesAuditedOnDay(
  db: Kysely<Database> | Transaction<Database>,
  query: { actorId: number; entityType: AuditEntityType; action: string; entityIds: readonly number[]; at: Date },
): Promise<Set<number>> {
  if (query.entityIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('audit_entries')
    .select('entity_id')
    .distinct()
    .where('actor_id', '=', query.actorId)
    .where('action', '=', query.action)
    .where('entity_type', '=', query.entityType)
    .where('entity_id', 'in', [...query.entityIds])
    .where(sql<SqlBool>`(at AT TIME ZONE 'Europe/Amsterdam')::date = (${query.at.toISOString()}::timestamptz AT TIME ZONE 'Europe/Amsterdam')::date`)
    .execute();
  return new Set(rows.map((row) => row.entity_id));
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
 * The name of a record of one entity type, given its id (an expression over
 * the entry's row): a scalar subquery over the tables of the module that
 * owns the record, null when the record is gone. Each module's readers
 * build theirs; modules/index.ts passes them in, because every module
 * imports this one (`recordAudit`) and this one imports none of them.
 */
export type AuditLabel = (entityId: Expression<number>) => Expression<string | null>;

/** The names of the records of every entity type; `employee` also names the actor of each entry. */
export type AuditLabels = Record<AuditEntityType, AuditLabel>;

/**
 * The name of an entry's record, read per row of the page in the page's
 * one query (issue 30 item 7). An anonymised person reads as the
 * anonymisation left them ("Geanonimiseerde gebruiker").
 */
function entityLabel(labels: AuditLabels) {
  const id = sql.ref<number>('a.entity_id');
  return sql<string | null>`CASE a.entity_type
  WHEN 'vacancy' THEN ${labels.vacancy(id)}
  WHEN 'application' THEN ${labels.application(id)}
  WHEN 'client_request' THEN ${labels.client_request(id)}
  WHEN 'gdpr_request' THEN ${labels.gdpr_request(id)}
  WHEN 'employee' THEN ${labels.employee(id)}
END`;
}

/** One page of the audit log with its actors' names, and the total matching the filter. */
export async function listAuditEntries(
  db: Kysely<Database>,
  labels: AuditLabels,
  input: { filter: AuditEntryFilter; sort: AuditEntrySort; offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [field, direction] = input.sort;
  const order = direction === 'ASC' ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('audit_entries as a')
    .select(['a.id', 'a.entity_type', 'a.entity_id', 'a.action', 'a.actor_id', 'a.at', 'a.before', 'a.after'])
    // Every entry has its actor (a foreign key to the account, which is never deleted).
    .select(sql<string>`${labels.employee(sql.ref<number>('a.actor_id'))}`.as('actor_name'))
    .select(entityLabel(labels).as('entity_label'))
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
