import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '@interim/shared/api-client';
import type { NamedRef, VacancyChoice, VacancyStaffSummary, VacancyStatus } from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { backofficeEndpoints } from '../contract/endpoint-table/backoffice';
import { vacanciesEndpoints } from '../contract/endpoint-table/vacancies';
import { AUDIT_PATH } from './audit';
import { dataKey, keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';

/**
 * Staff's tools across records (issue 30): the opdracht picker's search, the
 * opdrachten list's summaries (real client, consultant, reacties per status)
 * and the responsible consultant. Imported as
 * `@interim/shared/api/backoffice-lists` only, so freelancer pages do not load it.
 */

/** Path of the opdracht picker's search. */
export const VACANCY_CHOICES_PATH = backofficeEndpoints.vacancyChoices.path;
/** Path of the opdrachten list's summaries. */
export const VACANCY_SUMMARIES_PATH = backofficeEndpoints.vacancySummaries.path;
/** Path of the staff accounts. */
export const STAFF_MEMBERS_PATH = backofficeEndpoints.staffMembers.path;

/** `GET /vacancy_choices`: the opdrachten matching `q` (every status, best first) and how many match in all. */
export function findVacancyChoices(q: string, limit?: number, status?: VacancyStatus): Promise<ListPage<VacancyChoice>> {
  return getListPage<VacancyChoice>(VACANCY_CHOICES_PATH, { q: q.trim() || undefined, limit, status });
}

/** A picker's answer with the query it answers (the previous answer stays while the next loads). */
export type VacancyChoicePage = ListPage<VacancyChoice> & { query: string };

/** The picker's choices for `q`, cached per query; `null`: nothing is fetched. The previous answer stays while the next loads. */
export function useVacancyChoiceSearch(q: string | null, limit?: number, status?: VacancyStatus): SWRResponse<VacancyChoicePage, ApiError> {
  const text = q?.trim() ?? '';
  return useSWR(
    q === null ? null : listKey(VACANCY_CHOICES_PATH, { q: text || undefined, limit, status }),
    async () => ({ ...(await findVacancyChoices(text, limit, status)), query: text }),
    { keepPreviousData: true },
  );
}

/** `GET /vacancy_summaries?ids=…`: per opdracht its real client, consultant and reacties per status. */
export async function getVacancySummaries(ids: readonly number[]): Promise<VacancyStaffSummary[]> {
  const { data } = await apiRequest<VacancyStaffSummary[]>({ method: 'GET', path: VACANCY_SUMMARIES_PATH, query: { ids: ids.join(',') } });
  return data;
}

/** The summaries of these opdrachten (one request for a page of the list); nothing is fetched for none. */
export function useVacancySummaries(ids: readonly number[]): SWRResponse<VacancyStaffSummary[], ApiError> {
  const key = ids.length === 0 ? null : dataKey(VACANCY_SUMMARIES_PATH, { ids: ids.join(',') });
  return useSWR(key, () => getVacancySummaries(ids));
}

/** `GET /staff_members`: every staff account by name. */
export async function listStaffMembers(): Promise<NamedRef[]> {
  const { data } = await apiRequest<NamedRef[]>({ method: 'GET', path: STAFF_MEMBERS_PATH });
  return data;
}

/** The staff accounts, the consultants to choose from. */
export function useStaffMembers(): SWRResponse<NamedRef[], ApiError> {
  return useSWR(dataKey(STAFF_MEMBERS_PATH), listStaffMembers);
}

/** `PUT /vacancies/{id}/consultant`: a staff member, or null for none; answers the opdracht's summary. */
export async function setVacancyConsultant(vacancyId: number, consultantId: number | null): Promise<VacancyStaffSummary> {
  const { data } = await apiRequest<VacancyStaffSummary>({ method: 'PUT', path: pathOf(backofficeEndpoints.assignConsultant, { id: vacancyId }), body: { consultantId } });
  return data;
}

/**
 * Sets the consultant and refreshes what shows it: the summaries, the staff
 * lists of opdrachten (filtered by consultant) and the audit histories.
 */
export function useSetVacancyConsultant() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (vacancyId: number, consultantId: number | null) => {
      const summary = await setVacancyConsultant(vacancyId, consultantId);
      void mutate((key) => keyIsUnder(key, VACANCY_SUMMARIES_PATH, vacanciesEndpoints.list.path, AUDIT_PATH));
      return summary;
    },
    [mutate],
  );
}
