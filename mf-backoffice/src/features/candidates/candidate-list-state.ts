import type { EmployeeFilter, EmployeeSort } from '@interim/shared/contract';
import { rangeOf } from '../shared/pagination';
import { pageParam } from '../shared/use-url-state';

/** Rows per page of the candidates list. */
export const CANDIDATES_PAGE_SIZE = 25;

/** Sort choices (URL value -> label and API sort); the first is the default. */
export const CANDIDATE_SORTS = {
  nieuwste: { label: 'Nieuwste aanmeldingen eerst', sort: ['createdAt', 'DESC'] },
  achternaam: { label: 'Achternaam (A-Z)', sort: ['lastName', 'ASC'] },
  email: { label: 'E-mailadres (A-Z)', sort: ['email', 'ASC'] },
} as const satisfies Record<string, { label: string; sort: EmployeeSort }>;

/** A sort choice (URL value). */
export type CandidateSortKey = keyof typeof CANDIDATE_SORTS;

/** The candidates list (`/beheer/kandidaten`) as the URL describes it. */
export interface CandidateListState {
  /** Name or e-mail address. */
  q: string;
  sort: CandidateSortKey;
  page: number;
}

/** Reads the list state from the query string; unknown values fall back to the defaults. */
export function parseCandidateList(params: URLSearchParams): CandidateListState {
  const sort = params.get('sortering');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: sort && sort in CANDIDATE_SORTS ? (sort as CandidateSortKey) : 'nieuwste',
    page: pageParam(params),
  };
}

/** Writes the list state: only what differs from the defaults. */
export function serializeCandidateList(state: CandidateListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.sort !== 'nieuwste') params.set('sortering', state.sort);
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

/** The staff query of `GET /api/employees`: freelancers only (staff accounts are no candidates). */
export function toCandidatesQuery(state: CandidateListState): { filter: EmployeeFilter; sort: EmployeeSort; range: [number, number] } {
  const filter: EmployeeFilter = { role: 'employee' };
  if (state.q) filter.q = state.q;
  return { filter, sort: [...CANDIDATE_SORTS[state.sort].sort], range: rangeOf(state.page, CANDIDATES_PAGE_SIZE) };
}
