import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type { GdprRequestFilter, GdprRequestSort, GdprStaffRequest, PatchGdprRequestRequestDto } from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { gdprEndpoints } from '../contract/endpoint-table/gdpr';
import { AUDIT_PATH } from './audit';
import { keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';

/**
 * Staff's queue of privacy (AVG) requests: every person's requests with the
 * legal deadline, and their handling. The freelancer's own requests are
 * `./gdpr`.
 */

/** Path of the GDPR requests. */
export const GDPR_REQUESTS_PATH = gdprEndpoints.list.path;

/** Query of staff's queue of GDPR requests; without `sort` the API puts the open ones first, earliest deadline first. */
export interface GdprQueueQuery {
  filter: GdprRequestFilter;
  sort?: GdprRequestSort;
  range: [number, number];
}

function queueQuery(query: GdprQueueQuery) {
  return { range: query.range, sort: query.sort, filter: Object.keys(query.filter).length ? query.filter : undefined };
}

/** `GET /gdpr_requests` as staff: a page of everyone's requests and the total. */
export function listGdprQueue(query: GdprQueueQuery): Promise<ListPage<GdprStaffRequest>> {
  return getListPage<GdprStaffRequest>(GDPR_REQUESTS_PATH, queueQuery(query));
}

/**
 * Staff's queue of GDPR requests, cached per query. Its key differs from the
 * freelancer's own list (a bare `GET /gdpr_requests`), which answers another shape.
 */
export function useGdprQueue(query: GdprQueueQuery): SWRResponse<ListPage<GdprStaffRequest>, ApiError> {
  return useSWR(listKey(GDPR_REQUESTS_PATH, queueQuery(query)), () => listGdprQueue(query), { keepPreviousData: true });
}

/** `PATCH /gdpr_requests/{id}` (staff): take in hand, or close with a resolution; the API records who and when. */
export async function handleGdprRequest(id: number, body: PatchGdprRequestRequestDto): Promise<GdprStaffRequest> {
  const { data } = await apiRequest<GdprStaffRequest>({ method: 'PATCH', path: pathOf(gdprEndpoints.update, { id }), body });
  return data;
}

/** Fetches the queue and the audit histories again (after a handling). */
export function useRefreshGdprQueue() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, GDPR_REQUESTS_PATH, AUDIT_PATH)), [mutate]);
}
