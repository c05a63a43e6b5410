import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from './api-error';
import type { QueryParams } from './api-request';
import { apiFetcher, type ApiKey } from './swr-config';

/**
 * Fetches `GET {path}` with its query through SWR and the shared client.
 * Pass `null` as path to fetch nothing (yet), e.g. while an id is unknown.
 * Freshness and retry come from the surrounding `<SWRConfig value={swrConfig}>`.
 *
 * @example
 * const { data, error, isLoading } = useApi<Vacancy[]>('/vacancies', { range: [0, 19] });
 */
export function useApi<T>(path: string | null, query?: QueryParams): SWRResponse<T, ApiError> {
  const key: ApiKey | null = path === null ? null : query === undefined ? path : [path, query];
  return useSWR<T, ApiError, ApiKey | null>(key, apiFetcher<T>);
}
