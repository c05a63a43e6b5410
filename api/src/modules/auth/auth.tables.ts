import type { ColumnType, Generated } from 'kysely';
import '../employees/employees.tables.js';

/**
 * A mailed login link with its code. Neither the token nor the code is
 * stored: only SHA-256 of the token and an HMAC of the code.
 */
export interface LoginLinksTable {
  id: Generated<number>;
  employee_id: number;
  /** Hex SHA-256 of the token in the link. */
  token_hash: string;
  /** Hex HMAC-SHA256 (server secret) of the 6-digit code, bound to this link. */
  code_hash: string;
  code_attempts: Generated<number>;
  return_to: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Updated only by the development aid that lets open links expire (expireOpenLoginLinks). */
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, never, Date | string>;
}

/**
 * One login session = one refresh-token family. The access JWT carries its id
 * (`sid`). It ends SESSION_MAX_AGE_SECONDS after `created_at` at the latest.
 */
export interface AuthSessionsTable {
  /** Random, base64url. */
  id: string;
  employee_id: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_refreshed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
  /** 'logout', 'reuse', 'max_age', 'anonymized', 'ended_by_user', 'email_changed' ... for the audit trail. */
  revoked_reason: string | null;
  /** The User-Agent of the login (at most 512 characters), shown to its owner as a device; null before migration 0190. */
  user_agent: ColumnType<string | null, string | null | undefined, null>;
}

/** A refresh token of a session; rotated (replaced by its successor) on every refresh. */
export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  /** 0 for the login's token, +1 per rotation; unique per session (one successor, no fork). */
  generation: number;
  /** Hex SHA-256 of the opaque token. */
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, never>;
  /** Set when a refresh replaced this token; a use after the grace window is reuse. */
  rotated_at: ColumnType<Date | null, never, Date | string>;
}

/**
 * Code login attempts of an address since its last login (issue 18): counted
 * before a code is checked, deleted by a login. Past LOGIN_CODE_MAX_FAILURES
 * the address can log in by opening a link only.
 */
export interface LoginCodeAttemptsTable {
  /** Hex HMAC-SHA256 (server secret) of the lower-cased address (hashLoginAddress). */
  address_hash: string;
  /** The account of the address when it has one (GDPR export and anonymisation). */
  employee_id: number | null;
  attempts: number;
  first_attempt_at: ColumnType<Date, Date | string, never>;
  last_attempt_at: ColumnType<Date, Date | string, Date | string>;
}

declare module '../../db/schema.js' {
  interface Database {
    login_code_attempts: LoginCodeAttemptsTable;
    login_links: LoginLinksTable;
    auth_sessions: AuthSessionsTable;
    refresh_tokens: RefreshTokensTable;
  }
}
