import type { Note } from '@interim/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { applicationRows } from '../applications/applications.readers.js';
import { accountRows } from '../employees/employees.readers.js';
import { vacancyRows } from '../vacancies/vacancies.readers.js';
import './follow-up.tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The notes of one candidate (all, those on their reacties included) or of one reactie, newest first. */
export async function listNotes(db: Executor, about: { employeeId: number } | { applicationId: number }): Promise<Note[]> {
  let query = db
    .selectFrom('staff_notes as n')
    .leftJoin(accountRows().as('author'), 'author.id', 'n.author_id')
    .leftJoin(applicationRows().as('a'), 'a.id', 'n.application_id')
    .leftJoin(vacancyRows().as('v'), 'v.id', 'a.vacancy_id')
    .select(['n.id', 'n.employee_id', 'n.application_id', 'n.body', 'n.author_id', 'n.created_at', 'author.first_name', 'author.last_name', 'v.title'])
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(500);
  query = 'employeeId' in about ? query.where('n.employee_id', '=', about.employeeId) : query.where('n.application_id', '=', about.applicationId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    applicationId: row.application_id,
    vacancyTitle: row.title ?? null,
    body: row.body,
    author: row.author_id !== null && row.first_name !== null ? { id: row.author_id, name: `${row.first_name} ${row.last_name ?? ''}`.trim() } : null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Stores a note; answers its id. */
export async function insertNote(
  trx: Transaction<Database>,
  note: { employeeId: number; applicationId: number | null; body: string; authorId: number; at: Date },
): Promise<number> {
  const { id } = await trx
    .insertInto('staff_notes')
    .values({ employee_id: note.employeeId, application_id: note.applicationId, body: note.body, author_id: note.authorId, created_at: note.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
