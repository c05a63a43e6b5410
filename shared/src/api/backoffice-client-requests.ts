import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type { ClientRequest, ClientRequestFilter, ClientRequestSort, PatchClientRequestRequestDto } from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { clientRequestsEndpoints } from '../contract/endpoint-table/client-requests';
import { AUDIT_PATH } from './audit';
import { keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';

/**
 * Staff's inbox of client requests (`/opdrachtgevers/aanmelden`): the list
 * with its status filter and the status changes. A request is converted by
 * creating its opdracht (`POST /vacancies` with `clientRequestId`), not here.
 */

/** Path of the client requests. */
export const CLIENT_REQUESTS_PATH = clientRequestsEndpoints.list.path;

/** Query of staff's inbox of client requests. */
export interface ClientRequestsQuery {
  filter: ClientRequestFilter;
  sort?: ClientRequestSort;
  range: [number, number];
}

function inboxQuery(query: ClientRequestsQuery) {
  return { range: query.range, sort: query.sort ?? ['createdAt', 'DESC'], filter: Object.keys(query.filter).length ? query.filter : undefined };
}

/** `GET /client_requests` (staff): a page of the inbox and the total. */
export function listClientRequests(query: ClientRequestsQuery): Promise<ListPage<ClientRequest>> {
  return getListPage<ClientRequest>(CLIENT_REQUESTS_PATH, inboxQuery(query));
}

/** Staff's inbox of client requests, cached per query; the previous page stays while the next loads. */
export function useClientRequests(query: ClientRequestsQuery): SWRResponse<ListPage<ClientRequest>, ApiError> {
  return useSWR(listKey(CLIENT_REQUESTS_PATH, inboxQuery(query)), () => listClientRequests(query), { keepPreviousData: true });
}

/** `PATCH /client_requests/{id}` (staff): new, in behandeling or afgewezen; answers the request. */
export async function changeClientRequestStatus(id: number, body: PatchClientRequestRequestDto): Promise<ClientRequest> {
  const { data } = await apiRequest<ClientRequest>({ method: 'PATCH', path: pathOf(clientRequestsEndpoints.update, { id }), body });
  return data;
}

/** Fetches the inbox and the audit histories again (after a status change). */
export function useRefreshClientRequests() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, CLIENT_REQUESTS_PATH, AUDIT_PATH)), [mutate]);
}
