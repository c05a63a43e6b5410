import { useApi, type ApiError } from '@interim/shared/api-client';
import type { VacancyListItem } from '@interim/shared/contract';
import type { SWRResponse } from 'swr';
import { pathOf } from '../contract/endpoint-table/request-path';
import { vacanciesEndpoints } from '../contract/endpoint-table/vacancies';
import { loadData, type LoadedPart } from './load';

/** The path of a vacancy's similar vacancies (`GET /vacancies/{id}/similar`). */
function similarPath(id: number): string {
  return pathOf(vacanciesEndpoints.similar, { id });
}

/**
 * Up to 4 open vacancies like this one (same function, then sector; nearest
 * first), as the detail page lists them. `id` null: nothing is fetched. A
 * favourite toggled anywhere updates them too (their key is under `/vacancies`).
 */
export function useSimilarVacancies(id: number | null): SWRResponse<VacancyListItem[], ApiError> {
  return useApi<VacancyListItem[]>(id === null ? null : similarPath(id));
}

/** {@link useSimilarVacancies}' answer fetched outside React (a server render), with its key. */
export function loadSimilarVacancies(id: number): Promise<LoadedPart<VacancyListItem[]>> {
  return loadData<VacancyListItem[]>(similarPath(id));
}
