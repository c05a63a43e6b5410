import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, isApiError, type ApiError } from '@interim/shared/api-client';
import type { Application, ApplicationDraft, RegisterAndApplyRequestDtoInput, SendApplicationDraftRequestDto } from '@interim/shared/contract';
import { useSession } from '@interim/shared/session';
import { pathOf } from '../contract/endpoint-table/request-path';
import { applicationDraftsEndpoints } from '../contract/endpoint-table/application-drafts';
import { applicationsEndpoints } from '../contract/endpoint-table/applications';
import { derivedKey } from './keys';
import type { LoadedPart } from './load';

/**
 * Register-and-apply with the reactie kept on the server (docs/adr/0022):
 * the registration with its draft, and the logged-in owner's confirm step.
 */

/** `POST /employees/register_and_apply`: 204 whether the address is new or known. */
export async function registerAndApply(body: RegisterAndApplyRequestDtoInput): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: applicationDraftsEndpoints.registerAndApply.path, body });
}

const draftPath = (vacancyId: number) => pathOf(applicationDraftsEndpoints.get, { vacancyId });
const draftKey = (vacancyId: number) => derivedKey(applicationsEndpoints.list.path, 'draft', vacancyId);

async function fetchDraft(vacancyId: number): Promise<ApplicationDraft | null> {
  try {
    return (await apiRequest<ApplicationDraft>({ method: 'GET', path: draftPath(vacancyId) })).data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The logged-in user's kept reactie for a vacancy: null when there is none
 * (never kept, sent, discarded or expired); nothing for visitors, nor when
 * `vacancyId` is null (the page does not ask for it).
 */
export function useApplicationDraft(vacancyId: number | null): SWRResponse<ApplicationDraft | null, ApiError> {
  const { isLoggedIn } = useSession();
  return useSWR<ApplicationDraft | null, ApiError>(isLoggedIn && vacancyId !== null ? draftKey(vacancyId) : null, () => fetchDraft(vacancyId!), {
    revalidateOnFocus: false,
  });
}

/** {@link useApplicationDraft}'s answer, fetched outside React (a server render), with the key the hook reads it under. */
export async function loadApplicationDraft(vacancyId: number): Promise<LoadedPart<ApplicationDraft | null>> {
  return [draftKey(vacancyId), await fetchDraft(vacancyId)];
}

/** `POST /application_drafts/{vacancyId}/send`: sends the kept reactie (201, the application). */
export async function sendApplicationDraft(vacancyId: number, body: SendApplicationDraftRequestDto = {}): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'POST', path: pathOf(applicationDraftsEndpoints.send, { vacancyId }), body });
  return data;
}

/** `DELETE /application_drafts/{vacancyId}`: "Niet versturen". */
export async function discardApplicationDraft(vacancyId: number): Promise<void> {
  await apiRequest<void>({ method: 'DELETE', path: draftPath(vacancyId) });
}
