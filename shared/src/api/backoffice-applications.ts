import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type {
  Application,
  ApplicationDetail,
  ApplicationFilter,
  ApplicationSort,
  BulkPatchApplicationsRequestDto,
  BulkPatchApplicationsResult,
  PatchApplicationRequestDto,
  VacancyFilter,
  VacancyListItem,
  VacancySort,
} from '@interim/shared/contract';
import { AUDIT_PATH } from './audit';
import { dataKey, keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';
import { searchVacancies } from './vacancies';

/**
 * Staff's side of the applications (reacties): every application with its
 * filters, one application with its candidate, and status changes one by one
 * or in bulk. The freelancer's side is `./applications`.
 */

/** Query of staff's list of applications. */
export interface StaffApplicationsQuery {
  filter: ApplicationFilter;
  sort?: ApplicationSort;
  range: [number, number];
}

function staffListQuery(query: StaffApplicationsQuery) {
  return { range: query.range, sort: query.sort ?? ['createdAt', 'DESC'], filter: Object.keys(query.filter).length ? query.filter : undefined };
}

/** `GET /applications` as staff: a page of every application matching the filter, and the total. */
export function listStaffApplications(query: StaffApplicationsQuery): Promise<ListPage<Application>> {
  return getListPage<Application>('/applications', staffListQuery(query));
}

/** Staff's list of applications, cached per query; the previous page stays while the next loads. */
export function useStaffApplications(query: StaffApplicationsQuery | null): SWRResponse<ListPage<Application>, ApiError> {
  return useSWR(query === null ? null : listKey('/applications', staffListQuery(query)), () => listStaffApplications(query!), {
    keepPreviousData: true,
  });
}

/** The key of one application with its candidate (`GET /applications/{id}`). */
export function applicationDetailKey(id: number) {
  return dataKey(`/applications/${id}`);
}

/** `GET /applications/{id}`: the application with its history and candidate. */
export async function getApplicationDetail(id: number): Promise<ApplicationDetail> {
  const { data } = await apiRequest<ApplicationDetail>({ method: 'GET', path: `/applications/${id}` });
  return data;
}

/** One application with its candidate; `id` null: nothing is fetched. */
export function useApplicationDetail(id: number | null): SWRResponse<ApplicationDetail, ApiError> {
  return useSWR(id === null ? null : applicationDetailKey(id), () => getApplicationDetail(id!));
}

/** `PATCH /applications/{id}` by staff: the next step of the pipeline, or a rejection with its reason. */
export async function changeApplicationStatus(id: number, body: PatchApplicationRequestDto): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'PATCH', path: `/applications/${id}`, body });
  return data;
}

/**
 * `PATCH /applications` (staff, bulk): several applications of ONE vacancy to
 * one status, all or nothing. A refused batch is a 409 whose field errors
 * `ids.<index>` name each application that cannot make the step.
 */
export async function changeApplicationStatuses(body: BulkPatchApplicationsRequestDto): Promise<BulkPatchApplicationsResult> {
  const { data } = await apiRequest<BulkPatchApplicationsResult>({ method: 'PATCH', path: '/applications', body });
  return data;
}

/**
 * Fetches again everything a status change shows up in: every list and
 * detail of applications (the freelancer's too, in the same cache) and the
 * audit histories.
 */
export function useRefreshAfterStatusChange() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, '/applications', AUDIT_PATH)), [mutate]);
}

/** How many opdrachten {@link useVacancyChoices} offers. */
export const VACANCY_CHOICES_LIMIT = 100;

const VACANCY_CHOICES_FILTER: VacancyFilter = { status: 'all' };
const VACANCY_CHOICES_SORT: VacancySort = ['createdAt', 'DESC'];

/**
 * The opdrachten staff pick from to filter reacties (every status, newest
 * first, at most {@link VACANCY_CHOICES_LIMIT}).
 */
export function useVacancyChoices(): SWRResponse<ListPage<VacancyListItem>, ApiError> {
  const query = { filter: VACANCY_CHOICES_FILTER, sort: VACANCY_CHOICES_SORT, range: [0, VACANCY_CHOICES_LIMIT - 1] as [number, number] };
  return useSWR(listKey('/vacancies', query), () => searchVacancies(query));
}
