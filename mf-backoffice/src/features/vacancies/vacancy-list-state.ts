import type { VacancyFilter, VacancySort, VacancyStatus } from '@interim/shared/contract';
import { VACANCY_STATUSES } from '@interim/shared/contract/labels';
import { rangeOf } from '../shared/pagination';
import { pageParam, positiveIntParam } from '../shared/use-url-state';

/**
 * The staff list of opdrachten (`/beheer/opdrachten`) keeps its search,
 * filters, sort and page in the URL (shareable, survives reload and back),
 * like the freelancers' search of mf-vacancies. This module is the one
 * translation between the query string, the page's {@link VacancyListState}
 * and the API's query.
 */

/** Rows per page. */
export const PAGE_SIZE = 20;

/** Sort choices (URL value -> label and API sort). The first is the default. */
export const SORT_OPTIONS = {
  gewijzigd: { label: 'Laatst gewijzigd', sort: ['updatedAt', 'DESC'] },
  aangemaakt: { label: 'Nieuwste eerst', sort: ['createdAt', 'DESC'] },
  sluitingsdatum: { label: 'Sluitingsdatum (eerst)', sort: ['closingDate', 'ASC'] },
  titel: { label: 'Titel (A-Z)', sort: ['title', 'ASC'] },
  opdrachtgever: { label: 'Opdrachtgever (A-Z)', sort: ['clientName', 'ASC'] },
  status: { label: 'Status', sort: ['status', 'ASC'] },
} as const satisfies Record<string, { label: string; sort: VacancySort }>;

/** A sort choice (URL value). */
export type SortKey = keyof typeof SORT_OPTIONS;

/** The default sort: the most recently changed first. */
export const DEFAULT_SORT: SortKey = 'gewijzigd';

/** Status filter: one status, or every status (concepts included). */
export type StatusChoice = VacancyStatus | 'all';

/** Everything the staff list consists of. */
export interface VacancyListState {
  q: string;
  status: StatusChoice;
  sectorId?: number;
  /** Closing on or after this day (YYYY-MM-DD). */
  closingAfter?: string;
  /** Closing on or before this day (YYYY-MM-DD). */
  closingBefore?: string;
  /** Only the opdrachten of this responsible consultant (a staff member's id; issue 30). */
  consultantId?: number;
  sort: SortKey;
  /** 1-based. */
  page: number;
}

/** URL parameter names (Dutch, they show in shared links). */
export const PARAM = {
  q: 'q',
  status: 'status',
  sectorId: 'sector',
  closingAfter: 'sluitNa',
  closingBefore: 'sluitVoor',
  consultantId: 'consultant',
  sort: 'sortering',
  page: 'pagina',
} as const;

/** Every opdracht, most recently changed first, page 1. */
export const EMPTY_LIST: VacancyListState = { q: '', status: 'all', sort: DEFAULT_SORT, page: 1 };

/** A real calendar day written YYYY-MM-DD, else undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** Reads the list state from a URL query string. Unknown or broken values are ignored, never an error. */
export function parseListState(params: URLSearchParams): VacancyListState {
  const status = params.get(PARAM.status);
  const sort = params.get(PARAM.sort);
  const state: VacancyListState = {
    q: (params.get(PARAM.q) ?? '').trim().slice(0, 200),
    status: status && (VACANCY_STATUSES as readonly string[]).includes(status) ? (status as VacancyStatus) : 'all',
    sort: sort && sort in SORT_OPTIONS ? (sort as SortKey) : DEFAULT_SORT,
    page: pageParam(params),
  };
  const sectorId = positiveIntParam(params.get(PARAM.sectorId));
  const closingAfter = parseDay(params.get(PARAM.closingAfter));
  const closingBefore = parseDay(params.get(PARAM.closingBefore));
  if (sectorId) state.sectorId = sectorId;
  const consultantId = positiveIntParam(params.get(PARAM.consultantId));
  if (consultantId) state.consultantId = consultantId;
  if (closingAfter) state.closingAfter = closingAfter;
  // A range that ends before it starts would always be empty: the end is dropped.
  if (closingBefore && !(closingAfter && closingBefore < closingAfter)) state.closingBefore = closingBefore;
  return state;
}

/** Writes the list state as a URL query string: only what differs from the defaults, in a fixed order. */
export function serializeListState(state: VacancyListState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set(PARAM.q, q);
  if (state.status !== 'all') params.set(PARAM.status, state.status);
  if (state.sectorId) params.set(PARAM.sectorId, String(state.sectorId));
  if (state.closingAfter) params.set(PARAM.closingAfter, state.closingAfter);
  if (state.closingBefore) params.set(PARAM.closingBefore, state.closingBefore);
  if (state.consultantId) params.set(PARAM.consultantId, String(state.consultantId));
  if (state.sort !== DEFAULT_SORT) params.set(PARAM.sort, state.sort);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/** True when a text or filter narrows the list (the page then offers "Wis alle filters"). */
export function hasFilters(state: VacancyListState): boolean {
  return Boolean(state.q || state.status !== 'all' || state.sectorId || state.closingAfter || state.closingBefore || state.consultantId);
}

/** The staff query of `GET /api/vacancies` for a list state: filter, sort and the page's range. */
export function toApiQuery(state: VacancyListState): { filter: VacancyFilter; sort: VacancySort; range: [number, number] } {
  const filter: VacancyFilter = { status: state.status };
  if (state.q) filter.q = state.q;
  if (state.sectorId) filter.sectorId = state.sectorId;
  if (state.closingAfter) filter.closingAfter = state.closingAfter;
  if (state.closingBefore) filter.closingBefore = state.closingBefore;
  if (state.consultantId) filter.consultantId = state.consultantId;
  return { filter, sort: [...SORT_OPTIONS[state.sort].sort], range: rangeOf(state.page, PAGE_SIZE) };
}
