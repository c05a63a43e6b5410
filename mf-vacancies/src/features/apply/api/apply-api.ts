import { useSWRConfig } from 'swr';
import { apiRequest, uploadFile } from '@interim/shared/api-client';
import { track } from '@interim/shared/analytics';
import type {
  Application,
  CreateApplicationRequestDtoInput,
  EmployeeCv,
  RegisterEmployeeRequestDto,
} from '@interim/shared/contract';
import { CACHE_TAG, isOwnKey } from '../../shared/cache-keys';

/** Analytics event of a sent application. */
export const APPLY_EVENT = 'Vacancy applied';

/** `POST /api/applications`. */
export async function createApplication(body: CreateApplicationRequestDtoInput): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'POST', path: '/applications', body });
  return data;
}

/** `POST /api/employees/cv` with upload progress (0 to 1). */
export function uploadCv(file: File, onProgress?: (fraction: number) => void): Promise<EmployeeCv> {
  return uploadFile<EmployeeCv>({ path: '/employees/cv', file, ...(onProgress ? { onProgress } : {}) });
}

/** `POST /api/employees/register` (204 whether or not the address is known). */
export async function registerEmployee(body: RegisterEmployeeRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: '/employees/register', body });
}

/**
 * Sends an application and tells the rest of the page: analytics, and the
 * cached lists of applications (and the profile, whose CV may be new) are
 * fetched again.
 */
export function useSubmitApplication() {
  const { mutate } = useSWRConfig();
  return async (body: CreateApplicationRequestDtoInput, vacancyTitle: string): Promise<Application> => {
    const application = await createApplication(body);
    void track(APPLY_EVENT, { vacancyId: body.vacancyId, vacancyTitle, applicationId: application.id });
    void mutate((key) => isOwnKey(key, CACHE_TAG.applications, CACHE_TAG.applicationForVacancy) || key === '/employees/me');
    return application;
  };
}
