import useSWR, { preload, useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, requireParam, type ApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import type { FavoriteState, Vacancy, VacancyFilter, VacancyListItem, VacancySort } from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { vacanciesEndpoints } from '../contract/endpoint-table/vacancies';
import { dataKey, derivedKey, isListKey, keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';
import { loadList, type LoadedPart } from './load';

/** Analytics event of a vacancy detail view. */
export const VIEW_EVENT = 'Vacancy viewed';
/** Analytics event of a search. */
export const SEARCH_EVENT = 'Vacancies searched';
/** Analytics events of favourites. */
export const FAVORITE_EVENTS = { saved: 'Vacancy saved', removed: 'Vacancy unsaved' } as const;

/** The key of one vacancy (`GET /vacancies/{id}`). */
export function vacancyKey(id: number) {
  return dataKey(pathOf(vacanciesEndpoints.get, { id }));
}

/** `GET /vacancies/{id}`; `track` lets the API record the view. */
export async function getVacancy(id: number, options: { track?: boolean } = {}): Promise<Vacancy> {
  const { data } = await apiRequest<Vacancy>({ method: 'GET', path: pathOf(vacanciesEndpoints.get, { id }), query: { track: options.track ? true : undefined } });
  return data;
}

async function fetchVacancy(id: number, shouldTrack: boolean): Promise<Vacancy> {
  const vacancy = await getVacancy(id, { track: shouldTrack });
  if (shouldTrack) void track(VIEW_EVENT, { vacancyId: vacancy.id, vacancyTitle: vacancy.title });
  return vacancy;
}

/**
 * A vacancy by id, one cache entry for every remote. `track: true` (the
 * detail page) records one view per load, so a focus revalidation is not
 * done there. `id` null or undefined: nothing is fetched.
 */
export function useVacancy(id: number | null | undefined, options: { track?: boolean } = {}): SWRResponse<Vacancy, ApiError> {
  const shouldTrack = options.track ?? false;
  return useSWR<Vacancy, ApiError>(id == null ? null : vacancyKey(id), () => fetchVacancy(id!, shouldTrack), shouldTrack ? { revalidateOnFocus: false } : {});
}

/** A vacancy as {@link useVacancy} reads it without recording a view, fetched outside React (a server render), with its key. */
export async function loadVacancy(id: number): Promise<LoadedPart<Vacancy>> {
  return [vacancyKey(id), await getVacancy(id)];
}

/**
 * Starts the detail page's request for a vacancy being opened (recording the
 * view) before the page's code has arrived; `useVacancy(id, { track: true })`
 * then takes this request instead of starting its own (SWR's preload).
 */
export function prefetchVacancyView(id: number): void {
  preload(vacancyKey(id), () => fetchVacancy(id, true)).catch(() => undefined);
}

/** Query of one search request. */
export interface VacancySearchQuery {
  filter: VacancyFilter;
  sort?: VacancySort;
  range: [number, number];
}

function listQuery(query: VacancySearchQuery) {
  return { range: query.range, sort: query.sort, filter: Object.keys(query.filter).length ? query.filter : undefined };
}

/** `GET /vacancies`: one page of results and the total; `track` lets the API record the search. */
export function searchVacancies(query: VacancySearchQuery, options: { track?: boolean } = {}): Promise<ListPage<VacancyListItem>> {
  return getListPage<VacancyListItem>(vacanciesEndpoints.list.path, { ...listQuery(query), track: options.track ? true : undefined });
}

async function searchAndTrack(query: VacancySearchQuery): Promise<ListPage<VacancyListItem>> {
  const page = await searchVacancies(query, { track: true });
  void track(SEARCH_EVENT, { filter: query.filter, sort: query.sort, range: query.range, resultCount: page.total });
  return page;
}

/** The cache key of one search of `/opdrachten` (what {@link useVacancySearch} reads; the server render fills it). */
export function vacancySearchKey(query: VacancySearchQuery) {
  return listKey(vacanciesEndpoints.list.path, listQuery(query));
}

/** The search results of `/opdrachten`, cached per query; the previous page stays while the next loads. */
export function useVacancySearch(query: VacancySearchQuery): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  return useSWR(vacancySearchKey(query), () => searchAndTrack(query), {
    keepPreviousData: true,
    // A revalidation is no new search: do not record it again.
    revalidateOnFocus: false,
  });
}

/** The query of the logged-in user's saved vacancies, closed ones included, newest first. */
function savedQuery(range: [number, number]): VacancySearchQuery {
  return { filter: { favorites: true, status: 'all' }, sort: ['publishedAt', 'DESC'], range };
}

/** The logged-in user's saved vacancies (open and closed). */
export function useSavedVacancies(range: [number, number]): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  const query = savedQuery(range);
  return useSWR(listKey(vacanciesEndpoints.list.path, listQuery(query)), () => searchVacancies(query));
}

