// Package imports (not relative) so module federation hands this module the
// page's one analytics module and one API client instead of private copies.
import { track } from '@interim/shared/analytics';
import { apiRequest, clearApiCache, getApiBaseUrl } from '@interim/shared/api-client';
import { analyticsEndpoints } from '../contract/endpoint-table/analytics';
import { authEndpoints } from '../contract/endpoint-table/auth';
import { sessionStore } from './session-store';
import { clearStoredContact } from './stored-contact';

/** Analytics event sent after a successful passwordless login (spec section 4). */
export const USER_LOGGED_IN_EVENT = 'User logged in';

/** Toast text when logging out fails (spec section 8); the caller shows it. */
export const LOGOUT_FAILED_MESSAGE = 'Er is iets fout gegaan bij het uitloggen';

/**
 * After a successful passwordless login (spec section 4): set logged in, track
 * 'User logged in', and clear the stored e-mail address and first name.
 */
export function completeLogin(): void {
  sessionStore.markLoggedIn();
  void track(USER_LOGGED_IN_EVENT);
  clearStoredContact();
}

/** After a failed login (spec section 4): set logged out. */
export function failLogin(): void {
  sessionStore.markLoggedOut();
}

/**
 * Logs out (spec section 4): `GET /auth/logout`; on success mark logged out,
 * clear cached data, then close the analytics transaction
 * (`DELETE {api}/_mixpanel/transaction` with credentials, not awaited, its
 * failure only logged). Rejects when the logout call fails; the caller then
 * shows {@link LOGOUT_FAILED_MESSAGE}.
 */
export async function logout(): Promise<void> {
  await apiRequest<void>({ method: authEndpoints.logout.method, path: authEndpoints.logout.path });
  sessionStore.markLoggedOut();
  await clearApiCache();
  void closeAnalyticsTransaction();
}

async function closeAnalyticsTransaction(): Promise<void> {
  try {
    const response = await fetch(`${getApiBaseUrl()}${analyticsEndpoints.deleteTransaction.path}`, { method: analyticsEndpoints.deleteTransaction.method, credentials: 'include' });
    if (!response.ok) console.error('Failed to close the analytics transaction', new Error(`HTTP ${response.status}`));
  } catch (error) {
    console.error('Failed to close the analytics transaction', error);
  }
}
