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
  CreateApplicationProposal,
  PatchApplicationRequestDto,
} from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { applicationsEndpoints } from '../contract/endpoint-table/applications';
import { backofficeEndpoints } from '../contract/endpoint-table/backoffice';
import { AUDIT_PATH } from './audit';
import { dataKey, keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';

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
  return getListPage<Application>(applicationsEndpoints.list.path, staffListQuery(query));
}

/** Staff's list of applications, cached per query; the previous page stays while the next loads. */
export function useStaffApplications(query: StaffApplicationsQuery | null): SWRResponse<ListPage<Application>, ApiError> {
  return useSWR(query === null ? null : listKey(applicationsEndpoints.list.path, staffListQuery(query)), () => listStaffApplications(query!), {
    keepPreviousData: true,
  });
}

/** The key of one application with its candidate (`GET /applications/{id}`). */
export function applicationDetailKey(id: number) {
  return dataKey(pathOf(applicationsEndpoints.get, { id }));
}

/** `GET /applications/{id}`: the application with its history and candidate. */
export async function getApplicationDetail(id: number): Promise<ApplicationDetail> {
  const { data } = await apiRequest<ApplicationDetail>({ method: 'GET', path: pathOf(applicationsEndpoints.get, { id }) });
  return data;
}

/** One application with its candidate; `id` null: nothing is fetched. */
export function useApplicationDetail(id: number | null): SWRResponse<ApplicationDetail, ApiError> {
  return useSWR(id === null ? null : applicationDetailKey(id), () => getApplicationDetail(id!));
}

/** `PATCH /applications/{id}` by staff: the next step of the pipeline, or a rejection with its reason. */
export async function changeApplicationStatus(id: number, body: PatchApplicationRequestDto): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'PATCH', path: pathOf(applicationsEndpoints.update, { id }), body });
  return data;
}

/**
 * `PATCH /applications` (staff, bulk): several applications of ONE vacancy to
 * one status, all or nothing. A refused batch is a 409 whose field errors
 * `ids.<index>` name each application that cannot make the step.
 */
export async function changeApplicationStatuses(body: BulkPatchApplicationsRequestDto): Promise<BulkPatchApplicationsResult> {
  const { data } = await apiRequest<BulkPatchApplicationsResult>({ method: 'PATCH', path: applicationsEndpoints.bulkUpdate.path, body });
  return data;
}

/**
 * Fetches again everything a status change shows up in: every list and
 * detail of applications (the freelancer's too, in the same cache) and the
 * audit histories.
 */
export function useRefreshAfterStatusChange() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, applicationsEndpoints.list.path, AUDIT_PATH)), [mutate]);
}

/** Path of staff's proposals (ADR 0019). */
export const APPLICATION_PROPOSALS_PATH = applicationsEndpoints.propose.path;

/** `POST /application_proposals` (staff): the candidate put forward for an opdracht; the new reactie waits for their yes. */
export async function proposeCandidate(body: CreateApplicationProposal): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'POST', path: APPLICATION_PROPOSALS_PATH, body });
  return data;
}

/** Proposes, then fetches again every cached list of reacties, the opdrachten's summaries and the audit histories. */
export function useProposeCandidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateApplicationProposal) => {
      const application = await proposeCandidate(body);
      void mutate((key) => keyIsUnder(key, applicationsEndpoints.list.path, AUDIT_PATH, backofficeEndpoints.vacancySummaries.path));
      return application;
    },
    [mutate],
  );
}
