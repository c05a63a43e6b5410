import {
  APPLICATION_STATUSES,
  type ApplicationStageCounts,
  type ApplicationStatus,
  CLIENT_VISIBLE_APPLICATION_STATUSES,
  type ClientContact,
  type ClientPortalRequest,
  type ClientPortalVacancy,
  type ClientResponseKind,
  type ExperienceItem,
  type PortalConsultant,
} from '@interim/shared/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linkRequestToOrganisation } from '../client-requests/client-requests.readers.js';
import { createClientAccount } from '../employees/employees.readers.js';
import './client-portal.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The organisation of a client contact, or undefined (not a contact). */
export async function findContactOrganisation(db: Db, employeeId: number): Promise<number | undefined> {
  const row = await db.selectFrom('client_contacts').select('organisation_id').where('employee_id', '=', employeeId).executeTakeFirst();
  return row?.organisation_id;
}

/** Splits "Marieke de Vries" into first name "Marieke" and last name "de Vries" (a single word: both the word). */
export function splitContactName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const firstName = words[0] ?? name;
  return { firstName, lastName: words.length > 1 ? words.slice(1).join(' ') : firstName };
}

/**
 * The organisation of a new request (in its transaction, docs/adr/0021):
 * an address that is a client contact already adds the request to its
 * organisation; an address that is no account yet gets a new organisation
 * and becomes its first contact (an account with role `client`, made by the
 * employees module); an address of a freelancer or of staff (one address,
 * one role) gets a new organisation without a contact (staff can invite
 * another address for the portal). The client-requests module links the
 * request to it (modules/index.ts passes this function in).
 */
export async function organisationForRequest(
  trx: Transaction<Database>,
  input: { email: string; contactName: string; companyName: string; kvkNumber: string | null; now: Date },
): Promise<{ organisationId: number; contactCreated: boolean }> {
  const email = input.email.toLowerCase();
  const account = await trx.selectFrom('employees').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  let organisationId = account?.role === 'client' ? await findContactOrganisation(trx, account.id) : undefined;
  let contactCreated = false;
  if (organisationId === undefined) {
    organisationId = await insertOrganisation(trx, { name: input.companyName, kvkNumber: input.kvkNumber, now: input.now });
    if (!account) {
      const { firstName, lastName } = splitContactName(input.contactName);
      // If the address is taken meanwhile: two requests of one new address at once, and the other made the account.
      const created = await createClientAccount(trx, { email, firstName, lastName, now: input.now }, { ifAddressFree: true });
      if (created) {
        await trx.insertInto('client_contacts').values({ employee_id: created.id, organisation_id: organisationId, invited_by: null, created_at: input.now }).execute();
        contactCreated = true;
      }
    }
  }
  return { organisationId, contactCreated };
}

/** Stores a client organisation; answers its id. */
async function insertOrganisation(trx: Transaction<Database>, input: { name: string; kvkNumber: string | null; now: Date }): Promise<number> {
  const organisation = await trx
    .insertInto('client_organisations')
    .values({ name: input.name, kvk_number: input.kvkNumber || null, created_at: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return organisation.id;
}

/** Makes a request from before migration 1040 the first of a new organisation (named as the request names its company). */
export async function giveRequestAnOrganisation(
  trx: Transaction<Database>,
  request: { id: number; companyName: string; kvkNumber: string },
  now: Date,
): Promise<number> {
  const organisationId = await insertOrganisation(trx, { name: request.companyName, kvkNumber: request.kvkNumber, now });
  await linkRequestToOrganisation(trx, request.id, organisationId);
  return organisationId;
}

/** Adds a client contact (an account with role `client`, made by the employees module) to an organisation. */
export async function insertClientContact(
  trx: Transaction<Database>,
  input: { organisationId: number; email: string; firstName: string; lastName: string; invitedBy: number; now: Date },
): Promise<ClientContact> {
  const created = await createClientAccount(trx, { email: input.email, firstName: input.firstName, lastName: input.lastName, now: input.now });
  if (!created) throw new Error(`No account was made for the invited contact of organisation ${input.organisationId}`);
  await trx
    .insertInto('client_contacts')
    .values({ employee_id: created.id, organisation_id: input.organisationId, invited_by: input.invitedBy, created_at: input.now })
    .execute();
  return created;
}

/** The contacts of an organisation (staff's view of a request). */
export async function listOrganisationContacts(db: Db, organisationId: number): Promise<ClientContact[]> {
  const rows = await db
    .selectFrom('client_contacts')
    .innerJoin('employees', 'employees.id', 'client_contacts.employee_id')
    .select(['employees.id', 'employees.email', 'employees.first_name', 'employees.last_name'])
    .where('client_contacts.organisation_id', '=', organisationId)
    .orderBy('client_contacts.created_at')
    .orderBy('employees.id')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name }));
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A consultant as the portal shows them, or null (no consultant, or their account is gone). */
function toConsultant(row: { first: string | null; last: string | null; email: string | null; phone: string | null }): PortalConsultant | null {
  if (row.email === null) return null;
  return { name: [row.first, row.last].filter(Boolean).join(' ') || 'Uw consultant', email: row.email, phone: row.phone || null };
}

