import useSWR, { preload } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import type {
  Application,
  ContactRequestCreated,
  RequestContactEmployeeRequestDto,
  Vacancy,
} from '@interim/shared/contract';
import { useSession } from '@interim/shared/session';
import { CACHE_TAG } from '../../shared/cache-keys';

/** Analytics event of a vacancy detail view. */
export const VIEW_EVENT = 'Vacancy viewed';

/** `GET /api/vacancies/{id}`; `track` records the view in the API. */
export async function getVacancy(id: number, options: { track?: boolean } = {}): Promise<Vacancy> {
  const { data } = await apiRequest<Vacancy>({ method: 'GET', path: `/vacancies/${id}`, query: { track: options.track ? true : undefined } });
  return data;
}

/**
 * A vacancy by id (the detail page records one view per load). `id` null:
 * nothing is fetched (an id that is no number).
 */
export function useVacancy(id: number | null, options: { track?: boolean } = {}) {
  return useSWR<Vacancy, ApiError>(
    id === null ? null : [CACHE_TAG.detail, id],
    () => fetchVacancy(id!, options.track ?? false),
    // A revalidation is no new view.
    { revalidateOnFocus: false },
  );
}

async function fetchVacancy(id: number, shouldTrack: boolean): Promise<Vacancy> {
  const vacancy = await getVacancy(id, { track: shouldTrack });
  if (shouldTrack) void track(VIEW_EVENT, { vacancyId: vacancy.id, vacancyTitle: vacancy.title });
  return vacancy;
}

/**
 * Starts the detail page's request for a vacancy being opened (recording the
 * view), before the page's code has arrived; `useVacancy(id, { track: true })`
 * then takes this request instead of starting its own (SWR's preload).
 */
export function prefetchVacancyView(id: number): void {
  preload([CACHE_TAG.detail, id], () => fetchVacancy(id, true)).catch(() => undefined);
}

/** The logged-in user's application to a vacancy, if any (null when none). */
export function useOwnApplication(vacancyId: number | null) {
  const { isLoggedIn } = useSession();
  return useSWR<Application | null, ApiError>(
    isLoggedIn && vacancyId !== null ? [CACHE_TAG.applicationForVacancy, vacancyId] : null,
    async () => {
      const { data } = await apiRequest<Application[]>({
        method: 'GET',
        path: '/applications',
        query: { filter: { vacancyId }, range: [0, 0] },
      });
      return data[0] ?? null;
    },
  );
}

/** `POST /api/employees/request-contact`: ask staff to call back about a vacancy. */
export async function requestContact(body: RequestContactEmployeeRequestDto): Promise<ContactRequestCreated> {
  const { data } = await apiRequest<ContactRequestCreated>({ method: 'POST', path: '/employees/request-contact', body });
  return data;
}

/** Parses the `:id` of a vacancy path: a positive whole number, else null (a 404 without asking the API). */
export function parseVacancyId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
