import type { EducationItem, EmployeePreferences, ExperienceItem, PreferredContactTime, Role } from '@interim/shared/contract';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A freelancer or a staff account: the one table of people who log in. `email` is stored lower-case. */
export interface EmployeesTable {
  id: Generated<number>;
  email: string;
  role: Generated<Role>;
  first_name: string;
  last_name: string;
  phone: string | null;
  postcode: string | null;
  city: string | null;
  /** 'YYYY-MM-DD'. */
  date_of_birth: string | null;
  linkedin_url: string | null;
  kvk_number: string | null;
  hourly_rate: number | null;
  preferences: JSONColumnType<Partial<EmployeePreferences>, string | undefined, string>;
  experience: JSONColumnType<ExperienceItem[], string | undefined, string>;
  education: JSONColumnType<EducationItem[], string | undefined, string>;
  completed_steps: JSONColumnType<number[], string | undefined, string>;
  latitude: number | null;
  longitude: number | null;
  privacy_consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * The current CV of an employee (one per employee). Its bytes are in
 * `employee_cv_contents` on PostgreSQL, in the file `${DATA_DIR}/cv/<storage_name>`
 * on PGlite (and for CVs uploaded to PostgreSQL before migration 0110).
 */
export interface EmployeeCvsTable {
  id: Generated<number>;
  employee_id: number;
  /** Random file name inside the CV folder; never derived from user input. */
  storage_name: string;
  /** The uploaded name, sanitised: no path parts, extension matching the content. */
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The bytes of a CV stored in the database (PostgreSQL; employee-cv.routes.ts). */
export interface EmployeeCvContentsTable {
  cv_id: number;
  content: Buffer;
}

/** A freelancer's call-back request (`POST /api/employees/request-contact`). */
export interface EmployeeContactRequestsTable {
  id: Generated<number>;
  employee_id: number;
  vacancy_id: number | null;
  message: string;
  phone: string;
  preferred_time: PreferredContactTime;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * A requested change of the login address: only the SHA-256 of the emailed
 * token is stored; single use, valid as long as a login link.
 */
export interface EmployeeEmailChangesTable {
  id: Generated<number>;
  employee_id: number;
  new_email: string;
  /** The address before this change, set when it is confirmed (migration 0161; null before it and while open). */
  old_email: ColumnType<string | null, string | null | undefined, string | null>;
  token_hash: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../../db/schema.js' {
  interface Database {
    employee_email_changes: EmployeeEmailChangesTable;
    employees: EmployeesTable;
    employee_cvs: EmployeeCvsTable;
    employee_cv_contents: EmployeeCvContentsTable;
    employee_contact_requests: EmployeeContactRequestsTable;
  }
}