/** The organisation's requests, newest first. */
export async function listOrganisationRequests(db: Db, organisationId: number): Promise<ClientPortalRequest[]> {
  const rows = await db
    .selectFrom('client_requests')
    .leftJoin('positions', 'positions.id', 'client_requests.position_id')
    .leftJoin('employees as consultant', 'consultant.id', 'client_requests.consultant_id')
    .select([
      'consultant.first_name as consultantFirst',
      'consultant.last_name as consultantLast',
      'consultant.email as consultantEmail',
      'consultant.phone as consultantPhone',
      'client_requests.id',
      'client_requests.reference',
      'client_requests.status',
      'positions.name as positionName',
      'client_requests.description',
      'client_requests.contact_name',
      'client_requests.created_at',
      'client_requests.updated_at',
      'client_requests.vacancy_id',
    ])
    .where('client_requests.organisation_id', '=', organisationId)
    .orderBy('client_requests.created_at', 'desc')
    .orderBy('client_requests.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status,
    positionName: row.positionName ?? null,
    description: row.description,
    contactName: row.contact_name,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    vacancyId: row.vacancy_id,
    consultant: toConsultant({ first: row.consultantFirst, last: row.consultantLast, email: row.consultantEmail, phone: row.consultantPhone }),
  }));
}

const emptyCounts = (): ApplicationStageCounts => Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicationStageCounts;

/** The opdrachten made of the organisation's requests, with their applications per status (counts only). */
export async function listOrganisationVacancies(db: Db, organisationId: number): Promise<ClientPortalVacancy[]> {
  const vacancies = await db
    .selectFrom('client_requests')
    .innerJoin('vacancies', 'vacancies.id', 'client_requests.vacancy_id')
    // The opdracht's responsible consultant (migration 0900), else the one who took the request up.
    .leftJoin('employees as consultant', (join) =>
      join.on((eb) =>
        eb(
          'consultant.id',
          '=',
          eb.fn.coalesce('vacancies.consultant_id', 'client_requests.consultant_id'),
        ),
      ),
    )
    .select([
      'vacancies.id',
      'vacancies.title',
      'vacancies.status',
      'vacancies.published_at',
      'client_requests.reference',
      'consultant.first_name as consultantFirst',
      'consultant.last_name as consultantLast',
      'consultant.email as consultantEmail',
      'consultant.phone as consultantPhone',
    ])
    .where('client_requests.organisation_id', '=', organisationId)
    .orderBy('vacancies.created_at', 'desc')
    .orderBy('vacancies.id', 'desc')
    .execute();
  if (vacancies.length === 0) return [];
  const counts = await db
    .selectFrom('applications')
    .select(['vacancy_id', 'status', sql<string>`count(*)`.as('count')])
    .where(
      'vacancy_id',
      'in',
      vacancies.map((vacancy) => vacancy.id),
    )
    .groupBy(['vacancy_id', 'status'])
    .execute();
  return vacancies.map((vacancy) => {
    const stageCounts = emptyCounts();
    for (const row of counts) if (row.vacancy_id === vacancy.id) stageCounts[row.status] = Number(row.count);
    return {
      id: vacancy.id,
      title: vacancy.title,
      status: vacancy.status,
      publishedAt: vacancy.status === 'concept' ? null : iso(vacancy.published_at),
      requestReference: vacancy.reference,
      stageCounts,
      consultant: toConsultant({ first: vacancy.consultantFirst, last: vacancy.consultantLast, email: vacancy.consultantEmail, phone: vacancy.consultantPhone }),
    };
  });
}

