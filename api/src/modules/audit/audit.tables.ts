import type { AuditEntityType } from '@interim/shared/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import '../employees/employees.tables.js';

/** The changed fields of a record, before or after a change (JSON). */
export type AuditFields = Record<string, unknown>;

/**
 * One change made by staff (or by a person to their own record), written in
 * the transaction of the change. Rows are only ever inserted: the log is
 * neither edited nor pruned.
 */
export interface AuditEntriesTable {
  id: Generated<number>;
  entity_type: AuditEntityType;
  /** The id of the record in its own table (no foreign key: four tables). */
  entity_id: number;
  action: string;
  actor_id: number;
  at: ColumnType<Date, Date | string, never>;
  before: JSONColumnType<AuditFields | null, string | null, string | null>;
  after: JSONColumnType<AuditFields | null, string | null, string | null>;
}

declare module '../../db/schema.js' {
  interface Database {
    audit_entries: AuditEntriesTable;
  }
}
