import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, getApiLinkBaseUrl, useApi } from '@interim/shared/api-client';
import type {
  ClientCandidate,
  ClientContact,
  ClientInvitation,
  ClientPortalRequest,
  ClientPortalVacancy,
  ClientResponse,
  ClientResponseRequest,
  InviteClientContactRequest,
} from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { clientPortalEndpoints } from '../contract/endpoint-table/client-portal';
import { keyIsUnder } from './keys';
import { loadData, loadedParts, type LoadedPart } from './load';

/**
 * The client portal (issue 31, docs/adr/0021): a client contact's requests,
 * opdrachten and proposed candidates; staff's contacts of a request and the
 * client's answer on a reactie; a freelancer's invitations by clients.
 */

const REQUESTS_PATH = clientPortalEndpoints.requests.path;
const VACANCIES_PATH = clientPortalEndpoints.vacancies.path;
const INVITATIONS_PATH = clientPortalEndpoints.myInvitations.path;
const candidatesPath = (vacancyId: number) => pathOf(clientPortalEndpoints.candidates, { id: vacancyId });

/** `GET /client-portal/requests`: the organisation's requests. */
export function useClientPortalRequests() {
  return useApi<ClientPortalRequest[]>(REQUESTS_PATH);
}

/** `GET /client-portal/vacancies`: the organisation's opdrachten with applications per status. */
export function useClientPortalVacancies() {
  return useApi<ClientPortalVacancy[]>(VACANCIES_PATH);
}

/** `GET /client-portal/vacancies/{id}/candidates`: the proposed candidates of one opdracht. */
export function useClientCandidates(vacancyId: number | null) {
  return useApi<ClientCandidate[]>(vacancyId === null ? null : candidatesPath(vacancyId));
}

/** The portal's overview fetched outside React (a server render), under the hooks' keys. */
export function loadClientPortalOverview(): Promise<LoadedPart[]> {
  return loadedParts([loadData<ClientPortalRequest[]>(REQUESTS_PATH), loadData<ClientPortalVacancy[]>(VACANCIES_PATH)]);
}

/** One opdracht's page fetched outside React: the opdrachten and its candidates. */
export function loadClientCandidates(vacancyId: number): Promise<LoadedPart[]> {
  return loadedParts([loadData<ClientPortalVacancy[]>(VACANCIES_PATH), loadData<ClientCandidate[]>(candidatesPath(vacancyId))]);
}

/**
 * Where the client's browser downloads a proposed candidate's CV
 * (`GET /client-portal/candidates/{id}/cv`: only with the freelancer's
 * consent, audited; docs/adr/0021).
 */
export function clientCandidateCvUrl(applicationId: number): string {
  return `${getApiLinkBaseUrl()}${pathOf(clientPortalEndpoints.candidateCv, { id: applicationId })}`;
}

/** `POST /client-portal/candidates/{id}/response`: invite for an interview or reject; answers the candidate. */
export async function respondToCandidate(applicationId: number, body: ClientResponseRequest): Promise<ClientCandidate> {
  const { data } = await apiRequest<ClientCandidate>({ method: 'POST', path: pathOf(clientPortalEndpoints.respond, { id: applicationId }), body });
  return data;
}

/** Fetches everything of the portal again (after an answer). */
export function useRefreshClientPortal() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, REQUESTS_PATH, VACANCIES_PATH, INVITATIONS_PATH)), [mutate]);
}

/** `GET /client-portal/my-invitations` (a freelancer): clients' invitations on the own reacties. */
export function useClientInvitations(enabled = true) {
  return useApi<ClientInvitation[]>(enabled ? INVITATIONS_PATH : null);
}

/** `GET /applications/{id}/client-response` (staff): the client's answer on a reactie, or null. */
export function useApplicationClientResponse(applicationId: number | null) {
  return useApi<ClientResponse | null>(applicationId === null ? null : pathOf(clientPortalEndpoints.clientResponse, { id: applicationId }));
}

/** `GET /client_requests/{id}/contacts` (staff): who of the request's organisation can log in to the portal. */
export function useClientContacts(requestId: number | null) {
  return useApi<ClientContact[]>(requestId === null ? null : pathOf(clientPortalEndpoints.contacts, { id: requestId }));
}

/** `POST /client_requests/{id}/contacts` (staff): invite one more contact of the organisation. */
export async function inviteClientContact(requestId: number, body: InviteClientContactRequest): Promise<ClientContact> {
  const { data } = await apiRequest<ClientContact>({ method: 'POST', path: pathOf(clientPortalEndpoints.addContact, { id: requestId }), body });
  return data;
}
