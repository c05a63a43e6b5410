import type { VacancyFilter, VacancySort, WorkMode } from '@interim/shared/contract';
import { isPostcodeOrPlace } from '@interim/shared/contract/search-labels';
import { formatHourRange } from '@interim/shared/format';

/**
 * The whole search of `/opdrachten` lives in the URL (shareable, survives
 * reload and back). This module is the one translation between the URL's
 * query string, the page's {@link SearchState} and the API's query.
 */

/** Results per page. */
export const PAGE_SIZE = 20;

/** Sort choices offered to people, and their API sort. */
export const SORT_OPTIONS = {
  nieuwste: { label: 'Nieuwste eerst', sort: ['publishedAt', 'DESC'] },
  relevantie: { label: 'Meest relevant', sort: ['relevance', 'DESC'] },
  tarief: { label: 'Hoogste tarief', sort: ['rate', 'DESC'] },
  sluitingsdatum: { label: 'Sluitingsdatum', sort: ['closingDate', 'ASC'] },
  afstand: { label: 'Dichtstbij', sort: ['distance', 'ASC'] },
} as const satisfies Record<string, { label: string; sort: VacancySort }>;

/** A sort choice (URL value). */
export type SortKey = keyof typeof SORT_OPTIONS;

/**
 * Hours-per-week bands offered in the filter (URL value `min-max`, either
 * side optional), written like the cards' hours ('16 – 24 uur per week'),
 * not a second way ('16 tot 24 uur').
 */
export const HOURS_OPTIONS = [
  { value: '-16', label: 'Tot 16 uur per week' },
  { value: '16-24', label: formatHourRange(16, 24) },
  { value: '24-32', label: formatHourRange(24, 32) },
  { value: '32-', label: 'Vanaf 32 uur per week' },
] as const;

/** Minimum hourly rates offered in the filter. */
export const RATE_OPTIONS = [40, 50, 60, 70, 80, 90, 100] as const;

/** Radius choices in km for the distance filter. */
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;

const WORK_MODE_VALUES: readonly WorkMode[] = ['onsite', 'hybrid', 'remote'];
const POSTCODE = /^[1-9][0-9]{3}( ?(?!sa|sd|ss)[a-z]{2})?$/i;

/** Everything a search on `/opdrachten` consists of. */
export interface SearchState {
  q: string;
  sector?: number;
  position?: number;
  educationLevel?: number;
  /** `min-max` band, e.g. `16-24`, `32-`. */
  hours?: string;
  rateMin?: number;
  workModes: WorkMode[];
  zzpOnly: boolean;
  /** "Postcode of plaats": a postcode ('3511 AB') or a place name ('Zeist'), see {@link normaliseLocation}. */
  postcode?: string;
  radiusKm?: number;
  /** The chosen sort; undefined = the default for the state (relevance with q, else newest). */
  sort?: SortKey;
  /** 1-based. */
  page: number;
}

/** A change of the search: the fields to set, or a function of the current search (for changes that build on it). */
export type SearchChange = Partial<SearchState> | ((current: SearchState) => Partial<SearchState>);

/** URL parameter names (Dutch, they show in shared links). */
export const PARAM = {
  q: 'q',
  sector: 'sector',
  position: 'functie',
  educationLevel: 'opleiding',
  hours: 'uren',
  rateMin: 'tarief',
  workModes: 'werkvorm',
  zzpOnly: 'zzp',
  postcode: 'postcode',
  radiusKm: 'afstand',
  sort: 'sortering',
  page: 'pagina',
} as const;

/** An empty search: every vacancy, newest first, page 1. */
export const EMPTY_SEARCH: SearchState = { q: '', workModes: [], zzpOnly: false, page: 1 };

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

function parseHours(value: string | null): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{1,2})?-(\d{1,2})?$/.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const [min, max] = [match[1], match[2]].map((part) => (part === undefined ? undefined : Number(part)));
  if (min !== undefined && max !== undefined && min > max) return undefined;
  if ((max ?? 1) > 80 || (min ?? 0) > 80 || max === 0) return undefined;
  return value;
}

/** Normalises a postcode for display and the API: '1234ab' -> '1234 AB'; invalid -> undefined. */
export function normalisePostcode(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (!POSTCODE.test(trimmed)) return undefined;
  const compact = trimmed.replace(/\s+/g, '').toUpperCase();
  return compact.length === 4 ? compact : `${compact.slice(0, 4)} ${compact.slice(4)}`;
}

/** True when the postcode text is a valid Dutch postcode (full or four digits). */
export function isValidPostcode(value: string): boolean {
  return normalisePostcode(value) !== undefined;
}

/**
 * The "Postcode of plaats" text for the URL and the API (issue 32): a
 * postcode normalised ('1234ab' -> '1234 AB'), a place name as typed
 * (trimmed), anything else (digits that are no postcode, signs) undefined.
 * The contract's check (`isPostcodeOrPlace`, what `PostcodeOrPlaceSchema` uses) decides; the API says whether it
 * knows the place.
 */
export function normaliseLocation(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (/^[0-9]/.test(trimmed)) return normalisePostcode(trimmed);
  // The contract's check without zod: the search page loads no schema library (specs/platform/prerender.spec.ts).
  return isPostcodeOrPlace(trimmed) ? trimmed : undefined;
}

