import {
  type Employee,
  type EmployeeFilter,
  type EmployeeListItem,
  type EmployeePreferences,
  type EmployeeSort,
  PROFILE_STEPS,
  type PatchEmployeeRequestDto,
  type RegisterEmployeeRequestDto,
} from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import { toDistanceKm } from '../../db/geo.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { alreadyRegisteredMail, registrationMail } from '../../mail/mail-templates.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { changedFields, recordAudit } from '../audit/audit.service.js';
import { type AuthContext, createLoginLink } from '../auth/auth.service.js';
import { findPostcodeOrigin } from '../reference-data/postcode-origin.js';
import { findPostcodeArea } from '../reference-data/reference-data.readers.js';
import { toHighlightParts } from './cv-text.js';
import { completenessPercentage } from './profile-completeness.js';
import { type EmployeeRecord, findEmployeeByEmail, findEmployeeRecord, insertEmployee, listEmployeeRecords } from './employees.repository.js';

/** The preferences of a record that has none yet. */
export const EMPTY_PREFERENCES: EmployeePreferences = {
  sector: null,
  position: null,
  desiredFunction: null,
  hasDriversLicense: null,
  educationLevel: null,
  hoursPerWeek: null,
  maxTravelKm: null,
  workMode: null,
  availableFrom: null,
};

/** The contract's view of an employee row. */
export function toEmployee(record: EmployeeRecord): Employee {
  const completedSteps = [...new Set(record.completed_steps)].filter((step) => Number.isInteger(step)).sort((a, b) => a - b);
  const isComplete = PROFILE_STEPS.every((step) => completedSteps.includes(step));
  const employee: Omit<Employee, 'profileCompletion'> = {
    id: record.id,
    email: record.email,
    role: record.role,
    firstName: record.first_name,
    lastName: record.last_name,
    phone: record.phone,
    postcode: record.postcode,
    city: record.city,
    dateOfBirth: record.date_of_birth,
    linkedinUrl: record.linkedin_url,
    kvkNumber: record.kvk_number,
    hourlyRate: record.hourly_rate,
    preferences: { ...EMPTY_PREFERENCES, ...record.preferences },
    experience: record.experience,
    education: record.education,
    cv:
      record.cv_id !== null
        ? {
            id: record.cv_id,
            fileName: record.cv_file_name ?? 'cv',
            size: record.cv_size ?? 0,
            contentType: record.cv_content_type ?? 'application/octet-stream',
            uploadedAt: (record.cv_uploaded_at ?? record.created_at).toISOString(),
            hasText: record.cv_has_text,
          }
        : null,
    latitude: record.latitude,
    longitude: record.longitude,
    createdAt: record.created_at.toISOString(),
    updatedAt: record.updated_at.toISOString(),
  };
  return {
    ...employee,
    // What is known counts, not only the finished steps (issue 32): a new profile has a name and an e-mail address.
    profileCompletion: { completedSteps, totalSteps: PROFILE_STEPS.length, percentage: completenessPercentage(employee, isComplete), isComplete },
  };
}

const notFound = () => new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze gebruiker bestaat niet.');

/**
 * The employee `id` as `user` may see it: their own record, or any record for
 * staff. Someone else's id answers 404, exactly like an id that does not
 * exist, so ids cannot be probed.
 */
export async function getEmployeeFor(db: Kysely<Database>, user: RequestUser, id: number): Promise<Employee> {
  if (user.role !== 'staff' && user.id !== id) throw notFound();
  const record = await findEmployeeRecord(db, id);
  if (!record) throw notFound();
  return toEmployee(record);
}

/** A record's fields as the audit log compares them: all but the timestamp every write moves. */
function auditedFields(employee: Employee): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...employee };
  delete fields.updatedAt;
  // Derived from the fields themselves: a change shows in them, not twice.
  delete fields.profileCompletion;
  return fields;
}

/**
 * `GET /api/employees/{id}`: {@link getEmployeeFor}, and when staff open
 * someone else's record the audit log says who read it when (issue 29 item 4).
 */
export async function readEmployeeFor(db: Kysely<Database>, user: RequestUser, id: number, now: Date): Promise<Employee> {
  const employee = await getEmployeeFor(db, user, id);
  if (user.role === 'staff' && user.id !== id) {
    await recordAudit(db, { actorId: user.id, entityType: 'employee', entityId: id, action: 'viewed', before: null, after: null, at: now });
  }
  return employee;
}

/**
 * `POST /api/employees/register`. New address: the account plus a welcome
 * mail with login link and code. Known address: nothing changes, and the
 * owner gets a mail to log in instead. The caller answers 204 either way.
 * `withAccount` runs in the same transaction with the account's id, new or
 * existing alike (register-and-apply keeps its draft there, docs/adr/0022),
 * and may answer a paragraph for the mail.
 */
