import type { NamedRef, Role } from '@interim/shared/contract';
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

/**
 * Holds the account's row until the transaction ends and answers its
 * address; undefined when there is no such account. `update` serialises
 * changes of the account itself (the anonymisation); `no key update` only
 * changes of its columns, so inserts elsewhere that reference the account
 * are not held up (a saved search counted against a limit).
 */
export async function lockAccount(trx: Transaction<Database>, id: number, strength: 'update' | 'no key update'): Promise<{ email: string } | undefined> {
  const query = trx.selectFrom('employees').select('email').where('id', '=', id);
  return (strength === 'update' ? query.forUpdate() : query.forNoKeyUpdate()).executeTakeFirst();
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

/** Every staff account, by name: the consultants an opdracht can be given to. */
export async function listStaffMembers(db: Kysely<Database>): Promise<NamedRef[]> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('role', '=', 'staff')
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: fullName(row) }));
}

/** True when this id is a staff account. */
export async function isStaffMember(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('employees').select('id').where('id', '=', id).where('role', '=', 'staff').executeTakeFirst();
  return row !== undefined;
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
