import type { SavedSearchFilter, SavedSearchFrequency, VacancyFilter } from '@interim/shared/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { DatabaseFeatures } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { findLocation } from '../reference-data/postcode-origin.js';
import { accountRows, lockAccount } from '../employees/employees.readers.js';
import { countVacancies, matchingVacancies, type SearchContext } from '../vacancies/vacancies.readers.js';
import './saved-searches.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

const SAVED_SEARCH_COLUMNS = ['id', 'employee_id', 'name', 'filter', 'frequency', 'created_at', 'last_visited_at', 'alerts_from'] as const;

/** A stored saved search. */
export type SavedSearchRow = {
  id: number;
  employee_id: number;
  name: string;
  filter: SavedSearchFilter;
  frequency: SavedSearchFrequency;
  created_at: Date;
  last_visited_at: Date | null;
  alerts_from: Date;
};

/** The owner's saved searches, newest first. */
export async function listSavedSearches(db: Db, employeeId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('saved_searches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('employee_id', '=', employeeId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One saved search of this owner, or undefined (someone else's is undefined too). */
export async function findOwnSavedSearch(db: Db, employeeId: number, id: number): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').select(SAVED_SEARCH_COLUMNS).where('id', '=', id).where('employee_id', '=', employeeId).executeTakeFirst();
}

