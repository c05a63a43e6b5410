import { apiRequest } from '@interim/shared/api-client';
import type { RegisterEmployeeRequestDto } from '@interim/shared/contract';

/** `POST /employees/register`: 204 for a new and a known address alike (the mail differs). */
export async function registerEmployee(body: RegisterEmployeeRequestDto): Promise<void> {
  await apiRequest<void>({ method: 'POST', path: '/employees/register', body });
}
