import { mutate, type SWRConfiguration } from 'swr';
import { ApiError } from './api-error';
import { apiRequest, type QueryParams } from './api-request';

/** An SWR key of the API: a path, or a path with its query (`['/vacancies', { range: [0, 19] }]`). */
export type ApiKey = string | readonly [path: string, query?: QueryParams];

/** Data fetched is fresh this long (spec section 9). */
export const FRESH_FOR_MS = 60_000;

/** SWR fetcher for {@link ApiKey}s: a GET through {@link apiRequest}, resolving with the data. */
export async function apiFetcher<T>(key: ApiKey): Promise<T> {
  const [path, query] = typeof key === 'string' ? [key, undefined] : key;
  const { data } = await apiRequest<T>({ method: 'GET', path, query });
  return data;
}

/**
 * The SWR configuration of every app: `<SWRConfig value={swrConfig}>`.
 * Data is fresh for 60 s (deduplicated, and a window focus revalidates at
 * most once a minute); client errors (4xx) are not retried, because asking
 * again gives the same answer; network and server errors are.
 */
export const swrConfig = {
  fetcher: apiFetcher,
  dedupingInterval: FRESH_FOR_MS,
  revalidateOnFocus: true,
  focusThrottleInterval: FRESH_FOR_MS,
  shouldRetryOnError: (error: Error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
} satisfies SWRConfiguration;

/**
 * Clears all data in SWR's default cache without refetching (logout, spec
 * section 4). Apps must use the default cache, not a `provider` of their own,
 * or this does not reach their data; only tests use a private cache.
 */
export async function clearApiCache(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}
