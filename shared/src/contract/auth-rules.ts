/**
 * The auth part of the contract that screens use without validating a form:
 * importing it as `@interim/shared/contract/auth-rules` does not load the
 * schema library (89 KB gzip, evaluated whole because module federation
 * shares packages whole), so `/login` and the login-link page start without it
 * (issue 8). The schemas in auth.ts are built from these, and
 * `@interim/shared/contract` exports them too.
 */

/** Number of digits of the login code in the login mail. */
export const LOGIN_CODE_LENGTH = 6;

/** Wrong login codes accepted per login mail before its code stops working. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

/** A login-link token as it appears in `/login/<token>`: 32 random bytes, base64url (43 characters). */
export const LOGIN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** True for a relative path on this site: one leading '/', no scheme, no backslash, no control characters. */
export function isSafeReturnTo(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** Machine codes of the auth errors the front end reacts to. */
export const AUTH_ERROR_CODES = {
  /** The login link is older than its lifetime (410): show /login/email/verlopen. */
  linkExpired: 'LOGIN_LINK_EXPIRED',
  /** The login link is unknown or already used (400). */
  linkInvalid: 'LOGIN_LINK_INVALID',
  /** The code is wrong, used, expired or tried too often (400). */
  codeInvalid: 'LOGIN_CODE_INVALID',
  /** Too many wrong codes for this address since its last login: only opening a login link works now (400). */
  codeLocked: 'LOGIN_CODE_LOCKED',
  /** No valid refresh token (401): the session is over. */
  refreshFailed: 'REFRESH_FAILED',
} as const;
