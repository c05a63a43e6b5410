import type { ApplicationChannel, ApplicationStatus, ProposalResponse } from '@interim/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import '../vacancies/vacancies.tables.js';

/** One application of one freelancer to one vacancy: at most one that is not withdrawn per (employee_id, vacancy_id). */
export interface ApplicationsTable {
  id: Generated<number>;
  employee_id: number;
  vacancy_id: number;
  /** The current status; the history table holds every step. */
  status: ApplicationStatus;
  motivation: string | null;
  /** Euro cents per hour excluding VAT: integers, so no rounding surprises from numeric or float columns. */
  offered_hourly_rate_cents: number | null;
  /** 'YYYY-MM-DD'. */
  available_from: string | null;
  hours_per_week: number | null;
  cv_id: number | null;
  channel: Generated<ApplicationChannel>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The staff member who put the candidate forward (ADR 0019); null when the freelancer applied. */
  proposed_by_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  proposed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The candidate's answer to a proposal; null when the freelancer applied. */
  proposal_response: ColumnType<ProposalResponse | null, ProposalResponse | null | undefined, ProposalResponse | null>;
  proposal_responded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The freelancer agreed to share their profile facts with the client (migration 1100); null: not asked (yet). */
  client_share_profile: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** The freelancer agreed to share the reactie's CV with the client; null: not asked (yet). */
  client_share_cv: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** When the consent question was answered; null: not asked (yet). */
  client_consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every status an application has had, the first one included, append-only. */
export interface ApplicationStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  status: ApplicationStatus;
  reason: string | null;
  /** Who made the step: the freelancer or staff (the id of the user, for the audit trail). */
  changed_by_role: 'employee' | 'staff' | 'client';
  changed_by_user_id: number | null;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/schema.js' {
  interface Database {
    applications: ApplicationsTable;
    application_status_history: ApplicationStatusHistoryTable;
  }
}
