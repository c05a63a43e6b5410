import type { GdprRequestStatus, GdprRequestType } from '@interim/shared/contract';
import type { ColumnType, Generated } from 'kysely';

/** A GDPR (AVG) request of a freelancer about their own data. */
export interface GdprRequestsTable {
  id: Generated<number>;
  employee_id: number;
  type: GdprRequestType;
  status: Generated<GdprRequestStatus>;
  message: string | null;
  /**
   * The export file of a completed export-personal-data request (JSON text),
   * kept in the database so every API instance can serve it; wiped by
   * anonymisation like all other personal data.
   */
  export_json: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When staff last took a step on it (in progress, completed, rejected). */
  handled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The staff member who took that step (null once their account is deleted). */
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** Staff's note on what was done or why it was refused; personal data of the requester (anonymised with them). */
  resolution: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../../db/schema.js' {
  interface Database {
    gdpr_requests: GdprRequestsTable;
  }
}
