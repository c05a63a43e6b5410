import type { ClientRequest, ClientRequestFilter, ClientRequestSort, ClientRequestStatus, CreateClientRequest, Range } from '@interim/shared/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { escapeLike } from '../../http/content-range.js';
import { recordAudit } from '../audit/audit.service.js';
import { accountRows } from '../employees/employees.readers.js';
import { positionRows } from '../reference-data/reference-data.readers.js';
import type { ClientRequestEventKind, ClientRequestsTable, StoredClientRequest } from './client-requests.tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The year of `at` in the Netherlands (a request received on New Year's Eve after 23:00 UTC is next year's). */
function dutchYear(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(at);
}

/** The reference of request `id` received at `createdAt`: 'AV-2026-00042' (migration 0960 gave older requests the same). */
export function clientRequestReference(id: number, createdAt: Date): string {
  return `AV-${dutchYear(createdAt)}-${String(id).padStart(5, '0')}`;
}

/**
 * Stores a client's request with its reference and its first history step
 * (`received`); answers its id, reference and when it was stored. The id is
 * drawn first so that the row is written whole, reference included.
 */
export async function insertClientRequest(
  db: Kysely<Database>,
  body: CreateClientRequest,
  now: Date,
  confirmationTokenHash: string,
): Promise<{ id: number; reference: string; createdAt: Date }> {
  const { rows } = await sql<{ id: string | number }>`SELECT nextval(pg_get_serial_sequence('client_requests', 'id')) AS id`.execute(db);
  const id = Number(rows[0]!.id);
  const reference = clientRequestReference(id, now);
  const row = await db
    .insertInto('client_requests')
    .values({
      id,
      reference,
      company_name: body.companyName,
      contact_name: body.contactName,
      email: body.email,
      phone: body.phone,
      kvk_number: body.kvkNumber,
      description: body.description,
      position_id: body.positionId ?? null,
      start_date: body.startDate ?? null,
      duration: body.duration ?? null,
      hours_per_week: body.hoursPerWeek ?? null,
      hourly_rate_min: body.hourlyRateMin ?? null,
      hourly_rate_max: body.hourlyRateMax ?? null,
      budget: body.budget ?? null,
      location: body.location ?? null,
      created_at: now,
      updated_at: now,
      email_confirmed_at: null,
      confirmation_token_hash: confirmationTokenHash,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  await insertClientRequestEvent(db, { requestId: id, kind: 'received', at: now });
  return { id: row.id, reference, createdAt: new Date(row.created_at) };
}

/** A step of a request's history (`client_request_events`). */
export interface ClientRequestEvent {
  requestId: number;
  kind: ClientRequestEventKind;
  at: Date;
  actorId?: number | null;
  vacancyId?: number | null;
  count?: number | null;
}

/** Appends a step to a request's history. */
export async function insertClientRequestEvent(db: Executor, event: ClientRequestEvent): Promise<void> {
  await db
    .insertInto('client_request_events')
    .values({
      client_request_id: event.requestId,
      kind: event.kind,
      at: event.at,
      actor_id: event.actorId ?? null,
      vacancy_id: event.vacancyId ?? null,
      count: event.count ?? null,
    })
    .execute();
}

/** True when request `requestId` already has a step of `kind` in its history. */
export async function hasClientRequestEvent(db: Executor, requestId: number, kind: ClientRequestEventKind): Promise<boolean> {
  const row = await db.selectFrom('client_request_events').select('id').where('client_request_id', '=', requestId).where('kind', '=', kind).executeTakeFirst();
  return row !== undefined;
}

function selectClientRequests(db: Executor) {
  return db
    .selectFrom('client_requests as cr')
    .leftJoin(positionRows().as('p'), 'p.id', 'cr.position_id')
    .leftJoin(accountRows().as('c'), 'c.id', 'cr.consultant_id')
    .select([
      'cr.id',
      'cr.reference',
      'cr.company_name',
      'cr.contact_name',
      'cr.email',
      'cr.phone',
      'cr.kvk_number',
      'cr.description',
      'cr.position_id',
      'p.name as position_name',
      'p.sector_id as position_sector_id',
      'cr.start_date',
      'cr.duration',
      'cr.hours_per_week',
      'cr.hourly_rate_min',
      'cr.hourly_rate_max',
      'cr.budget',
      'cr.location',
      'cr.consultant_id',
      'c.first_name as consultant_first_name',
      'c.last_name as consultant_last_name',
      'cr.status',
      'cr.vacancy_id',
      'cr.created_at',
      'cr.updated_at',
    ]);
}

type ClientRequestRow = Awaited<ReturnType<ReturnType<typeof selectClientRequests>['executeTakeFirstOrThrow']>>;

function toClientRequest(row: ClientRequestRow): ClientRequest {
  return {
    id: row.id,
    reference: row.reference,
    companyName: row.company_name,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    kvkNumber: row.kvk_number,
    description: row.description,
    position:
      row.position_id !== null && row.position_name !== null && row.position_sector_id !== null
        ? { id: row.position_id, name: row.position_name, sectorId: row.position_sector_id }
        : null,
    startDate: row.start_date,
    duration: row.duration,
    hoursPerWeek: row.hours_per_week,
    hourlyRateMin: row.hourly_rate_min,
    hourlyRateMax: row.hourly_rate_max,
    budget: row.budget,
    location: row.location,
    consultant:
      row.consultant_id !== null && row.consultant_first_name !== null
        ? { id: row.consultant_id, name: `${row.consultant_first_name} ${row.consultant_last_name ?? ''}`.trim() }
        : null,
    status: row.status,
    vacancyId: row.vacancy_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const SORT_COLUMNS: Record<ClientRequestSort[0], 'cr.created_at' | 'cr.updated_at' | 'cr.company_name'> = {
  createdAt: 'cr.created_at',
  updatedAt: 'cr.updated_at',
  companyName: 'cr.company_name',
};

/** The requests table under its alias `cr` (the list joins positions and staff). */
type RequestsDb = Database & { cr: ClientRequestsTable };

function clientRequestFilter(filter: ClientRequestFilter) {
  return (eb: ExpressionBuilder<RequestsDb, 'cr'>) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (filter.status !== undefined) conditions.push(eb('cr.status', 'in', Array.isArray(filter.status) ? filter.status : [filter.status]));
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      conditions.push(eb.or([eb('cr.company_name', 'ilike', pattern), eb('cr.contact_name', 'ilike', pattern), eb('cr.email', 'ilike', pattern)]));
    }
    return eb.and(conditions);
  };
}

/** One page of client requests for staff, and the total of the filter. */
export async function listClientRequests(
  db: Kysely<Database>,
  options: { filter: ClientRequestFilter; sort: ClientRequestSort; range: Range },
): Promise<{ items: ClientRequest[]; total: number }> {
  const [field, direction] = options.sort;
  const order = direction === 'ASC' ? 'asc' : 'desc';
  const [start, end] = options.range;
  const [rows, totalRow] = await Promise.all([
    selectClientRequests(db)
      .where(clientRequestFilter(options.filter))
      .orderBy(SORT_COLUMNS[field], order)
      .orderBy('cr.id', order)
      .offset(start)
      .limit(end - start + 1)
      .execute(),
    db
      .selectFrom('client_requests as cr')
      .where(clientRequestFilter(options.filter))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toClientRequest), total: Number(totalRow.total) };
}

export async function findClientRequest(db: Executor, id: number): Promise<ClientRequest | undefined> {
  const row = await selectClientRequests(db).where('cr.id', '=', id).executeTakeFirst();
  return row ? toClientRequest(row) : undefined;
}

/** The status of a client request, locked (`FOR UPDATE`) until the transaction ends; undefined when it does not exist. */
export async function lockClientRequest(trx: Transaction<Database>, id: number): Promise<{ status: ClientRequestStatus; vacancyId: number | null } | undefined> {
  return trx.selectFrom('client_requests').select(['status', 'vacancy_id as vacancyId']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Sets the status (and the vacancy of a converted request) of a locked request. */
export async function updateClientRequestStatus(
  trx: Transaction<Database>,
  change: { id: number; status: ClientRequestStatus; vacancyId: number | null; at: Date },
): Promise<void> {
  await trx.updateTable('client_requests').set({ status: change.status, vacancy_id: change.vacancyId, updated_at: change.at }).where('id', '=', change.id).execute();
}

/** Who converts a request, and when: for the audit log. */
export interface ConversionActor {
  /** The staff member creating the vacancy. */
  actorId: number;
  at: Date;
}

/**
 * Marks client request `id` as converted into `vacancyId` and writes its
 * audit entry (`converted`, by `actor`). Call it in the transaction that
 * creates the vacancy (`POST /api/vacancies` with `clientRequestId`), after
 * inserting the vacancy: it locks the request, and throws, so that the vacancy
 * is not created either, a 400 `VALIDATION_ERROR` on `clientRequestId` when
 * the request does not exist, or a 409 `CLIENT_REQUEST_ALREADY_CONVERTED`
 * when a vacancy was made of it before. Any other status (new, in progress,
 * even rejected) may be converted.
 */
export async function markClientRequestConverted(trx: Transaction<Database>, id: number, vacancyId: number, actor: ConversionActor): Promise<void> {
  const current = await lockClientRequest(trx, id);
  if (!current) throw new ApiError(400, 'VALIDATION_ERROR', 'Deze aanvraag bestaat niet.', [{ path: 'clientRequestId', message: 'Deze aanvraag bestaat niet' }]);
  if (current.status === 'converted') throw alreadyConverted();
  await updateClientRequestStatus(trx, { id, status: 'converted', vacancyId, at: actor.at });
  await recordAudit(trx, {
    actorId: actor.actorId,
    entityType: 'client_request',
    entityId: id,
    action: 'converted',
    before: { status: current.status },
    after: { status: 'converted', vacancyId },
    at: actor.at,
  });
}

/** A converted request stays converted. */
export function alreadyConverted(): ApiError {
  return new ApiError(409, 'CLIENT_REQUEST_ALREADY_CONVERTED', 'Van deze aanvraag is al een opdracht gemaakt; de aanvraag blijft Omgezet.');
}

/** Adds request `requestId` to client organisation `organisationId` (docs/adr/0021), in the caller's transaction. */
export async function linkRequestToOrganisation(trx: Transaction<Database>, requestId: number, organisationId: number): Promise<void> {
  await trx.updateTable('client_requests').set({ organisation_id: organisationId }).where('id', '=', requestId).execute();
}

/** The organisation of a request with what names it, or undefined (unknown request); `organisationId` null for a request from before migration 1040. */
export async function findRequestOrganisation(
  db: Executor,
  requestId: number,
): Promise<{ organisationId: number | null; companyName: string; kvkNumber: string } | undefined> {
  const row = await db.selectFrom('client_requests').select(['organisation_id', 'company_name', 'kvk_number']).where('id', '=', requestId).executeTakeFirst();
  return row ? { organisationId: row.organisation_id, companyName: row.company_name, kvkNumber: row.kvk_number } : undefined;
}

/** The id of the request opdracht `vacancyId` was made of, or null. */
export async function findRequestIdOfVacancy(db: Kysely<Database>, vacancyId: number): Promise<number | null> {
  const row = await db.selectFrom('client_requests').select('id').where('vacancy_id', '=', vacancyId).executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Erases the contact details of the requests sent from `email` (the GDPR
 * anonymisation of a client contact, client-portal.personal-data.ts):
 * answers the names and phone numbers they held, for the mail outbox.
 */
export async function anonymiseRequestContacts(trx: Transaction<Database>, email: string, replacementEmail: string): Promise<string[]> {
  const requests = await trx.selectFrom('client_requests').select(['contact_name', 'phone']).where('email', '=', email).execute();
  await trx.updateTable('client_requests').set({ contact_name: 'Geanonimiseerd', email: replacementEmail, phone: '' }).where('email', '=', email).execute();
  return requests.flatMap((request) => [request.contact_name, request.phone]);
}

/** A request as its confirmation needs it: what was sent, and where its address stands. */
export interface RequestToConfirm {
  id: number;
  reference: string;
  createdAt: Date;
  emailConfirmedAt: Date | null;
  organisationId: number | null;
  request: Omit<StoredClientRequest, 'id' | 'reference' | 'createdAt'>;
}

/** The request whose confirmation link has token hash `tokenHash`, locked (`FOR UPDATE`) until the transaction ends; undefined for an unknown token. */
export async function lockRequestToConfirm(trx: Transaction<Database>, tokenHash: string): Promise<RequestToConfirm | undefined> {
  const row = await trx.selectFrom('client_requests').selectAll().where('confirmation_token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    createdAt: new Date(row.created_at),
    emailConfirmedAt: row.email_confirmed_at === null ? null : new Date(row.email_confirmed_at),
    organisationId: row.organisation_id,
    request: {
      companyName: row.company_name,
      contactName: row.contact_name,
      email: row.email,
      phone: row.phone,
      kvkNumber: row.kvk_number,
      description: row.description,
      positionId: row.position_id,
      startDate: row.start_date,
      duration: row.duration,
      hoursPerWeek: row.hours_per_week,
      hourlyRateMin: row.hourly_rate_min,
      hourlyRateMax: row.hourly_rate_max,
      budget: row.budget,
      location: row.location,
    },
  };
}

/** Marks the address of a locked request confirmed. */
export async function markRequestEmailConfirmed(trx: Transaction<Database>, id: number, at: Date): Promise<void> {
  await trx.updateTable('client_requests').set({ email_confirmed_at: at }).where('id', '=', id).execute();
}
