import { getVacancy, searchVacancies, vacancyKey, vacancySearchKey } from '@interim/shared/api';
import { isApiError } from '@interim/shared/api-client';
import { getBrand } from '@interim/shared/config';
import type { ServerPageData } from '@interim/shared/routing';
import { buildJobPosting, summarize } from '@interim/shared/seo';
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

/** Today in the Netherlands (YYYY-MM-DD), close enough for "has the closing date passed". */
const today = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * What the server renders a vacancy page with: the vacancy (its view is
 * recorded, as the browser's visit does), its title and description, and
 * its JobPosting while it is open. A vacancy that does not exist is a 404.
 */
export async function loadVacancyDetail(id: string | undefined, pageUrl: string): Promise<ServerPageData> {
  const vacancyId = parseVacancyId(id);
  if (vacancyId === null) return { data: [], status: 404 };
  try {
    const vacancy = await getVacancy(vacancyId, { track: true });
    const brand = getBrand();
    return {
      data: [[vacancyKey(vacancyId), vacancy]],
      meta: {
        title: vacancy.title,
        description: summarize(`${vacancy.title} in ${vacancy.city}: ${vacancy.excerpt || vacancy.description}`),
        type: 'article',
        jsonLd: buildJobPosting(vacancy, { url: pageUrl, publisher: { name: brand.siteName, url: brand.corporateSiteUrl }, today: today() }),
      },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { data: [], status: 404 };
    throw error;
  }
}
