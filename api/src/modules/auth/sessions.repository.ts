import type { Role } from '@interim/shared/contract';
import { type AliasableExpression, type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import './auth.tables.js';

/** Longest User-Agent stored with a session (the column's CHECK). */
export const MAX_USER_AGENT_LENGTH = 512;

/** Stores a new session (refresh family) of an account, with the User-Agent of its login (cut to 512 characters). */
export async function insertSession(
  db: Kysely<Database>,
  input: { id: string; employeeId: number; now: Date; userAgent?: string | undefined },
): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({
      id: input.id,
      employee_id: input.employeeId,
      created_at: input.now,
      user_agent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    })
    .execute();
}

/** A session of an account that can still be used, as its owner's list shows it. */
export interface OpenSessionRecord {
  id: string;
  createdAt: Date;
  lastRefreshedAt: Date | null;
  userAgent: string | null;
}

/**
 * The sessions of an account that still work at `now`: not revoked, started
 * after `startedAfter` (the absolute lifetime) and with a current refresh
 * token that has not expired (the idle lifetime). Newest first.
 */
export async function listOpenSessions(
  db: Kysely<Database>,
  input: { employeeId: number; startedAfter: Date; now: Date },
): Promise<OpenSessionRecord[]> {
  return db
    .selectFrom('auth_sessions as s')
    .select(['s.id', 's.created_at as createdAt', 's.last_refreshed_at as lastRefreshedAt', 's.user_agent as userAgent'])
    .where('s.employee_id', '=', input.employeeId)
    .where('s.revoked_at', 'is', null)
    .where('s.created_at', '>', input.startedAfter)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens as r')
          .select('r.id')
          .whereRef('r.session_id', '=', 's.id')
          .where('r.rotated_at', 'is', null)
          .where('r.expires_at', '>', input.now),
      ),
    )
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
}

/** Marks one session of this account revoked; false when it has no such open session. */
export async function markOwnSessionRevoked(
  db: Kysely<Database>,
  input: { employeeId: number; sessionId: string; reason: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: input.now, revoked_reason: input.reason })
    .where('id', '=', input.sessionId)
    .where('employee_id', '=', input.employeeId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks every not yet revoked session of an account but `keepSessionId` revoked; answers how many. */
export async function markOtherSessionsRevoked(
  db: Kysely<Database>,
  input: { employeeId: number; keepSessionId: string | undefined; reason: string; now: Date },
): Promise<number> {
  let query = db
    .updateTable('auth_sessions')
    .set({ revoked_at: input.now, revoked_reason: input.reason })
    .where('employee_id', '=', input.employeeId)
    .where('revoked_at', 'is', null);
  if (input.keepSessionId !== undefined) query = query.where('id', '<>', input.keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A refresh token to store: only its SHA-256. */
export interface NewRefreshToken {
  sessionId: string;
  generation: number;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
}

/** Stores a refresh token of a session (only its SHA-256). */
export async function insertRefreshToken(db: Kysely<Database>, input: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      session_id: input.sessionId,
      generation: input.generation,
      token_hash: input.tokenHash,
      created_at: input.now,
      expires_at: input.expiresAt,
    })
    .execute();
}

/** A refresh token with its session and its account's role, as a refresh needs it. */
export interface RefreshTokenRecord {
  tokenId: number;
  generation: number;
  expiresAt: Date;
  rotatedAt: Date | null;
  sessionId: string;
  /** The login: the session's absolute lifetime counts from here. */
  sessionCreatedAt: Date;
  revokedAt: Date | null;
  employeeId: number;
  /** Null when the account is gone. */
  role: Role | null;
}

/**
 * The refresh token with this hash, its session and its account's role
 * (`roleOf`, the employees module's scalar subquery); undefined for an
 * unknown token.
 */
export async function findRefreshToken(
  db: Kysely<Database>,
  tokenHash: string,
  roleOf: (employeeId: Expression<number>) => AliasableExpression<Role | null>,
): Promise<RefreshTokenRecord | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.id as tokenId',
      'refresh_tokens.generation as generation',
      'refresh_tokens.expires_at as expiresAt',
      'refresh_tokens.rotated_at as rotatedAt',
      'auth_sessions.id as sessionId',
      'auth_sessions.created_at as sessionCreatedAt',
      'auth_sessions.revoked_at as revokedAt',
      'auth_sessions.employee_id as employeeId',
      (eb) => roleOf(eb.ref('auth_sessions.employee_id')).as('role'),
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Rotates a refresh token in one transaction: marks it rotated unless it
 * already was, and then stores its one successor. True when this call did
 * (false: a parallel refresh rotated it first; on PostgreSQL this call waits
 * for that one's commit, so its successor is visible afterwards).
 */
export async function rotateRefreshToken(db: Kysely<Database>, input: { tokenId: number; successor: NewRefreshToken }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: input.successor.now })
      .where('id', '=', input.tokenId)
      .where('rotated_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await insertRefreshToken(trx, input.successor);
    return true;
  });
}

/** The newest refresh token of a session (the family's current one), or undefined. */
export async function findNewestRefreshToken(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ generation: number; tokenHash: string; expiresAt: Date; rotatedAt: Date | null } | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select(['generation', 'token_hash as tokenHash', 'expires_at as expiresAt', 'rotated_at as rotatedAt'])
    .where('session_id', '=', sessionId)
    .orderBy('generation', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records when a session was last refreshed. */
export async function markSessionRefreshed(db: Kysely<Database>, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('auth_sessions').set({ last_refreshed_at: now }).where('id', '=', sessionId).execute();
}

/** Marks one session revoked, unless it already was. */
export async function markSessionRevoked(db: Kysely<Database>, input: { sessionId: string; reason: string; now: Date }): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ revoked_at: input.now, revoked_reason: input.reason })
    .where('id', '=', input.sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Marks every not yet revoked session of an account revoked; answers how many. */
export async function markAccountSessionsRevoked(db: Kysely<Database>, input: { employeeId: number; reason: string; now: Date }): Promise<number> {
  const result = await db
    .updateTable('auth_sessions')
    .set({ revoked_at: input.now, revoked_reason: input.reason })
    .where('employee_id', '=', input.employeeId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The session id of the refresh token with this hash, or undefined. */
export async function findSessionIdByRefreshTokenHash(db: Kysely<Database>, tokenHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.session_id;
}

/** Deletes the refresh tokens that expired before `before` (housekeeping). */
export async function deleteRefreshTokensExpiredBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).execute();
}

/** Deletes the sessions created before `before` that have no refresh token left (housekeeping). */
export async function deleteSessionsWithoutRefreshTokens(db: Kysely<Database>, before: Date): Promise<void> {
  await sql`DELETE FROM auth_sessions s WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id) AND s.created_at < ${before}`.execute(db);
}
