import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from '@interim/shared/api-client';
import type { AuditEntityType, AuditEntry, AuditEntryFilter, AuditEntrySort } from '@interim/shared/contract';
import { auditEndpoints } from '../contract/endpoint-table/audit';
import { listKey } from './keys';
import { getListPage, type ListPage } from './list';

/** Path of the audit log (staff only). */
export const AUDIT_PATH = auditEndpoints.list.path;

/** The query of one record's history, newest first. */
function historyQuery(entityType: AuditEntityType, entityId: number, range: [number, number]) {
  return { filter: { entityType, entityId }, sort: ['at', 'DESC'], range };
}

/** `GET /audit_entries` for one record: a page of its changes (who, when, before and after), newest first. */
export function getAuditHistory(entityType: AuditEntityType, entityId: number, range: [number, number] = [0, 49]): Promise<ListPage<AuditEntry>> {
  return getListPage<AuditEntry>(AUDIT_PATH, historyQuery(entityType, entityId, range));
}

/**
 * The history of one record (an opdracht, a reactie, a client request or a
 * privacy request) as staff see it on the record's page; `entityId` null:
 * nothing is fetched.
 */
export function useAuditHistory(
  entityType: AuditEntityType,
  entityId: number | null,
  range: [number, number] = [0, 49],
): SWRResponse<ListPage<AuditEntry>, ApiError> {
  return useSWR(entityId === null ? null : listKey(AUDIT_PATH, historyQuery(entityType, entityId, range)), () =>
    getAuditHistory(entityType, entityId!, range),
  );
}

/** Query of the whole audit log (staff): any filter, sort and range. */
export interface AuditEntriesQuery {
  filter: AuditEntryFilter;
  /** Default `['at', 'DESC']`. */
  sort?: AuditEntrySort;
  range: [number, number];
}

function logQuery(query: AuditEntriesQuery) {
  return { range: query.range, sort: query.sort ?? ['at', 'DESC'], filter: Object.keys(query.filter).length ? query.filter : undefined };
}

/** `GET /audit_entries` (staff): a page of the log and the total. */
export function listAuditEntries(query: AuditEntriesQuery): Promise<ListPage<AuditEntry>> {
  return getListPage<AuditEntry>(AUDIT_PATH, logQuery(query));
}

/** A page of the audit log (one kind of record, one staff member ...), cached per query; the previous page stays while the next loads. */
export function useAuditEntries(query: AuditEntriesQuery): SWRResponse<ListPage<AuditEntry>, ApiError> {
  return useSWR(listKey(AUDIT_PATH, logQuery(query)), () => listAuditEntries(query), { keepPreviousData: true });
}