/** The sort that applies: the chosen one when it is possible for the state, else the default. */
export function effectiveSort(state: Pick<SearchState, 'q' | 'postcode' | 'sort'>): SortKey {
  const { sort } = state;
  if (sort === 'relevantie' && !state.q) return 'nieuwste';
  if (sort === 'afstand' && !state.postcode) return state.q ? 'relevantie' : 'nieuwste';
  if (sort) return sort;
  return state.q ? 'relevantie' : 'nieuwste';
}

/** The sort choices that make sense for the state (relevance needs a text, distance a postcode). */
export function availableSorts(state: Pick<SearchState, 'q' | 'postcode'>): SortKey[] {
  return (Object.keys(SORT_OPTIONS) as SortKey[]).filter(
    (key) => (key !== 'relevantie' || Boolean(state.q)) && (key !== 'afstand' || Boolean(state.postcode)),
  );
}

/** Reads the search from a URL query string. Unknown or broken values are ignored, never an error. */
export function parseSearch(params: URLSearchParams): SearchState {
  const q = (params.get(PARAM.q) ?? '').trim().slice(0, 200);
  const workModes = (params.get(PARAM.workModes) ?? '')
    .split(',')
    .filter((mode): mode is WorkMode => (WORK_MODE_VALUES as readonly string[]).includes(mode));
  const rate = positiveInt(params.get(PARAM.rateMin));
  const radius = positiveInt(params.get(PARAM.radiusKm));
  const postcode = normaliseLocation(params.get(PARAM.postcode));
  const sortValue = params.get(PARAM.sort);
  const state: SearchState = {
    q,
    workModes: [...new Set(workModes)],
    zzpOnly: params.get(PARAM.zzpOnly) === '1',
    page: Math.min(positiveInt(params.get(PARAM.page)) ?? 1, 10_000),
  };
  const sector = positiveInt(params.get(PARAM.sector));
  const position = positiveInt(params.get(PARAM.position));
  const educationLevel = positiveInt(params.get(PARAM.educationLevel));
  const hours = parseHours(params.get(PARAM.hours));
  if (sector) state.sector = sector;
  if (position) state.position = position;
  if (educationLevel) state.educationLevel = educationLevel;
  if (hours) state.hours = hours;
  if (rate && rate <= 1000) state.rateMin = rate;
  if (postcode) state.postcode = postcode;
  if (postcode && radius && radius <= 300) state.radiusKm = radius;
  if (sortValue && sortValue in SORT_OPTIONS) state.sort = sortValue as SortKey;
  return state;
}

/**
 * Writes the search as a URL query string: only what differs from the
 * defaults, in a fixed order, so equal searches give equal URLs.
 */
export function serializeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set(PARAM.q, q);
  if (state.sector) params.set(PARAM.sector, String(state.sector));
  if (state.position) params.set(PARAM.position, String(state.position));
  if (state.educationLevel) params.set(PARAM.educationLevel, String(state.educationLevel));
  if (state.hours) params.set(PARAM.hours, state.hours);
  if (state.rateMin) params.set(PARAM.rateMin, String(state.rateMin));
  if (state.workModes.length) params.set(PARAM.workModes, WORK_MODE_VALUES.filter((m) => state.workModes.includes(m)).join(','));
  if (state.zzpOnly) params.set(PARAM.zzpOnly, '1');
  if (state.postcode) params.set(PARAM.postcode, state.postcode);
  if (state.postcode && state.radiusKm) params.set(PARAM.radiusKm, String(state.radiusKm));
  // Only a possible sort that is not the default is written.
  const chosen = effectiveSort(state);
  if (state.sort === chosen && chosen !== effectiveSort({ ...state, sort: undefined })) params.set(PARAM.sort, chosen);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/** True when any filter or text narrows the search (the page then offers "clear filters"). */
export function hasFilters(state: SearchState): boolean {
  return Boolean(
    state.q ||
      state.sector ||
      state.position ||
      state.educationLevel ||
      state.hours ||
      state.rateMin ||
      state.workModes.length ||
      state.zzpOnly ||
      state.postcode,
  );
}

/**
 * How many filters are set, as the phone's "Filters" button shows it: each
 * chosen select, each work mode, zzp only, and the distance (postcode with
 * its radius) as one. The search text is not a filter: it has its own bar.
 */
export function activeFilterCount(state: SearchState): number {
  return (
    [state.sector, state.position, state.educationLevel, state.hours, state.rateMin, state.postcode].filter((value) => value !== undefined).length +
    state.workModes.length +
    (state.zzpOnly ? 1 : 0)
  );
}

/** The API query of `GET /api/vacancies` for a search. */
export function toApiQuery(state: SearchState): { filter: VacancyFilter; sort: VacancySort; range: [number, number] } {
  const filter: VacancyFilter = {};
  if (state.q) filter.q = state.q;
  if (state.sector) filter.sector = state.sector;
  if (state.position) filter.position = state.position;
  if (state.educationLevel) filter.educationLevel = state.educationLevel;
  if (state.hours) {
    const [min, max] = state.hours.split('-');
    if (min) filter.hoursMin = Number(min);
    if (max) filter.hoursMax = Number(max);
  }
  if (state.rateMin) filter.rateMin = state.rateMin;
  if (state.workModes.length) filter.workMode = state.workModes;
  if (state.zzpOnly) filter.zzpAllowed = true;
  if (state.postcode) {
    filter.postcode = state.postcode;
    if (state.radiusKm) filter.radiusKm = state.radiusKm;
  }
  const start = (state.page - 1) * PAGE_SIZE;
  return { filter, sort: [...SORT_OPTIONS[effectiveSort(state)].sort] as VacancySort, range: [start, start + PAGE_SIZE - 1] };
}
