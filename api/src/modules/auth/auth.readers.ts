/**
 * What other modules read of the accounts (a row of `employees`, as login
 * and mail need it): they import it from here, never from
 * accounts.repository.ts (ADR 0025). The employees module re-exports it.
 */
export { type EmployeeIdentity, findEmployeeByEmail, findEmployeeIdentity, identityColumns } from './accounts.repository.js';
