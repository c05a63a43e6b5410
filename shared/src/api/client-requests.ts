import { apiRequest } from '@interim/shared/api-client';
import type { ClientRequestCreated, CreateClientRequest } from '@interim/shared/contract';
import { clientRequestsEndpoints } from '../contract/endpoint-table/client-requests';

/**
 * `POST /client_requests`: a client (opdrachtgever) registers an assignment; staff get it by mail, and the address
 * gets a link to confirm it ({@link confirmClientRequest}) before the request joins an organisation.
 */
export async function createClientRequest(body: CreateClientRequest): Promise<ClientRequestCreated> {
  const { data } = await apiRequest<ClientRequestCreated>({ method: 'POST', path: clientRequestsEndpoints.create.path, body });
  return data;
}

/**
 * `POST /client_requests/confirm`: the token of the mailed link confirms the request's address (issue 42 item 2);
 * answers the request. 404 `CONFIRMATION_INVALID` for an unknown token, 410 `CONFIRMATION_EXPIRED` for an old one.
 */
export async function confirmClientRequest(token: string): Promise<ClientRequestCreated> {
  const { data } = await apiRequest<ClientRequestCreated>({ method: 'POST', path: clientRequestsEndpoints.confirm.path, body: { token } });
  return data;
}
