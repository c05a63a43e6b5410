/**
 * The 401 handling of spec section 4, shared by {@link apiRequest} and
 * {@link uploadFile}: single-flight token refresh, and what happens when the
 * session cannot be recovered.
 */
import { CLIENT_HEADER } from '../contract/http';
import { authEndpoints } from '../contract/endpoint-table/auth';
import { isOpenRoute, loginPathWithReturn } from '@interim/shared/config';
import { announceSessionChange, deleteActiveUserCookie, readActiveUserCookie } from '../session/active-user-cookie';
import { getApiBaseUrl, navigateTo } from './api-client-config';

/** Refresh-and-retry attempts after a 401 (spec section 9). */
export const REFRESH_ATTEMPTS = 3;
/** Pause between two refresh attempts, in milliseconds (spec section 9). */
export const REFRESH_INTERVAL_MS = 300;
/** Path of the token refresh call. */
export const REFRESH_PATH = authEndpoints.refresh.path;

const LOGIN_PATH_PREFIXES: string[] = [authEndpoints.login.path, authEndpoints.requestLoginLink.path];

let refreshInFlight: Promise<boolean> | undefined;
let successfulRefreshes = 0;
// Counts lost sessions. A request remembers the count when its 401 arrives;
// if another request has meanwhile given the session up, it rejects quietly
// instead of logging out and navigating a second time.
let lostSessions = 0;

/**
 * True when a 401 on `path` should trigger refresh and retry: the visitor is
 * logged in, and the call is neither a login call nor the refresh call itself.
 */
export function mayRecoverSession(path: string, skipAuthRetry = false): boolean {
  if (skipAuthRetry) return false;
  const bare = path.split('?')[0]!;
  if (bare === REFRESH_PATH) return false;
  if (LOGIN_PATH_PREFIXES.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`))) return false;
  return readActiveUserCookie();
}

async function requestRefresh(): Promise<boolean> {
  try {
    const response = await fetch(`${getApiBaseUrl()}${REFRESH_PATH}`, {
      method: 'GET',
      credentials: 'include',
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, Accept: 'application/json' },
    });
    if (response.ok) successfulRefreshes += 1;
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Asks the API for new tokens (`GET /auth/refresh_tokens`). Single flight:
 * every caller while a refresh is under way shares that one request, because
 * the refresh token rotates and parallel refreshes would race each other
 * (docs/architecture.md section 3). Resolves true when the API issued new tokens.
 */
export function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= requestRefresh().finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

/**
 * The number of successful refreshes so far. A request reads it before it is
 * sent; when its 401 arrives after another request already renewed the tokens,
 * it retries with the new tokens instead of rotating them once more.
 */
export function successfulRefreshCount(): number {
  return successfulRefreshes;
}

/** The number of sessions given up so far; pass it to {@link loseSession}. */
export function lostSessionCount(): number {
  return lostSessions;
}

/**
 * Gives the session up after refresh and retry failed: the session store
 * marks logged out and, unless the current route is public or semi-public,
 * the visitor goes to /login with a return path. Does nothing when another
 * request already did so since `countAtStart` was read.
 */
export function loseSession(countAtStart: number): void {
  if (countAtStart !== lostSessions) return;
  lostSessions += 1;
  deleteActiveUserCookie();
  announceSessionChange();
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (!isOpenRoute(pathname)) navigateTo(loginPathWithReturn(`${pathname}${search}`));
}

/** Resolves after `ms` milliseconds. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Throws the abort reason when `signal` has been aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
