import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type {
  StaffVacancy,
  Vacancy,
  VacancyFilter,
  VacancyInputInput,
  VacancyListItem,
  VacancyPatch,
  VacancySort,
} from '@interim/shared/contract';
import { ANONYMOUS_CLIENT_NAME } from '@interim/shared/contract/labels';
import { pathOf } from '../contract/endpoint-table/request-path';
import { clientRequestsEndpoints } from '../contract/endpoint-table/client-requests';
import { vacanciesEndpoints } from '../contract/endpoint-table/vacancies';
import { AUDIT_PATH } from './audit';
import { keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';
import { vacancyKey } from './vacancies';

/**
 * Staff's opdrachten (`/beheer/opdrachten`): the list with concepts, create,
 * edit and status changes. Imported as `@interim/shared/api/backoffice-vacancies`
 * only (not from `@interim/shared/api`), so freelancer pages do not load it.
 * A vacancy is read with the same key as the public pages ({@link vacancyKey}):
 * a staff member's answer of `GET /vacancies/{id}` carries the staff fields.
 */

/** Path of the vacancies. */
export const VACANCIES_PATH = vacanciesEndpoints.list.path;
/** Path of the client requests, whose status a conversion changes. */
const CLIENT_REQUESTS_PATH = clientRequestsEndpoints.list.path;

/** Query of staff's list of vacancies. */
export interface StaffVacanciesQuery {
  /** `status` defaults to `all` (concepts, published and closed). */
  filter: VacancyFilter;
  /** Default `['updatedAt', 'DESC']`: the latest edited first. */
  sort?: VacancySort;
  range: [number, number];
}

function staffListQuery(query: StaffVacanciesQuery) {
  return { range: query.range, sort: query.sort ?? ['updatedAt', 'DESC'], filter: { status: 'all', ...query.filter } };
}

/** `GET /vacancies` as staff: a page of every status (concepts included) and the total; never cached by the API. */
export function listStaffVacancies(query: StaffVacanciesQuery): Promise<ListPage<VacancyListItem>> {
  return getListPage<VacancyListItem>(VACANCIES_PATH, staffListQuery(query));
}

/** Staff's list of vacancies, cached per query; the previous page stays while the next loads. `null`: nothing is fetched. */
export function useStaffVacancies(query: StaffVacanciesQuery | null): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  return useSWR(query === null ? null : listKey(VACANCIES_PATH, staffListQuery(query)), () => listStaffVacancies(query!), { keepPreviousData: true });
}

/** `GET /vacancies/{id}` as staff: any status, with the staff fields. */
export async function getStaffVacancy(id: number): Promise<StaffVacancy> {
  const { data } = await apiRequest<StaffVacancy>({ method: 'GET', path: pathOf(vacanciesEndpoints.get, { id }) });
  return data;
}

/** One vacancy as staff edit it; `id` null or undefined: nothing is fetched. */
export function useStaffVacancy(id: number | null | undefined): SWRResponse<StaffVacancy, ApiError> {
  return useSWR<StaffVacancy, ApiError>(id == null ? null : vacancyKey(id), () => getStaffVacancy(id!));
}

/** `POST /vacancies` (staff): a concept unless `status` is `open`; with `clientRequestId` the request becomes converted. */
export async function createVacancy(body: VacancyInputInput): Promise<StaffVacancy> {
  const { data } = await apiRequest<StaffVacancy>({ method: 'POST', path: vacanciesEndpoints.create.path, body });
  return data;
}

/** `PATCH /vacancies/{id}` (staff): changed fields and/or a status step (publish, close). */
export async function updateVacancy(id: number, body: VacancyPatch): Promise<StaffVacancy> {
  const { data } = await apiRequest<StaffVacancy>({ method: 'PATCH', path: pathOf(vacanciesEndpoints.update, { id }), body });
  return data;
}

/**
 * Create and change vacancies, and tell the page: the vacancy's entry gets
 * the answer, and every list of vacancies (staff's and the public ones),
 * every audit history and the client requests (a conversion changes one) are
 * fetched again.
 */
export function useSaveVacancy() {
  const { mutate } = useSWRConfig();
  const afterWrite = useCallback(
    async (vacancy: StaffVacancy) => {
      await mutate(vacancyKey(vacancy.id), vacancy, { revalidate: false });
      void mutate((key) => (keyIsUnder(key, VACANCIES_PATH) && key !== vacancyKey(vacancy.id)) || keyIsUnder(key, AUDIT_PATH, CLIENT_REQUESTS_PATH));
      return vacancy;
    },
    [mutate],
  );
  return {
    create: useCallback(async (body: VacancyInputInput) => afterWrite(await createVacancy(body)), [afterWrite]),
    update: useCallback(async (id: number, body: VacancyPatch) => afterWrite(await updateVacancy(id, body)), [afterWrite]),
  };
}

/**
 * The vacancy as freelancers get it from the API (for the preview): the
 * client's name hidden when anonymous, without the staff fields.
 */
export function toPublicVacancy(vacancy: StaffVacancy): Vacancy {
  const { createdAt: _created, updatedAt: _updated, clientRequestId: _request, clientName, ...rest } = vacancy;
  return { ...rest, clientName: vacancy.isAnonymous || clientName === null ? ANONYMOUS_CLIENT_NAME : clientName, isFavorite: false, distanceKm: null };
}
