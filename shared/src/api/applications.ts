import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, useApi, type ApiError } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import type { Application, ClientConsent, CreateApplicationRequestDtoInput } from '@interim/shared/contract';
import { APPLICATION_STATUSES, MAX_PAGE_SIZE } from '@interim/shared/contract/labels';
import { useSession } from '@interim/shared/session';
import { pathOf } from '../contract/endpoint-table/request-path';
import { applicationsEndpoints } from '../contract/endpoint-table/applications';
import { ME_KEY } from './employees';
import { derivedKey, keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';
import { loadData, loadList, type LoadedPart } from './load';

/** Analytics event of a sent application. */
export const APPLY_EVENT = 'Vacancy applied';

/** `POST /applications` (channel 'web' unless given, 'corporate' from the embedded flow). */
export async function createApplication(body: CreateApplicationRequestDtoInput): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'POST', path: applicationsEndpoints.create.path, body });
  return data;
}

/** Refreshes every cached answer about applications, and the own record (whose CV may be new). */
export function useRefreshApplications() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, applicationsEndpoints.list.path) || key === ME_KEY), [mutate]);
}

/**
 * Sends an application and tells the rest of the page: analytics, and every
 * cached list of applications and the profile are fetched again.
 */
export function useSubmitApplication() {
  const refresh = useRefreshApplications();
  return async (body: CreateApplicationRequestDtoInput, vacancyTitle: string): Promise<Application> => {
    const application = await createApplication(body);
    void track(APPLY_EVENT, { vacancyId: body.vacancyId, vacancyTitle, applicationId: application.id });
    void refresh();
    return application;
  };
}

/**
 * `filter.mine`: the "Mijn" screens ask for the user's own applications
 * explicitly, because the same endpoint answers staff with everyone's.
 */
const MINE = { mine: true } as const;

const myApplicationsQuery = (range: [number, number]) => ({ range, sort: ['createdAt', 'DESC'], filter: MINE });

/** The user's own applications (staff too: their own, not everyone's), newest first, a page at a time. */
export function useMyApplications(range: [number, number]): SWRResponse<ListPage<Application>, ApiError> {
  const query = myApplicationsQuery(range);
  return useSWR(listKey(applicationsEndpoints.list.path, query), () => getListPage<Application>(applicationsEndpoints.list.path, query));
}

/** {@link useMyApplications}' page, fetched outside React (a server render), with the key the hook reads it under. */
export function loadMyApplications(range: [number, number]): Promise<LoadedPart<ListPage<Application>>> {
  return loadList<Application>(applicationsEndpoints.list.path, myApplicationsQuery(range));
}

const latestQuery = (count: number) => ({ range: [0, count - 1], sort: ['createdAt', 'DESC'], filter: MINE });

/** The user's `count` newest own applications. */
export function useLatestApplications(count: number) {
  return useApi<Application[]>(applicationsEndpoints.list.path, latestQuery(count));
}

/**
 * {@link useLatestApplications}' answer, fetched outside React (a server
 * render), with the key the hook reads it under.
 */
export function loadLatestApplications(count: number): Promise<LoadedPart<Application[]>> {
  return loadData<Application[]>(applicationsEndpoints.list.path, latestQuery(count));
}

const ownApplicationKey = (vacancyId: number) => derivedKey(applicationsEndpoints.list.path, 'for-vacancy', vacancyId);

async function fetchOwnApplication(vacancyId: number): Promise<Application | null> {
  const { data } = await apiRequest<Application[]>({ method: 'GET', path: applicationsEndpoints.list.path, query: { filter: { ...MINE, vacancyId }, range: [0, 0] } });
  return data[0] ?? null;
}

/** The logged-in user's application to a vacancy, if any (null when none); nothing for visitors. */
export function useOwnApplication(vacancyId: number | null): SWRResponse<Application | null, ApiError> {
  const { isLoggedIn } = useSession();
  return useSWR(isLoggedIn && vacancyId !== null ? ownApplicationKey(vacancyId) : null, () => fetchOwnApplication(vacancyId!));
}

/** {@link useOwnApplication}'s answer, fetched outside React (a server render), with the key the hook reads it under. */
export async function loadOwnApplication(vacancyId: number): Promise<LoadedPart<Application | null>> {
  return [ownApplicationKey(vacancyId), await fetchOwnApplication(vacancyId)];
}

/** `PATCH /applications/{id}` with `withdrawn`: the applicant withdraws an open application. */
export async function withdrawApplication(id: number): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'PATCH', path: pathOf(applicationsEndpoints.update, { id }), body: { status: 'withdrawn' } });
  return data;
}

/** The statuses of a reactie that count as "Gereageerd": every one but withdrawn (after which the user may apply again). */
const APPLIED_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'withdrawn');
/** Most of the user's reacties read for the "Gereageerd" marks (far more than anyone sends). */
const APPLIED_LIMIT = 500;

/**
 * The ids of the vacancies the logged-in user has a reactie to that is not
 * withdrawn, for the whole list at once (not one request per card): what
 * marks a search card or a vacancy's page "Gereageerd". One request for
 * anyone with up to {@link MAX_PAGE_SIZE} reacties, a page more per hundred
 * after that (the API serves at most that many per request). Nothing for
 * visitors (undefined data).
 */
export function useAppliedVacancyIds(): SWRResponse<ReadonlySet<number>, ApiError> {
  const { isLoggedIn } = useSession();
  return useSWR<ReadonlySet<number>, ApiError>(isLoggedIn ? derivedKey(applicationsEndpoints.list.path, 'applied-vacancy-ids') : null, async () => {
    const data: Application[] = [];
    for (let start = 0; start < APPLIED_LIMIT; start += MAX_PAGE_SIZE) {
      const page = await getListPage<Application>(applicationsEndpoints.list.path, {
        filter: { ...MINE, status: APPLIED_STATUSES },
        range: [start, start + MAX_PAGE_SIZE - 1],
      });
      data.push(...page.items);
      if (page.items.length < MAX_PAGE_SIZE || data.length >= page.total) break;
    }
    return new Set(data.map((application) => application.vacancy.id)) as ReadonlySet<number>;
  });
}

/** `POST /applications/{id}/proposal_response`: the candidate says "Ja, ik heb interesse" (true) or "Nee, bedankt" to a proposal (ADR 0019). */
export async function answerProposal(id: number, interested: boolean, clientConsent?: ClientConsent): Promise<Application> {
  const body = interested && clientConsent ? { interested, clientConsent } : { interested };
  const { data } = await apiRequest<Application>({ method: 'POST', path: pathOf(applicationsEndpoints.proposalResponse, { id }), body });
  return data;
}

/** Answers a proposal, then fetches every cached answer about reacties again. */
export function useAnswerProposal() {
  const refresh = useRefreshApplications();
  return useCallback(
    async (id: number, interested: boolean, clientConsent?: ClientConsent) => {
      const application = await answerProposal(id, interested, clientConsent);
      void refresh();
      return application;
    },
    [refresh],
  );
}
