import type { OfferAnswer } from '@interim/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import '../applications/applications.tables.js';

/** An internal note of staff on a candidate (application_id null) or on one of their reacties (migration 1020). */
export interface StaffNotesTable {
  id: Generated<number>;
  employee_id: number;
  application_id: number | null;
  body: string;
  /** The staff member who wrote it; null once that account is gone. */
  author_id: number | null;
  created_at: ColumnType<Date, Date | string, never>;
}

/** The freelancer's answer to an offer, at most one per reactie (migration 1022). */
export interface OfferAnswersTable {
  application_id: number;
  answer: OfferAnswer;
  answered_at: ColumnType<Date, Date | string, never>;
}

declare module '../../db/schema.js' {
  interface Database {
    staff_notes: StaffNotesTable;
    offer_answers: OfferAnswersTable;
  }
}
