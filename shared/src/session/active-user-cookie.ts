import { COOKIE_NAMES, SECURE_COOKIE_NAMES } from '../contract/http';

/**
 * Stateless access to the JS-readable active-user cookie (spec section 3:
 * "An active-user cookie marks being logged in").
 *
 * This file holds no state on purpose: the API client imports it by relative
 * path (a package import of `@interim/shared/session` from the API client
 * would make the two federated modules depend on each other, and a cycle
 * between shared modules can dead-lock module federation's loading). A private
 * copy of stateless code inside another shared chunk is harmless; the session
 * store learns about changes through {@link SESSION_CHANGE_EVENT}.
 */

/** Window event announcing that the active-user cookie may have changed in this tab. */
export const SESSION_CHANGE_EVENT = 'interim:session-change';

/** True when the active-user cookie is present (whatever its value), under its plain or its https name. */
export function readActiveUserCookie(): boolean {
  if (typeof document === 'undefined') return false;
  const prefixes = [`${COOKIE_NAMES.activeUser}=`, `${SECURE_COOKIE_NAMES.activeUser}=`];
  return document.cookie.split(';').some((part) => prefixes.some((prefix) => part.trim().startsWith(prefix)));
}

/**
 * Deletes the active-user cookie on path `/`, under both names (a `__Host-`
 * cookie can only be deleted with Secure, over https). The API also clears
 * it on logout; deleting it here makes "logged out" take effect at once,
 * even when the server could not be reached.
 */
export function deleteActiveUserCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE_NAMES.activeUser}=; Max-Age=0; path=/; SameSite=Lax`;
  if (window.location.protocol === 'https:') document.cookie = `${SECURE_COOKIE_NAMES.activeUser}=; Max-Age=0; path=/; Secure; SameSite=Lax`;
}

/** Tells every session store on the page to re-read the cookie. */
export function announceSessionChange(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}
