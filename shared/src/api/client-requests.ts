import { apiRequest } from '@interim/shared/api-client';
import type { ClientRequestCreated, CreateClientRequest } from '@interim/shared/contract';
import { clientRequestsEndpoints } from '../contract/endpoint-table/client-requests';

/** `POST /client_requests`: a client (opdrachtgever) registers an assignment; staff get it by mail. */
export async function createClientRequest(body: CreateClientRequest): Promise<ClientRequestCreated> {
  const { data } = await apiRequest<ClientRequestCreated>({ method: 'POST', path: clientRequestsEndpoints.create.path, body });
  return data;
}
