import { useMeIfLoggedIn } from '@interim/shared/api/employees';
import { isApiError } from '@interim/shared/api-client';

/** What the shell knows of the logged-in user's role. */
export type StaffRole =
  /** Logged out, or the own record is still on its way. */
  | 'unknown'
  | 'staff'
  /** Logged in without the staff role (a freelancer). */
  | 'other'
  /** The own record could not be read (not a lost session: that one goes to /login). */
  | 'error';

/**
 * Whether the logged-in user is staff (issue 15's access class `staff`).
 * The session only knows "logged in" (the active-user cookie holds no role,
 * spec section 4), so the role comes from the own record
 * (`GET /employees/me`), the cache entry every remote shares; visitors fetch
 * nothing. This is a convenience for the chrome and the guard: the API
 * refuses staff endpoints to everyone else on its own.
 */
export function useStaffRole(): { role: StaffRole; retry: () => void } {
  const { data, error, mutate } = useMeIfLoggedIn();
  const retry = () => void mutate();
  if (data) return { role: data.role === 'staff' ? 'staff' : 'other', retry };
  // A 401 means the session is gone: the API client's session recovery
  // marks it logged out and sends a visitor of a staff page to /login.
  if (error && !(isApiError(error) && error.status === 401)) return { role: 'error', retry };
  return { role: 'unknown', retry };
}
