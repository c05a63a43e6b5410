import type { ColumnType, Generated } from 'kysely';
import '../employees/employees.tables.js';
import '../vacancies/vacancies.tables.js';

/**
 * A reactie written while registering (`/opdrachten/:id/aanmelden`), kept
 * with the account until its owner logs in and sends it (docs/adr/0022).
 * At most two per account and vacancy: the one kept first and a newer one
 * beside it (issue 42 item 4), until the owner chooses; gone when sent,
 * discarded, expired, or the person is anonymised.
 */
export interface ApplicationDraftsTable {
  id: Generated<number>;
  employee_id: number;
  vacancy_id: number;
  motivation: string | null;
  /** Euro cents per hour, as in applications. */
  offered_hourly_rate_cents: number | null;
  /** 'YYYY-MM-DD'. */
  available_from: string | null;
  hours_per_week: number | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

declare module '../../db/schema.js' {
  interface Database {
    application_drafts: ApplicationDraftsTable;
  }
}
