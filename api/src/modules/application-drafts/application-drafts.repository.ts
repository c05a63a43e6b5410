import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import './application-drafts.tables.js';

/** A draft as stored. */
export interface DraftRow {
  id: number;
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
 * Stores a draft of an account for a vacancy beside the one kept for it
 * (issue 42 item 4): anyone can type an address, so a later draft never
 * replaces the one kept first. Of the unexpired drafts for the vacancy the
 * first one kept and the newest stay (a third replaces the second); the
 * owner sees both and chooses. Then keeps only the account's newest
 * {@link MAX_DRAFTS_PER_ACCOUNT}.
 */
export async function keepDraft(
  db: Kysely<Database>,
  input: Omit<DraftRow, 'id' | 'vacancyId'> & { employeeId: number; vacancyId: number },
): Promise<void> {
  const ofVacancy = db.deleteFrom('application_drafts').where('employee_id', '=', input.employeeId).where('vacancy_id', '=', input.vacancyId);
  // An expired draft is no draft: it neither stays first nor takes a place.
  await ofVacancy.where('expires_at', '<=', input.createdAt).execute();
  await db
    .insertInto('application_drafts')
    .values({
      employee_id: input.employeeId,
      vacancy_id: input.vacancyId,
      motivation: input.motivation,
      offered_hourly_rate_cents: input.offeredHourlyRateCents,
      available_from: input.availableFrom,
      hours_per_week: input.hoursPerWeek,
      created_at: input.createdAt,
      expires_at: input.expiresAt,
    })
    .execute();
  const kept = (order: 'asc' | 'desc') =>
    db
      .selectFrom('application_drafts as kept')
      .select('kept.id')
      .where('kept.employee_id', '=', input.employeeId)
      .where('kept.vacancy_id', '=', input.vacancyId)
      .orderBy('kept.created_at', order)
      .orderBy('kept.id', order)
      .limit(1);
  await ofVacancy.where('id', 'not in', kept('asc')).where('id', 'not in', kept('desc')).execute();
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

/**
 * The unexpired drafts of an account for a vacancy, the one kept first
 * first: one, or two (the first and the newest, {@link keepDraft}).
 */
export async function findDrafts(db: Kysely<Database>, input: { employeeId: number; vacancyId: number; now: Date }): Promise<DraftRow[]> {
  const rows = await db
    .selectFrom('application_drafts')
    .select([
      'id',
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
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // Two registrations at the same moment may briefly leave three: the first and the newest count.
  return rows.length > 2 ? [rows[0]!, rows[rows.length - 1]!] : rows;
}

/** Deletes the drafts of an account for a vacancy (both, when two are kept); true when there was one. */
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
