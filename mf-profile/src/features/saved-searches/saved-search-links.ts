import { useEducationLevels, usePositions, useSectors, visitSavedSearch } from '@interim/shared/api';
import { routes } from '@interim/shared/config';
import type { SavedSearch } from '@interim/shared/contract';
import { savedSearchParts, savedSearchQuery } from '@interim/shared/format/saved-search';

/** Where a saved search's results are: `/opdrachten` with its filters in the search page's URL state. */
export function savedSearchResultsPath(search: Pick<SavedSearch, 'filter'>): string {
  const query = savedSearchQuery(search.filter);
  return query ? `${routes.vacancies.path}?${query}` : routes.vacancies.path;
}

/**
 * Tells the API the user opened a search's results (its count of new
 * matches starts again). Sent on the way to the results and never in their
 * way: a failure only means the count stays.
 */
export function markSavedSearchVisited(id: number): void {
  visitSavedSearch(id).catch(() => undefined);
}

/** 'Geen nieuwe opdrachten', '1 nieuwe opdracht', '5 nieuwe opdrachten'. */
export function newMatchesText(count: number): string {
  if (count === 0) return 'Geen nieuwe opdrachten';
  return count === 1 ? '1 nieuwe opdracht' : `${count} nieuwe opdrachten`;
}

/** The sector whose positions name a search's position (what the summary asks for; the server render loads the same). */
export function positionsSectorOf(filter: SavedSearch['filter']): number | undefined {
  return filter.position === undefined ? undefined : Array.isArray(filter.sector) ? filter.sector[0] : filter.sector;
}

/** A saved search's filters in words ('data · ICT · 3511 + 25 km'), named with the reference data (shared cache entries). */
export function useSavedSearchSummary(search: Pick<SavedSearch, 'filter'>): string {
  const { filter } = search;
  const { data: sectors } = useSectors();
  const { data: positions } = usePositions(positionsSectorOf(filter));
  const { data: educationLevels } = useEducationLevels(filter.educationLevel !== undefined);
  const parts = savedSearchParts(filter, { sectors, positions, educationLevels });
  return parts.length > 0 ? parts.join(' · ') : 'Alle opdrachten, zonder filters';
}
