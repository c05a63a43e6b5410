import type { SavedSearchFilter, SavedSearchFrequency } from '@interim/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import '../employees/employees.tables.js';
import '../vacancies/vacancies.tables.js';

/** A freelancer's saved search: the filters of `/opdrachten`, a name, and how often new matches are mailed. */
export interface SavedSearchesTable {
  id: Generated<number>;
  employee_id: number;
  name: string;
  /** JSON text on insert (the contract's SavedSearchFilter). */
  filter: ColumnType<SavedSearchFilter, string, string>;
  frequency: SavedSearchFrequency;
  created_at: ColumnType<Date, Date | string, never>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  /** When the owner last looked at the results: `newMatchCount` counts from here (or from `created_at`). */
  last_visited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Alerts list only opdrachten published after this: the saving, or the moment the mail was turned back on. */
  alerts_from: ColumnType<Date, Date | string, Date | string>;
}

/**
 * Which opdracht went out in an alert of which search. Its primary key
 * (saved_search_id, vacancy_id) is what makes "never the same opdracht twice
 * for one search" hold: the alert inserts its matches here with ON CONFLICT
 * DO NOTHING RETURNING, in the transaction that claims the job, and mails
 * only the rows that came back.
 */
export interface SavedSearchSentVacanciesTable {
  saved_search_id: number;
  vacancy_id: number;
  sent_at: ColumnType<Date, Date | string, never>;
}

/**
 * Alert work, at most one row per saved search (UNIQUE saved_search_id):
 * a `direct` search gets one when an opdracht is published, a daily or
 * weekly search always has one, due at its next digest. Claimed with
 * `FOR UPDATE SKIP LOCKED` (docs/adr/0007).
 */
export interface SavedSearchAlertJobsTable {
  id: Generated<number>;
  saved_search_id: number;
  run_at: ColumnType<Date, Date | string, Date | string>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | string, never>;
}

declare module '../../db/schema.js' {
  interface Database {
    saved_searches: SavedSearchesTable;
    saved_search_sent_vacancies: SavedSearchSentVacanciesTable;
    saved_search_alert_jobs: SavedSearchAlertJobsTable;
  }
}
