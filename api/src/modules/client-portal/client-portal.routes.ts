import { ApiErrorBodySchema, endpoints, endpointSchemas } from '@interim/shared/contract';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { sendCv } from '../employees/employees.readers.js';
import { ClientPortalService } from './client-portal.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
const errors = errorBodies(400, 401, 403, 404);

/**
 * The client portal's endpoints (docs/adr/0021). Clients: `/api/client-portal/*`
 * (403 for anyone who is not a client contact; 404 for a record of another
 * organisation). Staff: the contacts of a request and the client's answer on
 * a reactie. Freelancers: their invitations by clients.
 */
export async function clientPortalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new ClientPortalService({ db: app.db, now: app.now, mailer: app.mailer, publicUrl: app.config.publicUrl, staffEmail: app.config.staffEmail, cvDir: path.join(app.config.dataDir, 'cv') });

  routes.get(
    endpoints.clientPortal.requests.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.clientPortal.requests, {
        tags: ['client portal'],
        summary: "Client: the organisation's requests with their status",
        errors,
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.requests(currentUser(request));
    },
  );

  routes.get(
    endpoints.clientPortal.vacancies.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.clientPortal.vacancies, {
        tags: ['client portal'],
        summary: "Client: the opdrachten made of the organisation's requests, with applications per status",
        description: 'Counts only: no candidate is named before staff propose them.',
        errors,
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.vacancies(currentUser(request));
    },
  );

  routes.get(
    endpoints.clientPortal.candidates.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.clientPortal.candidates, {
        tags: ['client portal'],
        summary: 'Client: the candidates staff proposed for one opdracht',
        description: 'Applications from "voorgesteld" on. Every candidate shown is an audit entry (`client_viewed`). 404 for an opdracht of another organisation.',
        errors,
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.candidates(currentUser(request), request.params.id);
    },
  );

  routes.get(
    endpoints.clientPortal.candidateCv.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.clientPortal.candidateCv, {
        tags: ['client portal'],
        summary: "Client: download a proposed candidate's CV (only with the freelancer's consent)",
        description:
          'Only when the freelancer agreed to share their CV (`cvAvailable` on the candidate), from "voorgesteld" on, for an opdracht of the own organisation; otherwise 404 `CV_NOT_FOUND`. Every download is an audit entry (`client_cv_downloaded`).',
        errors,
      }),
    },
    async (request, reply) => {
      const { cv, body } = await service.candidateCv(currentUser(request), request.params.id);
      return sendCv(reply, cv, body);
    },
  );

  routes.post(
    endpoints.clientPortal.respond.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.clientPortal.respond, {
        tags: ['client portal'],
        summary: 'Client: invite a proposed candidate for an interview, or reject them with a reason',
        description:
          '`{"kind":"interview","moments":"..."}` moves the reactie to gesprek and mails the freelancer; `{"kind":"rejected","reason":"..."}` is recorded for staff. One answer per candidate (409 `CLIENT_RESPONSE_EXISTS`), only while voorgesteld (409 `CANDIDATE_NOT_PROPOSED`); 404 for a candidate the client cannot see.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.respond(currentUser(request), request.params.id, request.body);
    },
  );

  routes.get(
    endpoints.clientPortal.myInvitations.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.clientPortal.myInvitations, {
        tags: ['client portal'],
        summary: "Freelancer: clients' invitations for an interview on the own reacties",
        errors,
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.invitations(currentUser(request));
    },
  );

  routes.get(
    endpoints.clientPortal.contacts.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.clientPortal.contacts, {
        tags: ['client requests'],
        summary: "Staff: the contacts of a request's organisation (who can log in to the portal)",
        errors,
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.contacts(request.params.id);
    },
  );

  routes.post(
    endpoints.clientPortal.addContact.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.clientPortal.addContact, {
        tags: ['client requests'],
        summary: "Staff: invite one more contact of a request's organisation to the portal",
        description: '409 `EMAIL_IN_USE` for an address that already has an account (one address, one role). The contact gets a mail with the portal link.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const contact = await service.invite(currentUser(request), request.params.id, request.body);
      noStore(reply);
      return reply.status(201).send(contact);
    },
  );

  routes.get(
    endpoints.clientPortal.clientResponse.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.clientPortal.clientResponse, {
        tags: ['applications'],
        summary: "Staff: the client's answer on a reactie (null when none)",
        errors,
      }),
    },
    async (request, reply) => {
      noStore(reply);
      return service.responseOf(request.params.id);
    },
  );
}
