import { COOKIE_NAMES } from '../contract/http';

/**
 * Sets (true) or deletes (false) the active-user cookie, as the API's login
 * and logout answers do, so a test starts logged in or logged out.
 */
export function setActiveUserCookie(present: boolean): void {
  document.cookie = present
    ? `${COOKIE_NAMES.activeUser}=1; path=/`
    : `${COOKIE_NAMES.activeUser}=; Max-Age=0; path=/`;
}
