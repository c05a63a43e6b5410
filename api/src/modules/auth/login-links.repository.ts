import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './auth.tables.js';

/** Stores a login link: the token's SHA-256 and the code's HMAC, never the raw values. */
export async function insertLoginLink(
  db: Kysely<Database>,
  input: { employeeId: number; tokenHash: string; codeHash: string; returnTo: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('login_links')
    .values({
      employee_id: input.employeeId,
      token_hash: input.tokenHash,
      code_hash: input.codeHash,
      return_to: input.returnTo,
      created_at: input.now,
      expires_at: input.expiresAt,
    })
    .execute();
}

/**
 * Marks the unused, unexpired link with this token hash used, in one atomic
 * UPDATE (of concurrent redemptions exactly one gets the row). Undefined when
 * no such link was open.
 */
export async function consumeLoginLinkByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ employeeId: number; returnTo: string | null } | undefined> {
  return db
    .updateTable('login_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['employee_id as employeeId', 'return_to as returnTo'])
    .executeTakeFirst();
}

/** When the link with this token hash was used and when it expires, or undefined for an unknown token. */
export async function findLoginLinkState(db: Kysely<Database>, tokenHash: string): Promise<{ usedAt: Date | null; expiresAt: Date } | undefined> {
  return db.selectFrom('login_links').select(['used_at as usedAt', 'expires_at as expiresAt']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Lets every open (unused, unexpired) link of an account expire at `now`; answers how many. */
export async function expireOpenLoginLinksOf(db: Kysely<Database>, employeeId: number, now: Date): Promise<number> {
  const expired = await db
    .updateTable('login_links')
    .set({ expires_at: now })
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

/** A login link whose code may be tried, as {@link countCodeAttempt} answers it. */
export interface CodeCandidate {
  id: number;
  tokenHash: string;
  codeHash: string;
  returnTo: string | null;
}

/**
 * Counts one code attempt against every open link of an account that has
 * fewer than `maxAttempts` attempts, and answers those links (the ones the
 * code may match).
 */
export async function countCodeAttempt(db: Kysely<Database>, input: { employeeId: number; now: Date; maxAttempts: number }): Promise<CodeCandidate[]> {
  return db
    .updateTable('login_links')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('employee_id', '=', input.employeeId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .where('code_attempts', '<', input.maxAttempts)
    .returning(['id', 'token_hash as tokenHash', 'code_hash as codeHash', 'return_to as returnTo'])
    .execute();
}

/** Marks the link with this id used unless it already was; true when this call did. */
export async function consumeLoginLinkById(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const consumed = await db.updateTable('login_links').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return consumed !== undefined;
}

/** Deletes the links that expired before `before` (housekeeping). */
export async function deleteLoginLinksExpiredBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('login_links').where('expires_at', '<', before).execute();
}
