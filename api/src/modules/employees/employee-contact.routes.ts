import {
  ApiErrorBodySchema,
  ContactRequestCreatedSchema,
  endpoints,
  LatLonImportResultSchema,
  PREFERRED_CONTACT_TIME_LABELS,
  RequestContactEmployeeRequestDtoSchema,
} from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error.js';
import { contactRequestMail } from '../../mail/mail-templates.js';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import { limitRequests } from '../../plugins/rate-limit.js';
import { importCoordinatesFromCentroids, insertContactRequest, vacancyIdExists } from './employee-contact.repository.js';
import { findEmployeeIdentity } from './employees.repository.js';

/** Call-back requests per logged-in user: as many as login links per address (RATE_LIMIT_PER_EMAIL per window); each one mails staff. */
const limitContactRequests = limitRequests([
  {
    bucket: 'contact:user',
    key: (request) => (request.user ? String(request.user.id) : undefined),
    limit: (config) => config.rateLimit.perEmail,
    windowSeconds: (config) => config.rateLimit.windowSeconds,
  },
]);

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema, 429: ApiErrorBodySchema };

/** `POST /api/employees/request-contact`, `GET /api/employees/lat-lon-import`. */
export async function employeeContactRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    endpoints.employees.requestContact.path,
    {
      onRequest: requireUser,
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['employees'],
        summary: 'Ask staff to call back (logged-in employee)',
        description: 'Stores the request and mails staff. 404 `VACANCY_NOT_FOUND` for an unknown `vacancyId`. Rate limited per user.',
        body: RequestContactEmployeeRequestDtoSchema,
        response: { 201: ContactRequestCreatedSchema, ...errors },
      },
      preHandler: limitContactRequests,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      if (body.vacancyId !== undefined) {
        if (!(await vacancyIdExists(app.db, body.vacancyId))) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
      }
      const employee = await findEmployeeIdentity(app.db, user.id);
      if (!employee) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze gebruiker bestaat niet.');
      // The request and staff's mail in one transaction (docs/adr/0012).
      const row = await app.db.transaction().execute(async (trx) => {
        const inserted = await insertContactRequest(trx, {
          employeeId: user.id,
          vacancyId: body.vacancyId ?? null,
          message: body.message,
          phone: body.phone,
          preferredTime: body.preferredTime,
          now: app.now(),
        });
        await app.mailer.enqueue(trx, {
          to: app.config.staffEmail,
          ...contactRequestMail({
            employeeName: `${employee.firstName} ${employee.lastName}`,
            email: employee.email,
            phone: body.phone,
            preferredTimeLabel: PREFERRED_CONTACT_TIME_LABELS[body.preferredTime],
            message: body.message,
            ...(body.vacancyId !== undefined ? { vacancyLink: `${app.config.publicUrl}/opdrachten/${body.vacancyId}` } : {}),
          }),
        });
        return inserted;
      });
      app.mailer.wake();
      return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );

  routes.get(
    endpoints.employees.latLonImport.path,
    {
      onRequest: requireStaff,
      config: { stateChanging: true },
      schema: {
        tags: ['employees'],
        summary: 'Fill employee coordinates from the postcode centroids (staff only)',
        description: 'Sets latitude/longitude of every employee with a postcode from the four-digit area centroid (PC4). Idempotent; answers counts.',
        response: { 200: LatLonImportResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await importCoordinatesFromCentroids(app.db, app.now(), currentUser(request).id);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
