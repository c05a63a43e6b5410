import type { Role } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './employees.tables.js';

/** The fields login and mail need of an account (a row of `employees`). */
export interface EmployeeIdentity {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/** The columns of an {@link EmployeeIdentity}. */
export const identityColumns = ['id', 'email', 'first_name as firstName', 'last_name as lastName', 'role'] as const;

/** The account with this (lower-cased) address, or undefined. */
export async function findEmployeeByEmail(db: Kysely<Database>, email: string): Promise<EmployeeIdentity | undefined> {
  return db.selectFrom('employees').select(identityColumns).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** The account with this id, or undefined. */
export async function findEmployeeIdentity(db: Kysely<Database>, id: number): Promise<EmployeeIdentity | undefined> {
  return db.selectFrom('employees').select(identityColumns).where('id', '=', id).executeTakeFirst();
}
