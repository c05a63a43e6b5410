import type { Role } from '@interim/shared/contract';
import { type AliasableExpression, type Expression, sql } from 'kysely';
import { readerQuery } from '../../db/schema.js';
import type { AccountLookups } from '../auth/auth.service.js';
import { findEmployeeByEmail, findEmployeeIdentity } from './accounts.repository.js';
import './employees.tables.js';

/**
 * What other modules read (or write) of the employees' tables: they import
 * it from here, never from a repository of this module (ADR 0025), and
 * their SQL names none of its tables.
 *
 * The derived tables below are for joins in another module's query, under
 * an alias of the caller's: `.leftJoin(accountRows().as('author'),
 * 'author.id', 'n.author_id')`. Each is a plain SELECT of one table, which
 * PostgreSQL flattens into the outer query, so a list stays one query and
 * the join costs what a join of the table itself costs.
 */

/** Accounts (freelancers, staff, client contacts): id, names, address, phone, role, work experience. */
export function accountRows() {
  return readerQuery().selectFrom('employees').select(['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'experience']);
}

/** CVs (their metadata): id, employee_id, file_name, uploaded_at. */
export function cvRows() {
  return readerQuery().selectFrom('employee_cvs').select(['id', 'employee_id', 'file_name', 'uploaded_at']);
}

/** "First Last" of account `id`, or null when there is none: a scalar subquery (the audit log's names). */
export function accountNameOf(id: Expression<number>): AliasableExpression<string | null> {
  return readerQuery()
    .selectFrom('employees as person')
    .select(sql<string>`trim(person.first_name || ' ' || person.last_name)`.as('name'))
    .where('person.id', '=', id)
    .$asScalar();
}

/** The role of account `id`, or null when there is none: a scalar subquery. */
export function accountRoleOf(id: Expression<number>): AliasableExpression<Role | null> {
  return readerQuery().selectFrom('employees as account').select('account.role').where('account.id', '=', id).$asScalar();
}

/** The accounts as the auth module logs them in (its `AuthContext.accounts`). */
export const accountLookups: AccountLookups = { findEmployeeByEmail, findEmployeeIdentity, roleOf: accountRoleOf };

export {
  type ClientAccount,
  createClientAccount,
  type EmployeeIdentity,
  employeeExists,
  findEmployeeByEmail,
  findEmployeeIdentity,
  isStaffMember,
  listStaffMembers,
  lockAccount,
} from './accounts.repository.js';
export { currentCvIdOf, findCvFile, findCvIdOf } from './employee-cv.repository.js';
export { findCandidate } from './employees.repository.js';
export { openCvBody, sendCv, type CvBody, type CvFile } from './cv-download.js';