export async function registerEmployee(
  context: AuthContext,
  input: RegisterEmployeeRequestDto,
  withAccount?: (trx: Kysely<Database>, employeeId: number) => Promise<{ mailNote?: string } | void>,
): Promise<void> {
  const now = context.now();
  // The account, its link and the mail in one transaction: a crash keeps all or none of them (docs/adr/0012).
  const queued = await context.db.transaction().execute(async (trx) => {
    const created = await insertEmployee(trx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      privacyConsentAt: now,
      now,
    });
    const employee = created ?? (await findEmployeeByEmail(trx, input.email));
    if (!employee) return false;
    const note = withAccount ? (await withAccount(trx, employee.id))?.mailNote : undefined;
    const link = await createLoginLink({ ...context, db: trx }, employee.id, input.returnTo);
    const mail = created
      ? registrationMail({ firstName: employee.firstName, ...link, note })
      : alreadyRegisteredMail({ firstName: employee.firstName, ...link, note });
    await context.mailer.enqueue(trx, { to: employee.email, ...mail });
    return true;
  });
  if (queued) context.mailer.wake();
}

/**
 * `GET /api/employees` (staff): one page of the list and the filter's total.
 * `filter.postcode` is resolved to its area's centroid (400
 * `UNKNOWN_POSTCODE` when unknown, as in the vacancy search) and makes the
 * nearest first the default order.
 */
export async function listEmployeesForStaff(
  db: Kysely<Database>,
  query: { filter: EmployeeFilter; sort?: EmployeeSort; range: [number, number] },
): Promise<{ items: EmployeeListItem[]; total: number }> {
  const origin = query.filter.postcode ? await findPostcodeOrigin(db, query.filter.postcode) : undefined;
  const sort: EmployeeSort = query.sort ?? (query.filter.cvText ? ['relevance', 'DESC'] : origin ? ['distance', 'ASC'] : ['createdAt', 'DESC']);
  const [start, end] = query.range;
  const { rows, total } = await listEmployeeRecords(db, { filter: query.filter, ...(origin ? { origin } : {}), sort, offset: start, limit: end - start + 1 });
  return {
    items: rows.map((row) => ({
      ...toEmployee(row),
      distanceKm: toDistanceKm(row.distance_km),
      cvHighlight: query.filter.cvText ? toHighlightParts(row.cv_headline ?? '') : null,
    })),
    total,
  };
}

/**
 * `PATCH /api/employees/{id}`: applies the given fields in one UPDATE.
 * `preferences` merge key by key, `completedSteps` are added to the finished
 * steps. A new postcode sets the coordinates (and the city unless given).
 */
export async function patchEmployee(db: Kysely<Database>, user: RequestUser, id: number, patch: PatchEmployeeRequestDto, now: Date): Promise<Employee> {
  if (user.role !== 'staff' && user.id !== id) throw notFound();
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('employees')
      .select(['preferences', 'completed_steps'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    // Staff writes are audited with the fields they changed (issue 29 item 4).
    const before = user.role === 'staff' ? await findEmployeeRecord(trx, id) : undefined;
    const changes: Record<string, unknown> = { updated_at: now };
    if (patch.firstName !== undefined) changes.first_name = patch.firstName;
    if (patch.lastName !== undefined) changes.last_name = patch.lastName;
    if (patch.phone !== undefined) changes.phone = patch.phone;
    if (patch.city !== undefined) changes.city = patch.city;
    if (patch.dateOfBirth !== undefined) changes.date_of_birth = patch.dateOfBirth;
    if (patch.linkedinUrl !== undefined) changes.linkedin_url = patch.linkedinUrl;
    if (patch.kvkNumber !== undefined) changes.kvk_number = patch.kvkNumber;
    if (patch.hourlyRate !== undefined) changes.hourly_rate = patch.hourlyRate;
    if (patch.postcode !== undefined) {
      changes.postcode = patch.postcode;
      const centroid = patch.postcode ? await findPostcodeArea(trx, patch.postcode) : undefined;
      changes.latitude = centroid?.latitude ?? null;
      changes.longitude = centroid?.longitude ?? null;
      if (patch.city === undefined && centroid) changes.city = centroid.city;
    }
    if (patch.preferences !== undefined) changes.preferences = JSON.stringify({ ...current.preferences, ...patch.preferences });
    if (patch.experience !== undefined) changes.experience = JSON.stringify(patch.experience);
    if (patch.education !== undefined) changes.education = JSON.stringify(patch.education);
    if (patch.completedSteps !== undefined) {
      const steps = [...new Set([...current.completed_steps, ...patch.completedSteps])].sort((a, b) => a - b);
      changes.completed_steps = JSON.stringify(steps);
    }
    await trx.updateTable('employees').set(changes).where('id', '=', id).execute();
    const record = await findEmployeeRecord(trx, id);
    if (!record) throw notFound();
    const employee = toEmployee(record);
    if (before) {
      const changed = changedFields(auditedFields(toEmployee(before)), auditedFields(employee));
      await recordAudit(trx, { actorId: user.id, entityType: 'employee', entityId: id, action: 'updated', ...changed, at: now });
    }
    return employee;
  });
}
