import { ApiErrorBodySchema, endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { OfferAnswerService } from './offer-answers.service.js';
import { errorBodies } from '../../http/error-bodies.js';
import { routeSchema } from '../../http/route-schema.js';

const errors = errorBodies(400, 401, 403, 404);

/**
 * The freelancer's answer to an offer (issue 30 item 5): accept (the
 * reactie stays "Aanbod" until staff place them) or decline (it is
 * withdrawn). Once per reactie; the consultant of the opdracht (else
 * STAFF_EMAIL) is mailed in the same transaction.
 */
export async function offerAnswerRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new OfferAnswerService({ db: app.db, now: app.now, mailer: app.mailer, publicUrl: app.config.publicUrl, staffEmail: app.config.staffEmail });

  routes.get(
    endpoints.followUp.offerAnswers.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.followUp.offerAnswers, {
        tags: ['applications'],
        summary: 'Answers to offers of the reacties `ids` (own reacties; staff: any)',
        description: '`ids=1,2,3` (at most 100). Reacties without an answer, or of someone else, are left out.',
        errors: errorBodies(400, 401),
      }),
    },
    async (request, reply) => {
      const answers = await service.list(currentUser(request), request.query.ids);
      reply.header('cache-control', 'private, no-store');
      return answers;
    },
  );

  routes.post(
    endpoints.followUp.answerOffer.path,
    {
      onRequest: requireUser,
      schema: routeSchema(endpointSchemas.followUp.answerOffer, {
        tags: ['applications'],
        summary: 'Accept or decline the offer of an own reactie',
        description:
          'Only the freelancer who applied (another\'s reactie: 404 `APPLICATION_NOT_FOUND`), only at status `offer` (409 `NOT_AN_OFFER`), once (409 `ALREADY_ANSWERED`). `declined` withdraws the reactie. Mails the consultant.',
        errors: { ...errors, 409: ApiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const recorded = await service.answer(currentUser(request), request.params.id, request.body.answer);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(recorded);
    },
  );
}
