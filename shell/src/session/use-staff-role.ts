import { isApiError, useApi } from '@interim/shared/api-client';
import type { Employee } from '@interim/shared/contract';
import { useSession } from '@interim/shared/session';

/**
 * `GET /employees/me`, the logged-in user's own record: the same path and
 * cache key as `useMe` of `@interim/shared/api/employees` (staff.test.tsx
 * checks they agree). Read through the API client the shell already loads:
 * importing that subpath would register one more shared module in the
 * shell's entry, ~180 B gzip on every page's first load (issue 15: freelancer
 * pages load no more than before).
 */
export const OWN_RECORD_PATH = '/employees/me';

/** What the shell knows of the logged-in user's role. */
export type StaffRole =
  /** Logged out, or the own record is still on its way. */
  | 'unknown'
  | 'staff'
  /** A contact of a client organisation (issue 31, docs/adr/0021): no freelancer chrome either. */
  | 'client'
  /** Logged in without the staff role (a freelancer). */
  | 'other'
  /** The own record could not be read (not a lost session: that one goes to /login). */
  | 'error';

/**
 * Whether the logged-in user is staff (issue 15's access class `staff`).
 * The session only knows "logged in" (the active-user cookie holds no role,
 * spec section 4), so the role comes from the own record, the cache entry
 * every remote shares; visitors fetch nothing. A convenience for the chrome
 * and the guard: the API refuses staff endpoints to everyone else on its own.
 */
export function useStaffRole(): { role: StaffRole; retry: () => void } {
  const { isLoggedIn } = useSession();
  const { data, error, mutate } = useApi<Employee>(isLoggedIn ? OWN_RECORD_PATH : null);
  const retry = () => void mutate();
  if (data) return { role: data.role === 'staff' || data.role === 'client' ? data.role : 'other', retry };
  // A 401 means the session is gone: the API client's session recovery
  // marks it logged out and sends a visitor of a staff page to /login.
  if (error && !(isApiError(error) && error.status === 401)) return { role: 'error', retry };
  return { role: 'unknown', retry };
}
