import { getVacancy, searchVacancies, vacancyKey, vacancySearchKey } from '@interim/shared/api';
import { isApiError } from '@interim/shared/api-client';
import type { ServerPageData } from '@interim/shared/routing';
import { parseVacancyId } from './features/shared/vacancy-id';
import { parseSearch, toApiQuery } from './features/vacancy-search/search-state';

/**
 * What the server renders `/opdrachten` with (ADR 0004 option 1): the first
 * page of the search the URL describes, under the key the page's hook reads.
 * Loaded from routes.tsx with a dynamic import, so none of it is in the
 * browser's routes chunk.
 */
export async function loadVacancySearch(search: URLSearchParams): Promise<ServerPageData> {
  const query = toApiQuery(parseSearch(search));
  // The search is being shown: recorded like the browser's own search.
  const page = await searchVacancies(query, { track: true });
  return { data: [[vacancySearchKey(query), page]] };
}

/**
 * What the server renders a vacancy page with: the vacancy (its view is
 * recorded, as the browser's visit does), its title and description, and
 * the vacancy as the page's JobPosting (the server writes it while the
 * vacancy is open). A vacancy that does not exist is a 404.
 */
export async function loadVacancyDetail(id: string | undefined): Promise<ServerPageData> {
  const vacancyId = parseVacancyId(id);
  if (vacancyId === null) return { data: [], status: 404 };
  try {
    const vacancy = await getVacancy(vacancyId, { track: true });
    return {
      data: [[vacancyKey(vacancyId), vacancy]],
      meta: {
        title: vacancy.title,
        description: `${vacancy.title} in ${vacancy.city}: ${vacancy.excerpt || vacancy.description}`,
        type: 'article',
        jobPosting: vacancy,
      },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { data: [], status: 404 };
    throw error;
  }
}
