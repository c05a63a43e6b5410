import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, useApi, type ApiError } from '@interim/shared/api-client';
import type { Employee, EmployeeFilter, EmployeeListItem, EmployeeSort, LatLonImportResult } from '@interim/shared/contract';
import { pathOf } from '../contract/endpoint-table/request-path';
import { employeesEndpoints } from '../contract/endpoint-table/employees';
import { keyIsUnder, listKey } from './keys';
import { getListPage, type ListPage } from './list';

/**
 * Staff's side of the employees (the back office's Kandidaten): the list,
 * one person, and the coordinate import. Apart from `./employees`, which
 * every page loads for the own record: a federated shared module keeps all
 * its exports, so these would weigh on the freelancer pages there.
 */

/**
 * Query of staff's list of employees (`GET /employees`). `filter.postcode`
 * gives every item its `distanceKm` and, without a `sort`, puts the nearest
 * first; `filter.distanceKm` keeps those within it. An unknown postcode fails
 * with `UNKNOWN_POSTCODE` and a field error on `filter.postcode`.
 */
export interface EmployeesQuery {
  filter: EmployeeFilter;
  /** Default: distance ASC with `filter.postcode`, else createdAt DESC (as the API). */
  sort?: EmployeeSort;
  range: [number, number];
}

function employeesQuery(query: EmployeesQuery) {
  const sort: EmployeeSort = query.sort ?? (query.filter.postcode ? ['distance', 'ASC'] : ['createdAt', 'DESC']);
  return { range: query.range, sort, filter: Object.keys(query.filter).length ? query.filter : undefined };
}

/** `GET /employees` (staff only): a page of employees, each with its distance, and the total. */
export function listEmployees(query: EmployeesQuery): Promise<ListPage<EmployeeListItem>> {
  return getListPage<EmployeeListItem>(employeesEndpoints.list.path, employeesQuery(query));
}

/**
 * Staff's list of employees, cached per query; the previous page stays while
 * the next loads. `query` null: nothing is fetched (a page waiting for the
 * ids whose names it shows).
 */
export function useEmployees(query: EmployeesQuery | null): SWRResponse<ListPage<EmployeeListItem>, ApiError> {
  return useSWR(query === null ? null : listKey(employeesEndpoints.list.path, employeesQuery(query)), () => listEmployees(query!), { keepPreviousData: true });
}

/** One employee by id (`GET /employees/{id}`: any for staff); `id` null: nothing is fetched. */
export function useEmployee(id: number | null): SWRResponse<Employee, ApiError> {
  return useApi<Employee>(id === null ? null : pathOf(employeesEndpoints.get, { id }));
}

/**
 * `GET /employees/lat-lon-import` (staff; a GET that changes state, which the
 * API accepts only with the client header `apiRequest` always sends): fills
 * every employee's coordinates from the postcode centroids, answers the counts.
 */
export async function importEmployeeCoordinates(): Promise<LatLonImportResult> {
  const { data } = await apiRequest<LatLonImportResult>({ method: 'GET', path: employeesEndpoints.latLonImport.path });
  return data;
}

/** Fetches every cached employee answer again (after the coordinate import). */
export function useRefreshEmployees() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => keyIsUnder(key, employeesEndpoints.list.path)), [mutate]);
}
