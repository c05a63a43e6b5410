import {
  ApiErrorBodySchema,
  ContactRequestCreatedSchema,
  LatLonImportResultSchema,
  PREFERRED_CONTACT_TIME_LABELS,
  RequestContactEmployeeRequestDtoSchema,
} from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { ApiError } from '../../http/api-error.js';
import { contactRequestMail } from '../../mail/mail-templates.js';
import { currentUser, requireStaff, requireUser } from '../../plugins/auth.js';
import '../vacancies/vacancies.tables.js';
import { findEmployeeIdentity } from './employees.repository.js';

// The cast only of a well-formed postcode: the planner may evaluate a join condition before any WHERE filter.
const pc4 = sql`CASE WHEN e.postcode ~ '^[1-9][0-9]{3}' THEN substring(e.postcode from 1 for 4)::int END`;

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema, 429: ApiErrorBodySchema };

/** `POST /api/employees/request-contact`, `GET /api/employees/lat-lon-import`. */
export async function employeeContactRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/employees/request-contact',
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
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { windowSeconds, perEmail } = app.config.rateLimit;
      await app.rateLimiter.consume([{ bucket: 'contact:user', key: String(user.id), limit: perEmail, windowSeconds }]);
      const body = request.body;
      if (body.vacancyId !== undefined) {
        const vacancy = await app.db.selectFrom('vacancies').select('id').where('id', '=', body.vacancyId).executeTakeFirst();
        if (!vacancy) throw new ApiError(404, 'VACANCY_NOT_FOUND', 'Deze opdracht bestaat niet (meer).');
      }
      const employee = await findEmployeeIdentity(app.db, user.id);
      if (!employee) throw new ApiError(404, 'EMPLOYEE_NOT_FOUND', 'Deze gebruiker bestaat niet.');
      const row = await app.db
        .insertInto('employee_contact_requests')
        .values({
          employee_id: user.id,
          vacancy_id: body.vacancyId ?? null,
          message: body.message,
          phone: body.phone,
          preferred_time: body.preferredTime,
          created_at: app.now(),
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      app.mailer.queue({
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
      return reply.status(201).send({ id: row.id, createdAt: row.created_at.toISOString() });
    },
  );

  routes.get(
    '/employees/lat-lon-import',
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
    async (_request, reply) => {
      const result = await app.db.transaction().execute(async (trx) => {
        const { rows: considered } = await sql<{ count: number }>`
          SELECT count(*)::int AS count FROM employees WHERE postcode IS NOT NULL`.execute(trx);
        const { rows: known } = await sql<{ count: number }>`
          SELECT count(*)::int AS count FROM employees e
          JOIN postcode_centroids c ON c.pc4 = ${pc4}`.execute(trx);
        const updated = await sql<{ id: number }>`
          UPDATE employees e SET latitude = c.latitude, longitude = c.longitude, updated_at = ${app.now()}
          FROM postcode_centroids c
          WHERE c.pc4 = ${pc4}
            AND (e.latitude IS DISTINCT FROM c.latitude OR e.longitude IS DISTINCT FROM c.longitude)
          RETURNING e.id`.execute(trx);
        const consideredCount = considered[0]?.count ?? 0;
        return { considered: consideredCount, updated: updated.rows.length, unknownPostcode: consideredCount - (known[0]?.count ?? 0) };
      });
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
