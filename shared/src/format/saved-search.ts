import type { SavedSearchFilter } from '@interim/shared/contract';
import { MAX_SAVED_SEARCH_NAME_LENGTH } from '@interim/shared/contract/labels';
import { WORK_MODES, WORK_MODE_LABELS } from '@interim/shared/contract/labels';
import { formatEuro } from '@interim/shared/format';

/**
 * A saved search in words (issue 19): the name it gets when it is saved
 * ("Projectmanager · 3511 AB + 25 km · vanaf € 80"), the summary of its
 * filters on the page that manages them, and the link back to its results.
 * A subpath of its own (`@interim/shared/format/saved-search`): only the
 * search page and the profile area need it.
 */

/** A reference item (sector, position, education level) by id with its Dutch name. */
export interface NamedItem {
  id: number;
  name: string;
}

/** The reference data that names a filter's ids; an id whose list is missing or lacks it is left out. */
export interface SavedSearchNames {
  sectors?: ReadonlyArray<NamedItem> | undefined;
  positions?: ReadonlyArray<NamedItem> | undefined;
  educationLevels?: ReadonlyArray<NamedItem> | undefined;
}

/** The name of a search without any filter. */
export const ALL_VACANCIES_NAME = 'Alle opdrachten';

const SEPARATOR = ' · ';

function asList<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The work modes of a filter in the fixed order of WORK_MODES. */
const workModes = (filter: SavedSearchFilter) => WORK_MODES.filter((mode) => asList(filter.workMode).includes(mode));

function names(ids: number | number[] | undefined, items: ReadonlyArray<NamedItem> | undefined): string | undefined {
  const found = asList(ids)
    .map((id) => items?.find((item) => item.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return found.length > 0 ? found.join(' of ') : undefined;
}

/** '16 – 24 uur', 'vanaf 32 uur', 'tot 16 uur', or undefined without an hours filter. */
function hoursPart(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `${min} uur` : `${min} – ${max} uur`;
  if (min !== undefined) return `vanaf ${min} uur`;
  if (max !== undefined) return `tot ${max} uur`;
  return undefined;
}

/**
 * The filters of a search as short Dutch parts, most telling first: the
 * search text, the position (else the sector), the place (the postcode as
 * the filter holds it: the search page resolves no place name) with its
 * radius, the minimum rate, hours, work modes, education level, zzp.
 */
export function savedSearchParts(filter: SavedSearchFilter, lookup: SavedSearchNames = {}): string[] {
  const text = filter.q?.trim() || undefined;
  const field = names(filter.position, lookup.positions) ?? names(filter.sector, lookup.sectors);
  const parts: (string | undefined)[] = [
    text,
    // A position searched by its own name too ("kwartiermaker" and Kwartiermaker) is said once.
    field !== undefined && field.toLowerCase() === text?.toLowerCase() ? undefined : field,
    filter.postcode ? (filter.radiusKm ? `${filter.postcode} + ${filter.radiusKm} km` : filter.postcode) : undefined,
    filter.rateMin ? `vanaf ${formatEuro(filter.rateMin)}` : undefined,
    hoursPart(filter.hoursMin, filter.hoursMax),
    workModes(filter)
      .map((mode) => WORK_MODE_LABELS[mode].toLowerCase())
      .join(' of ') || undefined,
    names(filter.educationLevel, lookup.educationLevels),
    filter.zzpAllowed ? 'zzp' : undefined,
  ];
  return parts.filter((part): part is string => part !== undefined);
}

/**
 * The name a search gets when it is saved: its parts joined with ' · ', or
 * 'Alle opdrachten' without filters; cut with '…' at the longest name allowed.
 */
export function savedSearchName(filter: SavedSearchFilter, lookup: SavedSearchNames = {}): string {
  const name = savedSearchParts(filter, lookup).join(SEPARATOR) || ALL_VACANCIES_NAME;
  return name.length <= MAX_SAVED_SEARCH_NAME_LENGTH ? name : `${name.slice(0, MAX_SAVED_SEARCH_NAME_LENGTH - 1).trimEnd()}…`;
}

/** The filter in one canonical form (lists sorted, single values as lists, postcode upper case without space), for comparing. */
function canonical(filter: SavedSearchFilter): string {
  const entries = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '' && value !== false)
    .map(([key, value]): [string, unknown] => {
      if (key === 'q' && typeof value === 'string') return [key, value.trim().toLowerCase()];
      if (key === 'postcode' && typeof value === 'string') return [key, value.replace(/\s+/g, '').toUpperCase()];
      if (Array.isArray(value)) return [key, [...(value as (string | number)[])].sort()];
      if (['sector', 'position', 'educationLevel', 'workMode'].includes(key)) return [key, [value]];
      return [key, value];
    })
    .filter(([key, value]) => key !== 'q' || value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** Whether two filters search the same (order of lists, spelling of the postcode and case of the text aside). */
export function sameSavedSearchFilter(a: SavedSearchFilter, b: SavedSearchFilter): boolean {
  return canonical(a) === canonical(b);
}

const first = (value: number | number[] | undefined): number | undefined => asList(value)[0];

/**
 * The query string of `/opdrachten` that shows a saved search's results,
 * with the search page's own parameter names and order (its URL state,
 * mf-vacancies' search-state.ts, reads it back to the same filter; a test
 * there checks the round trip). The search page filters on one sector,
 * position and education level: of a list, the first is taken.
 */
export function savedSearchQuery(filter: SavedSearchFilter): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('q', filter.q?.trim());
  set('sector', first(filter.sector));
  set('functie', first(filter.position));
  set('opleiding', first(filter.educationLevel));
  if (filter.hoursMin !== undefined || filter.hoursMax !== undefined) params.set('uren', `${filter.hoursMin ?? ''}-${filter.hoursMax ?? ''}`);
  set('tarief', filter.rateMin || undefined);
  const modes = workModes(filter);
  if (modes.length > 0) params.set('werkvorm', modes.join(','));
  if (filter.zzpAllowed) params.set('zzp', '1');
  set('postcode', filter.postcode);
  if (filter.postcode) set('afstand', filter.radiusKm);
  return params.toString();
}
