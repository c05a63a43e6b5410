import { ApiErrorBodySchema, endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { applicationServiceOf } from './applications.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404);

/** `POST /api/applications`, `GET|PATCH /api/applications` (PATCH: staff, in bulk), `GET|PATCH /api/applications/{id}`. */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = applicationServiceOf(app);

  routes.post(
    endpoints.applications.create.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applications.create, {
        tags: ['applications'],
        summary: 'Apply to a vacancy (once per vacancy per person)',
        description:
          '409 `ALREADY_APPLIED` on a second application to the same vacancy, 409 `VACANCY_CLOSED` when the vacancy is closed or past its closing date, 404 `VACANCY_NOT_FOUND`. Mails a confirmation to the applicant.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const application = await service.apply(currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(application);
    },
  );

  routes.get(
    endpoints.applications.list.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applications.list, {
        tags: ['applications'],
        summary: 'Own applications (staff: all), newest first, with their status history',
        description:
          'JSON query parameters: `range=[0,19]`, `sort=["createdAt","DESC"]` (or `updatedAt`), `filter={"status":["submitted","in_review"]}`; staff also filter on `vacancyId` and `employeeId`. Answers `Content-Range: applications <start>-<end>/<total>`.',
        errors: errorBodies(400, 401),
      }),
    },
    async (request, reply) => {
      const result = await service.list(currentUser(request), request.query);
      setContentRange(reply, 'applications', result.start, result.items.length, result.total);
      reply.header('cache-control', 'private, no-store');
      return result.items;
    },
  );

  routes.get(
    endpoints.applications.get.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applications.get, {
        tags: ['applications'],
        summary: 'One own application (staff: any) with its status history and its candidate',
        description:
          'The candidate is the person who applied (contact details, newest role, current CV id); the CV attached when applying is `cvId`. Both download at `GET /api/employees/cv/{id}`. Another person\'s application is a 404 `APPLICATION_NOT_FOUND`.',
        errors,
      }),
    },
    async (request, reply) => {
      const application = await service.read(currentUser(request), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return application;
    },
  );

  routes.patch(
    endpoints.applications.bulkUpdate.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.applications.bulkUpdate, {
        tags: ['applications'],
        summary: 'Staff: move several applications of one vacancy to one status, all or nothing',
        description:
          '`ids`: 1 to 100 distinct applications, all of ONE vacancy (else 400 `MIXED_VACANCIES`); an unknown id is a 404 `APPLICATION_NOT_FOUND`; when any of them cannot make the step the whole batch is refused with 409 `ILLEGAL_STATUS_TRANSITION` and a field error `ids.<index>` per offending application. A rejection needs a `reason`. Every change is added to its history, audited and mailed to its candidate.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const result = await service.bulkChangeStatus(currentUser(request), request.body);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );

  routes.patch(
    endpoints.applications.update.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.applications.update, {
        tags: ['applications'],
        summary: 'Move the status of an application',
        description:
          'Staff move an application one step along the status machine (`APPLICATION_STATUS_TRANSITIONS` in the contract) or reject it with a `reason`; the applicant may only set `withdrawn` on an open application of their own. 409 `ILLEGAL_STATUS_TRANSITION` otherwise. With `skipSteps: true` (the board, ADR 0019) staff may also move to any later status of the pipeline. A reactie staff proposed whose candidate has not confirmed cannot go to `proposed` or beyond: 409 `AWAITING_CANDIDATE`. Every change is added to the history and mailed to the applicant.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const application = await service.changeStatus(currentUser(request), request.params.id, request.body);
      reply.header('cache-control', 'no-store');
      return application;
    },
  );
}