/** True when the opdracht was made of one of the organisation's requests. */
export async function isOrganisationVacancy(db: Db, organisationId: number, vacancyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('client_requests')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('vacancy_id', '=', vacancyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A candidate row as read for the client (before shaping). */
export interface CandidateRow {
  id: number;
  vacancyId: number;
  status: ApplicationStatus;
  firstName: string;
  lastName: string;
  experience: ExperienceItem[];
  offeredHourlyRateCents: number | null;
  availableFrom: string | null;
  hoursPerWeek: number | null;
  /** The consent of the reactie (docs/adr/0021); null: not asked. */
  shareProfile: boolean | null;
  shareCv: boolean | null;
  cvId: number | null;
  responseKind: ClientResponseKind | null;
  responseMoments: string | null;
  responseReason: string | null;
  responseAt: Date | null;
  responseContactFirst: string | null;
  responseContactLast: string | null;
}

/**
 * The applications the client may see, of the organisation's opdrachten:
 * from "voorgesteld" on ({@link CLIENT_VISIBLE_APPLICATION_STATUSES}).
 * `applicationId`: that one only (the answer to a candidate).
 */
export async function listVisibleCandidates(
  db: Db,
  organisationId: number,
  where: { vacancyId?: number; applicationId?: number },
): Promise<CandidateRow[]> {
  let query = db
    .selectFrom('applications')
    .innerJoin('client_requests', 'client_requests.vacancy_id', 'applications.vacancy_id')
    .innerJoin('employees', 'employees.id', 'applications.employee_id')
    .leftJoin('application_client_responses as response', 'response.application_id', 'applications.id')
    .leftJoin('employees as contact', 'contact.id', 'response.contact_id')
    .select([
      'applications.id',
      'applications.vacancy_id as vacancyId',
      'applications.status',
      'employees.first_name as firstName',
      'employees.last_name as lastName',
      'employees.experience',
      'applications.offered_hourly_rate_cents as offeredHourlyRateCents',
      'applications.available_from as availableFrom',
      'applications.hours_per_week as hoursPerWeek',
      'applications.client_share_profile as shareProfile',
      'applications.client_share_cv as shareCv',
      'applications.cv_id as cvId',
      'response.kind as responseKind',
      'response.moments as responseMoments',
      'response.reason as responseReason',
      'response.created_at as responseAt',
      'contact.first_name as responseContactFirst',
      'contact.last_name as responseContactLast',
    ])
    .where('client_requests.organisation_id', '=', organisationId)
    .where('applications.status', 'in', [...CLIENT_VISIBLE_APPLICATION_STATUSES]);
  if (where.vacancyId !== undefined) query = query.where('applications.vacancy_id', '=', where.vacancyId);
  if (where.applicationId !== undefined) query = query.where('applications.id', '=', where.applicationId);
  const rows = await query.orderBy('applications.id').execute();
  return rows.map((row) => ({ ...row, experience: row.experience ?? [] })) as CandidateRow[];
}

/** Stores a client's answer; false when the application has one already (unique). */
export async function insertClientResponse(
  trx: Transaction<Database>,
  input: { applicationId: number; contactId: number; kind: ClientResponseKind; moments: string | null; reason: string | null; at: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('application_client_responses')
    .values({ application_id: input.applicationId, contact_id: input.contactId, kind: input.kind, moments: input.moments, reason: input.reason, created_at: input.at })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The client's answer on an application (staff's reactie page), or undefined. */
export async function findClientResponse(db: Db, applicationId: number) {
  return db
    .selectFrom('application_client_responses as response')
    .leftJoin('employees as contact', 'contact.id', 'response.contact_id')
    .select([
      'response.kind',
      'response.moments',
      'response.reason',
      'response.created_at',
      'contact.first_name as contactFirst',
      'contact.last_name as contactLast',
    ])
    .where('response.application_id', '=', applicationId)
    .executeTakeFirst();
}

/** A freelancer's invitations by clients, on their own applications. */
export async function listEmployeeInvitations(db: Db, employeeId: number) {
  return db
    .selectFrom('application_client_responses as response')
    .innerJoin('applications', 'applications.id', 'response.application_id')
    .select(['response.application_id as applicationId', 'response.moments', 'response.created_at'])
    .where('applications.employee_id', '=', employeeId)
    .where('response.kind', '=', 'interview')
    .orderBy('response.created_at', 'desc')
    .execute();
}