/** {@link useSavedVacancies}' page, fetched outside React (a server render), with the key the hook reads it under. */
export function loadSavedVacancies(range: [number, number]): Promise<LoadedPart<ListPage<VacancyListItem>>> {
  return loadList<VacancyListItem>(vacanciesEndpoints.list.path, listQuery(savedQuery(range)));
}

/** How many vacancies the user saved (the total of a one-item page of favourites). */
export function useSavedVacancyCount(): SWRResponse<number, ApiError> {
  return useSWR(SAVED_COUNT_KEY, fetchSavedVacancyCount);
}

const SAVED_COUNT_KEY = derivedKey(vacanciesEndpoints.list.path, 'favorites-count');

async function fetchSavedVacancyCount(): Promise<number> {
  const page = await searchVacancies({ filter: { favorites: true }, range: [0, 0] });
  return page.total;
}

/** {@link useSavedVacancyCount}'s answer, fetched outside React (a server render), with the key the hook reads it under. */
export async function loadSavedVacancyCount(): Promise<LoadedPart<number>> {
  return [SAVED_COUNT_KEY, await fetchSavedVacancyCount()];
}

/** The query of the home page's newest open vacancies. */
function newestQuery(count: number) {
  return { range: [0, count - 1], sort: ['publishedAt', 'DESC'] };
}

/**
 * The newest open vacancies (`count` of them) and how many are open in all
 * (the page's total), as the home page shows them: its cards and its hero's
 * count (issue 32). One request; the server render fills it ({@link loadNewestVacancies}).
 */
export function useNewestVacancies(count: number): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  const query = newestQuery(count);
  return useSWR(listKey(vacanciesEndpoints.list.path, query), () => getListPage<VacancyListItem>(vacanciesEndpoints.list.path, query));
}

/** {@link useNewestVacancies}' page fetched outside React (the home page's server render), with its key. */
export function loadNewestVacancies(count: number): Promise<LoadedPart<ListPage<VacancyListItem>>> {
  return loadList<VacancyListItem>(vacanciesEndpoints.list.path, newestQuery(count));
}

/**
 * `GET /vacancies/{id}/favorite` or `/unfavorite` (spec section 7). These
 * GETs change state: the API refuses them without the client header, which
 * `apiRequest` always sends.
 */
export async function setFavorite(vacancyId: number, isFavorite: boolean): Promise<FavoriteState> {
  const id = requireParam(vacancyId, 'vacancyId', isFavorite ? 'favoriteVacancy' : 'unfavoriteVacancy');
  const { data } = await apiRequest<FavoriteState>({ method: 'GET', path: pathOf(vacanciesEndpoints[isFavorite ? 'favorite' : 'unfavorite'], { id }) });
  return data;
}

type CachedVacancies = ListPage<VacancyListItem> | VacancyListItem[] | Vacancy | number | undefined;

/** A cached answer with the vacancy's favourite flag set (the same object when it does not hold the vacancy). */
export function withFavorite(data: CachedVacancies, vacancyId: number, isFavorite: boolean): CachedVacancies {
  if (data === undefined || typeof data === 'number') return data;
  const set = (item: VacancyListItem) => (item.id === vacancyId ? { ...item, isFavorite } : item);
  if (Array.isArray(data)) return data.some((item) => item.id === vacancyId) ? data.map(set) : data;
  if ('items' in data) return data.items.some((item) => item.id === vacancyId) ? { ...data, items: data.items.map(set) } : data;
  return data.id === vacancyId ? { ...data, isFavorite } : data;
}

function isFavoritesKey(key: unknown): boolean {
  if (isListKey(key)) return Boolean((key[2].filter as VacancyFilter | undefined)?.favorites);
  return Array.isArray(key) && key[0] === 'derived' && key[1] === vacanciesEndpoints.list.path && key[2] === 'favorites-count';
}

/**
 * Tells every cached vacancy answer of the page (searches, details, home and
 * dashboard lists) that a vacancy was saved or removed, and fetches the
 * saved lists and counts again (`savedListsUpToDate`: the caller already
 * updated the saved lists, only the counts are fetched).
 */
export function useFavoriteCacheUpdate() {
  const { mutate } = useSWRConfig();
  return async (vacancyId: number, isFavorite: boolean, options: { savedListsUpToDate?: boolean } = {}): Promise<void> => {
    await mutate(
      (key) => keyIsUnder(key, vacanciesEndpoints.list.path) && !isFavoritesKey(key),
      (data: CachedVacancies) => withFavorite(data, vacancyId, isFavorite),
      { revalidate: false },
    );
    void mutate((key) => isFavoritesKey(key) && !(options.savedListsUpToDate && isListKey(key)));
  };
}
