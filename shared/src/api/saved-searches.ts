import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, useApi } from '@interim/shared/api-client';
import type {
  CreateSavedSearchRequest,
  EducationLevel,
  Position,
  SavedSearch,
  SavedSearchFilter,
  SavedSearchResubscribeRequest,
  SavedSearchUnsubscribeResult,
  Sector,
  UpdateSavedSearchRequest,
} from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { referenceDataEndpoints } from '../contract/endpoint-table/reference-data';
import { savedSearchesEndpoints } from '../contract/endpoint-table/saved-searches';
import { keyIsUnder } from './keys';
import { loadData, type LoadedPart } from './load';

/** The API path of the saved searches (issue 19). */
export const SAVED_SEARCHES_PATH = savedSearchesEndpoints.list.path;

/** Analytics event of a saved search. */
export const SAVED_SEARCH_EVENT = 'Search saved';

/** The user's saved searches, newest first, with their new matches (`GET /saved_searches`); nothing fetched while `enabled` is false. */
export function useSavedSearches(enabled = true) {
  return useApi<SavedSearch[]>(enabled ? SAVED_SEARCHES_PATH : null);
}

/** {@link useSavedSearches}' answer fetched outside React (a server render), with the key the hook reads. */
export function loadSavedSearches(): Promise<LoadedPart<SavedSearch[]>> {
  return loadData<SavedSearch[]>(SAVED_SEARCHES_PATH);
}

/** Fetches every cached answer about saved searches again. */
export function useRefreshSavedSearches() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, SAVED_SEARCHES_PATH)), [mutate]);
}

/** `POST /saved_searches` (frequency `daily` unless given). 409 at the maximum number of searches. */
export async function createSavedSearch(body: CreateSavedSearchRequest): Promise<SavedSearch> {
  const { data } = await apiRequest<SavedSearch>({ method: 'POST', path: savedSearchesEndpoints.create.path, body });
  return data;
}

/** `PATCH /saved_searches/{id}`: a new name, a new frequency, or both. */
export async function updateSavedSearch(id: number, body: UpdateSavedSearchRequest): Promise<SavedSearch> {
  const { data } = await apiRequest<SavedSearch>({ method: 'PATCH', path: pathOf(savedSearchesEndpoints.update, { id }), body });
  return data;
}

/** `DELETE /saved_searches/{id}`. */
export async function deleteSavedSearch(id: number): Promise<void> {
  await apiRequest<void>({ method: 'DELETE', path: pathOf(savedSearchesEndpoints.remove, { id }) });
}

/** `POST /saved_searches/{id}/visit`: the user opened the results, the count of new matches starts again. */
export async function visitSavedSearch(id: number): Promise<void> {
  await apiRequest<unknown>({ method: 'POST', path: pathOf(savedSearchesEndpoints.visit, { id }) });
}

const unsubscribeRequest = (endpoint: typeof savedSearchesEndpoints.readUnsubscribe | typeof savedSearchesEndpoints.unsubscribe, token: string) =>
  // The link of an alert mail works without a login: no refresh-and-retry on a 401.
  apiRequest<SavedSearchUnsubscribeResult>({ method: endpoint.method, path: endpoint.path, query: { token }, skipAuthRetry: true });

/** `GET /saved_searches/unsubscribe?token=`: which search an alert mail's token is for (no login needed). */
export async function getSavedSearchUnsubscribe(token: string): Promise<SavedSearchUnsubscribeResult> {
  return (await unsubscribeRequest(savedSearchesEndpoints.readUnsubscribe, token)).data;
}

/** `POST /saved_searches/unsubscribe?token=`: turns that search's mail off (no login needed). */
export async function unsubscribeSavedSearch(token: string): Promise<SavedSearchUnsubscribeResult> {
  return (await unsubscribeRequest(savedSearchesEndpoints.unsubscribe, token)).data;
}

/** `POST /saved_searches/unsubscribe/undo?token=`: the unsubscribe undone, the mail back at `frequency` (no login needed). */
export async function undoSavedSearchUnsubscribe(token: string, frequency: SavedSearchResubscribeRequest['frequency']): Promise<SavedSearchUnsubscribeResult> {
  const { data } = await apiRequest<SavedSearchUnsubscribeResult>({
    method: 'POST',
    path: savedSearchesEndpoints.undoUnsubscribe.path,
    query: { token },
    body: { frequency },
    skipAuthRetry: true,
  });
  return data;
}

/** The reference data that names a filter's ids, as {@link useSavedSearchNames} gives it. */
export interface SavedSearchReferenceData {
  sectors: Sector[] | undefined;
  positions: Position[] | undefined;
  educationLevels: EducationLevel[] | undefined;
  /** True while a list the filter needs is still loading. */
  isLoading: boolean;
}

/**
 * The sectors, positions (of the filter's sector) and education levels that
 * name a filter's ids, on the keys of the reference-data hooks (one cache
 * entry with the search filters). Only the lists the filter uses are
 * fetched, and nothing while `enabled` is false.
 */
export function useSavedSearchNames(filter: SavedSearchFilter, enabled = true): SavedSearchReferenceData {
  const sectorId = Array.isArray(filter.sector) ? filter.sector[0] : filter.sector;
  const sectors = useApi<Sector[]>(enabled && filter.sector !== undefined ? referenceDataEndpoints.sectors.path : null);
  const positions = useApi<Position[]>(
    enabled && filter.position !== undefined && sectorId !== undefined ? referenceDataEndpoints.positions.path : null,
    sectorId !== undefined ? { filter: { sector: sectorId } } : undefined,
  );
  const levels = useApi<EducationLevel[]>(enabled && filter.educationLevel !== undefined ? referenceDataEndpoints.educationLevels.path : null);
  return {
    sectors: sectors.data,
    positions: positions.data,
    educationLevels: levels.data,
    isLoading: sectors.isLoading || positions.isLoading || levels.isLoading,
  };
}
