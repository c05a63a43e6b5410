import { ApiErrorBodySchema, CreateNoteRequestSchema, endpoints, IdParamsSchema, NoteSchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { currentUser, requireStaff } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit.repository.js';
import { insertNote, listNotes } from './notes.repository.js';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

/**
 * Internal notes (issue 30 item 5): staff only (401 for visitors, 403 for
 * freelancers, who never see them), each one audited (`note_added`, the
 * text in `after.note`, which an anonymisation strips) in the transaction
 * that stores it.
 */
export async function notesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.followUp.employeeNotes.path,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['notes'],
        summary: 'Internal notes on a candidate and their reacties, newest first (staff only)',
        params: IdParamsSchema,
        response: { 200: z.array(NoteSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listNotes(app.db, { employeeId: request.params.id });
    },
  );

  routes.post(
    endpoints.followUp.addEmployeeNote.path,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['notes'],
        summary: 'Add an internal note on a candidate (staff only)',
        description: '404 `EMPLOYEE_NOT_FOUND`. Audited as `note_added` on the employee.',
        params: IdParamsSchema,
        body: CreateNoteRequestSchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const employeeId = request.params.id;
      const at = app.now();
      const id = await app.db.transaction().execute(async (trx) => {
        const employee = await trx.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
        if (!employee) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze kandidaat bestaat niet (meer).');
        const noteId = await insertNote(trx, { employeeId, applicationId: null, body: request.body.body, authorId: user.id, at });
        await recordAudit(trx, { actorId: user.id, entityType: 'employee', entityId: employeeId, action: 'note_added', before: null, after: { note: request.body.body }, at });
        return noteId;
      });
      const note = (await listNotes(app.db, { employeeId })).find((item) => item.id === id);
      if (!note) throw new Error(`Note ${id} vanished after insert`);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(note);
    },
  );

  routes.get(
    endpoints.followUp.applicationNotes.path,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['notes'],
        summary: 'Internal notes on a reactie, newest first (staff only)',
        params: IdParamsSchema,
        response: { 200: z.array(NoteSchema), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listNotes(app.db, { applicationId: request.params.id });
    },
  );

  routes.post(
    endpoints.followUp.addApplicationNote.path,
    {
      onRequest: requireStaff,
      schema: {
        tags: ['notes'],
        summary: 'Add an internal note on a reactie (staff only)',
        description: '404 `APPLICATION_NOT_FOUND`. The note belongs to the candidate too (their page lists it). Audited as `note_added` on the application.',
        params: IdParamsSchema,
        body: CreateNoteRequestSchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const applicationId = request.params.id;
      const at = app.now();
      const id = await app.db.transaction().execute(async (trx) => {
        const application = await trx.selectFrom('applications').select('employee_id').where('id', '=', applicationId).executeTakeFirst();
        if (!application) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet (meer).');
        const noteId = await insertNote(trx, { employeeId: application.employee_id, applicationId, body: request.body.body, authorId: user.id, at });
        await recordAudit(trx, { actorId: user.id, entityType: 'application', entityId: applicationId, action: 'note_added', before: null, after: { note: request.body.body }, at });
        return noteId;
      });
      const note = (await listNotes(app.db, { applicationId })).find((item) => item.id === id);
      if (!note) throw new Error(`Note ${id} vanished after insert`);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(note);
    },
  );
}
