import type { Role } from '@interim/shared/contract';
import { type AliasableExpression, type Expression, expressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountLookups } from '../auth/auth.service.js';
import { findEmployeeByEmail, findEmployeeIdentity } from './accounts.repository.js';
import './employees.tables.js';

/**
 * What other modules read (or write) of the employees' tables: they import
 * it from here, never from a repository of this module (ADR 0025).
 */
const tables = () => expressionBuilder<Database, never>();

/** The role of account `id`, or null when there is none: a scalar subquery. */
export function accountRoleOf(id: Expression<number>): AliasableExpression<Role | null> {
  return tables().selectFrom('employees as account').select('account.role').where('account.id', '=', id).$asScalar();
}

/** The accounts as the auth module logs them in (its `AuthContext.accounts`). */
export const accountLookups: AccountLookups = { findEmployeeByEmail, findEmployeeIdentity, roleOf: accountRoleOf };

export {
  type ClientAccount,
  createClientAccount,
  type EmployeeIdentity,
  findEmployeeByEmail,
  findEmployeeIdentity,
} from './accounts.repository.js';
export { findCvFile } from './employee-cv.repository.js';
export { openCvBody, sendCv, type CvBody, type CvFile } from './cv-download.js';
