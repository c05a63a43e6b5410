import useSWR from 'swr';
import { derivedKey, searchVacancies } from '@interim/shared/api';
import { isApiError, type ApiError } from '@interim/shared/api-client';
import type { Employee, VacancyFilter, VacancyListItem } from '@interim/shared/contract';

/** How many applications and recommendations the dashboard shows. */
export const DASHBOARD_LIST_SIZE = 3;

/**
 * The vacancy filter that matches a profile: sector and position, and within
 * the travel distance of the postcode. Undefined when the profile has none of them.
 */
export function recommendationFilter(employee: Employee): VacancyFilter | undefined {
  const p = employee.preferences;
  const filter: VacancyFilter = {};
  if (p.sector) filter.sector = p.sector;
  if (p.position) filter.position = p.position;
  if (employee.postcode && p.maxTravelKm) {
    filter.postcode = employee.postcode;
    filter.radiusKm = Math.min(300, Math.max(1, p.maxTravelKm));
  }
  return Object.keys(filter).length > 0 || p.desiredFunction ? filter : undefined;
}

async function searchMatching(filter: VacancyFilter): Promise<VacancyListItem[]> {
  const page = await searchVacancies({ filter, sort: ['publishedAt', 'DESC'], range: [0, DASHBOARD_LIST_SIZE - 1] });
  return page.items;
}

/**
 * Open vacancies that match the profile: first with the desired function as
 * search text; when that finds nothing, without it, then without the position,
 * so a narrow wish still shows something related.
 */
export async function findRecommendations(employee: Employee): Promise<VacancyListItem[]> {
  const base = recommendationFilter(employee);
  if (!base) return [];
  const attempts: VacancyFilter[] = [];
  const wish = employee.preferences.desiredFunction?.trim();
  if (wish) attempts.push({ ...base, q: wish.slice(0, 200) });
  if (Object.keys(base).length > 0) attempts.push(base);
  if (base.position !== undefined) {
    const { position: _position, ...withoutPosition } = base;
    if (Object.keys(withoutPosition).length > 0) attempts.push(withoutPosition);
  }
  try {
    return await firstWithResults(attempts);
  } catch (error) {
    // A postcode outside the centroid table cannot be searched by distance: search without it.
    if (!isApiError(error) || error.code !== 'UNKNOWN_POSTCODE') throw error;
    const withoutDistance = attempts
      .map(({ postcode: _postcode, radiusKm: _radiusKm, ...rest }) => rest)
      .filter((filter) => Object.keys(filter).length > 0);
    return firstWithResults(withoutDistance);
  }
}

async function firstWithResults(attempts: VacancyFilter[]): Promise<VacancyListItem[]> {
  for (const filter of attempts) {
    const found = await searchMatching(filter);
    if (found.length > 0) return found;
  }
  return [];
}

/** The cache key of the profile's recommendations (per profile preferences). */
export function recommendationsKey(employee: Employee) {
  return derivedKey('/vacancies', 'recommended', employee.id, employee.postcode, employee.preferences);
}

/** Recommended vacancies for the profile (cached per profile preferences). */
export function useRecommendedVacancies(employee: Employee) {
  return useSWR<VacancyListItem[], ApiError>(recommendationsKey(employee), () => findRecommendations(employee));
}
