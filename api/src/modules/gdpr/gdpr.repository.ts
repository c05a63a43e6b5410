import {
  type GdprRequest,
  type GdprRequestFilter,
  type GdprRequestSort,
  type GdprRequestStatus,
  type GdprRequestType,
  OPEN_GDPR_REQUEST_STATUSES,
  type Range,
} from '@interim/shared/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, sql, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { gdprDeadline } from './gdpr-deadline.js';
import type { GdprRequestsTable } from './gdpr.tables.js';
import { accountRows } from '../employees/employees.readers.js';
import './gdpr.tables.js';

/** The request types that carry an export file: the self-service export, and an inzage request completed with its overview (issue 30). */
const EXPORT_TYPES: GdprRequestType[] = ['export-personal-data', 'request-personal-data'];

type Executor = Kysely<Database> | Transaction<Database>;

type GdprRequestRow = Pick<Selectable<GdprRequestsTable>, 'id' | 'employee_id' | 'type' | 'status' | 'message' | 'created_at' | 'completed_at' | 'handled_at'> & {
  has_export: SqlBool;
};

/** The download path of a completed export. */
export function exportDownloadPath(id: number): string {
  return `/api/gdpr_requests/${id}/export`;
}

function selectRequests(db: Executor) {
  return db
    .selectFrom('gdpr_requests')
    .select(['id', 'employee_id', 'type', 'status', 'message', 'created_at', 'completed_at', 'handled_at'])
    .select((eb) => eb('export_json', 'is not', null).as('has_export'));
}

function toGdprRequest(row: GdprRequestRow): GdprRequest & { employeeId: number } {
  return {
    id: row.id,
    employeeId: row.employee_id,
    type: row.type,
    status: row.status,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    deadline: gdprDeadline(new Date(row.created_at)),
    // An export request's file, or the overview staff attached to an inzage request (issue 30).
    downloadUrl: EXPORT_TYPES.includes(row.type) && row.status === 'completed' && Boolean(row.has_export) ? exportDownloadPath(row.id) : null,
  };
}

