import type { ApplicationCandidate, EducationItem, EmployeeFilter, EmployeePreferences, EmployeeSort, ExperienceItem, Role } from '@interim/shared/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../../http/content-range.js';
import { distanceKmSql, type GeoPoint, withinKmSql } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { HIGHLIGHT_END, HIGHLIGHT_START } from './cv-text.js';
import { currentCvIdOf } from './employee-cv.repository.js';
import './employees.tables.js';
import { educationLevelRows } from '../reference-data/reference-data.readers.js';

// The account's identity (login, mail) is in accounts.repository.ts; the auth module gets it passed in (auth-context.ts).
export { type EmployeeIdentity, findEmployeeByEmail, findEmployeeIdentity } from './accounts.repository.js';
import { type EmployeeIdentity, identityColumns } from './accounts.repository.js';

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
  /** Whether the CV has a text row (its text could be read, ADR 0018); false without a CV. */
  cv_has_text: boolean;
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
    ])
    // A primary-key probe per row; a join here would clash with the list's own join of the texts.
    .select((eb) => eb.exists(eb.selectFrom('employee_cv_texts as cv_text').select(sql.lit(1).as('one')).whereRef('cv_text.cv_id', '=', 'employee_cvs.id')).$castTo<boolean>().as('cv_has_text'));
}

/** One employee with CV metadata, or undefined. */
export async function findEmployeeRecord(db: Kysely<Database>, id: number): Promise<EmployeeRecord | undefined> {
  return selectEmployees(db).where('employees.id', '=', id).executeTakeFirst();
}

/** Sort columns of the staff list (`distance` and `relevance` are computed, see {@link listEmployeeRecords}). */
const SORT_COLUMNS: Record<Exclude<EmployeeSort[0], 'distance' | 'relevance'>, 'employees.created_at' | 'employees.last_name' | 'employees.email' | 'employees.id'> = {
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
    // The recruiters' search (issue 30 item 2). Preferences are JSON written through the contract (ids and hours are integers, dates YYYY-MM-DD).
    if (filter.positions) conditions.push(sql<SqlBool>`(employees.preferences->>'position')::int IN (${sql.join(filter.positions)})`);
    if (filter.sector !== undefined) conditions.push(sql<SqlBool>`(employees.preferences->>'sector')::int = ${filter.sector}`);
    if (filter.educationLevel !== undefined) {
      // At least the chosen level: the freelancer's own level or that of one of their educations.
      conditions.push(sql<SqlBool>`EXISTS (
        SELECT 1 FROM ${educationLevelRows()} AS held
        WHERE held.rank >= (SELECT wanted.rank FROM ${educationLevelRows()} AS wanted WHERE wanted.id = ${filter.educationLevel})
          AND (held.id = (employees.preferences->>'educationLevel')::int
            OR held.id IN (SELECT (item->>'educationLevel')::int FROM jsonb_array_elements(employees.education) AS item)))`);
    }
    if (filter.availableBy) conditions.push(sql<SqlBool>`employees.preferences->>'availableFrom' <= ${filter.availableBy}`);
    if (filter.minHours !== undefined) conditions.push(sql<SqlBool>`(employees.preferences->>'hoursPerWeek')::int >= ${filter.minHours}`);
    if (filter.maxHours !== undefined) conditions.push(sql<SqlBool>`(employees.preferences->>'hoursPerWeek')::int <= ${filter.maxHours}`);
    if (filter.maxRate !== undefined) conditions.push(eb('employees.hourly_rate', '<=', filter.maxRate));
    if (filter.cvText) {
      conditions.push(sql<SqlBool>`EXISTS (
        SELECT 1 FROM employee_cvs AS cv JOIN employee_cv_texts AS cv_text ON cv_text.cv_id = cv.id
        WHERE cv.employee_id = employees.id AND cv_text.search @@ ${cvQuery(filter.cvText)})`);
    }
    return eb.and(conditions);
  };
}

/** The staff's CV search words as a Dutch full-text query: web-search syntax (every word, "a phrase", -not), so no input is a syntax error. */
function cvQuery(words: string) {
  return sql`websearch_to_tsquery('dutch'::regconfig, ${words})`;
}

/**
 * `ts_headline` options: the found words between our private-use markers
 * (removed from every stored text, cv-text.ts), turned into plain-text
 * pieces by the service; up to two fragments of 10 to 25 words.
 */
const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxFragments=2, MaxWords=25, MinWords=10, ShortWord=2, FragmentDelimiter=" … "`;

/**
 * An employee of the staff list: the record, its distance from the origin
 * (null without one, or without coordinates) and, with `filter.cvText`, the
 * CV's best fragment with the found words marked (null otherwise).
 */
export type EmployeeListRecord = EmployeeRecord & { distance_km: number | null; cv_headline: string | null };

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
  const words = input.filter.cvText;
  // Only rows that match have a text row that matches, so the rank and the fragment need no further condition.
  const rank = words ? sql<number>`COALESCE(ts_rank(employee_cv_texts.search, ${cvQuery(words)}), 0)` : sql<number>`0::float4`;
  const headline = words ? sql<string | null>`ts_headline('dutch'::regconfig, employee_cv_texts.text, ${cvQuery(words)}, ${HEADLINE_OPTIONS})` : sql<string | null>`NULL::text`;
  const sortValue =
    field === 'distance'
      ? sql`${distance} ${sql.raw(order)} NULLS LAST`
      : field === 'relevance'
        ? sql`${rank} ${sql.raw(order)}`
        : sql`${sql.ref(SORT_COLUMNS[field])} ${sql.raw(order)}`;
  const rows = await selectEmployees(db)
    .leftJoin('employee_cv_texts', 'employee_cv_texts.cv_id', 'employee_cvs.id')
    .select([distance.as('distance_km'), headline.as('cv_headline')])
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

/** A candidate as staff see them on a reactie (the person who applied, or was proposed), or undefined. */
export async function findCandidate(db: Kysely<Database>, employeeId: number): Promise<ApplicationCandidate | undefined> {
  const row = await db
    .selectFrom('employees as e')
    .select(['e.id', 'e.first_name', 'e.last_name', 'e.email', 'e.phone', 'e.postcode', 'e.city', 'e.linkedin_url', 'e.hourly_rate', 'e.experience'])
    .select((eb) => currentCvIdOf(eb.ref('e.id')).as('current_cv_id'))
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    city: row.city,
    linkedinUrl: row.linkedin_url,
    hourlyRate: row.hourly_rate,
    currentRole: currentRole(row.experience),
    currentCvId: row.current_cv_id ?? null,
  };
}

/** "Role bij Client" of the experience that started last (an ongoing one first), or null. */
function currentRole(experience: readonly ExperienceItem[] | null): string | null {
  if (!Array.isArray(experience) || experience.length === 0) return null;
  const newest = [...experience].sort((a, b) => Number(a.to !== null) - Number(b.to !== null) || b.from.localeCompare(a.from))[0]!;
  return `${newest.role} bij ${newest.client}`;
}
