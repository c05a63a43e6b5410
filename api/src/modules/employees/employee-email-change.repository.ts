import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import './employees.tables.js';

/** Stores a requested change of the login address (only the token's hash). */
export async function insertEmailChange(
  db: Kysely<Database>,
  input: { employeeId: number; newEmail: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('employee_email_changes')
    .values({
      employee_id: input.employeeId,
      new_email: input.newEmail,
      token_hash: input.tokenHash,
      created_at: input.now,
      expires_at: input.expiresAt,
    })
    .execute();
}

/** Why a confirmation changed nothing: unknown, used or someone else's token; expired; the new address got an account meanwhile. */
export type EmailChangeRejection = 'invalid' | 'expired' | 'taken';

/** Thrown inside the transaction so that it rolls back; answered as a result outside it. */
class EmailChangeRejected extends Error {
  constructor(readonly reason: EmailChangeRejection) {
    super(`email change rejected: ${reason}`);
  }
}

const isEmailTaken = (error: unknown) => {
  const candidate = error as { code?: unknown; constraint?: unknown } | undefined;
  return candidate?.code === '23505' && candidate.constraint === 'employees_email_unique';
};

/**
 * Applies the account's change with this token hash in one transaction: the
 * change row is locked, the address is changed, and every open change of the
 * account ends with this one. Answers the address before the change, or why
 * nothing changed (then nothing was written).
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  input: { employeeId: number; tokenHash: string; now: Date },
  /** Runs in the change's transaction once the address changed (the notice mail to the old address). */
  afterChange?: (trx: Transaction<Database>, oldEmail: string) => Promise<void>,
): Promise<{ ok: true; oldEmail: string } | { ok: false; reason: EmailChangeRejection }> {
  const { employeeId, tokenHash, now } = input;
  try {
    const oldEmail = await db.transaction().execute(async (trx) => {
      const change = await trx
        .selectFrom('employee_email_changes')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('employee_id', '=', employeeId)
        .forUpdate()
        .executeTakeFirst();
      if (!change || change.used_at !== null) throw new EmailChangeRejected('invalid');
      if (change.expires_at.getTime() <= now.getTime()) throw new EmailChangeRejected('expired');
      const before = await trx.selectFrom('employees').select('email').where('id', '=', employeeId).executeTakeFirst();
      if (!before) throw new EmailChangeRejected('invalid');
      try {
        await trx.updateTable('employees').set({ email: change.new_email, updated_at: now }).where('id', '=', employeeId).execute();
      } catch (error) {
        if (isEmailTaken(error)) throw new EmailChangeRejected('taken');
        throw error;
      }
      // The address it had: the anonymisation finds mails to it by it (employees.personal-data.ts).
      await trx.updateTable('employee_email_changes').set({ old_email: before.email }).where('id', '=', change.id).execute();
      // Every open change of this account ends with this one.
      await trx.updateTable('employee_email_changes').set({ used_at: now }).where('employee_id', '=', employeeId).where('used_at', 'is', null).execute();
      await afterChange?.(trx, before.email);
      return before.email;
    });
    return { ok: true, oldEmail };
  } catch (error) {
    if (error instanceof EmailChangeRejected) return { ok: false, reason: error.reason };
    throw error;
  }
}
