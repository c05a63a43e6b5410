import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireStaff } from '../../plugins/auth.js';
import { NoteService } from './notes.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404);

/**
 * Internal notes (issue 30 item 5): staff only (401 for visitors, 403 for
 * freelancers, who never see them), each one audited (`note_added`, the
 * text in `after.note`, which an anonymisation strips) in the transaction
 * that stores it.
 */
export async function notesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new NoteService({ db: app.db, now: app.now });

  routes.get(
    endpoints.followUp.employeeNotes.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.followUp.employeeNotes, {
        tags: ['notes'],
        summary: 'Internal notes on a candidate and their reacties, newest first (staff only)',
        errors,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list({ employeeId: request.params.id });
    },
  );

  routes.post(
    endpoints.followUp.addEmployeeNote.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.followUp.addEmployeeNote, {
        tags: ['notes'],
        summary: 'Add an internal note on a candidate (staff only)',
        description: '404 `EMPLOYEE_NOT_FOUND`. Audited as `note_added` on the employee.',
        errors,
      }),
    },
    async (request, reply) => {
      const note = await service.addToEmployee(currentUser(request), request.params.id, request.body.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(note);
    },
  );

  routes.get(
    endpoints.followUp.applicationNotes.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.followUp.applicationNotes, {
        tags: ['notes'],
        summary: 'Internal notes on a reactie, newest first (staff only)',
        errors,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list({ applicationId: request.params.id });
    },
  );

  routes.post(
    endpoints.followUp.addApplicationNote.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.followUp.addApplicationNote, {
        tags: ['notes'],
        summary: 'Add an internal note on a reactie (staff only)',
        description: '404 `APPLICATION_NOT_FOUND`. The note belongs to the candidate too (their page lists it). Audited as `note_added` on the application.',
        errors,
      }),
    },
    async (request, reply) => {
      const note = await service.addToApplication(currentUser(request), request.params.id, request.body.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(note);
    },
  );
}