/** One saved search, whoever owns it (the unsubscribe link names it by id). */
export async function findSavedSearch(db: Db, id: number): Promise<SavedSearchRow | undefined> {
  return db.selectFrom('saved_searches').select(SAVED_SEARCH_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Holds the owner's row until the transaction ends, so two saves of one
 * person at once cannot both pass the count below the limit. FOR NO KEY
 * UPDATE: inserts elsewhere that reference the person are not held up.
 */
export async function lockOwner(trx: Transaction<Database>, employeeId: number): Promise<void> {
  await lockAccount(trx, employeeId, 'no key update');
}

export async function countSavedSearches(db: Db, employeeId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSavedSearch(
  trx: Transaction<Database>,
  values: { employeeId: number; name: string; filter: SavedSearchFilter; frequency: SavedSearchFrequency; at: Date },
): Promise<SavedSearchRow> {
  return trx
    .insertInto('saved_searches')
    .values({
      employee_id: values.employeeId,
      name: values.name,
      filter: JSON.stringify(values.filter),
      frequency: values.frequency,
      created_at: values.at,
      updated_at: values.at,
      alerts_from: values.at,
    })
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Changes name and/or frequency; a mail turned back on lists only what is published from now on. */
export async function updateSavedSearch(
  trx: Transaction<Database>,
  id: number,
  changes: { name?: string; frequency?: SavedSearchFrequency; alertsFrom?: Date; at: Date },
): Promise<SavedSearchRow> {
  return trx
    .updateTable('saved_searches')
    .set({
      updated_at: changes.at,
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.frequency === undefined ? {} : { frequency: changes.frequency }),
      ...(changes.alertsFrom === undefined ? {} : { alerts_from: changes.alertsFrom }),
    })
    .where('id', '=', id)
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes it; its sent rows and pending job go with it (ON DELETE CASCADE). */
export async function deleteSavedSearch(db: Db, employeeId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('saved_searches').where('id', '=', id).where('employee_id', '=', employeeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markVisited(db: Db, employeeId: number, id: number, at: Date): Promise<SavedSearchRow | undefined> {
  return db
    .updateTable('saved_searches')
    .set({ last_visited_at: at })
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------
// Matching: the vacancies module's filter (matchingVacancies), plus "published after".

/**
 * The SQL context of a saved filter, resolved as the search page resolves
 * it (vacancies.service.ts): the postcode's centroid or the place's, and full text for `q`
 * unless full text finds no open opdracht at all and trigram matching is
 * available (the page then falls back to typo-tolerant titles, and so do
 * the alerts). Undefined when the postcode is no longer known: nothing
 * matches by distance then.
 */
export async function resolveMatchContext(db: Db, features: DatabaseFeatures, filter: SavedSearchFilter): Promise<SearchContext | undefined> {
  const context: SearchContext = {};
  if (filter.postcode) {
    const origin = await findLocation(db, filter.postcode);
    if (!origin) return undefined;
    context.origin = origin;
  }
  const q = filter.q?.trim();
  if (q) {
    context.q = { text: q, mode: 'fulltext' };
    if (features.trigram && (await countVacancies(db, openFilter(filter), context)) === 0) context.q = { text: q, mode: 'trigram' };
  }
  return context;
}

/** The saved filter as a filter of the vacancy search: open opdrachten only. */
function openFilter(filter: SavedSearchFilter): VacancyFilter {
  return { ...filter, status: 'open' };
}

/** Open opdrachten matching the filter, published after `after`. */
export async function countMatchesPublishedAfter(db: Db, filter: SavedSearchFilter, context: SearchContext, after: Date): Promise<number> {
  const row = await matchingVacancies(db, openFilter(filter), context)
    .where('v.published_at', '>', after)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What an alert mail shows of an opdracht. */
export interface AlertVacancyRow {
  id: number;
  title: string;
  city: string;
  hours_per_week_min: number;
  hours_per_week_max: number;
  hourly_rate_min: number;
  hourly_rate_max: number;
  published_at: Date;
}

/**
 * Open opdrachten matching the filter, published after `after`, that no
 * alert of this search has mailed yet, oldest first, at most `limit`.
 */
export async function findUnsentMatches(
  db: Db,
  savedSearchId: number,
  filter: SavedSearchFilter,
  context: SearchContext,
  after: Date,
  limit: number,
): Promise<AlertVacancyRow[]> {
  return matchingVacancies(db, openFilter(filter), context)
    .where('v.published_at', '>', after)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('saved_search_sent_vacancies as sent')
            .select('sent.vacancy_id')
            .whereRef('sent.vacancy_id', '=', 'v.id')
            .where('sent.saved_search_id', '=', savedSearchId),
        ),
      ),
    )
    .select(['v.id', 'v.title', 'v.city', 'v.hours_per_week_min', 'v.hours_per_week_max', 'v.hourly_rate_min', 'v.hourly_rate_max', 'v.published_at'])
    .orderBy('v.published_at')
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

/**
 * Records that these opdrachten go out in this search's alert and answers
 * the ids that were not recorded before: only those may be mailed. ON
 * CONFLICT DO NOTHING on the primary key: a row another transaction is
 * inserting at the same moment waits for it and then counts as recorded.
 */
export async function recordSent(trx: Transaction<Database>, savedSearchId: number, vacancyIds: number[], at: Date): Promise<Set<number>> {
  if (vacancyIds.length === 0) return new Set();
  const rows = await trx
    .insertInto('saved_search_sent_vacancies')
    .values(vacancyIds.map((vacancyId) => ({ saved_search_id: savedSearchId, vacancy_id: vacancyId, sent_at: at })))
    .onConflict((conflict) => conflict.columns(['saved_search_id', 'vacancy_id']).doNothing())
    .returning('vacancy_id')
    .execute();
  return new Set(rows.map((row) => row.vacancy_id));
}

// ---------------------------------------------------------------------------
// Jobs (docs/adr/0007-alert-jobs-on-a-skip-locked-table.md).

/** Sets the search's one job to run at `runAt` (creates it, or moves it). */
export async function scheduleJob(db: Db, savedSearchId: number, runAt: Date, at: Date): Promise<void> {
  await db
    .insertInto('saved_search_alert_jobs')
    .values({ saved_search_id: savedSearchId, run_at: runAt, created_at: at, last_error: null })
    .onConflict((conflict) => conflict.column('saved_search_id').doUpdateSet({ run_at: runAt, attempts: 0, last_error: null }))
    .execute();
}

/** Development and e2e only: every pending job due at `at` (digests go out now). */
export async function makeAllJobsDue(db: Db, at: Date): Promise<void> {
  await db.updateTable('saved_search_alert_jobs').set({ run_at: at }).where('run_at', '>', at).execute();
}

export async function dropJob(db: Db, savedSearchId: number): Promise<void> {
  await db.deleteFrom('saved_search_alert_jobs').where('saved_search_id', '=', savedSearchId).execute();
}

/**
 * An opdracht was published: every `direct` search gets a job due now (one
 * that was waiting keeps its place, or moves forward). Answers how many
 * searches were given one.
 */
export async function enqueueDirectJobs(db: Db, at: Date): Promise<number> {
  const result = await sql`
    INSERT INTO saved_search_alert_jobs (saved_search_id, run_at, created_at)
    SELECT id, ${at}::timestamptz, ${at}::timestamptz FROM saved_searches WHERE frequency = 'direct'
    -- One lock order for every publication, so two at once cannot deadlock on the job rows.
    ORDER BY id
    ON CONFLICT (saved_search_id) DO UPDATE SET run_at = LEAST(saved_search_alert_jobs.run_at, EXCLUDED.run_at)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** A claimed job. */
export interface ClaimedJob {
  id: number;
  saved_search_id: number;
  run_at: Date;
  attempts: number;
}

/**
 * Claims the oldest due job for this transaction: `FOR UPDATE SKIP LOCKED`,
 * so another instance's transaction passes over it and takes the next one.
 * The row stays locked until this transaction commits (job done) or rolls
 * back (job free again).
 */
export async function claimDueJob(trx: Transaction<Database>, now: Date): Promise<ClaimedJob | undefined> {
  const row = await trx
    .selectFrom('saved_search_alert_jobs')
    .select(['id', 'saved_search_id', 'run_at', 'attempts'])
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** The saved search of a claimed job and its owner's address, locked so a change of frequency waits for the alert. */
export async function lockSearchForAlert(trx: Transaction<Database>, savedSearchId: number) {
  return trx
    .selectFrom('saved_searches as s')
    .innerJoin(accountRows().as('e'), 'e.id', 's.employee_id')
    .select(['s.id', 's.name', 's.filter', 's.frequency', 's.alerts_from', 'e.email', 'e.first_name'])
    .where('s.id', '=', savedSearchId)
    .forUpdate('s')
    .executeTakeFirst();
}

export async function deleteJob(trx: Transaction<Database>, jobId: number): Promise<void> {
  await trx.deleteFrom('saved_search_alert_jobs').where('id', '=', jobId).execute();
}

export async function rescheduleJob(trx: Transaction<Database>, jobId: number, runAt: Date): Promise<void> {
  await trx.updateTable('saved_search_alert_jobs').set({ run_at: runAt, attempts: 0, last_error: null }).where('id', '=', jobId).execute();
}

/** A failed run: tried again at `runAt`. */
export async function recordJobFailure(db: Db, jobId: number, runAt: Date, error: string): Promise<void> {
  await db
    .updateTable('saved_search_alert_jobs')
    .set((eb) => ({ run_at: runAt, attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
    .where('id', '=', jobId)
    .execute();
}
