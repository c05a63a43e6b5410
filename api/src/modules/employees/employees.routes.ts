import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { authContext, limitLoginRequests } from '../auth/auth-context.js';
import { accountLookups } from './employees.readers.js';
import { getEmployeeFor, listEmployeesForStaff, patchEmployee, readEmployeeFor, registerEmployee } from './employees.service.js';
import { employeeCvRoutes } from './employee-cv.routes.js';
import { employeeContactRoutes } from './employee-contact.routes.js';
import { employeeEmailChangeRoutes } from './employee-email-change.routes.js';
import { ensureDevAccounts } from './dev-accounts.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404, 429);

/** `/api/employees*`: register, read and patch the own record (staff: any), the staff list, CV, contact requests. */
export async function employeesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = authContext(app, accountLookups);
  await ensureDevAccounts(app);

  // The API client may send a JSON merge patch with its own media type.
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, (request, body, done) => {
    app.getDefaultJsonParser('error', 'error')(request, body as string, done);
  });

  routes.post(
    endpoints.employees.register.path,
    {
      schema: routeSchema(endpointSchemas.employees.register, {
        tags: ['employees'],
        summary: 'Register as a freelancer',
        description:
          'Always 204: a new address gets an account and a welcome mail with a login link and code; a registered address gets a mail to log in instead. Rate limited per address and per IP.',
        errors,
      }),
      preHandler: limitLoginRequests('register'),
    },
    async (request, reply) => {
      await registerEmployee(context, request.body);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  routes.get(
    endpoints.employees.me.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.me, { tags: ['employees'], summary: 'The logged-in employee', errors }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', 'private, no-store');
      return getEmployeeFor(app.db, user, user.id);
    },
  );

  routes.get(
    endpoints.employees.list.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.employees.list, {
        tags: ['employees'],
        summary: 'List employees (staff only)',
        description:
          'JSON query parameters: `range=[0,19]`, `sort=["createdAt","DESC"]`, `filter={"q":"jansen","role":"employee","postcode":"3511 AB","distanceKm":25}`. ' +
          '`filter.postcode` (full or four digits) adds each employee\'s `distanceKm` from the centroid of its area (null without coordinates) and sorts nearest first unless `sort` says otherwise; ' +
          '`filter.distanceKm` keeps only those within that distance (never one without coordinates). An unknown postcode answers 400 `UNKNOWN_POSTCODE`. ' +
          'Answers `Content-Range: employees <start>-<end>/<total>`.',
        errors,
      }),
    },
    async (request, reply) => {
      const range = request.query.range ?? [0, 19];
      const { items, total } = await listEmployeesForStaff(app.db, {
        filter: request.query.filter ?? {},
        ...(request.query.sort ? { sort: request.query.sort } : {}),
        range,
      });
      setContentRange(reply, 'employees', range[0], items.length, total);
      reply.header('cache-control', 'private, no-store');
      return items;
    },
  );

  routes.get(
    endpoints.employees.get.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.get, {
        tags: ['employees'],
        summary: 'One employee: the own record, or any for staff',
        description: "Another user's id answers 404 `EMPLOYEE_NOT_FOUND`, like an id that does not exist. Staff reading someone else's record is recorded in the audit log (`viewed`).",
        errors,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readEmployeeFor(app.db, currentUser(request), request.params.id, app.now());
    },
  );

  routes.patch(
    endpoints.employees.update.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.update, {
        tags: ['employees'],
        summary: 'Change fields of the own record (staff: any)',
        description:
          'Any subset of the fields; null or an empty text clears an optional field. `preferences` merge key by key; `experience` and `education` replace the list; `completedSteps` are added. The e-mail address cannot be changed here. A change by staff is recorded in the audit log with the changed fields.',
        errors,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return patchEmployee(app.db, currentUser(request), request.params.id, request.body, app.now());
    },
  );

  await app.register(employeeCvRoutes);
  await app.register(employeeContactRoutes);
  await app.register(employeeEmailChangeRoutes);
}
