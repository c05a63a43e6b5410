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
  relevantie: { label: 'Beste match in het cv', sort: ['relevance', 'DESC'] },
} as const satisfies Record<string, { label: string; sort: EmployeeSort }>;

/** A sort choice (URL value); `relevantie` only with words for the CV. */
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
  /** Words searched in the CVs' text (issue 30 item 2), or ''. */
  cv: string;
  /** The profile filters of the recruiters' search. */
  profile: CandidateProfileFilter;
}

/** The recruiters' profile filters (each unset when undefined or empty). */
export interface CandidateProfileFilter {
  /** Position ids: any of them. */
  positions: number[];
  sector: number | undefined;
  /** At least this education level (id). */
  educationLevel: number | undefined;
  /** Available on or before this date (YYYY-MM-DD), or ''. */
  availableBy: string;
  minHours: number | undefined;
  maxHours: number | undefined;
  /** Hourly rate at most this, in euros. */
  maxRate: number | undefined;
}

/** No profile filter. */
export const NO_PROFILE_FILTER: CandidateProfileFilter = {
  positions: [],
  sector: undefined,
  educationLevel: undefined,
  availableBy: '',
  minHours: undefined,
  maxHours: undefined,
  maxRate: undefined,
};

/** Whether any profile filter is set. */
export function hasProfileFilter(profile: CandidateProfileFilter): boolean {
  return Object.entries(profile).some(([key, value]) => (key === 'positions' ? (value as number[]).length > 0 : value !== undefined && value !== ''));
}

/** A whole number from text within [min, max], or undefined. */
export function parseWholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

function parseProfileFilter(params: URLSearchParams): CandidateProfileFilter {
  const date = params.get('beschikbaar') ?? '';
  return {
    positions: [...new Set(params.getAll('functie').map((value) => parseWholeNumber(value, 1, 9999)).filter((id): id is number => id !== undefined))].slice(0, 20),
    sector: parseWholeNumber(params.get('sector'), 1, 9999),
    educationLevel: parseWholeNumber(params.get('opleiding'), 1, 9999),
    availableBy: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
    minHours: parseWholeNumber(params.get('minUren'), 1, 80),
    maxHours: parseWholeNumber(params.get('maxUren'), 1, 80),
    maxRate: parseWholeNumber(params.get('maxTarief'), 1, 1000),
  };
}

/** The sort when the URL names none: the best CV match first with words for the CV, else nearest first with a postcode, else the newest. */
export function defaultCandidateSort(postcode: string, cv = ''): CandidateSortKey {
  return cv ? 'relevantie' : postcode ? 'dichtstbij' : 'nieuwste';
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
  const typed = (params.get('cv') ?? '').trim().slice(0, 200);
  // The API needs at least two characters.
  const cv = typed.length >= 2 ? typed : '';
  const known = sort !== null && sort in CANDIDATE_SORTS && (sort !== 'dichtstbij' || postcode !== '') && (sort !== 'relevantie' || cv !== '');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    postcode,
    distanceKm: postcode ? parseCandidateDistance(params.get('afstand')) : undefined,
    sort: known ? (sort as CandidateSortKey) : defaultCandidateSort(postcode, cv),
    page: pageParam(params),
    cv,
    profile: parseProfileFilter(params),
  };
}

/** Writes the list state: only what differs from the defaults. */
export function serializeCandidateList(state: CandidateListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.postcode) params.set('postcode', state.postcode);
  if (state.postcode && state.distanceKm !== undefined) params.set('afstand', String(state.distanceKm));
  if (state.cv) params.set('cv', state.cv);
  const { profile } = state;
  for (const id of profile.positions) params.append('functie', String(id));
  if (profile.sector !== undefined) params.set('sector', String(profile.sector));
  if (profile.educationLevel !== undefined) params.set('opleiding', String(profile.educationLevel));
  if (profile.availableBy) params.set('beschikbaar', profile.availableBy);
  if (profile.minHours !== undefined) params.set('minUren', String(profile.minHours));
  if (profile.maxHours !== undefined) params.set('maxUren', String(profile.maxHours));
  if (profile.maxRate !== undefined) params.set('maxTarief', String(profile.maxRate));
  if (state.sort !== defaultCandidateSort(state.postcode, state.cv)) params.set('sortering', state.sort);
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
  if (state.cv) filter.cvText = state.cv;
  const { profile } = state;
  if (profile.positions.length > 0) filter.positions = profile.positions;
  if (profile.sector !== undefined) filter.sector = profile.sector;
  if (profile.educationLevel !== undefined) filter.educationLevel = profile.educationLevel;
  if (profile.availableBy) filter.availableBy = profile.availableBy;
  if (profile.minHours !== undefined) filter.minHours = profile.minHours;
  if (profile.maxHours !== undefined) filter.maxHours = profile.maxHours;
  if (profile.maxRate !== undefined) filter.maxRate = profile.maxRate;
  return { filter, sort: [...CANDIDATE_SORTS[state.sort].sort], range: rangeOf(state.page, CANDIDATES_PAGE_SIZE) };
}

/** A distance as shown: '0,7 km', '34,6 km', '47 km'. */
export function formatDistanceKm(km: number): string {
  return `${km.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} km`;
}
