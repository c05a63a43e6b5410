import {
  loadEducationLevels,
  loadGdprRequests,
  loadLatestApplications,
  loadLoginSessions,
  loadMe,
  loadPositions,
  loadSavedSearches,
  loadSavedVacancyCount,
  loadSectors,
  loadedParts,
  type LoadedPart,
} from '@interim/shared/api';
import type { Employee, SavedSearch } from '@interim/shared/contract';
import type { ServerPageData } from '@interim/shared/routing';
import { firstIncompleteStep } from './features/completion/completion-steps';
import { DASHBOARD_LIST_SIZE, findRecommendations, recommendationsKey } from './features/dashboard/dashboard-api';
import { positionsSectorOf } from './features/saved-searches/saved-search-links';

/*
 * What the server renders this remote's private pages with (ADR 0004 option
 * 1): the data each page's hooks read on its first render, under their keys.
 * The server loads it with the visitor's cookies, so it is that visitor's
 * data. A part that fails is left out (the browser loads it). Loaded from
 * routes.tsx with a dynamic import, so none of it is in the browser's
 * routes chunk.
 *
 * /profiel/afronden/:step has no loader: its first render in the browser
 * reads the step's unsaved draft from sessionStorage (a reload mid-wizard
 * keeps what was typed), which the server cannot see; the sector of a draft
 * changes the form's text and attributes, so server HTML from the saved
 * record would not match what the browser hydrates.
 */

/**
 * A page behind `OwnEmployeeGate`: the own record, then the parts the page
 * shows with it. A staff account (no freelancer profile) gets its record
 * only: the gate shows it a notice.
 */
async function loadOwnPage(parts: (employee: Employee) => Promise<LoadedPart[]>): Promise<ServerPageData> {
  const me = await loadMe();
  if (me[1].role === 'staff') return { data: [me] };
  return { data: [me, ...(await parts(me[1]))] };
}

/** The positions of the preferred sector, when one is chosen (what `usePositions(preferences.sector)` reads). */
const preferredPositions = (employee: Employee) => (employee.preferences.sector ? [loadPositions(employee.preferences.sector)] : []);

/** `/dashboard`: the record, latest applications, saved count, saved searches and recommendations. */
export function loadDashboard(): Promise<ServerPageData> {
  return loadOwnPage((me) =>
    loadedParts([
      loadLatestApplications(DASHBOARD_LIST_SIZE),
      loadSavedVacancyCount(),
      loadSavedSearches(),
      findRecommendations(me).then((found) => [recommendationsKey(me), found] as const),
    ]),
  );
}

/** `/profiel`: the record, the education levels and the preferred sector's positions (that name the preferences). */
export function loadProfile(): Promise<ServerPageData> {
  return loadOwnPage((me) => loadedParts([loadEducationLevels(), ...preferredPositions(me)]));
}

/** `/profiel/voorkeuren`: the record and the choices of the form's selects. */
export function loadProfilePreferences(): Promise<ServerPageData> {
  return loadOwnPage((me) => loadedParts([loadSectors(), loadEducationLevels(), ...preferredPositions(me)]));
}

/** `/profiel/gegevens`: the record. */
export function loadProfileDetails(): Promise<ServerPageData> {
  return loadOwnPage(async () => []);
}

/** `/profiel/ervaring`: the record and the education levels of the education editor. */
export function loadProfileExperience(): Promise<ServerPageData> {
  return loadOwnPage(() => loadedParts([loadEducationLevels()]));
}

/**
 * `/profiel/afronden`: the record; with every step done, the names its
 * summary shows. An unfinished profile is sent on to its step in the browser.
 */
export function loadProfileCompletion(): Promise<ServerPageData> {
  return loadOwnPage(async (me) =>
    firstIncompleteStep(me) === undefined ? loadedParts([loadSectors(), loadEducationLevels(), ...preferredPositions(me)]) : [],
  );
}

/**
 * `/profiel/zoekopdrachten`: the record, the saved searches, and the
 * reference lists their summaries are named with (sectors always; positions
 * of a search's sector when it names a position; education levels when one
 * names a level).
 */
export function loadProfileSavedSearches(): Promise<ServerPageData> {
  return loadOwnPage(async () => {
    let searches: LoadedPart<SavedSearch[]>;
    try {
      searches = await loadSavedSearches();
    } catch {
      return [];
    }
    const filters = searches[1].map((search) => search.filter);
    if (filters.length === 0) return [searches];
    const sectorIds = new Set(filters.map(positionsSectorOf).filter((id): id is number => Boolean(id)));
    const references: Array<Promise<LoadedPart>> = [loadSectors(), ...[...sectorIds].map((id) => loadPositions(id))];
    if (filters.some((filter) => filter.educationLevel !== undefined)) references.push(loadEducationLevels());
    return [searches, ...(await loadedParts(references))];
  });
}

/**
 * `/profiel/persoonsgegevens-beheren`: the own GDPR requests, the devices
 * logged in, and the record (the page shows none, the shell's chrome reads
 * it on every logged-in page for the staff link).
 */
export async function loadProfileGdpr(): Promise<ServerPageData> {
  return { data: await loadedParts([loadMe(), loadGdprRequests(), loadLoginSessions()]) };
}
