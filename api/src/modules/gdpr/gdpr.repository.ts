import type { GdprRequest, GdprRequestStatus, GdprRequestType } from '@interim/shared/contract';
import type { Kysely, Selectable, SqlBool, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GdprRequestsTable } from './gdpr.tables.js';
import './gdpr.tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

type GdprRequestRow = Pick<Selectable<GdprRequestsTable>, 'id' | 'employee_id' | 'type' | 'status' | 'message' | 'created_at' | 'completed_at'> & {
  has_export: SqlBool;
};

/** The download path of a completed export. */
export function exportDownloadPath(id: number): string {
  return `/api/gdpr_requests/${id}/export`;
}

function selectRequests(db: Executor) {
  return db
    .selectFrom('gdpr_requests')
    .select(['id', 'employee_id', 'type', 'status', 'message', 'created_at', 'completed_at'])
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
    downloadUrl: row.type === 'export-personal-data' && row.status === 'completed' && Boolean(row.has_export) ? exportDownloadPath(row.id) : null,
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
    .where('type', '=', 'export-personal-data')
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (!row?.export_json || !row.completed_at) return undefined;
  return { json: row.export_json, completedAt: new Date(row.completed_at) };
}
