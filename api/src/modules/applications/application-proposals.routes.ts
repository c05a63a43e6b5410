import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { ApplicationProposalService } from './application-proposals.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404, 409);

/** `POST /api/application_proposals` (staff) and `POST /api/applications/{id}/proposal_response` (the candidate), ADR 0019. */
export async function applicationProposalsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new ApplicationProposalService({ db: app.db, now: app.now, mailer: app.mailer, publicUrl: app.config.publicUrl });

  routes.post(
    endpoints.applications.propose.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.applications.propose, {
        tags: ['applications'],
        summary: 'Staff: put a candidate forward for an open opdracht',
        description:
          'Creates a reactie (status `submitted`) marked as proposed by the logged-in staff member (`proposal`, response `pending`), audited (`proposed`), and mails the candidate to confirm in Mijn reacties. Until they confirm, the client-facing statuses (`proposed` and beyond) are refused with 409 `AWAITING_CANDIDATE`. 404 `EMPLOYEE_NOT_FOUND` / `VACANCY_NOT_FOUND`; 400 when the person is a staff account; 409 `VACANCY_NOT_OPEN` (concept), `VACANCY_CLOSED`, or `ALREADY_HAS_APPLICATION` when the candidate has any reactie to the opdracht.',
        errors,
      }),
    },
    async (request, reply) => {
      const application = await service.propose(currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(application);
    },
  );

  routes.post(
    endpoints.applications.proposalResponse.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applications.proposalResponse, {
        tags: ['applications'],
        summary: 'The candidate answers a proposal: interested or not',
        description:
          '`{ "interested": true }` ("Ja, ik heb interesse") confirms: staff may then move the reactie on. `false` ("Nee, bedankt") withdraws it; staff see the proposal declined. Only on one\'s own open reactie with a pending proposal: 404 `APPLICATION_NOT_FOUND` otherwise, 409 `NO_PENDING_PROPOSAL` / `APPLICATION_CLOSED`.',
        errors,
      }),
    },
    async (request, reply) => {
      const application = await service.respond(currentUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return application;
    },
  );
}
