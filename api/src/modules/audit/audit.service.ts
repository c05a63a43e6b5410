import type { AuditEntry, AuditEntryListQuery } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AuditLabels, listAuditEntries } from './audit.repository.js';

/**
 * What other modules use of the audit log: recording a step and the changed
 * fields of an edit. They import it from here, never from the repository
 * (ADR 0025).
 */
export { type AuditRecord, changedFields, entitiesAuditedOnDay, recordAudit } from './audit.repository.js';

export type { AuditLabel, AuditLabels } from './audit.repository.js';

/** `GET /api/audit_entries`: one page of the log (default the 20 newest), and the total matching the filter; `labels` name the records. */
export async function listAuditLog(
  db: Kysely<Database>,
  labels: AuditLabels,
  query: AuditEntryListQuery,
): Promise<{ start: number; entries: AuditEntry[]; total: number }> {
  const [start, end] = query.range ?? [0, 19];
  const { entries, total } = await listAuditEntries(db, labels, {
    filter: query.filter ?? {},
    sort: query.sort ?? ['at', 'DESC'],
    offset: start,
    limit: end - start + 1,
  });
  return { start, entries, total };
}
