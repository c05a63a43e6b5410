import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { requireStaff } from '../../plugins/auth.js';
import { type AuditLabels, listAuditLog } from './audit.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403);

/** `GET /api/audit_entries` (staff). */
export async function auditRoutes(app: FastifyInstance, labels: AuditLabels): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.audit.list.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.audit.list, {
        tags: ['audit'],
        summary: 'The audit log of staff changes (staff only)',
        description:
          'JSON query parameters: `range=[0,19]`, `sort=["at","DESC"]`, `filter={"entityType":"vacancy","entityId":5}`. Answers `Content-Range: audit_entries <start>-<end>/<total>`. 401 for visitors, 403 for freelancers.',
        errors,
      }),
    },
    async (request, reply) => {
      const { start, entries, total } = await listAuditLog(app.db, labels, request.query);
      setContentRange(reply, 'audit_entries', start, entries.length, total);
      reply.header('cache-control', 'private, no-store');
      return entries;
    },
  );
}
