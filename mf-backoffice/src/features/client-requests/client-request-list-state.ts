import type { ClientRequestFilter, ClientRequestStatus } from '@interim/shared/contract';
import { rangeOf } from '../shared/pagination';
import { pageParam, positiveIntParam } from '../shared/use-url-state';

/** Rows per page of the inbox. */
export const CLIENT_REQUESTS_PAGE_SIZE = 20;

/** The tabs of the inbox: one status each, or all. URL values are Dutch (they show in shared links). */
export const CLIENT_REQUEST_TABS = [
  { value: 'nieuw', label: 'Nieuw', status: 'new' },
  { value: 'in-behandeling', label: 'In behandeling', status: 'in_progress' },
  { value: 'omgezet', label: 'Omgezet', status: 'converted' },
  { value: 'afgewezen', label: 'Afgewezen', status: 'rejected' },
  { value: 'alle', label: 'Alle', status: undefined },
] as const satisfies readonly { value: string; label: string; status: ClientRequestStatus | undefined }[];

/** A tab of the inbox (URL value). */
export type ClientRequestTab = (typeof CLIENT_REQUEST_TABS)[number]['value'];

/** The inbox (`/beheer/aanvragen`) as the URL describes it. */
export interface ClientRequestListState {
  /** Opens on the new requests. */
  tab: ClientRequestTab;
  /** Company, contact name or e-mail. */
  q: string;
  /** The request whose details are open. */
  open?: number;
  page: number;
}

/** Reads the inbox state from the query string; unknown values fall back to the defaults. */
export function parseClientRequestList(params: URLSearchParams): ClientRequestListState {
  const tab = CLIENT_REQUEST_TABS.find((candidate) => candidate.value === params.get('status'))?.value ?? 'nieuw';
  const state: ClientRequestListState = { tab, q: (params.get('q') ?? '').trim().slice(0, 200), page: pageParam(params) };
  const open = positiveIntParam(params.get('open'));
  if (open) state.open = open;
  return state;
}

/** Writes the inbox state: only what differs from the defaults. */
export function serializeClientRequestList(state: ClientRequestListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'nieuw') params.set('status', state.tab);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.page > 1) params.set('pagina', String(state.page));
  if (state.open) params.set('open', String(state.open));
  return params;
}

/** The query of `GET /api/client_requests` for an inbox state, newest first. */
export function toClientRequestsQuery(state: ClientRequestListState): { filter: ClientRequestFilter; range: [number, number] } {
  const filter: ClientRequestFilter = {};
  const status = CLIENT_REQUEST_TABS.find((tab) => tab.value === state.tab)?.status;
  if (status) filter.status = status;
  if (state.q) filter.q = state.q;
  return { filter, range: rangeOf(state.page, CLIENT_REQUESTS_PAGE_SIZE) };
}
