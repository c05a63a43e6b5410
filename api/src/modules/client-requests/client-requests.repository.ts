import type { ClientRequest, ClientRequestFilter, ClientRequestSort, ClientRequestStatus, CreateClientRequest, Range } from '@interim/shared/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { escapeLike } from '../../http/content-range.js';
import { recordAudit } from '../audit/audit.repository.js';
import './client-requests.tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Stores a client's request; answers its id and when it was stored. */
export async function insertClientRequest(db: Kysely<Database>, body: CreateClientRequest, now: Date): Promise<{ id: number; createdAt: Date }> {
  const row = await db
    .insertInto('client_requests')
    .values({
      company_name: body.companyName,
      contact_name: body.contactName,
      email: body.email,
      phone: body.phone,
      kvk_number: body.kvkNumber,
      description: body.description,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: new Date(row.created_at) };
}

function selectClientRequests(db: Executor) {
  return db
    .selectFrom('client_requests')
    .select(['id', 'company_name', 'contact_name', 'email', 'phone', 'kvk_number', 'description', 'status', 'vacancy_id', 'created_at', 'updated_at']);
}

type ClientRequestRow = Awaited<ReturnType<ReturnType<typeof selectClientRequests>['executeTakeFirstOrThrow']>>;

function toClientRequest(row: ClientRequestRow): ClientRequest {
  return {
    id: row.id,
    companyName: row.company_name,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    kvkNumber: row.kvk_number,
    description: row.description,
    status: row.status,
    vacancyId: row.vacancy_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const SORT_COLUMNS: Record<ClientRequestSort[0], 'created_at' | 'updated_at' | 'company_name'> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  companyName: 'company_name',
};

function clientRequestFilter(filter: ClientRequestFilter) {
  return (eb: ExpressionBuilder<Database, 'client_requests'>) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (filter.status !== undefined) conditions.push(eb('status', 'in', Array.isArray(filter.status) ? filter.status : [filter.status]));
    if (filter.q) {
      const pattern = `%${escapeLike(filter.q)}%`;
      conditions.push(eb.or([eb('company_name', 'ilike', pattern), eb('contact_name', 'ilike', pattern), eb('email', 'ilike', pattern)]));
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
      .orderBy('id', order)
      .offset(start)
      .limit(end - start + 1)
      .execute(),
    db
      .selectFrom('client_requests')
      .where(clientRequestFilter(options.filter))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toClientRequest), total: Number(totalRow.total) };
}

export async function findClientRequest(db: Executor, id: number): Promise<ClientRequest | undefined> {
  const row = await selectClientRequests(db).where('id', '=', id).executeTakeFirst();
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
