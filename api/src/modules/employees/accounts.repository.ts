import type { Role } from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
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

/** True when an account with this id exists (any role). */
export async function employeeExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A client contact's account (a row of `employees` with role `client`, docs/adr/0021). */
export interface ClientAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Creates an account with role `client` for the client portal, in the
 * caller's transaction. `ifAddressFree`: ON CONFLICT DO NOTHING, so
 * undefined when the address has an account already (two requests of one
 * new address at once: the other one made it); without it a taken address
 * is the driver's unique violation.
 */
export async function createClientAccount(
  trx: Transaction<Database>,
  input: { email: string; firstName: string; lastName: string; now: Date },
  options: { ifAddressFree?: boolean } = {},
): Promise<ClientAccount | undefined> {
  const insert = trx
    .insertInto('employees')
    .values({ email: input.email, first_name: input.firstName, last_name: input.lastName, role: 'client', created_at: input.now, updated_at: input.now });
  const row = await (options.ifAddressFree ? insert.onConflict((oc) => oc.column('email').doNothing()) : insert)
    .returning(['id', 'email', 'first_name', 'last_name'])
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name };
}