export interface NewGdprRequest {
  employeeId: number;
  type: GdprRequestType;
  status: GdprRequestStatus;
  message: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

export async function insertGdprRequest(db: Executor, request: NewGdprRequest): Promise<number> {
  const { id } = await db
    .insertInto('gdpr_requests')
    .values({
      employee_id: request.employeeId,
      type: request.type,
      status: request.status,
      message: request.message,
      export_json: null,
      created_at: request.createdAt,
      completed_at: request.completedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores the export file and completes the request. */
export async function completeExport(db: Executor, id: number, exportJson: string, completedAt: Date): Promise<void> {
  await db.updateTable('gdpr_requests').set({ export_json: exportJson, status: 'completed', completed_at: completedAt }).where('id', '=', id).execute();
}

export async function findGdprRequest(db: Executor, id: number): Promise<(GdprRequest & { employeeId: number }) | undefined> {
  const row = await selectRequests(db).where('id', '=', id).executeTakeFirst();
  return row ? toGdprRequest(row) : undefined;
}

/** The person's open (received or in progress) request of `type`, if any: there is at most one (GdprService.queue). */
export async function findOpenGdprRequest(db: Executor, employeeId: number, type: GdprRequestType): Promise<(GdprRequest & { employeeId: number }) | undefined> {
  const row = await selectRequests(db)
    .where('employee_id', '=', employeeId)
    .where('type', '=', type)
    .where('status', 'in', OPEN_GDPR_REQUEST_STATUSES)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ? toGdprRequest(row) : undefined;
}

/** The requests of one person, newest first. */
export async function listGdprRequests(db: Executor, employeeId: number): Promise<Array<GdprRequest & { employeeId: number }>> {
  const rows = await selectRequests(db).where('employee_id', '=', employeeId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toGdprRequest);
}

/** The stored export file of a completed export of `employeeId`, or undefined. */
export async function findExportFile(db: Executor, id: number, employeeId: number): Promise<{ json: string; completedAt: Date } | undefined> {
  const row = await db
    .selectFrom('gdpr_requests')
    .select(['export_json', 'completed_at'])
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .where('type', 'in', EXPORT_TYPES)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (!row?.export_json || !row.completed_at) return undefined;
  return { json: row.export_json, completedAt: new Date(row.completed_at) };
}

/** A request as staff's queue needs it; the service adds the deadline, which depends on today. */
export interface StaffGdprRequestRecord {
  id: number;
  type: GdprRequestType;
  status: GdprRequestStatus;
  message: string | null;
  receivedAt: Date;
  completedAt: Date | null;
  handledAt: Date | null;
  resolution: string | null;
  employee: { id: number; name: string; email: string };
  handledBy: { id: number; name: string } | null;
}

function selectStaffRequests(db: Executor) {
  return db
    .selectFrom('gdpr_requests as r')
    .innerJoin(accountRows().as('e'), 'e.id', 'r.employee_id')
    .leftJoin(accountRows().as('h'), 'h.id', 'r.handled_by')
    .select([
      'r.id',
      'r.type',
      'r.status',
      'r.message',
      'r.created_at',
      'r.completed_at',
      'r.handled_at',
      'r.resolution',
      'e.id as employee_id',
      'e.first_name as employee_first_name',
      'e.last_name as employee_last_name',
      'e.email as employee_email',
      'h.id as handler_id',
      'h.first_name as handler_first_name',
      'h.last_name as handler_last_name',
    ]);
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffRequests>['executeTakeFirstOrThrow']>>;

function toStaffRecord(row: StaffRow): StaffGdprRequestRecord {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    message: row.message,
    receivedAt: new Date(row.created_at),
    completedAt: row.completed_at ? new Date(row.completed_at) : null,
    handledAt: row.handled_at ? new Date(row.handled_at) : null,
    resolution: row.resolution,
    employee: { id: row.employee_id, name: `${row.employee_first_name} ${row.employee_last_name}`.trim(), email: row.employee_email },
    handledBy: row.handler_id === null ? null : { id: row.handler_id, name: `${row.handler_first_name ?? ''} ${row.handler_last_name ?? ''}`.trim() },
  };
}

function staffFilter(filter: GdprRequestFilter) {
  return (eb: ExpressionBuilder<Database, 'gdpr_requests'>) => {
    const conditions: Array<Expression<SqlBool>> = [];
    if (filter.status !== undefined) conditions.push(eb('gdpr_requests.status', 'in', Array.isArray(filter.status) ? filter.status : [filter.status]));
    if (filter.type !== undefined) conditions.push(eb('gdpr_requests.type', 'in', Array.isArray(filter.type) ? filter.type : [filter.type]));
    if (filter.employeeId !== undefined) conditions.push(eb('gdpr_requests.employee_id', '=', filter.employeeId));
    return eb.and(conditions);
  };
}

const openStatuses = sql.join(OPEN_GDPR_REQUEST_STATUSES.map((status) => sql`${status}`));

/**
 * One page of everyone's requests for staff, and the total of the filter.
 * The deadline follows the receipt, so both sort fields order by it. Without
 * a sort: the open requests first, oldest (most urgent) first, then the
 * handled ones, newest first.
 */
export async function listStaffGdprRequests(
  db: Kysely<Database>,
  options: { filter: GdprRequestFilter; sort: GdprRequestSort | undefined; range: Range },
): Promise<{ items: StaffGdprRequestRecord[]; total: number }> {
  const [start, end] = options.range;
  const ids = db.selectFrom('gdpr_requests').select('gdpr_requests.id').where(staffFilter(options.filter));
  let query = selectStaffRequests(db).where('r.id', 'in', ids);
  if (options.sort) {
    const order = options.sort[1] === 'ASC' ? 'asc' : 'desc';
    query = query.orderBy('r.created_at', order).orderBy('r.id', order);
  } else {
    const isOpen = sql<boolean>`r.status IN (${openStatuses})`;
    query = query
      .orderBy(sql`CASE WHEN ${isOpen} THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN ${isOpen} THEN r.created_at END`, 'asc')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'asc');
  }
  const [rows, totalRow] = await Promise.all([
    query
      .offset(start)
      .limit(end - start + 1)
      .execute(),
    db
      .selectFrom('gdpr_requests')
      .where(staffFilter(options.filter))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toStaffRecord), total: Number(totalRow.total) };
}

export async function findStaffGdprRequest(db: Executor, id: number): Promise<StaffGdprRequestRecord | undefined> {
  const row = await selectStaffRequests(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toStaffRecord(row) : undefined;
}

/** The status of a request, locked (`FOR UPDATE`) until the transaction ends; undefined when it does not exist. */
export async function lockGdprRequest(
  trx: Transaction<Database>,
  id: number,
): Promise<{ status: GdprRequestStatus; resolution: string | null; employeeId: number; type: GdprRequestType; createdAt: Date } | undefined> {
  return trx
    .selectFrom('gdpr_requests')
    .select(['status', 'resolution', 'employee_id as employeeId', 'type', 'created_at as createdAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** True once the person was anonymised (their completed `anonymize-data` request is the record of it). */
export async function isAnonymised(db: Executor, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('gdpr_requests')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('type', '=', 'anonymize-data')
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a step staff took on a locked request. */
export async function recordGdprHandling(
  trx: Transaction<Database>,
  step: { id: number; status: GdprRequestStatus; handledBy: number; handledAt: Date; resolution: string | null; completedAt: Date | null },
): Promise<void> {
  await trx
    .updateTable('gdpr_requests')
    .set({ status: step.status, handled_by: step.handledBy, handled_at: step.handledAt, resolution: step.resolution, completed_at: step.completedAt })
    .where('id', '=', step.id)
    .execute();
}
