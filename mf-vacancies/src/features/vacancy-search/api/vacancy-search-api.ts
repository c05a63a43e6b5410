import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, useApi, type ApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import type { EducationLevel, Position, Sector, VacancyFilter, VacancyListItem, VacancySort } from '@interim/shared/contract';
import { CACHE_TAG } from '../../shared/cache-keys';
import { toListPage, type ListPage } from '../../shared/list-page';

/** Query of one search request. */
export interface VacancySearchQuery {
  filter: VacancyFilter;
  sort?: VacancySort;
  range: [number, number];
}

/**
 * `GET /api/vacancies`: one page of results and the total. `track` lets the
 * API record the search (spec section 7).
 */
export async function searchVacancies(query: VacancySearchQuery, options: { track?: boolean } = {}): Promise<ListPage<VacancyListItem>> {
  const response = await apiRequest<VacancyListItem[]>({
    method: 'GET',
    path: '/vacancies',
    query: { ...query, filter: Object.keys(query.filter).length ? query.filter : undefined, track: options.track ? true : undefined },
  });
  return toListPage(response);
}

/** Analytics event of a search. */
export const SEARCH_EVENT = 'Vacancies searched';

async function searchAndTrack(query: VacancySearchQuery): Promise<ListPage<VacancyListItem>> {
  const page = await searchVacancies(query, { track: true });
  void track(SEARCH_EVENT, { filter: query.filter, sort: query.sort, range: query.range, resultCount: page.total });
  return page;
}

/** The search results of `/opdrachten`, cached per query (fresh 60 s). */
export function useVacancySearch(query: VacancySearchQuery): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  return useSWR([CACHE_TAG.search, query] as const, ([, q]) => searchAndTrack(q), {
    keepPreviousData: true,
    // A revalidation is no new search: do not record it again.
    revalidateOnFocus: false,
  });
}

/** The logged-in user's saved vacancies, closed ones included. */
export function savedVacanciesKey(range: [number, number]) {
  return [CACHE_TAG.saved, range] as const;
}

/** `GET /api/vacancies` with `filter.favorites`: the saved vacancies (open and closed). */
export function useSavedVacancies(range: [number, number]): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  return useSWR(savedVacanciesKey(range), ([, r]) =>
    searchVacancies({ filter: { favorites: true, status: 'all' }, sort: ['publishedAt', 'DESC'], range: r }),
  );
}

/** Every sector (for the filter). */
export function useSectors() {
  return useApi<Sector[]>('/sectors');
}

/** The positions of a sector, or none without a sector. */
export function usePositions(sector: number | undefined) {
  return useApi<Position[]>(sector ? '/positions' : null, sector ? { filter: { sector } } : undefined);
}

/** Every education level, by rank. */
export function useEducationLevels() {
  return useApi<EducationLevel[]>('/education_levels');
}
