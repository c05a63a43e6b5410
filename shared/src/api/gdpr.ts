import { apiRequest, getApiLinkBaseUrl, useApi } from '@interim/shared/api-client';
import type { CreateGdprRequestRequestDto, GdprRequest } from '@interim/shared/contract';
import { gdprEndpoints } from '../contract/endpoint-table/gdpr';
import { loadData, type LoadedPart } from './load';

/** The user's own GDPR requests, newest first (`GET /gdpr_requests`). */
export function useGdprRequests() {
  return useApi<GdprRequest[]>(gdprEndpoints.list.path);
}

/** {@link useGdprRequests}' answer fetched outside React (a server render), with the key the hook reads. */
export function loadGdprRequests(): Promise<LoadedPart<GdprRequest[]>> {
  return loadData<GdprRequest[]>(gdprEndpoints.list.path);
}

/** `POST /gdpr_requests`. */
export async function createGdprRequest(body: CreateGdprRequestRequestDto): Promise<GdprRequest> {
  const { data } = await apiRequest<GdprRequest>({ method: 'POST', path: gdprEndpoints.create.path, body });
  return data;
}

/**
 * Where the browser downloads a completed export. The API answers
 * `downloadUrl` as a site path (`/api/gdpr_requests/{id}/export`); with another
 * API base URL (the harness's proxy) the `/api` prefix is swapped for it.
 */
export function exportHref(request: Pick<GdprRequest, 'downloadUrl'>): string | undefined {
  if (!request.downloadUrl) return undefined;
  return request.downloadUrl.startsWith('/api/') ? `${getApiLinkBaseUrl()}${request.downloadUrl.slice(4)}` : request.downloadUrl;
}
