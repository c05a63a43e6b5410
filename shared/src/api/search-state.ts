import { unstable_serialize, useSWRConfig } from 'swr';
import type { VacancyListItem } from '@interim/shared/contract';
import type { ListPage } from './list';
import { vacancySearchKey, type VacancySearchQuery } from './vacancies';

// Its own module, not vacancies.ts: the home page loads that one
// (`@interim/shared/api/vacancies`) and has no search to fade.

/**
 * Whether `data` of `useVacancySearch(query)` is an earlier query's
 * answer, kept on screen while this one loads (keepPreviousData): what the
 * results fade for. SWR's `isLoading` cannot tell: it is also true while SWR
 * revalidates the answer the server rendered the page with, which is this
 * query's own (the page once arrived faded and `aria-busy`).
 */
export function useShowsPreviousSearch(query: VacancySearchQuery, data: ListPage<VacancyListItem> | undefined): boolean {
  const { cache, fallback } = useSWRConfig();
  if (data === undefined) return false;
  const key = unstable_serialize(vacancySearchKey(query));
  return cache.get(key)?.data === undefined && (fallback as Record<string, unknown> | undefined)?.[key] === undefined;
}
