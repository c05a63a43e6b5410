import {
  getVacancy,
  loadEducationLevels,
  loadMe,
  loadMyApplications,
  loadOwnApplication,
  loadPositions,
  loadSavedVacancies,
  loadSectors,
  loadSimilarVacancies,
  loadVacancy,
  loadedParts,
  searchVacancies,
  vacancyKey,
  vacancySearchKey,
  type LoadedPart,
} from '@interim/shared/api';
import { isApiError } from '@interim/shared/api-client';
import { loadApplicationDraft } from '@interim/shared/api/application-drafts';
import type { ServerPageData } from '@interim/shared/routing';
import { applicationsPageOf, applicationsRange } from './features/my-applications/applications-page';
import { SAVED_VACANCIES_RANGE } from './features/saved-vacancies/saved-vacancies-range';
import { parseVacancyId } from './features/shared/vacancy-id';
import { parseSearch, toApiQuery } from './features/vacancy-search/search-state';

/**
 * What the server renders `/opdrachten` with (ADR 0004 option 1): the first
 * page of the search the URL describes and the lists its filters offer, under
 * the keys the page's hooks read.
 * Loaded from routes.tsx with a dynamic import, so none of it is in the
 * browser's routes chunk.
 */
export async function loadVacancySearch(search: URLSearchParams): Promise<ServerPageData> {
  const state = parseSearch(search);
  const query = toApiQuery(state);
  // The filters' lists too: fetched by the browser after hydration, their
  // answers re-rendered the page synchronously (a long task at 4x CPU,
  // docs/quality.md), and the server's HTML had empty selects. A list that
  // fails is left out (the browser loads it).
  const lists = loadedParts([loadSectors(), loadEducationLevels(), ...(state.sector ? [loadPositions(state.sector)] : [])]);
  // The search is being shown: recorded like the browser's own search.
  const page = await searchVacancies(query, { track: true });
  return { data: [[vacancySearchKey(query), page], ...(await lists)] };
}

/**
 * What the server renders a vacancy page with: the vacancy (its view is
 * recorded, as the browser's visit does), its similar opdrachten, its
 * title and description, and the vacancy as the page's JobPosting (the
 * server writes it while the vacancy is open). A vacancy that does not
 * exist is a 404.
 */
export async function loadVacancyDetail(id: string | undefined): Promise<ServerPageData> {
  const vacancyId = parseVacancyId(id);
  if (vacancyId === null) return { data: [], status: 404 };
  try {
    // The similar opdrachten alongside (issue 32); left out when they fail (the browser loads them).
    const similar = loadedParts([loadSimilarVacancies(vacancyId)]);
    const vacancy = await getVacancy(vacancyId, { track: true });
    return {
      data: [[vacancyKey(vacancyId), vacancy], ...(await similar)],
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

/*
 * The private pages (issue 16 item 4): the logged-in visitor's own data,
 * loaded with their cookies, under the keys the page's hooks read on their
 * first render. A part that fails is left out (the browser loads it).
 */

/**
 * The own record (the shell's chrome reads it too) and, for a freelancer,
 * the education levels: what the profile match of a vacancy ("Past ik
 * hierbij?") reads. Staff see no match and fetch no levels.
 */
async function loadProfileMatchData(): Promise<LoadedPart[]> {
  try {
    const me = await loadMe();
    return me[1].role === 'employee' ? [me, ...(await loadedParts([loadEducationLevels()]))] : [me];
  } catch {
    return [];
  }
}

/**
 * `/mijn-reacties`: the page of own applications the URL names (`?pagina=`),
 * and the record the shell's chrome reads on every logged-in page (its staff link).
 */
export async function loadMyApplicationsPage(search: URLSearchParams): Promise<ServerPageData> {
  return { data: await loadedParts([loadMe(), loadMyApplications(applicationsRange(applicationsPageOf(search)))]) };
}

/** `/mijn-opgeslagen-opdrachten`: the saved vacancies, and what their cards' profile match reads. */
export async function loadSavedVacanciesPage(): Promise<ServerPageData> {
  const [saved, match] = await Promise.all([loadedParts([loadSavedVacancies(SAVED_VACANCIES_RANGE)]), loadProfileMatchData()]);
  return { data: [...saved, ...match] };
}

/**
 * `/opdrachten/:id/reageren`: the vacancy (no view recorded, as the page's
 * own fetch), the own application to it, the record the form is filled
 * from and the profile match's levels. An application kept in this browser
 * (register-and-apply) is read by the page after hydration.
 */
export async function loadVacancyApply(id: string | undefined): Promise<ServerPageData> {
  const vacancyId = parseVacancyId(id);
  if (vacancyId === null) return { data: [] };
  const [parts, match] = await Promise.all([loadedParts([loadVacancy(vacancyId), loadOwnApplication(vacancyId), loadApplicationDraft(vacancyId)]), loadProfileMatchData()]);
  return { data: [...parts, ...match] };
}
