import { useApi } from '@interim/shared/api-client';
import type { Employee } from '@interim/shared/contract';
import { useSession } from '@interim/shared/session';

/** The logged-in freelancer (`GET /api/employees/me`); nothing is fetched for visitors. */
export function useMe() {
  const { isLoggedIn } = useSession();
  return useApi<Employee>(isLoggedIn ? '/employees/me' : null);
}
