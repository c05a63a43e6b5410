import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import './application-drafts.tables.js';

/** A draft as stored. */
export interface DraftRow {
  vacancyId: number;
  motivation: string | null;
  offeredHourlyRateCents: number | null;
  availableFrom: string | null;
  hoursPerWeek: number | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Drafts an account keeps at most: older ones go when a new one comes (a stranger cannot fill someone's account with them). */
export const MAX_DRAFTS_PER_ACCOUNT = 5;

/**
 * Stores the draft of an account for a vacancy, replacing an earlier one for
 * the same vacancy, and keeps only the account's newest
 * {@link MAX_DRAFTS_PER_ACCOUNT}.
 */
export async function upsertDraft(
  db: Kysely<Database>,
  input: Omit<DraftRow, 'vacancyId'> & { employeeId: number; vacancyId: number },
): Promise<void> {
  const values = {
    employee_id: input.employeeId,
    vacancy_id: input.vacancyId,
    motivation: input.motivation,
    offered_hourly_rate_cents: input.offeredHourlyRateCents,
    available_from: input.availableFrom,
    hours_per_week: input.hoursPerWeek,
    created_at: input.createdAt,
    expires_at: input.expiresAt,
  };
  await db
    .insertInto('application_drafts')
    .values(values)
    .onConflict((conflict) =>
      conflict.constraint('application_drafts_employee_vacancy_unique').doUpdateSet({
        motivation: values.motivation,
        offered_hourly_rate_cents: values.offered_hourly_rate_cents,
        available_from: values.available_from,
        hours_per_week: values.hours_per_week,
        created_at: values.created_at,
        expires_at: values.expires_at,
      }),
    )
    .execute();
  await db
    .deleteFrom('application_drafts')
    .where('employee_id', '=', input.employeeId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('application_drafts as newest')
        .select('newest.id')
        .where('newest.employee_id', '=', input.employeeId)
        .orderBy('newest.created_at', 'desc')
        .orderBy('newest.id', 'desc')
        .limit(MAX_DRAFTS_PER_ACCOUNT),
    )
    .execute();
}

/** The unexpired draft of an account for a vacancy. */
export async function findDraft(db: Kysely<Database>, input: { employeeId: number; vacancyId: number; now: Date }): Promise<DraftRow | undefined> {
  return db
    .selectFrom('application_drafts')
    .select([
      'vacancy_id as vacancyId',
      'motivation',
      'offered_hourly_rate_cents as offeredHourlyRateCents',
      sql<string | null>`to_char(available_from, 'YYYY-MM-DD')`.as('availableFrom'),
      'hours_per_week as hoursPerWeek',
      'created_at as createdAt',
      'expires_at as expiresAt',
    ])
    .where('employee_id', '=', input.employeeId)
    .where('vacancy_id', '=', input.vacancyId)
    .where('expires_at', '>', input.now)
    .executeTakeFirst();
}

/** Deletes the draft of an account for a vacancy; true when there was one. */
export async function deleteDraft(db: Kysely<Database>, input: { employeeId: number; vacancyId: number }): Promise<boolean> {
  const deleted = await db
    .deleteFrom('application_drafts')
    .where('employee_id', '=', input.employeeId)
    .where('vacancy_id', '=', input.vacancyId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** Deletes the drafts that expired before `now` (housekeeping); answers how many. */
export async function deleteDraftsExpiredBefore(db: Kysely<Database>, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('application_drafts').where('expires_at', '<=', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
