import type { StatusMailKind } from '@interim/shared/contract';
import '../employees/employees.tables.js';

/** The editable text of one status mail (migration 1021; defaults inserted there). */
export interface StatusMailTemplatesTable {
  kind: StatusMailKind;
  subject: string;
  body: string;
  updated_at: Date | null;
  updated_by: number | null;
}

declare module '../../db/schema.js' {
  interface Database {
    status_mail_templates: StatusMailTemplatesTable;
  }
}
