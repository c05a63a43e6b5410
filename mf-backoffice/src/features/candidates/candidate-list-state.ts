import { PostcodeOrPc4Schema, type EmployeeFilter, type EmployeeSort } from '@interim/shared/contract';
import { rangeOf } from '../shared/pagination';
import { pageParam } from '../shared/use-url-state';

/** Rows per page of the candidates list. */
export const CANDIDATES_PAGE_SIZE = 25;

/** Sort choices (URL value -> label and API sort); `dichtstbij` only with a postcode. */
export const CANDIDATE_SORTS = {
  nieuwste: { label: 'Nieuwste aanmeldingen eerst', sort: ['createdAt', 'DESC'] },
  achternaam: { label: 'Achternaam (A-Z)', sort: ['lastName', 'ASC'] },
  email: { label: 'E-mailadres (A-Z)', sort: ['email', 'ASC'] },
  dichtstbij: { label: 'Dichtstbij', sort: ['distance', 'ASC'] },
} as const satisfies Record<string, { label: string; sort: EmployeeSort }>;

/** A sort choice (URL value). */
export type CandidateSortKey = keyof typeof CANDIDATE_SORTS;

/** The distances staff can search within, in km. */
export const CANDIDATE_DISTANCES = [5, 10, 25, 50, 100] as const;

/** A distance choice in km. */
export type CandidateDistance = (typeof CANDIDATE_DISTANCES)[number];

/** The candidates list (`/beheer/kandidaten`) as the URL describes it. */
export interface CandidateListState {
  /** Name or e-mail address. */
  q: string;
  /** A postcode (full or four digits) in its usual form ('3511 AB', '3511'), or ''. */
  postcode: string;
  /** Within this many km of the postcode; only with a postcode. */
  distanceKm: CandidateDistance | undefined;
  sort: CandidateSortKey;
  page: number;
}

/** The sort when the URL names none: nearest first with a postcode, else the newest. */
export function defaultCandidateSort(postcode: string): CandidateSortKey {
  return postcode ? 'dichtstbij' : 'nieuwste';
}

/**
 * A valid postcode in its usual form ('3511ab' -> '3511 AB', ' 3511 ' ->
 * '3511'), or undefined when it is none.
 */
export function normalizePostcode(value: string): string | undefined {
  const parsed = PostcodeOrPc4Schema.safeParse(value);
  if (!parsed.success) return undefined;
  const compact = parsed.data.replace(/\s+/g, '').toUpperCase();
  return compact.length === 4 ? compact : `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

/** A distance choice from text ('25'), or undefined. */
export function parseCandidateDistance(value: string | null): CandidateDistance | undefined {
  const km = Number(value);
  return (CANDIDATE_DISTANCES as readonly number[]).includes(km) ? (km as CandidateDistance) : undefined;
}

/** Reads the list state from the query string; unknown values fall back to the defaults. */
export function parseCandidateList(params: URLSearchParams): CandidateListState {
  const postcode = normalizePostcode(params.get('postcode') ?? '') ?? '';
  const sort = params.get('sortering');
  const known = sort !== null && sort in CANDIDATE_SORTS && (sort !== 'dichtstbij' || postcode !== '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    postcode,
    distanceKm: postcode ? parseCandidateDistance(params.get('afstand')) : undefined,
    sort: known ? (sort as CandidateSortKey) : defaultCandidateSort(postcode),
    page: pageParam(params),
  };
}

/** Writes the list state: only what differs from the defaults. */
export function serializeCandidateList(state: CandidateListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.postcode) params.set('postcode', state.postcode);
  if (state.postcode && state.distanceKm !== undefined) params.set('afstand', String(state.distanceKm));
  if (state.sort !== defaultCandidateSort(state.postcode)) params.set('sortering', state.sort);
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

/** The staff query of `GET /api/employees`: freelancers only (staff accounts are no candidates). */
export function toCandidatesQuery(state: CandidateListState): { filter: EmployeeFilter; sort: EmployeeSort; range: [number, number] } {
  const filter: EmployeeFilter = { role: 'employee' };
  if (state.q) filter.q = state.q;
  if (state.postcode) {
    filter.postcode = state.postcode;
    if (state.distanceKm !== undefined) filter.distanceKm = state.distanceKm;
  }
  return { filter, sort: [...CANDIDATE_SORTS[state.sort].sort], range: rangeOf(state.page, CANDIDATES_PAGE_SIZE) };
}

/** A distance as shown: '0,7 km', '34,6 km', '47 km'. */
export function formatDistanceKm(km: number): string {
  return `${km.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} km`;
}
