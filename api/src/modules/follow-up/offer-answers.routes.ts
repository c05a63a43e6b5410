import {
  ApiErrorBodySchema,
  endpoints,
  IdParamsSchema,
  OFFER_ANSWER_LABELS,
  OfferAnswerQuerySchema,
  OfferAnswerRequestSchema,
  OfferAnswerSchema,
} from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { renderMail } from '../../mail/mail-templates.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { changeApplicationStatus } from '../applications/applications.repository.js';
import './follow-up.tables.js';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema, 404: ApiErrorBodySchema };

/** What a declined offer's history says (the freelancer's withdrawal). */
export const DECLINED_OFFER_REASON = 'Aanbod afgeslagen door de kandidaat';

/**
 * The freelancer's answer to an offer (issue 30 item 5): accept (the
 * reactie stays "Aanbod" until staff place them) or decline (it is
 * withdrawn). Once per reactie; the consultant of the opdracht (else
 * STAFF_EMAIL) is mailed in the same transaction.
 */
export async function offerAnswerRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.followUp.offerAnswers.path,
    {
      onRequest: requireUser,
      schema: {
        tags: ['applications'],
        summary: 'Answers to offers of the reacties `ids` (own reacties; staff: any)',
        description: '`ids=1,2,3` (at most 100). Reacties without an answer, or of someone else, are left out.',
        querystring: OfferAnswerQuerySchema,
        response: { 200: z.array(OfferAnswerSchema), 400: ApiErrorBodySchema, 401: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      let query = app.db
        .selectFrom('offer_answers as o')
        .innerJoin('applications as a', 'a.id', 'o.application_id')
        .select(['o.application_id', 'o.answer', 'o.answered_at'])
        .where('o.application_id', 'in', request.query.ids);
      if (user.role !== 'staff') query = query.where('a.employee_id', '=', user.id);
      const rows = await query.orderBy('o.application_id').execute();
      reply.header('cache-control', 'private, no-store');
      return rows.map((row) => ({ applicationId: row.application_id, answer: row.answer, answeredAt: new Date(row.answered_at).toISOString() }));
    },
  );

  routes.post(
    endpoints.followUp.answerOffer.path,
    {
      onRequest: requireUser,
      schema: {
        tags: ['applications'],
        summary: 'Accept or decline the offer of an own reactie',
        description:
          'Only the freelancer who applied (another\'s reactie: 404 `APPLICATION_NOT_FOUND`), only at status `offer` (409 `NOT_AN_OFFER`), once (409 `ALREADY_ANSWERED`). `declined` withdraws the reactie. Mails the consultant.',
        params: IdParamsSchema,
        body: OfferAnswerRequestSchema,
        response: { 201: OfferAnswerSchema, ...errors, 409: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = request.params.id;
      const at = app.now();
      const { answer } = request.body;
      await app.db.transaction().execute(async (trx) => {
        const application = await trx
          .selectFrom('applications as a')
          .innerJoin('vacancies as v', 'v.id', 'a.vacancy_id')
          .innerJoin('employees as e', 'e.id', 'a.employee_id')
          .leftJoin('employees as c', 'c.id', 'v.consultant_id')
          .select(['a.id', 'a.employee_id', 'a.status', 'v.title', 'e.first_name', 'e.last_name', 'c.email as consultant_email', 'c.first_name as consultant_first_name'])
          .where('a.id', '=', id)
          .forUpdate('a')
          .executeTakeFirst();
        if (!application || application.employee_id !== user.id) throw new ApiError(404, 'APPLICATION_NOT_FOUND', 'Deze reactie bestaat niet of is niet van jou.');
        const answered = await trx.selectFrom('offer_answers').select('answer').where('application_id', '=', id).executeTakeFirst();
        if (answered) throw new ApiError(409, 'ALREADY_ANSWERED', 'Je hebt dit aanbod al beantwoord.');
        if (application.status !== 'offer') throw new ApiError(409, 'NOT_AN_OFFER', 'Er ligt voor deze reactie geen aanbod (meer) klaar.');
        await trx.insertInto('offer_answers').values({ application_id: id, answer, answered_at: at }).execute();
        if (answer === 'declined') {
          const moved = await changeApplicationStatus(trx, {
            applicationId: id,
            from: 'offer',
            to: 'withdrawn',
            reason: DECLINED_OFFER_REASON,
            changedByRole: 'employee',
            changedByUserId: user.id,
            changedAt: at,
          });
          if (!moved) throw new Error(`Application ${id} changed under its row lock`);
        }
        const name = `${application.first_name} ${application.last_name}`.trim();
        const link = `${app.config.publicUrl}/beheer/reacties/${id}`;
        await app.mailer.enqueue(trx, {
          to: application.consultant_email ?? app.config.staffEmail,
          ...renderMail({
            subject: `${OFFER_ANSWER_LABELS[answer]}: ${name} – ${application.title}`,
            greeting: application.consultant_first_name ? `Hallo ${application.consultant_first_name},` : 'Hallo collega,',
            paragraphs: [
              answer === 'accepted'
                ? `${name} heeft het aanbod voor "${application.title}" geaccepteerd. Zet de reactie op Geplaatst zodra alles rond is.`
                : `${name} heeft het aanbod voor "${application.title}" afgeslagen. De reactie is ingetrokken.`,
            ],
            action: { label: 'Bekijk de reactie', url: link },
          }),
          link,
        });
      });
      app.mailer.wake();
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ applicationId: id, answer, answeredAt: at.toISOString() });
    },
  );
}
