import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { limitLoginRequests } from '../auth/auth-context.js';
import { EmployeeEmailChangeService } from './employee-email-change.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 404, 409, 410, 429);

/**
 * `POST /api/employees/me/email-change` and `.../confirm`: the login address
 * changes only after the freelancer opens a fresh link mailed to the new
 * address (proving they own it) while logged in to their own account.
 */
export async function employeeEmailChangeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new EmployeeEmailChangeService({ db: app.db, now: app.now, mailer: app.mailer, publicUrl: app.config.publicUrl, ttlSeconds: app.config.loginLinkTtlSeconds });

  routes.post(
    endpoints.employees.requestEmailChange.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.requestEmailChange, {
        tags: ['employees'],
        summary: 'Ask to change the login e-mail address (a confirmation link goes to the new address)',
        description:
          'Always 204 for a new address (whether or not it already has an account: an address in use gets a mail saying so). The link in the mail opens `/profiel/gegevens?e-mailbevestiging=<token>`; it works once, for as long as a login link. Rate limited like login requests.',
        errors,
      }),
      preHandler: limitLoginRequests('email-change'),
    },
    async (request, reply) => {
      await service.requestChange(currentUser(request), request.body.email);
      reply.header('cache-control', 'no-store');
      return reply.status(204).send(null);
    },
  );

  routes.post(
    endpoints.employees.confirmEmailChange.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.employees.confirmEmailChange, {
        tags: ['employees'],
        summary: 'Confirm a change of the login e-mail address with the mailed token',
        description:
          'Only the account that asked for the change, once, before the link expires: 400 `EMAIL_CHANGE_INVALID` (unknown, used or someone else\'s), 410 `EMAIL_CHANGE_EXPIRED`, 409 `EMAIL_TAKEN` (the address got an account meanwhile). Answers the changed record; the old address gets a notice. Every other session of the account ends at once (this one stays).',
        errors,
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.confirmChange(user, request.body.token);
      reply.header('cache-control', 'private, no-store');
      return service.employeeOf(user);
    },
  );
}
