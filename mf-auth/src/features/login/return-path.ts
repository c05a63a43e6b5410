import { isSafeReturnTo } from '@interim/shared/contract/auth-rules';
import { routes } from '@interim/shared/config';
import type { Role } from '@interim/shared/contract';

/** Name of the query parameter that carries the return path (set by the shell's access guard). */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The return path of the current URL, when it is a safe path on this site
 * (no open redirect) and not a login or register page (no loop back here).
 */
export function readReturnTo(search: URLSearchParams): string | undefined {
  const value = search.get(RETURN_TO_PARAM);
  if (!value || !isSafeReturnTo(value)) return undefined;
  const pathname = value.split(/[?#]/)[0]!;
  if (pathname === routes.login.path || pathname.startsWith(`${routes.login.path}/`)) return undefined;
  return value;
}

/** `path` with `?returnTo=...` when there is a return path to keep. */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * Where a freelancer goes after registering and logging in for the first
 * time: the welcome page, which keeps the original return path. Sent as the
 * `returnTo` of the registration, so the link in the welcome mail (and its
 * code) lead there on any device.
 */
export function registrationReturnTo(returnTo: string | undefined): string {
  return withReturnTo(routes.registerComplete.path, returnTo);
}

/**
 * Where to go after a login: the link's return path, else the page's, else
 * the dashboard; staff land in the back office instead of the freelancers'
 * dashboard (issue 30 item 6), also when that was the return path.
 */
export function destinationAfterLogin(fromApi: string | null | undefined, fromPage: string | undefined, role?: Role): string {
  const destination = fromApi && isSafeReturnTo(fromApi) ? fromApi : (fromPage ?? routes.dashboard.path);
  if (role === 'staff' && destination.split(/[?#]/)[0] === routes.dashboard.path) return routes.backoffice.path;
  return destination;
}
