import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, getApiLinkBaseUrl, uploadFile, useApi } from '@interim/shared/api-client';
import type {
  ContactRequestCreated,
  Employee,
  EmployeeCv,
  PatchEmployeeRequestDto,
  RegisterEmployeeRequestDto,
  RequestContactEmployeeRequestDto,
} from '@interim/shared/contract';
import { useSession } from '@interim/shared/session';
import { pathOf } from '../contract/endpoint-table/request-path';
import { employeesEndpoints } from '../contract/endpoint-table/employees';
import { dataKey } from './keys';
import { loadData, type LoadedPart } from './load';

/** Path of the logged-in user's own record. */
export const ME_PATH = employeesEndpoints.me.path;

/** The key of the logged-in user's own record (to refresh it after a change elsewhere). */
export const ME_KEY = dataKey(ME_PATH);

/**
 * The logged-in user's own record (`GET /employees/me`), one cache entry for
 * every remote; nothing is fetched while `enabled` is false (pass the
 * session's `isLoggedIn` on pages visitors see).
 */
export function useMe(enabled = true) {
  return useApi<Employee>(enabled ? ME_PATH : null);
}

/** The own record (`GET /employees/me`) fetched outside React (a server render), with the key {@link useMe} reads it under. */
export function loadMe(): Promise<LoadedPart<Employee>> {
  return loadData<Employee>(ME_PATH);
}

/** The own record when someone is logged in; nothing is fetched for visitors. */
export function useMeIfLoggedIn() {
  const { isLoggedIn } = useSession();
  return useMe(isLoggedIn);
}

/** `POST /employees/register`: 204 for a new and a known address alike (the mail differs). */
export async function registerEmployee(body: RegisterEmployeeRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: employeesEndpoints.register.path, body });
}

/** `PATCH /employees/{id}`: any subset of the fields; answers the whole record. */
export async function patchEmployee(id: number, body: PatchEmployeeRequestDto): Promise<Employee> {
  const { data } = await apiRequest<Employee>({ method: 'PATCH', path: pathOf(employeesEndpoints.update, { id }), body });
  return data;
}

/**
 * Saves a patch of the own record and puts the answer in the cache, so every
 * page shows the saved values without asking again.
 */
export function useSaveEmployee() {
  const { data: employee, mutate } = useMe();
  return useCallback(
    async (body: PatchEmployeeRequestDto): Promise<Employee> => {
      if (!employee) throw new Error('The employee is not loaded yet');
      const saved = await patchEmployee(employee.id, body);
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [employee, mutate],
  );
}

/** Refreshes the own record wherever it is shown (after a login, a CV upload, an application). */
export function useRefreshMe() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(ME_KEY), [mutate]);
}

/** `POST /employees/cv` (multipart, one file) with upload progress (0 to 1); replaces the previous CV. */
export function uploadCv(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<EmployeeCv> {
  return uploadFile<EmployeeCv>({ path: employeesEndpoints.uploadCv.path, file, ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) });
}

/** Where the browser downloads a CV (`GET /employees/cv/{id}`, attachment, owner or staff only). */
export function cvDownloadHref(cv: Pick<EmployeeCv, 'id'>): string {
  return `${getApiLinkBaseUrl()}${pathOf(employeesEndpoints.cv, { id: cv.id })}`;
}

/** `POST /employees/me/email-change`: mails a confirmation link to the new address. */
export async function requestEmailChange(email: string): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: employeesEndpoints.requestEmailChange.path, body: { email } });
}

/** `POST /employees/me/email-change/confirm`: the token of the mailed link; answers the changed record. */
export async function confirmEmailChange(token: string): Promise<Employee> {
  const { data } = await apiRequest<Employee>({ method: 'POST', path: employeesEndpoints.confirmEmailChange.path, body: { token } });
  return data;
}

/** `POST /employees/request-contact`: asks staff to call back about a vacancy. */
export async function requestContact(body: RequestContactEmployeeRequestDto): Promise<ContactRequestCreated> {
  const { data } = await apiRequest<ContactRequestCreated>({ method: 'POST', path: employeesEndpoints.requestContact.path, body });
  return data;
}
