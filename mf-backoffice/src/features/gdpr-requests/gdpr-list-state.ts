import type { GdprRequestFilter, GdprRequestStatus, GdprRequestType } from '@interim/shared/contract';
import { OPEN_GDPR_REQUEST_STATUSES } from '@interim/shared/contract';
import { rangeOf } from '../shared/pagination';
import { pageParam, positiveIntParam } from '../shared/use-url-state';

/** Rows per page of the queue. */
export const GDPR_PAGE_SIZE = 20;

/** The tabs of the queue (URL values in Dutch). "Open" is what still waits for staff. */
export const GDPR_TABS = [
  { value: 'open', label: 'Open', statuses: OPEN_GDPR_REQUEST_STATUSES },
  { value: 'afgerond', label: 'Afgerond', statuses: ['completed'] },
  { value: 'afgewezen', label: 'Afgewezen', statuses: ['rejected'] },
  { value: 'alle', label: 'Alle', statuses: undefined },
] as const satisfies readonly { value: string; label: string; statuses: readonly GdprRequestStatus[] | undefined }[];

/** A tab of the queue (URL value). */
export type GdprTab = (typeof GDPR_TABS)[number]['value'];

/** The kinds of request as staff name them, with their URL values. */
export const GDPR_TYPE_CHOICES = [
  { value: 'inzage', label: 'Inzage', type: 'request-personal-data' },
  { value: 'wijzigen', label: 'Wijzigen', type: 'change-personal-data' },
  { value: 'anonimiseren', label: 'Anonimiseren', type: 'anonymize-data' },
  { value: 'downloaden', label: 'Downloaden', type: 'export-personal-data' },
] as const satisfies readonly { value: string; label: string; type: GdprRequestType }[];

/** Staff's short name of a kind of request. */
export function gdprTypeLabel(type: GdprRequestType): string {
  return GDPR_TYPE_CHOICES.find((choice) => choice.type === type)!.label;
}

/** The queue (`/beheer/privacyverzoeken`) as the URL describes it. */
export interface GdprListState {
  tab: GdprTab;
  type?: GdprRequestType;
  /** The request whose details are open. */
  open?: number;
  page: number;
}

/** Reads the queue state from the query string; unknown values fall back to the defaults. */
export function parseGdprList(params: URLSearchParams): GdprListState {
  const tab = GDPR_TABS.find((candidate) => candidate.value === params.get('status'))?.value ?? 'open';
  const state: GdprListState = { tab, page: pageParam(params) };
  const type = GDPR_TYPE_CHOICES.find((choice) => choice.value === params.get('soort'))?.type;
  const open = positiveIntParam(params.get('open'));
  if (type) state.type = type;
  if (open) state.open = open;
  return state;
}

/** Writes the queue state: only what differs from the defaults. */
export function serializeGdprList(state: GdprListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'open') params.set('status', state.tab);
  const type = GDPR_TYPE_CHOICES.find((choice) => choice.type === state.type)?.value;
  if (type) params.set('soort', type);
  if (state.page > 1) params.set('pagina', String(state.page));
  if (state.open) params.set('open', String(state.open));
  return params;
}

/**
 * The query of staff's `GET /api/gdpr_requests`. No sort: the API puts the
 * open requests first, earliest deadline first, so overdue ones lead.
 */
export function toGdprQuery(state: GdprListState): { filter: GdprRequestFilter; range: [number, number] } {
  const filter: GdprRequestFilter = {};
  const statuses = GDPR_TABS.find((tab) => tab.value === state.tab)?.statuses;
  if (statuses) filter.status = [...statuses];
  if (state.type) filter.type = state.type;
  return { filter, range: rangeOf(state.page, GDPR_PAGE_SIZE) };
}

/**
 * The days left to the legal deadline in words: "nog 5 dagen", "nog 1 dag",
 * "vandaag is de laatste dag", "3 dagen te laat"; undefined once handled.
 */
export function daysLeftText(daysLeft: number | null): string | undefined {
  if (daysLeft === null) return undefined;
  if (daysLeft > 1) return `nog ${daysLeft} dagen`;
  if (daysLeft === 1) return 'nog 1 dag';
  if (daysLeft === 0) return 'vandaag is de laatste dag';
  return daysLeft === -1 ? '1 dag te laat' : `${-daysLeft} dagen te laat`;
}
