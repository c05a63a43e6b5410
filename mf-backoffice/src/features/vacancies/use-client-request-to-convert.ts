import useSWR from 'swr';
import { CLIENT_REQUESTS_PATH, listClientRequests } from '@interim/shared/api/backoffice-client-requests';
import { derivedKey } from '@interim/shared/api/keys';
import type { ClientRequest } from '@interim/shared/contract';

/** Requests read per page while looking for one (the API's largest page). */
const PAGE = 100;

/**
 * Finds the client request an opdracht is made from (`?aanvraag=<id>`).
 * The API has no single GET for a client request, so its inbox is read
 * page by page, newest first (requests to convert are usually recent),
 * until the id turns up; null when there is no such request.
 */
export async function findClientRequest(id: number): Promise<ClientRequest | null> {
  for (let first = 0; ; first += PAGE) {
    const page = await listClientRequests({ filter: {}, range: [first, first + PAGE - 1] });
    const found = page.items.find((request) => request.id === id);
    if (found) return found;
    if (page.items.length < PAGE || first + PAGE >= page.total) return null;
  }
}

/** The client request with `id` (null: nothing is fetched), cached under the client requests' path. */
export function useClientRequestToConvert(id: number | null) {
  return useSWR(id === null ? null : derivedKey(CLIENT_REQUESTS_PATH, 'by-id', id), () => findClientRequest(id!));
}
