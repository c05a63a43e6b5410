import { ApiErrorBodySchema, endpoints, endpointSchemas, MAX_PICKER_CHOICES } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { currentUser, requireStaff } from '../../plugins/auth.js';
import { BackofficeService } from './backoffice.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403);

/** Default number of picker choices. */
const DEFAULT_CHOICES = 10;

/**
 * Staff's tools over several records (issue 30): the opdracht picker
 * (`GET /api/vacancy_choices`), the opdrachten list's summaries
 * (`GET /api/vacancy_summaries`), the responsible consultant
 * (`PUT /api/vacancies/{id}/consultant`) and the staff to choose from
 * (`GET /api/staff_members`). Staff only: 401 for visitors, 403 for others.
 */
export async function backofficeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new BackofficeService({ db: app.db, now: app.now });

  routes.get(
    endpoints.backoffice.vacancyChoices.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.backoffice.vacancyChoices, {
        tags: ['backoffice'],
        summary: 'Find opdrachten to pick (staff only)',
        description: `Every status, or only \`status\` (\`open\` for putting a candidate forward). \`q\`: each word in the title, the stored client name (also of anonymous opdrachten) or the city; a number also matches the id. Titles starting with \`q\` first, then the newest. \`limit\` 1..${MAX_PICKER_CHOICES} (default ${DEFAULT_CHOICES}). Answers \`Content-Range: vacancy_choices <start>-<end>/<total>\` with the number of matches.`,
        errors,
      }),
    },
    async (request, reply) => {
      const { items, total } = await service.vacancyChoices(request.query.q, request.query.limit ?? DEFAULT_CHOICES, request.query.status);
      setContentRange(reply, 'vacancy_choices', 0, items.length, total);
      reply.header('cache-control', 'private, no-store');
      return items;
    },
  );

  routes.get(
    endpoints.backoffice.vacancySummaries.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.backoffice.vacancySummaries, {
        tags: ['backoffice'],
        summary: 'Client, consultant and reacties per status of opdrachten (staff only)',
        description: '`ids=1,2,3` (at most 100): per opdracht the stored client name (also when anonymous), the responsible consultant and the number of reacties per status. Unknown ids are left out.',
        errors,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.vacancySummaries(request.query.ids);
    },
  );

  routes.get(
    endpoints.backoffice.staffMembers.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.backoffice.staffMembers, {
        tags: ['backoffice'],
        summary: 'Staff accounts by name (staff only)',
        description: 'The consultants an opdracht can be given to.',
        errors,
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.staffMembers();
    },
  );

  routes.put(
    endpoints.backoffice.assignConsultant.path,
    {
      onRequest: requireStaff,
      schema: routeSchema(endpointSchemas.backoffice.assignConsultant, {
        tags: ['backoffice'],
        summary: 'Set the responsible consultant of an opdracht (staff only)',
        description:
          '`consultantId`: a staff account (400 `NOT_STAFF` otherwise), or null for none. Audited (`consultant`, before and after). Answers the opdracht\'s summary. 404 `VACANCY_NOT_FOUND`.',
        errors: { ...errors, 404: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const summary = await service.setConsultant(currentUser(request), request.params.id, request.body.consultantId);
      reply.header('cache-control', 'no-store');
      return summary;
    },
  );
}
