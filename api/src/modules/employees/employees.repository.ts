import type { EducationItem, EmployeeFilter, EmployeePreferences, EmployeeSort, ExperienceItem, Role } from '@interim/shared/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../../http/content-range.js';
import { distanceKmSql, type GeoPoint, withinKmSql } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import './employees.tables.js';

// Account identity lookups belong to the auth module (accounts.repository):
// auth needs them to log in, and must not depend on this module.
export { type EmployeeIdentity, findEmployeeByEmail, findEmployeeIdentity } from '../auth/accounts.repository.js';
import { type EmployeeIdentity, identityColumns } from '../auth/accounts.repository.js';

/**
 * Creates an account; undefined when the address is already taken (the
 * unique index decides, so concurrent registrations cannot create two).
 */
export async function insertEmployee(
  db: Kysely<Database>,
  input: { email: string; firstName: string; lastName: string; phone?: string | null; role?: Role; privacyConsentAt: Date | null; now: Date },
): Promise<EmployeeIdentity | undefined> {
  return db
    .insertInto('employees')
    .values({
      email: input.email.toLowerCase(),
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone ?? null,
      role: input.role ?? 'employee',
      privacy_consent_at: input.privacyConsentAt,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(identityColumns)
    .executeTakeFirst();
}

/** An employee row with its CV, as the service maps it to the contract. */
export interface EmployeeRecord {
  id: number;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  phone: string | null;
  postcode: string | null;
  city: string | null;
  date_of_birth: string | null;
  linkedin_url: string | null;
  kvk_number: string | null;
  hourly_rate: number | null;
  preferences: Partial<EmployeePreferences>;
  experience: ExperienceItem[];
  education: EducationItem[];
  completed_steps: number[];
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
  updated_at: Date;
  cv_id: number | null;
  cv_file_name: string | null;
  cv_content_type: string | null;
  cv_size: number | null;
  cv_uploaded_at: Date | null;
}

function selectEmployees(db: Kysely<Database>) {
  return db
    .selectFrom('employees')
    .leftJoin('employee_cvs', 'employee_cvs.employee_id', 'employees.id')
    .select([
      'employees.id',
      'employees.email',
      'employees.role',
      'employees.first_name',
      'employees.last_name',
      'employees.phone',
      'employees.postcode',
      'employees.city',
      'employees.date_of_birth',
      'employees.linkedin_url',
      'employees.kvk_number',
      'employees.hourly_rate',
      'employees.preferences',
      'employees.experience',
      'employees.education',
      'employees.completed_steps',
      'employees.latitude',
      'employees.longitude',
      'employees.created_at',
      'employees.updated_at',
      'employee_cvs.id as cv_id',
      'employee_cvs.file_name as cv_file_name',
      'employee_cvs.content_type as cv_content_type',
      'employee_cvs.size as cv_size',
      'employee_cvs.uploaded_at as cv_uploaded_at',
    ]);
}

/** One employee with CV metadata, or undefined. */
export async function findEmployeeRecord(db: Kysely<Database>, id: number): Promise<EmployeeRecord | undefined> {
  return selectEmployees(db).where('employees.id', '=', id).executeTakeFirst();
}

/** Sort columns of the staff list (`distance` is computed, see {@link listEmployeeRecords}). */
const SORT_COLUMNS: Record<Exclude<EmployeeSort[0], 'distance'>, 'employees.created_at' | 'employees.last_name' | 'employees.email' | 'employees.id'> = {
  createdAt: 'employees.created_at',
  lastName: 'employees.last_name',
  email: 'employees.email',
  id: 'employees.id',
};

const EMPLOYEE_LOCATION = { latitude: 'employees.latitude', longitude: 'employees.longitude' };

/** The staff list's filter; `origin` is the centroid of `filter.postcode` (resolved by the caller). */
function employeeFilter(filter: EmployeeFilter, origin: GeoPoint | undefined) {
  return (eb: ExpressionBuilder<Database, 'employees'>) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      conditions.push(
        eb.or([
          eb('employees.email', 'ilike', pattern),
          eb('employees.first_name', 'ilike', pattern),
          eb('employees.last_name', 'ilike', pattern),
          eb(sql<string>`employees.first_name || ' ' || employees.last_name`, 'ilike', pattern),
        ]),
      );
    }
    if (filter.role) conditions.push(eb('employees.role', '=', filter.role));
    if (filter.ids) conditions.push(eb('employees.id', 'in', filter.ids));
    if (origin && filter.distanceKm !== undefined) conditions.push(withinKmSql(origin, filter.distanceKm, EMPLOYEE_LOCATION));
    return eb.and(conditions);
  };
}

/** An employee of the staff list: the record and its distance from the origin (null without one, or without coordinates). */
export type EmployeeListRecord = EmployeeRecord & { distance_km: number | null };

/**
 * A page of employees for staff, with the total of the filter. With an
 * `origin` each row carries its distance, and the `distance` sort puts
 * employees without coordinates last in either direction.
 */
export async function listEmployeeRecords(
  db: Kysely<Database>,
  input: { filter: EmployeeFilter; origin?: GeoPoint; sort: EmployeeSort; offset: number; limit: number },
): Promise<{ rows: EmployeeListRecord[]; total: number }> {
  const [field, direction] = input.sort;
  const order = direction === 'ASC' ? 'asc' : 'desc';
  const distance = input.origin ? distanceKmSql(input.origin, EMPLOYEE_LOCATION) : sql<number | null>`NULL::float8`;
  const sortValue = field === 'distance' ? sql`${distance} ${sql.raw(order)} NULLS LAST` : sql`${sql.ref(SORT_COLUMNS[field])} ${sql.raw(order)}`;
  const rows = await selectEmployees(db)
    .select(distance.as('distance_km'))
    .where(employeeFilter(input.filter, input.origin))
    .orderBy(sortValue)
    .orderBy('employees.id', order)
    .offset(input.offset)
    .limit(input.limit)
    .execute();
  const { total } = await db
    .selectFrom('employees')
    .where(employeeFilter(input.filter, input.origin))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/**
 * Creates a staff account, or promotes the account with this address to
 * staff. Returns the account and whether it was created.
 */
export async function ensureStaffAccount(
  db: Kysely<Database>,
  input: { email: string; firstName: string; lastName: string; now: Date },
): Promise<{ employee: EmployeeIdentity; created: boolean }> {
  const created = await insertEmployee(db, { ...input, role: 'staff', privacyConsentAt: null });
  if (created) return { employee: created, created: true };
  const promoted = await db
    .updateTable('employees')
    .set({ role: 'staff', updated_at: input.now })
    .where('email', '=', input.email.toLowerCase())
    .returning(identityColumns)
    .executeTakeFirstOrThrow();
  return { employee: promoted, created: false };
}
