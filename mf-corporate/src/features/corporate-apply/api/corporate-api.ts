import { apiRequest, uploadFile, useApi } from '@interim/shared/api-client';
import type {
  Application,
  CreateApplicationRequestDtoInput,
  Employee,
  EmployeeCv,
  LoginRequestDto,
  LoginResponse,
  PasswordlessLoginRequestRequestDto,
  RegisterEmployeeRequestDto,
  Vacancy,
} from '@interim/shared/contract';

/** `GET /vacancies/{id}` for the summary; pass undefined to fetch nothing. */
export function useVacancy(id: number | undefined) {
  return useApi<Vacancy>(id === undefined ? null : `/vacancies/${id}`);
}

/** `GET /employees/me`: who is logged in, with their CV. */
export function useMe(enabled = true) {
  return useApi<Employee>(enabled ? '/employees/me' : null);
}

/** `POST /auth/passwordless_login`: mails a login link (back to `returnTo`) and a code. */
export async function requestLoginLink(body: PasswordlessLoginRequestRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: '/auth/passwordless_login', body });
}

/** `POST /auth/login`: logs in with the 6-digit code of the mail. */
export async function loginWithCode(body: LoginRequestDto): Promise<LoginResponse> {
  const { data } = await apiRequest<LoginResponse>({ method: 'POST', path: '/auth/login', body });
  return data;
}

/** `POST /employees/register`: the short registration; the mail carries a login link back to `returnTo`. */
export async function registerEmployee(body: RegisterEmployeeRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: '/employees/register', body });
}

/** `POST /employees/cv`: uploads the logged-in user's CV (replaces an earlier one). */
export function uploadCv(file: File, onProgress?: (fraction: number) => void): Promise<EmployeeCv> {
  return uploadFile<EmployeeCv>({ path: '/employees/cv', file, onProgress });
}

/** `POST /applications` with channel 'corporate', so staff see where it came from. */
export async function sendCorporateApplication(body: Omit<CreateApplicationRequestDtoInput, 'channel'>): Promise<Application> {
  const { data } = await apiRequest<Application>({ method: 'POST', path: '/applications', body: { ...body, channel: 'corporate' } });
  return data;
}
