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

/** A login link whose code may be tried, as {@link countNewestLinkCodeAttempt} answers it. */
export interface CodeCandidate {
  id: number;
  tokenHash: string;
  codeHash: string;
  returnTo: string | null;
}

/**
 * Counts one code attempt against the newest open (unused, unexpired) link of
 * an account and answers it, unless it already had `maxAttempts` attempts.
 * Older open links do not take codes: each link request would otherwise add
 * one more code that a guess could match.
 */
export async function countNewestLinkCodeAttempt(
  db: Kysely<Database>,
  input: { employeeId: number; now: Date; maxAttempts: number },
): Promise<CodeCandidate | undefined> {
  return db
    .updateTable('login_links')
    .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('login_links as newest')
        .select('newest.id')
        .where('newest.employee_id', '=', input.employeeId)
        .where('newest.used_at', 'is', null)
        .where('newest.expires_at', '>', input.now)
        .orderBy('newest.id', 'desc')
        .limit(1),
    )
    .where('code_attempts', '<', input.maxAttempts)
    .returning(['id', 'token_hash as tokenHash', 'code_hash as codeHash', 'return_to as returnTo'])
    .executeTakeFirst();
}

/**
 * Counts one code attempt of an address (known or not) in one atomic upsert
 * and answers its attempts since its last login, this one included: parallel
 * guesses each get their own number, so none slips past the limit.
 */
export async function countAddressCodeAttempt(
  db: Kysely<Database>,
  input: { addressHash: string; employeeId: number | undefined; now: Date },
): Promise<number> {
  const employeeId = input.employeeId ?? null;
  const row = await db
    .insertInto('login_code_attempts')
    .values({ address_hash: input.addressHash, employee_id: employeeId, attempts: 1, first_attempt_at: input.now, last_attempt_at: input.now })
    .onConflict((conflict) =>
      conflict
        .column('address_hash')
        .doUpdateSet((eb) => ({ attempts: eb('login_code_attempts.attempts', '+', 1), employee_id: employeeId, last_attempt_at: input.now })),
    )
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Forgets the code attempts of an address (it just logged in). */
export async function clearAddressCodeAttempts(db: Kysely<Database>, addressHash: string): Promise<void> {
  await db.deleteFrom('login_code_attempts').where('address_hash', '=', addressHash).execute();
}

/** Deletes the counters of addresses with no code attempt since `before` (housekeeping). */
export async function deleteCodeAttemptsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('login_code_attempts').where('last_attempt_at', '<', before).execute();
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
