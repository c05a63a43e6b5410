import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { authContext, limitLoginRequests } from '../auth/auth-context.js';
import { accountLookups } from '../employees/employees.readers.js';
import { applicationServiceOf } from '../applications/applications.service.js';
import { discardDraft, readDraft, registerAndApply, sendDraft } from './application-drafts.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404, 409, 429);

/**
 * Register-and-apply with a draft kept on the server (docs/adr/0022):
 * `POST /api/employees/register_and_apply`, `GET|DELETE /api/application_drafts/{vacancyId}`,
 * `POST /api/application_drafts/{vacancyId}/send`.
 */
export async function applicationDraftsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = authContext(app, accountLookups);
  const applications = applicationServiceOf(app);

  routes.post(
    endpoints.applicationDrafts.registerAndApply.path,
    {
      schema: routeSchema(endpointSchemas.applicationDrafts.registerAndApply, {
        tags: ['employees', 'applications'],
        summary: 'Register and keep a reactie to send after the login',
        description:
          'As `POST /api/employees/register` (always 204: a new address gets an account and a welcome mail, a registered address a mail to log in; the same rate limits, counted together), and the reactie is kept on the server with that account for APPLICATION_DRAFT_TTL_DAYS (7) days. ' +
          'A reactie already kept for the opdracht is never replaced: the new one is kept beside it (at most two: the first and the newest) until the owner chooses. ' +
          'The mail\'s link (and its 6-digit code) lead to `/opdrachten/{id}/reageren?versturen=1`, where the logged-in owner checks and sends it, in any browser. ' +
          '404 `VACANCY_NOT_FOUND` and 409 `VACANCY_CLOSED` before anything is stored.',
        errors,
      }),
      // The bucket of the registration: the two forms share one limit per address and per IP.
      preHandler: limitLoginRequests('register'),
    },
    async (request, reply) => {
      await registerAndApply(context, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  routes.get(
    endpoints.applicationDrafts.get.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applicationDrafts.get, {
        tags: ['applications'],
        summary: 'The own kept reactie for a vacancy',
        description:
          'Only the logged-in owner of the account reads it: the reactie kept first, and in `newer` one kept beside it by a later register-and-apply with the address (else null). ' +
          '404 `APPLICATION_DRAFT_NOT_FOUND` when there is none (never kept, sent, discarded or expired).',
        errors,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readDraft(context, currentUser(request), request.params.vacancyId);
    },
  );

  routes.post(
    endpoints.applicationDrafts.send.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applicationDrafts.send, {
        tags: ['applications'],
        summary: 'Send the own kept reactie',
        description:
          'Sends the kept reactie `draftId` (needed when two are kept: else 409 `APPLICATION_DRAFT_CHOICE_REQUIRED`) as `POST /api/applications` would (201, the same checks and confirmation mail; `useStoredCv` attaches the CV uploaded last) and deletes the kept reacties for the opdracht. ' +
          '409 `ALREADY_APPLIED` / `VACANCY_CLOSED` and 404 `VACANCY_NOT_FOUND` delete them too; 404 `APPLICATION_DRAFT_NOT_FOUND` when there is none (or none with that `draftId`).',
        errors,
      }),
    },
    async (request, reply) => {
      const application = await sendDraft(context, applications, currentUser(request), request.params.vacancyId, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(application);
    },
  );

  routes.delete(
    endpoints.applicationDrafts.remove.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applicationDrafts.remove, {
        tags: ['applications'],
        summary: 'Discard the own kept reactie',
        description: 'Discards the kept reacties for the opdracht (both, when two are kept). Always 204.',
        errors,
      }),
    },
    async (request, reply) => {
      await discardDraft(context, currentUser(request), request.params.vacancyId);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );
}
