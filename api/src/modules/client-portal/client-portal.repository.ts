import {
  type ApplicationStatus,
  CLIENT_VISIBLE_APPLICATION_STATUSES,
  type ClientContact,
  type ClientPortalRequest,
  type ClientPortalVacancy,
  type ClientResponseKind,
  type ExperienceItem,
  type PortalConsultant,
} from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { applicationRows, countApplicationsByStatus } from '../applications/applications.readers.js';
import { clientRequestRows, linkRequestToOrganisation } from '../client-requests/client-requests.readers.js';
import { accountRows, createClientAccount, findEmployeeByEmail } from '../employees/employees.readers.js';
import { positionRows } from '../reference-data/reference-data.readers.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
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
 * The organisation of a request once its address is confirmed by the mailed
 * link (in the confirmation's transaction, docs/adr/0021 and its addendum;
 * never for an unconfirmed address):
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
  const account = await findEmployeeByEmail(trx, email);
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
    .innerJoin(accountRows().as('person'), 'person.id', 'client_contacts.employee_id')
    .select(['person.id', 'person.email', 'person.first_name', 'person.last_name'])
    .where('client_contacts.organisation_id', '=', organisationId)
    .orderBy('client_contacts.created_at')
    .orderBy('person.id')
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
    .selectFrom(clientRequestRows().as('cr'))
    .leftJoin(positionRows().as('position'), 'position.id', 'cr.position_id')
    .leftJoin(accountRows().as('consultant'), 'consultant.id', 'cr.consultant_id')
    .select([
      'consultant.first_name as consultantFirst',
      'consultant.last_name as consultantLast',
      'consultant.email as consultantEmail',
      'consultant.phone as consultantPhone',
      'cr.id',
      'cr.reference',
      'cr.status',
      'position.name as positionName',
      'cr.description',
      'cr.contact_name',
      'cr.created_at',
      'cr.updated_at',
      'cr.vacancy_id',
    ])
    .where('cr.organisation_id', '=', organisationId)
    .orderBy('cr.created_at', 'desc')
    .orderBy('cr.id', 'desc')
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

/** The opdrachten made of the organisation's requests, with their applications per status (counts only). */
export async function listOrganisationVacancies(db: Db, organisationId: number): Promise<ClientPortalVacancy[]> {
  const vacancies = await db
    .selectFrom(clientRequestRows().as('cr'))
    .innerJoin(vacancyRows().as('v'), 'v.id', 'cr.vacancy_id')
    // The opdracht's responsible consultant (migration 0900), else the one who took the request up.
    .leftJoin(accountRows().as('consultant'), (join) => join.on((eb) => eb('consultant.id', '=', eb.fn.coalesce('v.consultant_id', 'cr.consultant_id'))))
    .select([
      'v.id',
      'v.title',
      'v.status',
      'v.published_at',
      'cr.reference',
      'consultant.first_name as consultantFirst',
      'consultant.last_name as consultantLast',
      'consultant.email as consultantEmail',
      'consultant.phone as consultantPhone',
    ])
    .where('cr.organisation_id', '=', organisationId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  if (vacancies.length === 0) return [];
  const counts = await countApplicationsByStatus(
    db,
    vacancies.map((vacancy) => vacancy.id),
  );
  return vacancies.map((vacancy) => {
    const stageCounts = counts.get(vacancy.id)!;
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
    .selectFrom(clientRequestRows().as('cr'))
    .select('cr.id')
    .where('cr.organisation_id', '=', organisationId)
    .where('cr.vacancy_id', '=', vacancyId)
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
    .selectFrom(applicationRows().as('a'))
    .innerJoin(clientRequestRows().as('cr'), 'cr.vacancy_id', 'a.vacancy_id')
    .innerJoin(accountRows().as('candidate'), 'candidate.id', 'a.employee_id')
    .leftJoin('application_client_responses as response', 'response.application_id', 'a.id')
    .leftJoin(accountRows().as('contact'), 'contact.id', 'response.contact_id')
    .select([
      'a.id',
      'a.vacancy_id as vacancyId',
      'a.status',
      'candidate.first_name as firstName',
      'candidate.last_name as lastName',
      'candidate.experience',
      'a.offered_hourly_rate_cents as offeredHourlyRateCents',
      'a.available_from as availableFrom',
      'a.hours_per_week as hoursPerWeek',
      'a.client_share_profile as shareProfile',
      'a.client_share_cv as shareCv',
      'a.cv_id as cvId',
      'response.kind as responseKind',
      'response.moments as responseMoments',
      'response.reason as responseReason',
      'response.created_at as responseAt',
      'contact.first_name as responseContactFirst',
      'contact.last_name as responseContactLast',
    ])
    .where('cr.organisation_id', '=', organisationId)
    .where('a.status', 'in', [...CLIENT_VISIBLE_APPLICATION_STATUSES]);
  if (where.vacancyId !== undefined) query = query.where('a.vacancy_id', '=', where.vacancyId);
  if (where.applicationId !== undefined) query = query.where('a.id', '=', where.applicationId);
  const rows = await query.orderBy('a.id').execute();
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
    .leftJoin(accountRows().as('contact'), 'contact.id', 'response.contact_id')
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
    .innerJoin(applicationRows().as('a'), 'a.id', 'response.application_id')
    .select(['response.application_id as applicationId', 'response.moments', 'response.created_at'])
    .where('a.employee_id', '=', employeeId)
    .where('response.kind', '=', 'interview')
    .orderBy('response.created_at', 'desc')
    .execute();
}
