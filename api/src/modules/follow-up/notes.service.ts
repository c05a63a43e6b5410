import type { Note } from '@interim/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import type { RequestUser } from '../../plugins/app-context.js';
import { findApplicationOwner } from '../applications/applications.readers.js';
import { recordAudit } from '../audit/audit.service.js';
import { employeeExists } from '../employees/employees.readers.js';
import { insertNote, listNotes } from './notes.repository.js';

export interface NoteServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * Internal notes (issue 30 item 5) on a candidate or a reactie, each one
 * audited (`note_added`, the text in `after.note`, which an anonymisation
 * strips) in the transaction that stores it.
 */
export class NoteService {
  constructor(private readonly deps: NoteServiceDeps) {}

  /** The notes on a candidate (with those on their reacties) or on one reactie. */
  list(about: { employeeId: number } | { applicationId: number }): Promise<Note[]> {
    return listNotes(this.deps.db, about);
  }

  /** 404 `EMPLOYEE_NOT_FOUND` for a candidate that does not exist (any more). */
  async addToEmployee(user: RequestUser, employeeId: number, body: string): Promise<Note> {
    const at = this.deps.now();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await employeeExists(trx, employeeId))) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze kandidaat bestaat niet (meer).');
      const noteId = await insertNote(trx, { employeeId, applicationId: null, body, authorId: user.id, at });
      await recordAudit(trx, { actorId: user.id, entityType: 'employee', entityId: employeeId, action: 'note_added', before: null, after: { note: body }, at });
      return noteId;
    });
    const note = (await listNotes(this.deps.db, { employeeId })).find((item) => item.id === id);
    if (!note) throw new Error(`Note ${id} vanished after insert`);
    return note;
  }

  /** 404 `APPLICATION_NOT_FOUND` for a reactie that does not exist (any more). */
  async addToApplication(user: RequestUser, applicationId: number, body: string): Promise<Note> {
    const at = this.deps.now();
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const employeeId = await findApplicationOwner(trx, applicationId);
      if (employeeId === undefined) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet (meer).');
      const noteId = await insertNote(trx, { employeeId, applicationId, body, authorId: user.id, at });
      await recordAudit(trx, { actorId: user.id, entityType: 'application', entityId: applicationId, action: 'note_added', before: null, after: { note: body }, at });
      return noteId;
    });
    const note = (await listNotes(this.deps.db, { applicationId })).find((item) => item.id === id);
    if (!note) throw new Error(`Note ${id} vanished after insert`);
    return note;
  }
}
