import type { ApplicationFilter, ApplicationStatus } from '@interim/shared/contract';
import { APPLICATION_STATUSES } from '@interim/shared/contract/labels';
import { pageParam, positiveIntParam } from '../shared/use-url-state';
import { rangeOf } from '../shared/pagination';

/** Rows per page of the reacties list. */
export const APPLICATIONS_PAGE_SIZE = 20;

/** The reacties list (`/beheer/reacties`) as the URL describes it. */
export interface ApplicationListState {
  /** Only the reacties of this opdracht (then several can be moved at once). */
  vacancyId?: number;
  status?: ApplicationStatus;
  /** 1-based. */
  page: number;
}

/** URL parameter names (Dutch: they show in shared links). */
export const APPLICATION_LIST_PARAMS = { vacancyId: 'opdracht', status: 'status', page: 'pagina' } as const;

/** Reads the list state from the query string; unknown values are ignored. */
export function parseApplicationList(params: URLSearchParams): ApplicationListState {
  const state: ApplicationListState = { page: pageParam(params) };
  const vacancyId = positiveIntParam(params.get(APPLICATION_LIST_PARAMS.vacancyId));
  const status = params.get(APPLICATION_LIST_PARAMS.status);
  if (vacancyId) state.vacancyId = vacancyId;
  if (status && (APPLICATION_STATUSES as readonly string[]).includes(status)) state.status = status as ApplicationStatus;
  return state;
}

/** Writes the list state as a query string: only what is set, in a fixed order. */
export function serializeApplicationList(state: ApplicationListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vacancyId) params.set(APPLICATION_LIST_PARAMS.vacancyId, String(state.vacancyId));
  if (state.status) params.set(APPLICATION_LIST_PARAMS.status, state.status);
  if (state.page > 1) params.set(APPLICATION_LIST_PARAMS.page, String(state.page));
  return params;
}

/** The staff query of `GET /api/applications` for a list state, newest first. */
export function toApplicationsQuery(state: ApplicationListState): { filter: ApplicationFilter; range: [number, number] } {
  const filter: ApplicationFilter = {};
  if (state.vacancyId) filter.vacancyId = state.vacancyId;
  if (state.status) filter.status = state.status;
  return { filter, range: rangeOf(state.page, APPLICATIONS_PAGE_SIZE) };
}
