import { useCallback } from 'react';
import { apiRequest, getApiBaseUrl, uploadFile, useApi } from '@interim/shared/api-client';
import type { Employee, EmployeeCv, PatchEmployeeRequestDto } from '@interim/shared/contract';

/** SWR key of the logged-in freelancer's own record. */
export const OWN_EMPLOYEE_PATH = '/employees/me';

/** The logged-in freelancer (`GET /employees/me`), cached and shared by every page of this remote. */
export function useOwnEmployee() {
  return useApi<Employee>(OWN_EMPLOYEE_PATH);
}

/** `PATCH /employees/{id}`: any subset of the fields; answers the whole record. */
export async function patchEmployee(id: number, body: PatchEmployeeRequestDto): Promise<Employee> {
  const { data } = await apiRequest<Employee>({ method: 'PATCH', path: `/employees/${id}`, body });
  return data;
}

/**
 * Saves a patch of the own record and puts the answer in the cache, so every
 * page shows the saved values without asking again.
 */
export function useSaveEmployee() {
  const { data: employee, mutate } = useOwnEmployee();
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

/** `POST /employees/cv` (multipart, one file), with upload progress; replaces the previous CV. */
export function uploadCv(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<EmployeeCv> {
  return uploadFile<EmployeeCv>({ path: '/employees/cv', file, onProgress, signal });
}

/** Where the browser downloads a CV (`GET /employees/cv/{id}`, attachment, owner only). */
export function cvDownloadHref(cv: Pick<EmployeeCv, 'id'>): string {
  return `${getApiBaseUrl()}/employees/cv/${cv.id}`;
}

/** `POST /employees/me/email-change`: mails a confirmation link to the new address. */
export async function requestEmailChange(email: string): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: '/employees/me/email-change', body: { email } });
}

/** `POST /employees/me/email-change/confirm`: the token of the mailed link; answers the changed record. */
export async function confirmEmailChange(token: string): Promise<Employee> {
  const { data } = await apiRequest<Employee>({ method: 'POST', path: '/employees/me/email-change/confirm', body: { token } });
  return data;
}
