import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntryFilter, type AuditEntrySort } from '@interim/shared/contract';
import { rangeOf } from '../shared/pagination';
import { pageParam, positiveIntParam } from '../shared/use-url-state';

/** Rows per page of the audit log. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** Dutch names of the kinds of record, for the filter and the table. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  vacancy: 'Opdracht',
  application: 'Reactie',
  client_request: 'Aanvraag',
  gdpr_request: 'Privacyverzoek',
  employee: 'Kandidaat',
};

/** The audit log (`/beheer/logboek`) as the URL describes it. */
export interface AuditLogState {
  /** Staff member id. */
  actorId: number | undefined;
  entityType: AuditEntityType | undefined;
  /** One record (with `entityType`), reached from a link. */
  entityId: number | undefined;
  action: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z_]{1,50}$/;

/** Reads the log's filters from the query string; anything unknown is no filter. */
export function parseAuditLog(params: URLSearchParams): AuditLogState {
  const type = params.get('soort');
  const entityType = (AUDIT_ENTITY_TYPES as readonly string[]).includes(type ?? '') ? (type as AuditEntityType) : undefined;
  const from = params.get('van') ?? '';
  const to = params.get('tot') ?? '';
  const action = params.get('handeling') ?? '';
  return {
    actorId: positiveIntParam(params.get('medewerker')),
    entityType,
    entityId: entityType ? positiveIntParam(params.get('record')) : undefined,
    action: ACTION.test(action) ? action : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    page: pageParam(params),
  };
}

/** Writes the log's filters: only those set. */
export function serializeAuditLog(state: AuditLogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.actorId !== undefined) params.set('medewerker', String(state.actorId));
  if (state.entityType) params.set('soort', state.entityType);
  if (state.entityType && state.entityId !== undefined) params.set('record', String(state.entityId));
  if (state.action) params.set('handeling', state.action);
  if (state.from) params.set('van', state.from);
  if (state.to) params.set('tot', state.to);
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

/** The query of `GET /audit_entries` for the state: newest first. */
export function toAuditLogQuery(state: AuditLogState): { filter: AuditEntryFilter; sort: AuditEntrySort; range: [number, number] } {
  const filter: AuditEntryFilter = {};
  if (state.actorId !== undefined) filter.actorId = state.actorId;
  if (state.entityType) filter.entityType = state.entityType;
  if (state.entityType && state.entityId !== undefined) filter.entityId = state.entityId;
  if (state.action) filter.action = state.action;
  if (state.from) filter.from = state.from;
  if (state.to) filter.to = state.to;
  return { filter, sort: ['at', 'DESC'], range: rangeOf(state.page, AUDIT_LOG_PAGE_SIZE) };
}
