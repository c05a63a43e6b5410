import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationChannel,
  type ApplicationDetail,
  type ApplicationFilter,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationStatusChange,
  type ClientConsent,
  type ProposalResponse,
  type Range,
  OPEN_APPLICATION_STATUSES,
} from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { accountRows, currentCvIdOf, cvRows, findCandidate } from '../employees/employees.readers.js';
import { isVacancyClosed, vacancyRows } from '../vacancies/vacancies.readers.js';
import './applications.tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A proposal by staff (ADR 0019): the reactie starts as Ontvangen, made by staff, waiting for the candidate. */
export interface NewProposal {
  employeeId: number;
  vacancyId: number;
  proposedBy: number;
  at: Date;
}

/**
 * Inserts a proposed reactie and its first history entry. Throws the same
 * unique violation as {@link insertApplication} when the candidate already has
 * a reactie to the opdracht that is not withdrawn.
 */
export async function insertProposal(trx: Transaction<Database>, proposal: NewProposal): Promise<number> {
  const { id } = await trx
    .insertInto('applications')
    .values({
      employee_id: proposal.employeeId,
      vacancy_id: proposal.vacancyId,
      status: 'submitted',
      motivation: null,
      offered_hourly_rate_cents: null,
      available_from: null,
      hours_per_week: null,
      cv_id: null,
      channel: 'web',
      created_at: proposal.at,
      updated_at: proposal.at,
      proposed_by_user_id: proposal.proposedBy,
      proposed_at: proposal.at,
      proposal_response: 'pending',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('application_status_history')
    .values({ application_id: id, status: 'submitted', reason: null, changed_by_role: 'staff', changed_by_user_id: proposal.proposedBy, changed_at: proposal.at })
    .execute();
  return id;
}

/**
 * Records the candidate's answer to a pending proposal (compare-and-set on
 * 'pending'); false when it was answered already. A confirmation stores the
 * consent the candidate gave with it (docs/adr/0021); with CV consent the
 * candidate's current CV goes with the reactie (a proposal has none).
 */
export async function answerProposal(
  trx: Transaction<Database>,
  applicationId: number,
  response: 'confirmed' | 'declined',
  at: Date,
  consent?: ClientConsent,
): Promise<boolean> {
  const updated = await trx
    .updateTable('applications')
    .set({
      proposal_response: response,
      proposal_responded_at: at,
      updated_at: at,
      ...(response === 'confirmed' && consent ? { client_share_profile: consent.profile, client_share_cv: consent.cv, client_consent_at: at } : {}),
    })
    .where('id', '=', applicationId)
    .where('proposal_response', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  if (response === 'confirmed' && consent?.cv) {
    await trx
      .updateTable('applications')
      .set((eb) => ({ cv_id: currentCvIdOf(eb.ref('applications.employee_id')) }))
      .where('id', '=', applicationId)
      .where('cv_id', 'is', null)
      .execute();
  }
  return true;
}

export interface NewApplication {
  employeeId: number;
  vacancyId: number;
  motivation: string | null;
  offeredHourlyRateCents: number | null;
  availableFrom: string | null;
  hoursPerWeek: number | null;
  cvId: number | null;
  channel: ApplicationChannel;
  /** What the freelancer agreed to share with the client when applying (docs/adr/0021). */
  clientConsent: ClientConsent;
  createdAt: Date;
}

/**
 * Inserts the application and its first history entry. Throws the driver's
 * unique violation (23505, index `applications_employee_vacancy_active_unique`)
 * when this person already has an application to the vacancy that is not
 * withdrawn; the caller maps it.
 */
export async function insertApplication(trx: Transaction<Database>, application: NewApplication): Promise<number> {
  const { id } = await trx
    .insertInto('applications')
    .values({
      employee_id: application.employeeId,
      vacancy_id: application.vacancyId,
      status: 'submitted',
      motivation: application.motivation,
      offered_hourly_rate_cents: application.offeredHourlyRateCents,
      available_from: application.availableFrom,
      hours_per_week: application.hoursPerWeek,
      cv_id: application.cvId,
      channel: application.channel,
      created_at: application.createdAt,
      updated_at: application.createdAt,
      client_share_profile: application.clientConsent.profile,
      client_share_cv: application.clientConsent.cv,
      client_consent_at: application.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('application_status_history')
    .values({
      application_id: id,
      status: 'submitted',
      reason: null,
      changed_by_role: 'employee',
      changed_by_user_id: application.employeeId,
      changed_at: application.createdAt,
    })
    .execute();
  return id;
}

/** The partial unique index behind "one application per vacancy per person, unless withdrawn" (migration 0610). */
export const ACTIVE_APPLICATION_INDEX = 'applications_employee_vacancy_active_unique';

/** True when `error` is the "already applied" unique violation. */
export function isDuplicateApplicationError(error: unknown): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown } | undefined;
  return candidate?.code === '23505' && candidate.constraint === ACTIVE_APPLICATION_INDEX;
}

export interface StatusChange {
  applicationId: number;
  from: ApplicationStatus;
  to: ApplicationStatus;
  reason: string | null;
  /** `client`: a client contact of the opdracht (the client portal's invitation to an interview, docs/adr/0021). */
  changedByRole: 'employee' | 'staff' | 'client';
  changedByUserId: number;
  changedAt: Date;
}

/**
 * Moves the status only if it is still `from` (compare-and-set), and appends
 * the history entry, in the caller's transaction. False when someone else
 * changed the status first: the caller re-checks the transition.
 */
export async function changeApplicationStatus(trx: Transaction<Database>, change: StatusChange): Promise<boolean> {
  const updated = await trx
    .updateTable('applications')
    .set({ status: change.to, updated_at: change.changedAt })
    .where('id', '=', change.applicationId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('application_status_history')
    .values({
      application_id: change.applicationId,
      status: change.to,
      reason: change.reason,
      changed_by_role: change.changedByRole,
      changed_by_user_id: change.changedByUserId,
      changed_at: change.changedAt,
    })
    .execute();
  return true;
}

/** What a bulk change needs of each application, read under a row lock. */
export interface LockedApplication {
  id: number;
  vacancyId: number;
  vacancyTitle: string;
  employeeId: number;
  status: ApplicationStatus;
  /** The candidate's answer when staff proposed them (ADR 0019), null otherwise. */
  proposalResponse: ProposalResponse | null;
}

/**
 * Reads and locks (`FOR UPDATE`, in id order so two batches cannot deadlock)
 * the applications of `ids` that exist: nobody else moves them until the
 * transaction ends.
 */
export async function lockApplications(trx: Transaction<Database>, ids: readonly number[]): Promise<LockedApplication[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('applications as a')
    .innerJoin(vacancyRows().as('v'), 'v.id', 'a.vacancy_id')
    .select(['a.id', 'a.vacancy_id as vacancyId', 'v.title as vacancyTitle', 'a.employee_id as employeeId', 'a.status', 'a.proposal_response as proposalResponse'])
    .where('a.id', 'in', [...ids])
    .orderBy('a.id')
    .forUpdate('a')
    .execute();
}

/** Whose applications a list may show: one person's, or (staff) everyone's. */
export type ApplicationScope = { employeeId: number } | 'all';

export interface ApplicationListOptions {
  scope: ApplicationScope;
  filter?: ApplicationFilter;
  sort?: ApplicationSort;
  range: Range;
  /** 'YYYY-MM-DD' in the Netherlands: a vacancy past its closing date shows as closed. */
  today: string;
}

function baseQuery(db: Executor) {
  return db
    .selectFrom('applications as a')
    .innerJoin(vacancyRows().as('v'), 'v.id', 'a.vacancy_id')
    .leftJoin(cvRows().as('c'), 'c.id', 'a.cv_id')
    .leftJoin(accountRows().as('p'), 'p.id', 'a.proposed_by_user_id')
    .select([
      'a.id',
      'a.employee_id',
      'a.status',
      'a.motivation',
      'a.offered_hourly_rate_cents',
      'a.available_from',
      'a.hours_per_week',
      'a.cv_id',
      'c.file_name as cv_file_name',
      'a.channel',
      'a.created_at',
      'a.updated_at',
      'v.id as vacancy_id',
      'v.title as vacancy_title',
      'v.city as vacancy_city',
      'v.client_name as vacancy_client_name',
      'v.client_anonymous as vacancy_client_anonymous',
      'v.status as vacancy_status',
      'v.closing_date as vacancy_closing_date',
      'a.proposed_at',
      'a.proposal_response',
      'a.proposal_responded_at',
      'a.client_share_profile',
      'a.client_share_cv',
      'p.first_name as proposer_first_name',
      'p.last_name as proposer_last_name',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

/** One page of applications with their history, and the total matching. */
export async function listApplications(db: Kysely<Database>, options: ApplicationListOptions): Promise<{ items: Application[]; total: number }> {
  const { scope, filter = {}, range } = options;
  const [sortField, direction] = options.sort ?? ['createdAt', 'DESC'];
  const order = direction === 'ASC' ? 'asc' : 'desc';
  const column = sortField === 'updatedAt' ? 'a.updated_at' : 'a.created_at';
  const statuses = filter.status === undefined ? undefined : Array.isArray(filter.status) ? filter.status : [filter.status];

  let count = db.selectFrom('applications as a').select((eb) => eb.fn.countAll<number>().as('total'));
  let query = baseQuery(db);
  if (scope !== 'all') {
    count = count.where('a.employee_id', '=', scope.employeeId);
    query = query.where('a.employee_id', '=', scope.employeeId);
  }
  if (statuses) {
    count = count.where('a.status', 'in', statuses);
    query = query.where('a.status', 'in', statuses);
  }
  if (filter.vacancyId !== undefined) {
    count = count.where('a.vacancy_id', '=', filter.vacancyId);
    query = query.where('a.vacancy_id', '=', filter.vacancyId);
  }
  if (filter.employeeId !== undefined) {
    count = count.where('a.employee_id', '=', filter.employeeId);
    query = query.where('a.employee_id', '=', filter.employeeId);
  }

  const [start, end] = range;
  const [rows, totalRow] = await Promise.all([
    query
      .orderBy(column, order)
      .orderBy('a.id', order)
      .offset(start)
      .limit(end - start + 1)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const histories = await loadHistories(db, rows.map((row) => row.id));
  return { items: rows.map((row) => toApplication(row, histories.get(row.id) ?? [], options.today)), total: Number(totalRow.total) };
}

/** One application with its history, whoever it belongs to; the service checks access. */
export async function findApplication(db: Executor, id: number, today: string): Promise<Application | undefined> {
  const row = await baseQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const histories = await loadHistories(db, [row.id]);
  return toApplication(row, histories.get(row.id) ?? [], today);
}

/**
 * One application with its history and its candidate (the person who
 * applied), whoever it belongs to; the service checks access.
 */
export async function findApplicationDetail(db: Executor, id: number, today: string): Promise<ApplicationDetail | undefined> {
  const application = await findApplication(db, id, today);
  if (!application) return undefined;
  const candidate = await findCandidate(db, application.employeeId);
  if (!candidate) return undefined;
  return { ...application, candidate };
}

async function loadHistories(db: Executor, applicationIds: number[]): Promise<Map<number, ApplicationStatusChange[]>> {
  const histories = new Map<number, ApplicationStatusChange[]>();
  if (applicationIds.length === 0) return histories;
  const rows = await db
    .selectFrom('application_status_history')
    .select(['application_id', 'status', 'reason', 'changed_at'])
    .where('application_id', 'in', applicationIds)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = histories.get(row.application_id) ?? [];
    list.push({ status: row.status, reason: row.reason, changedAt: new Date(row.changed_at).toISOString() });
    histories.set(row.application_id, list);
  }
  return histories;
}

function toApplication(row: ApplicationRow, statusHistory: ApplicationStatusChange[], today: string): Application {
  return {
    id: row.id,
    employeeId: row.employee_id,
    vacancy: {
      id: row.vacancy_id,
      title: row.vacancy_title,
      city: row.vacancy_city,
      clientName: row.vacancy_client_anonymous ? null : row.vacancy_client_name,
      status: isVacancyClosed({ status: row.vacancy_status, closingDate: row.vacancy_closing_date }, today) ? 'closed' : 'open',
    },
    status: row.status,
    statusHistory,
    motivation: row.motivation,
    offeredHourlyRate: row.offered_hourly_rate_cents === null ? null : row.offered_hourly_rate_cents / 100,
    availableFrom: row.available_from,
    hoursPerWeek: row.hours_per_week,
    cvId: row.cv_id,
    cvFileName: row.cv_file_name ?? null,
    channel: row.channel,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    proposal:
      row.proposed_at === null || row.proposal_response === null
        ? null
        : {
            proposedBy: row.proposer_first_name == null ? null : `${row.proposer_first_name} ${row.proposer_last_name ?? ''}`.trim(),
            proposedAt: new Date(row.proposed_at).toISOString(),
            response: row.proposal_response,
            respondedAt: row.proposal_responded_at === null ? null : new Date(row.proposal_responded_at).toISOString(),
          },
    clientConsent: row.client_share_profile === null || row.client_share_cv === null ? null : { profile: row.client_share_profile, cv: row.client_share_cv },
  };
}

/** Whether reactie `id` exists, its row locked until the transaction ends (FOR UPDATE); undefined when there is none. */
export async function lockApplication(
  trx: Transaction<Database>,
  id: number,
): Promise<{ id: number; employeeId: number; vacancyId: number; status: ApplicationStatus } | undefined> {
  return trx
    .selectFrom('applications')
    .select(['id', 'employee_id as employeeId', 'vacancy_id as vacancyId', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The freelancer of reactie `id`, or undefined when there is no such reactie. */
export async function findApplicationOwner(db: Executor, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('applications').select('employee_id').where('id', '=', id).executeTakeFirst();
  return row?.employee_id;
}

/** The open reacties of a vacancy (OPEN_APPLICATION_STATUSES), locked in id order until the transaction ends. */
export async function lockOpenApplicationsOf(
  trx: Transaction<Database>,
  vacancyId: number,
): Promise<Array<{ id: number; employeeId: number; status: ApplicationStatus }>> {
  return trx
    .selectFrom('applications')
    .select(['id', 'employee_id as employeeId', 'status'])
    .where('vacancy_id', '=', vacancyId)
    .where('status', 'in', [...OPEN_APPLICATION_STATUSES])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The reacties of each of `vacancyIds` per status: every id and every status present, 0 when none. */
export async function countApplicationsByStatus(db: Executor, vacancyIds: readonly number[]): Promise<Map<number, Record<ApplicationStatus, number>>> {
  const counts = new Map(
    vacancyIds.map((id) => [id, Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>]),
  );
  if (vacancyIds.length === 0) return counts;
  const rows = await db
    .selectFrom('applications')
    .select(['vacancy_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('vacancy_id', 'in', [...vacancyIds])
    .groupBy(['vacancy_id', 'status'])
    .execute();
  for (const row of rows) counts.get(row.vacancy_id)![row.status] = Number(row.count);
  return counts;
}

/** What a status mail needs of reactie `id` (the status-mails module): its opdracht and its freelancer; undefined when there is none. */
export async function findApplicationForMail(
  db: Executor,
  id: number,
): Promise<{ vacancyId: number; vacancyTitle: string; firstName: string; lastName: string; email: string } | undefined> {
  return db
    .selectFrom('applications as a')
    .innerJoin(vacancyRows().as('v'), 'v.id', 'a.vacancy_id')
    .innerJoin(accountRows().as('e'), 'e.id', 'a.employee_id')
    .select(['v.id as vacancyId', 'v.title as vacancyTitle', 'e.first_name as firstName', 'e.last_name as lastName', 'e.email'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
