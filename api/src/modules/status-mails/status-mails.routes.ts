import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error.js';
import { currentUser, requireStaff } from '../../plugins/auth.js';
import { draftStatusMail, type FindApplicationForMail, listTemplates, saveTemplate } from './status-mails.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404);

/** The status mail templates (`/beheer/sjablonen`) and the draft of one reactie's mail (the status form). Staff only. */
export async function statusMailRoutes(app: FastifyInstance, findApplication: FindApplicationForMail): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.statusMails.templates.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.statusMails.templates, {
        tags: ['status-mails'],
        summary: 'The status mail templates (staff only)',
        description: 'One per status staff move a reactie to, and `vacancy_closed`. Placeholders: `{opdracht}`, `{reden}`, `{consultant}`, `{contact}`.',
        errors,
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listTemplates(app.db);
    },
  );

  routes.put(
    endpoints.statusMails.updateTemplate.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.statusMails.updateTemplate, {
        tags: ['status-mails'],
        summary: 'Change a status mail template (staff only)',
        description: 'Subject (1..200) and body (1..5000). The last change is kept with who made it and when.',
        errors,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      await saveTemplate(app.db, request.params.kind, request.body, { id: user.id, at: app.now() });
      const saved = (await listTemplates(app.db)).find((template) => template.kind === request.params.kind);
      if (!saved) throw new Error(`Template ${request.params.kind} vanished after saving`);
      reply.header('cache-control', 'no-store');
      return saved;
    },
  );

  routes.get(
    endpoints.statusMails.draft.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.statusMails.draft, {
        tags: ['status-mails'],
        summary: 'The template mail a reactie would get on moving to `status` (staff only)',
        description:
          'Filled in: the opdracht, the consultant (of the opdracht, else the asking staff member) and their contact; `{reden}` is left for the form. `greeting` and `signature` are added by the API when sending. 404 `APPLICATION_NOT_FOUND`, 404 `NO_TEMPLATE` for a status without one.',
        errors,
      }),
    },
    async (request, reply) => {
      const draft = await draftStatusMail(app.db, findApplication, { applicationId: request.params.id, status: request.query.status, actorId: currentUser(request).id });
      if (draft === undefined) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet (meer).');
      if (draft === null) throw new ApiError(404, 'NO_TEMPLATE', 'Voor deze status is er geen mailsjabloon.');
      reply.header('cache-control', 'private, no-store');
      return draft;
    },
  );
}
