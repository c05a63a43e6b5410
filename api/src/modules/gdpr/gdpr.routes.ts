import { ApiErrorBodySchema, CreateGdprRequestRequestDtoSchema, GdprRequestSchema, IdParamsSchema } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { clearSessionCookies } from '../auth/auth-cookies.js';
import { GdprService } from './gdpr.service.js';
import type { PersonalDataRegistry } from './personal-data.js';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

/**
 * `POST /api/gdpr_requests`, `GET /api/gdpr_requests`, `GET /api/gdpr_requests/{id}/export`;
 * exports and anonymises what `personalData` covers.
 */
export async function gdprRoutes(app: FastifyInstance, personalData: PersonalDataRegistry): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new GdprService({
    db: app.db,
    now: app.now,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    dataDir: app.config.dataDir,
    log: app.log,
    personalData,
  });

  routes.post(
    '/gdpr_requests',
    {
      onRequest: requireUser,
      schema: {
        tags: ['gdpr'],
        summary: 'Make a GDPR request about your own data',
        description:
          '`export-personal-data` completes at once (`downloadUrl` set, mail sent). `anonymize-data` needs `confirmation: "ANONIMISEER"`, erases every personal detail of the account at once, revokes every session and clears the session cookies. `request-personal-data` and `change-personal-data` (with a `message`) are queued for staff and confirmed by mail.',
        body: CreateGdprRequestRequestDtoSchema,
        response: { 201: GdprRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await service.create(currentUser(request), request.body);
      if (outcome.loggedOut) clearSessionCookies(reply, app.config);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(outcome.request);
    },
  );

  routes.get(
    '/gdpr_requests',
    {
      onRequest: requireUser,
      schema: {
        tags: ['gdpr'],
        summary: 'Your own GDPR requests, newest first, with their status',
        description: 'Answers `Content-Range: gdpr_requests 0-<n-1>/<n>`.',
        response: { 200: z.array(GdprRequestSchema), 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const requests = await service.list(currentUser(request));
      setContentRange(reply, 'gdpr_requests', 0, requests.length, requests.length);
      reply.header('cache-control', 'private, no-store');
      return requests;
    },
  );

  routes.get(
    '/gdpr_requests/:id/export',
    {
      onRequest: requireUser,
      schema: {
        tags: ['gdpr'],
        summary: 'Download your export of personal data (JSON attachment)',
        description:
          'Only the owner of a completed `export-personal-data` request; any other id is a 404 `GDPR_EXPORT_NOT_FOUND`. The file follows `GdprExportSchema` of the contract.',
        // No response schema: the body is the stored JSON text, sent as is.
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.exportFile(currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.json);
    },
  );
}
